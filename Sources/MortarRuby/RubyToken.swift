import MortarCore

/// One lexical token of the Ruby subset Mortar reads, with where it starts and whether
/// whitespace came before it (Ruby's grammar is whitespace-sensitive: `foo -1` vs `foo - 1`).
package struct RubyToken: Hashable, Sendable {
    /// What the token is.
    package enum Kind: Hashable, Sendable {
        /// An integer literal as written (`12`, `0x1F`, `1_000`).
        case integer(String)
        /// A float literal as written (`10.15`).
        case float(String)
        /// A string: `'x'`, `"x#{y}"`, `%q()`, `%Q()`, a heredoc; adjacent ones are joined by the parser.
        case string([RubyStringPart])
        /// A backtick or `%x()` command: never run.
        case command([RubyStringPart])
        /// `:name`, `:"name"`.
        case symbol([RubyStringPart])
        /// A regular expression literal: kept opaque.
        case regex(String)
        /// `%w[]` / `%W[]` (strings) or `%i[]` / `%I[]` (symbols).
        case words([[RubyStringPart]], symbols: Bool)
        /// A local variable or method name (`s`, `use_frameworks!`, `include?`).
        case identifier(String)
        /// A constant (`ENV`, `File`, `DEFAULT_TARGET`).
        case constant(String)
        /// `@x`, `@@x` or `$x`: never known statically.
        case variable(String)
        /// `name:` in a hash or argument list (the new hash syntax), also `"name":`.
        case label(String)
        /// A reserved word (`if`, `do`, `end`, `nil`, …).
        case keyword(String)
        /// Punctuation and operators (`(`, `=>`, `||=`, `::`, `&.`).
        case punct(String)
        /// The end of a statement line.
        case newline
        case endOfFile
    }

    package var kind: Kind
    /// Where the token starts (the file is the reader's: see `RubyParser.location(of:)`).
    package var line: Int
    package var column: Int
    /// Byte offset of the token's first byte and one past its last, in the text read.
    package var start: Int
    package var end: Int
    /// True when a space, tab or escaped newline precedes the token on its line.
    package var spaceBefore: Bool

    package init(_ kind: Kind, at location: SourceLocation, start: Int, end: Int, spaceBefore: Bool) {
        self.kind = kind
        self.line = location.line
        self.column = location.column
        self.start = start
        self.end = end
        self.spaceBefore = spaceBefore
    }
}

/// A piece of a string literal: text, or `#{code}` to evaluate (with where the code starts).
package enum RubyStringPart: Hashable, Sendable {
    case text(String)
    case code(String, SourceLocation)
}
