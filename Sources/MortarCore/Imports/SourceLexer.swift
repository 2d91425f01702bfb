/// A fast, forgiving lexer for Swift and C-family sources, over UTF-8 bytes.
///
/// It knows exactly what the import scan and the coupling report must not be fooled by: line and
/// block comments (nested in Swift), string literals (Swift `"…"`, multi-line `"""…"""`, raw
/// `#"…"#` with any number of `#`, interpolations `\(…)` lexed as code; C `"…"`, `'…'`, `@"…"`),
/// Swift extended regex literals `#/…/#`, and C preprocessor lines. Anything it does not
/// recognise becomes punctuation: it never fails.
///
/// - Complexity: O(n) in the file's bytes.
public struct SourceLexer {
    private let bytes: [UInt8]
    private let language: SourceLanguage
    private var i = 0
    private var line = 1
    private var lineStart = 0
    private var atLineStart = true
    private var tokens: [SourceToken] = []
    private var directives: [Int: String] = [:]

    /// Lexes a whole file.
    public static func lex(_ bytes: [UInt8], language: SourceLanguage) -> SourceTokens {
        var lexer = SourceLexer(bytes: bytes, language: language)
        lexer.tokens.reserveCapacity(bytes.count / 5)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { lexer.i = 3; lexer.lineStart = 3 }
        lexer.lexCode(interpolation: false)
        return SourceTokens(bytes: bytes, tokens: lexer.tokens, directives: lexer.directives)
    }

    /// Lexes text (convenience for tests and callers holding a `String`).
    public static func lex(_ text: String, language: SourceLanguage) -> SourceTokens {
        lex(Array(text.utf8), language: language)
    }

    private init(bytes: [UInt8], language: SourceLanguage) {
        self.bytes = bytes
        self.language = language
    }

    // MARK: - Code

