import MortarCore

/// Splits a `Package.swift` into tokens (pure). Comments are dropped; a string with an
/// interpolation, a multi-line or raw string, or a character outside the subset is refused.
struct PackageSwiftLexer {
    /// The largest manifest read: real ones are a few kilobytes.
    static let maximumBytes = 1 << 20

    let bytes: [UInt8]
    let file: String
    var index = 0
    var line = 1
    var lineStart = 0

    init(_ text: String, file: String) {
        self.bytes = Array(text.utf8)
        self.file = file
    }

    static func tokens(_ text: String, file: String) throws(PackageSwiftRefusal) -> [PackageSwiftToken] {
        guard text.utf8.count <= maximumBytes else {
            throw PackageSwiftRefusal("it is larger than \(maximumBytes >> 20) MB", at: SourceLocation(file: file))
        }
        var lexer = PackageSwiftLexer(text, file: file)
        var tokens: [PackageSwiftToken] = []
        while true {
            let token = try lexer.next()
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    var column: Int { index - lineStart + 1 }

    func location(column: Int? = nil) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column ?? self.column)
    }

    func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    mutating func newline() {
        line += 1
        lineStart = index
    }

    mutating func skipTrivia() throws(PackageSwiftRefusal) {
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "\n"):
                index += 1
                newline()
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while let next = peek(), next != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                let start = location()
                index += 2
                var depth = 1
                while depth > 0 {
                    guard let next = peek() else { throw PackageSwiftRefusal("a comment is not closed", at: start) }
                    if next == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                        depth += 1
                        index += 2
                    } else if next == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                        depth -= 1
                        index += 2
                    } else {
                        index += 1
                        if next == UInt8(ascii: "\n") { newline() }
                    }
                }
            default:
                return
            }
        }
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    static let operatorBytes = Set("/=-+!*%<>&|^~?.".utf8)

    mutating func next() throws(PackageSwiftRefusal) -> PackageSwiftToken {
        try skipTrivia()
        let startColumn = column
        func token(_ kind: PackageSwiftToken.Kind, _ text: String) -> PackageSwiftToken {
            PackageSwiftToken(kind: kind, text: text, line: line, column: startColumn)
        }
        guard let byte = peek() else { return token(.end, "") }
        let start = index
        if Self.isIdentifierStart(byte) {
            while let next = peek(), Self.isIdentifierStart(next) || Self.isDigit(next) { index += 1 }
            return token(.identifier, String(decoding: bytes[start..<index], as: UTF8.self))
        }
        if byte == UInt8(ascii: "`") {
            index += 1
            while let next = peek(), Self.isIdentifierStart(next) || Self.isDigit(next) { index += 1 }
            guard peek() == UInt8(ascii: "`"), index > start + 1 else {
                throw PackageSwiftRefusal("a backquoted name is not closed", at: location(column: startColumn))
            }
            index += 1
            return token(.identifier, String(decoding: bytes[(start + 1)..<(index - 1)], as: UTF8.self))
        }
        if Self.isDigit(byte) {
            while let next = peek(), Self.isDigit(next) || next == UInt8(ascii: "_") || (next == UInt8(ascii: ".") && peek(1).map(Self.isDigit) == true) {
                index += 1
            }
            if let next = peek(), Self.isIdentifierStart(next) {
                throw PackageSwiftRefusal("the number '\(String(decoding: bytes[start...index], as: UTF8.self))' is not a decimal literal", at: location(column: startColumn))
            }
            return token(.number, String(decoding: bytes[start..<index], as: UTF8.self))
        }
        if byte == UInt8(ascii: "\"") { return token(.string, try string(startColumn: startColumn)) }
        if "()[]{},:;@#".utf8.contains(byte) {
            index += 1
            return token(.punctuation, String(UnicodeScalar(byte)))
        }
        if Self.operatorBytes.contains(byte) {
            while let next = peek(), Self.operatorBytes.contains(next) {
                // `/` starting a comment ends the operator.
                if next == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*") { break }
                index += 1
            }
            return token(.punctuation, String(decoding: bytes[start..<index], as: UTF8.self))
        }
        let character = String(decoding: bytes[start..<min(bytes.count, start + 1)], as: UTF8.self)
        throw PackageSwiftRefusal("the character '\(character)' is outside the Swift a literal manifest is written in", at: location(column: startColumn))
    }

    /// A one-line string literal; `\(` (interpolation), `"""` and unknown escapes are refused.
    mutating func string(startColumn: Int) throws(PackageSwiftRefusal) -> String {
        if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") {
            throw PackageSwiftRefusal("a multi-line string literal is not read", at: location(column: startColumn))
        }
        index += 1
        var value: [UInt8] = []
        while true {
            guard let byte = peek(), byte != UInt8(ascii: "\n") else {
                throw PackageSwiftRefusal("a string literal is not closed on its line", at: location(column: startColumn))
            }
            index += 1
            if byte == UInt8(ascii: "\"") { return String(decoding: value, as: UTF8.self) }
            guard byte == UInt8(ascii: "\\") else {
                value.append(byte)
                continue
            }
            guard let escaped = peek() else { continue }
            index += 1
            switch escaped {
            case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): value.append(escaped)
            case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "r"): value.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "0"): value.append(0)
            case UInt8(ascii: "("):
                throw PackageSwiftRefusal("a string interpolation is computed when the manifest runs", at: location(column: column - 2))
            default:
                throw PackageSwiftRefusal("the escape '\\\(String(UnicodeScalar(escaped)))' is not read", at: location(column: column - 2))
            }
        }
    }
}
