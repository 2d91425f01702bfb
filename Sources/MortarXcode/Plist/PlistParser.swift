/// Reads an old-style (OpenStep) property list from bytes, as CoreFoundation's
/// `CFOldStylePList` does: dictionaries `{ k = v; }`, arrays `( a, b, )`, quoted strings with
/// escapes, unquoted strings (letters, digits and `_$/:.-`), data `<0fa1>`, `/* */` and `//`
/// comments. A byte-level scanner: real projects reach megabytes.
///
/// Besides the values it records, for the dictionary under the top-level key `objects`, where
/// each entry and each comment lies, so a writer can keep every byte it does not change.
struct PlistParser {
    /// Where the entries of the top-level `objects` dictionary lie.
    struct ObjectsLayout {
        /// Offset of the `{` that opens `objects` and of the `}` that closes it.
        var open = 0
        var close = 0
        /// Each object's `ID = {…};` from the ID's first byte to just past the `;`.
        var entries: [String: Range<Int>] = [:]
        /// The comments between the objects (`/* Begin PBXBuildFile section */`), with their text.
        var comments: [(text: String, range: Range<Int>)] = []
    }

    /// A syntax error at a byte offset: `expected` what, `found` what (already quoted).
    struct SyntaxError: Error, Equatable {
        var offset: Int
        var message: String
        /// Where a construct left open began (for "the file ends inside …").
        var openedAt: Int?
    }

    private let bytes: [UInt8]
    private var position = 0
    private(set) var layout = ObjectsLayout()

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses the whole input as one dictionary (the project file's root).
    mutating func parseRoot() throws -> PlistDictionary {
        try skipTrivia()
        guard position < bytes.count else { throw SyntaxError(offset: position, message: "the file is empty: expected '{'") }
        guard bytes[position] == UInt8(ascii: "{") else {
            if bytes[position...].starts(with: Array("<?xml".utf8)) || bytes.starts(with: Array("bplist".utf8)) {
                let kind = bytes.starts(with: Array("bplist".utf8)) ? "a binary" : "an XML"
                throw SyntaxError(offset: position, message: "this is \(kind) property list; Mortar reads the old-style one Xcode writes (open the project in Xcode and let it save it)")
            }
            throw SyntaxError(offset: position, message: "expected '{' to open the project, found \(describe(at: position))")
        }
        let root = try parseDictionary(depth: 0, parentKey: nil)
        try skipTrivia()
        if position < bytes.count {
            throw SyntaxError(offset: position, message: "expected the end of the file after the project's closing '}', found \(describe(at: position))")
        }
        return root
    }

    // MARK: - Values

    /// Deeper than any project Xcode writes (objects sit at depth 2, build settings at 4), and
    /// shallow enough that a hostile file cannot exhaust the stack.
    static let maximumDepth = 200

    private mutating func parseValue(depth: Int, parentKey: String?) throws -> PlistValue {
        try skipTrivia()
        guard depth < Self.maximumDepth else {
            throw SyntaxError(offset: position, message: "values are nested more than \(Self.maximumDepth) deep here; no Xcode project is")
        }
        guard position < bytes.count else { throw SyntaxError(offset: position, message: "the file ends where a value was expected") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return .dictionary(try parseDictionary(depth: depth, parentKey: parentKey))
        case UInt8(ascii: "("): return .array(try parseArray(depth: depth))
        case UInt8(ascii: "<"): return .data(try parseData())
        default:
            let string = try parseString()
            return .string(string, comment: trailingComment())
        }
    }

    private mutating func parseDictionary(depth: Int, parentKey: String?) throws -> PlistDictionary {
        let open = position
        let isObjects = depth == 1 && parentKey == "objects"
        if isObjects { layout.open = open }
        position += 1
        var entries: [PlistDictionary.Entry] = []
        while true {
            try skipTrivia(recordingComments: isObjects)
            guard position < bytes.count else {
                throw SyntaxError(offset: position, message: "the file ends inside the dictionary opened here", openedAt: open)
            }
            if bytes[position] == UInt8(ascii: "}") {
                if isObjects { layout.close = position }
                position += 1
                return PlistDictionary(entries)
            }
            let keyStart = position
            guard isStringStart(bytes[position]) else {
                throw SyntaxError(offset: position, message: "expected a key or '}', found \(describe(at: position))")
            }
            let key = try parseString()
            let keyComment = trailingComment()
            try expect(UInt8(ascii: "="), after: "the key '\(key)'")
            let value = try parseValue(depth: depth + 1, parentKey: key)
            try expect(UInt8(ascii: ";"), after: "the value of '\(key)'")
            if isObjects { layout.entries[key] = keyStart..<position }
            entries.append(PlistDictionary.Entry(key: key, keyComment: keyComment, value: value))
        }
    }

    private mutating func parseArray(depth: Int) throws -> [PlistValue] {
        let open = position
        position += 1
        var values: [PlistValue] = []
        while true {
            try skipTrivia()
            guard position < bytes.count else {
                throw SyntaxError(offset: position, message: "the file ends inside the array opened here", openedAt: open)
            }
            if bytes[position] == UInt8(ascii: ")") {
                position += 1
                return values
            }
            values.append(try parseValue(depth: depth + 1, parentKey: nil))
            try skipTrivia()
            guard position < bytes.count else {
                throw SyntaxError(offset: position, message: "the file ends inside the array opened here", openedAt: open)
            }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] != UInt8(ascii: ")") {
                throw SyntaxError(offset: position, message: "expected ',' or ')' after an array element, found \(describe(at: position))")
            }
        }
    }