    /// Lexes code until the end of input, or (inside an interpolation) until the `)` that closes it.
    private mutating func lexCode(interpolation: Bool) {
        var parenDepth = 0
        let count = bytes.count
        while i < count {
            let b = bytes[i]
            switch b {
            case 0x0A:
                newline(at: i)
                i += 1
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                i += 1
            case UInt8(ascii: "/"):
                if peek(1) == UInt8(ascii: "/") {
                    skipToEndOfLine()
                } else if peek(1) == UInt8(ascii: "*") {
                    skipBlockComment()
                } else {
                    emitPunctuation()
                }
            case UInt8(ascii: "\""):
                atLineStart = false
                if language == .swift { lexSwiftString(hashes: 0, start: i) } else { lexCQuoted(UInt8(ascii: "\""), tokenStart: i) }
            case UInt8(ascii: "'") where language == .cFamily:
                atLineStart = false
                lexCQuoted(UInt8(ascii: "'"), tokenStart: i)
            case UInt8(ascii: "#"):
                lexHash()
            case UInt8(ascii: "@"):
                if language == .cFamily, peek(1) == UInt8(ascii: "\"") {
                    atLineStart = false
                    let start = i
                    i += 1
                    lexCQuoted(UInt8(ascii: "\""), tokenStart: start)
                } else if let next = peek(1), SourceLexer.isIdentifierStart(next) {
                    let start = i
                    i += 1
                    consumeIdentifierBody()
                    emit(.at, start: start, end: i)
                } else {
                    emitPunctuation()
                }
            case UInt8(ascii: "`") where language == .swift:
                let start = i + 1
                var j = start
                while j < count, bytes[j] != UInt8(ascii: "`"), bytes[j] != 0x0A { j += 1 }
                if j < count, bytes[j] == UInt8(ascii: "`"), j > start {
                    emit(.identifier, start: start, end: j, column: i)
                    i = j + 1
                } else {
                    emitPunctuation()
                }
            case UInt8(ascii: "("):
                if interpolation { parenDepth += 1 }
                emitPunctuation()
            case UInt8(ascii: ")"):
                if interpolation {
                    if parenDepth == 0 { i += 1; return }
                    parenDepth -= 1
                }
                emitPunctuation()
            default:
                if b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") {
                    lexNumber()
                } else if SourceLexer.isIdentifierStart(b) {
                    let start = i
                    consumeIdentifierBody()
                    if language == .cFamily, bytes[i - 1] == UInt8(ascii: "R"), peek(0) == UInt8(ascii: "\""), i - start <= 3 {
                        lexCPlusPlusRawString(tokenStart: start)
                    } else {
                        emit(.identifier, start: start, end: i)
                    }
                } else {
                    emitPunctuation()
                }
            }
        }
    }

    @inline(__always)
    static func isIdentifierStart(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || b == UInt8(ascii: "_") || b == UInt8(ascii: "$") || b >= 0x80
    }

    @inline(__always)
    static func isIdentifierBody(_ b: UInt8) -> Bool {
        isIdentifierStart(b) || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
    }

    @inline(__always)
    private func peek(_ offset: Int) -> UInt8? {
        i + offset < bytes.count ? bytes[i + offset] : nil
    }

    private mutating func consumeIdentifierBody() {
        i += 1
        while i < bytes.count, SourceLexer.isIdentifierBody(bytes[i]) { i += 1 }
    }

    private mutating func lexNumber() {
        let start = i
        i += 1
        while i < bytes.count {
            let b = bytes[i]
            if SourceLexer.isIdentifierBody(b) {
                i += 1
            } else if b == UInt8(ascii: "."), let next = peek(1), next >= UInt8(ascii: "0"), next <= UInt8(ascii: "9") {
                i += 1
            } else {
                break
            }
        }
        emit(.number, start: start, end: i)
    }

    @inline(__always)
    private mutating func newline(at index: Int) {
        line += 1
        lineStart = index + 1
        atLineStart = true
    }

    @inline(__always)
    private mutating func emit(_ kind: SourceToken.Kind, start: Int, end: Int, column: Int? = nil) {
        tokens.append(SourceToken(kind: kind, start: start, end: end, line: line, column: (column ?? start) - lineStart + 1))
        atLineStart = false
    }

    private mutating func emitPunctuation() {
        emit(.punctuation, start: i, end: i + 1)
        i += 1
    }

    // MARK: - Comments

    private mutating func skipToEndOfLine() {
        while i < bytes.count, bytes[i] != 0x0A { i += 1 }
    }

    /// Skips `/* … */`; Swift block comments nest, C ones do not. An unterminated one ends the file.
    private mutating func skipBlockComment() {
        var depth = 0
        let count = bytes.count
        while i < count {
            let b = bytes[i]
            if b == UInt8(ascii: "/"), i + 1 < count, bytes[i + 1] == UInt8(ascii: "*") {
                if depth == 0 || language == .swift { depth += 1 }
                i += 2
            } else if b == UInt8(ascii: "*"), i + 1 < count, bytes[i + 1] == UInt8(ascii: "/") {
                depth -= 1
                i += 2
                if depth == 0 { return }
            } else {
                if b == 0x0A {
                    line += 1
                    lineStart = i + 1
                }
                i += 1
            }
        }
    }

    // MARK: - Swift literals

    /// `#` in Swift: a raw string, an extended regex, a `#keyword`, or punctuation.
    /// In the C family: a preprocessor line when first on its line, else punctuation (`##`).
    private mutating func lexHash() {
        let start = i
        if language == .cFamily {
            if atLineStart { lexDirective() } else { emitPunctuation() }
            return
        }
        var hashes = 0
        while i + hashes < bytes.count, bytes[i + hashes] == UInt8(ascii: "#") { hashes += 1 }
        let after = i + hashes < bytes.count ? bytes[i + hashes] : 0
        if after == UInt8(ascii: "\"") {
            i += hashes
            atLineStart = false
            lexSwiftString(hashes: hashes, start: start)
        } else if after == UInt8(ascii: "/") {
            i += hashes + 1
            skipExtendedRegex(hashes: hashes, start: start)
        } else if hashes == 1, SourceLexer.isIdentifierStart(after) {
            i += 1
            consumeIdentifierBody()
            emit(.pound, start: start, end: i)
        } else {
            emitPunctuation()
        }
    }

    /// Lexes a Swift string literal whose opening `"` is at `i`, with `hashes` raw delimiters.
    private mutating func lexSwiftString(hashes: Int, start: Int) {
        let startLine = line, startColumn = start - lineStart + 1
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        i += multiline ? 3 : 1
        let contentStart = i
        let count = bytes.count
        var contentEnd = count
        // The literal's token goes first, so tokens stay in source order around interpolations.
        let slot = tokens.count
        tokens.append(SourceToken(kind: .string, start: contentStart, end: contentStart, line: startLine, column: startColumn))
        scan: while i < count {
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "\\"):
                var j = i + 1
                var k = 0
                while k < hashes, j < count, bytes[j] == UInt8(ascii: "#") { j += 1; k += 1 }
                guard k == hashes else { i += 1; continue scan }
                if j < count, bytes[j] == UInt8(ascii: "(") {
                    i = j + 1
                    lexCode(interpolation: true)
                } else {
                    i = min(j + 1, count)
                    if j < count, bytes[j] == 0x0A { line += 1; lineStart = j + 1 }
                }
            case UInt8(ascii: "\""):
                let quotes = multiline ? 3 : 1
                var j = i
                var q = 0
                while q < quotes, j < count, bytes[j] == UInt8(ascii: "\"") { j += 1; q += 1 }
                var k = 0
                while q == quotes, k < hashes, j < count, bytes[j] == UInt8(ascii: "#") { j += 1; k += 1 }
                if q == quotes, k == hashes {
                    contentEnd = i
                    i = j
                    break scan
                }
                i += 1
            case 0x0A:
                if !multiline {
                    // Unterminated: end the literal at the line's end and carry on.
                    contentEnd = i
                    break scan
                }
                line += 1
                lineStart = i + 1
                i += 1
            default:
                i += 1
            }
        }
        tokens[slot].end = max(contentStart, min(contentEnd, count))
        atLineStart = false
    }

    /// Skips an extended regex literal `#/ … /#` (delimiters matched by count of `#`).
    private mutating func skipExtendedRegex(hashes: Int, start: Int) {
        let count = bytes.count
        while i < count {
            if bytes[i] == UInt8(ascii: "\\") { i += 2; continue }
            if bytes[i] == 0x0A { line += 1; lineStart = i + 1 }
            if bytes[i] == UInt8(ascii: "/") {
                var j = i + 1, k = 0
                while k < hashes, j < count, bytes[j] == UInt8(ascii: "#") { j += 1; k += 1 }
                if k == hashes { i = j; break }
            }
            i += 1
        }
        atLineStart = false
    }

    // MARK: - C literals and the preprocessor

    /// Lexes a C string or character literal whose quote is at `i` (backslash escapes; a
    /// newline ends an unterminated one).
    private mutating func lexCQuoted(_ quote: UInt8, tokenStart: Int) {
        let column = tokenStart - lineStart + 1
        i += 1
        let contentStart = i
        let count = bytes.count
        while i < count, bytes[i] != quote, bytes[i] != 0x0A {
            if bytes[i] == UInt8(ascii: "\\"), i + 1 < count {
                if bytes[i + 1] == 0x0A { line += 1; lineStart = i + 2 }
                i += 2
            } else {
                i += 1
            }
        }
        let contentEnd = min(i, count)
        if i < count, bytes[i] == quote { i += 1 }
        tokens.append(SourceToken(kind: quote == UInt8(ascii: "'") ? .number : .string, start: contentStart, end: contentEnd, line: line, column: column))
        atLineStart = false
    }

    /// A C++ raw string `R"delim( … )delim"` (also `LR`, `uR`, `UR`, `u8R`) whose `"` is at `i`.
    private mutating func lexCPlusPlusRawString(tokenStart: Int) {
        let column = tokenStart - lineStart + 1, startLine = line
        var j = i + 1
        while j < bytes.count, bytes[j] != UInt8(ascii: "("), bytes[j] != 0x0A, j - i <= 17 { j += 1 }
        guard j < bytes.count, bytes[j] == UInt8(ascii: "(") else {
            emit(.identifier, start: tokenStart, end: i)
            return
        }
        let closing: [UInt8] = [UInt8(ascii: ")")] + bytes[(i + 1)..<j] + [UInt8(ascii: "\"")]
        let contentStart = j + 1
        var k = contentStart
        var contentEnd = bytes.count
        while k < bytes.count {
            if bytes[k] == UInt8(ascii: ")"), bytes[k...].starts(with: closing) {
                contentEnd = k
                k += closing.count
                break
            }
            if bytes[k] == 0x0A { line += 1; lineStart = k + 1 }
            k += 1
        }
        i = min(k, bytes.count)
        tokens.append(SourceToken(kind: .string, start: contentStart, end: contentEnd, line: startLine, column: column))
        atLineStart = false
    }

    /// Reads one preprocessor line from `#` to its end: continuations joined, comments
    /// removed (a block comment may carry it onto later lines), quoted text kept as written.
    private mutating func lexDirective() {
        let start = i
        let startLine = line, column = i - lineStart + 1
        var text: [UInt8] = []
        let count = bytes.count
        while i < count {
            let b = bytes[i]
            if b == 0x0A { break }
            if b == UInt8(ascii: "\\"), i + 1 < count, bytes[i + 1] == 0x0A {
                i += 2
                line += 1
                lineStart = i
                text.append(0x20)
            } else if b == UInt8(ascii: "\\"), i + 2 < count, bytes[i + 1] == 0x0D, bytes[i + 2] == 0x0A {
                i += 3
                line += 1
                lineStart = i
                text.append(0x20)
            } else if b == UInt8(ascii: "/"), i + 1 < count, bytes[i + 1] == UInt8(ascii: "/") {
                skipToEndOfLine()
            } else if b == UInt8(ascii: "/"), i + 1 < count, bytes[i + 1] == UInt8(ascii: "*") {
                skipBlockComment()
                text.append(0x20)
            } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                text.append(b)
                i += 1
                while i < count, bytes[i] != b, bytes[i] != 0x0A {
                    if bytes[i] == UInt8(ascii: "\\"), i + 1 < count, bytes[i + 1] != 0x0A {
                        text.append(bytes[i])
                        i += 1
                    }
                    text.append(bytes[i])
                    i += 1
                }
                if i < count, bytes[i] == b { text.append(b); i += 1 }
            } else {
                text.append(b == 0x0D || b == 0x09 ? 0x20 : b)
                i += 1
            }
        }
        directives[tokens.count] = String(decoding: text, as: UTF8.self)
        tokens.append(SourceToken(kind: .directive, start: start, end: i, line: startLine, column: column))
        atLineStart = false
    }
}
