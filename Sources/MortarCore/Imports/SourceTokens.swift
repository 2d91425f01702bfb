/// A lexed file: its bytes and tokens, with helpers to read a token's text without copying.
public struct SourceTokens: Sendable {
    /// The file's UTF-8 bytes, which the tokens index.
    public let bytes: [UInt8]
    /// Every token, in order.
    public let tokens: [SourceToken]
    /// Preprocessor line texts by token index (C family only).
    let directives: [Int: String]

    init(bytes: [UInt8], tokens: [SourceToken], directives: [Int: String]) {
        self.bytes = bytes
        self.tokens = tokens
        self.directives = directives
    }

    /// The token's text as a string.
    public func text(_ token: SourceToken) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    /// The directive line of token `index` (`#import <X/Y.h>`), or nil for other tokens.
    public func directiveText(_ index: Int) -> String? { directives[index] }

    /// True when `token` is of `kind` and its text is exactly `word` (ASCII), compared byte by byte.
    @inline(__always)
    public func matches(_ token: SourceToken, _ kind: SourceToken.Kind, _ word: StaticString) -> Bool {
        guard token.kind == kind, token.end - token.start == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { buffer in
            var i = 0
            while i < buffer.count {
                if bytes[token.start + i] != buffer[i] { return false }
                i += 1
            }
            return true
        }
    }

    /// True when `token` is the identifier `word`.
    @inline(__always)
    public func isIdentifier(_ token: SourceToken, _ word: StaticString) -> Bool { matches(token, .identifier, word) }

    /// True when `token` is the punctuation byte `character`.
    @inline(__always)
    public func isPunctuation(_ token: SourceToken, _ character: UInt8) -> Bool {
        token.kind == .punctuation && bytes[token.start] == character
    }
}