    private mutating func parseData() throws -> String {
        let open = position
        position += 1
        var hex: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") {
                position += 1
                guard hex.count % 2 == 0 else {
                    throw SyntaxError(offset: open, message: "the data here has an odd number of hex digits")
                }
                return String(decoding: hex, as: UTF8.self)
            }
            if Self.isHexDigit(byte) {
                hex.append(byte)
            } else if !Self.isWhitespace(byte) {
                throw SyntaxError(offset: position, message: "expected a hex digit or '>' in data, found \(describe(at: position))")
            }
            position += 1
        }
        throw SyntaxError(offset: position, message: "the file ends inside the data opened here", openedAt: open)
    }

    // MARK: - Strings

    private func isStringStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || Self.isUnquoted(byte)
    }

    private mutating func parseString() throws -> String {
        let byte = bytes[position]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return try parseQuoted(byte) }
        guard Self.isUnquoted(byte) else {
            throw SyntaxError(offset: position, message: "expected a value, found \(describe(at: position))")
        }
        let start = position
        while position < bytes.count, Self.isUnquoted(bytes[position]) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func parseQuoted(_ quote: UInt8) throws -> String {
        let open = position
        position += 1
        var out: [UInt8] = []
        var runStart = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == quote {
                out.append(contentsOf: bytes[runStart..<position])
                position += 1
                return String(decoding: out, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                out.append(contentsOf: bytes[runStart..<position])
                try unescape(into: &out, openedAt: open)
                runStart = position
                continue
            }
            position += 1
        }
        throw SyntaxError(offset: position, message: "the file ends inside the string opened here", openedAt: open)
    }

    /// One escape after a backslash (at `position`), as CoreFoundation reads them: `\n`, `\t`,
    /// `\"`, `\\`, `\a\b\f\r\v`, three octal digits, `\U` and four hex digits; any other
    /// character stands for itself.
    private mutating func unescape(into out: inout [UInt8], openedAt open: Int) throws {
        position += 1
        guard position < bytes.count else {
            throw SyntaxError(offset: position, message: "the file ends inside the string opened here", openedAt: open)
        }
        let byte = bytes[position]
        position += 1
        if let control = Self.controlEscapes[byte] {
            out.append(control)
            return
        }
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(byte - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[position]) {
                value = value * 8 + UInt32(bytes[position] - UInt8(ascii: "0"))
                position += 1
                digits += 1
            }
            append(scalar: value, to: &out)
        case UInt8(ascii: "U"):
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard position < bytes.count, let digit = Self.hexValue(bytes[position]) else {
                    throw SyntaxError(offset: position - 1, message: "expected four hex digits after '\\U' in a string")
                }
                value = value * 16 + UInt32(digit)
                position += 1
            }
            append(scalar: value, to: &out)
        default: out.append(byte)
        }
    }

    /// The control character each C letter escape stands for (`\n`, `\t`, `\a`, …).
    private static let controlEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "a"): 0x07,
        UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "v"): 0x0B,
    ]

    private func append(scalar value: UInt32, to out: inout [UInt8]) {
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        out.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    /// The `/* text */` right after a string on the same line, if any (Xcode's object names).
    private mutating func trailingComment() -> String? {
        var cursor = position
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") { cursor += 1 }
        guard cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "/"), bytes[cursor + 1] == UInt8(ascii: "*") else { return nil }
        guard let end = commentEnd(from: cursor + 2) else { return nil }
        position = end + 2
        return Self.trimmed(bytes[(cursor + 2)..<end])
    }

    // MARK: - Trivia

    private mutating func skipTrivia(recordingComments: Bool = false) throws {
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isWhitespace(byte) {
                position += 1
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                guard let end = commentEnd(from: position + 2) else {
                    throw SyntaxError(offset: bytes.count, message: "the file ends inside the comment opened here", openedAt: position)
                }
                if recordingComments { layout.comments.append((Self.trimmed(bytes[(position + 2)..<end]), position..<(end + 2))) }
                position = end + 2
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                while position < bytes.count, bytes[position] != 0x0A { position += 1 }
            } else {
                return
            }
        }
    }

    /// The offset of the `*/` that closes a comment whose text starts at `start`.
    private func commentEnd(from start: Int) -> Int? {
        var cursor = start
        while cursor + 1 < bytes.count {
            if bytes[cursor] == UInt8(ascii: "*"), bytes[cursor + 1] == UInt8(ascii: "/") { return cursor }
            cursor += 1
        }
        return nil
    }

    private mutating func expect(_ byte: UInt8, after what: String) throws {
        try skipTrivia()
        guard position < bytes.count else {
            throw SyntaxError(offset: position, message: "the file ends where '\(Character(Unicode.Scalar(byte)))' was expected after \(what)")
        }
        guard bytes[position] == byte else {
            throw SyntaxError(offset: position, message: "expected '\(Character(Unicode.Scalar(byte)))' after \(what), found \(describe(at: position))")
        }
        position += 1
    }

    /// The token at `offset` for a message: `'}'`, `'foo'` (up to 20 bytes), or `the end of the file`.
    private func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        if !Self.isUnquoted(bytes[offset]) {
            let text = String(decoding: [bytes[offset]], as: UTF8.self)
            return "'\(text)'"
        }
        var end = offset
        while end < bytes.count, end - offset < 20, Self.isUnquoted(bytes[end]) { end += 1 }
        return "'\(String(decoding: bytes[offset..<end], as: UTF8.self))'"
    }

    // MARK: - Byte classes

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    /// CoreFoundation's unquoted-string characters.
    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    static func isHexDigit(_ byte: UInt8) -> Bool { hexValue(byte) != nil }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private static func trimmed(_ slice: ArraySlice<UInt8>) -> String {
        var lower = slice.startIndex
        var upper = slice.endIndex
        while lower < upper, isWhitespace(slice[lower]) { lower += 1 }
        while upper > lower, isWhitespace(slice[upper - 1]) { upper -= 1 }
        return String(decoding: slice[lower..<upper], as: UTF8.self)
    }
}
