/// One token of a source file, as the import scan and the coupling report need it: identifiers,
/// `#`/`@` keywords, punctuation, string and number literals, and C preprocessor lines.
/// Comments never become tokens; the contents of string literals never become identifiers.
///
/// A token is a byte range of its file (`SourceTokens.bytes`), so lexing allocates no strings.
public struct SourceToken: Hashable, Sendable {
    /// What a token is.
    public enum Kind: UInt8, Hashable, Sendable {
        /// `Foo`, `import`, `` `default` `` (the range excludes the backticks).
        case identifier
        /// `#if`, `#else`, `#endif`, `#selector` (Swift): `#` and the word after it.
        case pound
        /// `@import`, `@interface`, `@testable`: `@` and the word after it.
        case at
        /// One punctuation byte (`.`, `(`, `;`, `&`, …).
        case punctuation
        /// A string literal; the range is the contents between the delimiters.
        case string
        case number
        /// A C preprocessor line (`#import <X/Y.h>`); its text, comments removed and
        /// continuations joined, is in `SourceTokens.directiveText(_:)`.
        case directive
    }

    /// What the token is.
    public var kind: Kind
    /// Byte offsets of the token's text in the file.
    public var start: Int
    public var end: Int
    /// 1-based line and byte column of the token's first character.
    public var line: Int
    public var column: Int

    public init(kind: Kind, start: Int, end: Int, line: Int, column: Int) {
        self.kind = kind
        self.start = start
        self.end = end
        self.line = line
        self.column = column
    }
}
