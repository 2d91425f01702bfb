/// A small JSON reader that keeps `file:line:column` for every value, over UTF-8 bytes.
///
/// With `allowComments` it also reads JSONC: `//` and `/* */` comments and trailing commas.
/// Duplicate keys are kept (readers decide whether that is an error).
public struct JSONParser {
    private let bytes: [UInt8]
    private let file: String
    private let allowComments: Bool
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    private static let maxDepth = 512
    /// Where the last located value was: columns are counted on from there, not from the start
    /// of the line each time (which was quadratic on long lines, as in minified JSON).
    private var cachedLineStart = -1
    private var cachedIndex = 0
    private var cachedColumn = 1

    /// Parses `text` as one JSON document.
    /// - Throws: `JSONParseError` at the first malformed place.
    public static func parse(_ text: String, file: String, allowComments: Bool = false) throws(JSONParseError) -> JSONNode {
        var parser = JSONParser(bytes: Array(text.utf8), file: file, allowComments: allowComments)
        return try parser.parseDocument()
    }

    /// Parses UTF-8 bytes as one JSON document.
    public static func parse(bytes: [UInt8], file: String, allowComments: Bool = false) throws(JSONParseError) -> JSONNode {
        var parser = JSONParser(bytes: bytes, file: file, allowComments: allowComments)
        return try parser.parseDocument()
    }

    private init(bytes: [UInt8], file: String, allowComments: Bool) {
        self.bytes = bytes
        self.file = file
        self.allowComments = allowComments
        // A UTF-8 byte order mark is not content.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3; lineStart = 3 }
    }

    /// The current place, for errors (not cached; see `here()` for the hot path).
    private var location: SourceLocation { location(at: index) }

    /// The place of byte `offset` on the current line. Columns count characters (Unicode
    /// scalars), not bytes.
    private func location(at offset: Int) -> SourceLocation {
        var column = 1
        var i = lineStart
        while i < offset {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// The current place, counting the column on from the previous call on the same line.
    /// - Complexity: amortized O(1) per call over a document.
    private mutating func here() -> SourceLocation {
        if cachedLineStart != lineStart || cachedIndex > index {
            cachedLineStart = lineStart
            cachedIndex = lineStart
            cachedColumn = 1
        }
        var column = cachedColumn
        var i = cachedIndex
        while i < index {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        cachedIndex = index
        cachedColumn = column
        return SourceLocation(file: file, line: line, column: column)
    }

    private func error(_ message: String) -> JSONParseError { JSONParseError(message, at: location) }

    private mutating func parseDocument() throws(JSONParseError) -> JSONNode {
        try skipTrivia()
        guard index < bytes.count else { throw error("the file is empty; expected a JSON value") }
        let value = try parseValue()
        try skipTrivia()
        if index < bytes.count { throw error("unexpected \(describeCurrent()) after the end of the JSON value") }
        return value
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let b = bytes[index]
        if b >= 0x20, b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return "byte 0x\(String(b, radix: 16, uppercase: true))"
    }

    private mutating func skipTrivia() throws(JSONParseError) {
        while index < bytes.count {
            let b = bytes[index]
            if b == 0x20 || b == 0x09 || b == 0x0D {
                index += 1
            } else if b == 0x0A {
                index += 1
                line += 1
                lineStart = index
            } else if b == UInt8(ascii: "/"), allowComments, index + 1 < bytes.count {
                if bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                } else if bytes[index + 1] == UInt8(ascii: "*") {
                    let start = location
                    index += 2
                    var closed = false
                    while index < bytes.count {
                        if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                            index += 2
                            closed = true
                            break
                        }
                        if bytes[index] == 0x0A { line += 1; lineStart = index + 1 }
                        index += 1
                    }
                    if !closed { throw JSONParseError("comment opened here is never closed with '*/'", at: start) }
                } else {
                    return
                }
            } else {
                return
            }
        }
    }

    private mutating func parseValue() throws(JSONParseError) -> JSONNode {
        guard index < bytes.count else { throw error("unexpected end of file; expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        default: break
        }
        let start = here()
        switch bytes[index] {
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), at: start)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONNode(.bool(true), at: start)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONNode(.bool(false), at: start)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONNode(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(.number(try parseNumber()), at: start)
        case UInt8(ascii: "'"): throw error("strings must use double quotes, not single quotes")
        default: throw error("unexpected \(describeCurrent()); expected a value (object, array, string, number, true, false or null)")
        }
    }

    private mutating func expectWord(_ word: String) throws(JSONParseError) {
        for expected in word.utf8 {
            guard index < bytes.count, bytes[index] == expected else {
                throw error("unexpected \(describeCurrent()); expected '\(word)'")
            }
            index += 1
        }
    }

    private mutating func enter() throws(JSONParseError) {
        depth += 1
        if depth > JSONParser.maxDepth { throw error("values are nested more than \(JSONParser.maxDepth) deep") }
    }

    private mutating func parseObject() throws(JSONParseError) -> JSONNode {
        let start = here()
        var members: [JSONMember] = []
        try parseItems(of: "object", closedBy: UInt8(ascii: "}"), from: start) { parser throws(JSONParseError) in
            let member = try parser.parseMember()
            members.append(member)
            return .afterTheValue(of: member.key)
        }
        return JSONNode(.object(members), at: start)
    }

    /// `"key": value`, at its opening quote.
    private mutating func parseMember() throws(JSONParseError) -> JSONMember {
        guard bytes[index] == UInt8(ascii: "\"") else {
            throw error("unexpected \(describeCurrent()); expected a key in double quotes")
        }
        let keyLocation = here()
        let key = try parseString()
        try skipTrivia()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw error("unexpected \(describeCurrent()) after key \"\(key)\"; expected ':'")
        }
        index += 1
        try skipTrivia()
        return JSONMember(key: key, keyLocation: keyLocation, value: try parseValue())
    }

    private mutating func parseArray() throws(JSONParseError) -> JSONNode {
        let start = here()
        var elements: [JSONNode] = []
        try parseItems(of: "array", closedBy: UInt8(ascii: "]"), from: start) { parser throws(JSONParseError) in
            elements.append(try parser.parseValue())
            return .inAnArray
        }
        return JSONNode(.array(elements), at: start)
    }

    /// Where the parser stands after an item, named in an error there; its words are made only
    /// for an error (an object's every member would otherwise build a string).
    private enum ItemPlace {
        case afterTheValue(of: String)
        case inAnArray

        var words: String {
            switch self {
            case .afterTheValue(let key): "after the value of \"\(key)\""
            case .inAnArray: "in an array"
            }
        }
    }

    /// The items of an object or an array, from its opening byte (at `start`) through `close`:
    /// `item` reads one and says where the parser stands for an error after it. An empty
    /// container, the separating commas, a trailing comma (JSONC only) and a container never
    /// closed are handled here, once for both; inlined into each, so `item` is no call.
    @inline(__always)
    private mutating func parseItems(
        of container: String, closedBy close: UInt8, from start: SourceLocation, item: (inout JSONParser) throws(JSONParseError) -> ItemPlace
    ) throws(JSONParseError) {
        try enter()
        index += 1
        try skipTrivia()
        if index < bytes.count, bytes[index] == close {
            index += 1
            depth -= 1
            return
        }
        func unclosed() -> JSONParseError {
            JSONParseError("\(container) opened here is never closed with '\(Character(Unicode.Scalar(close)))'", at: start)
        }
        var isFirst = true
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw unclosed() }
            if bytes[index] == close, allowComments, !isFirst {
                index += 1  // trailing comma allowed in JSONC
                break
            }
            let place = try item(&self)
            isFirst = false
            try skipTrivia()
            guard index < bytes.count else { throw unclosed() }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == close { index += 1; break }
            throw error("unexpected \(describeCurrent()) \(place.words); expected ',' or '\(Character(Unicode.Scalar(close)))'")
        }
        depth -= 1
    }

    private mutating func parseString() throws(JSONParseError) -> String {
        let opening = index
        index += 1
        // Most strings have no escape: take them in one piece.
        var end = index
        while end < bytes.count {
            let b = bytes[end]
            if b == UInt8(ascii: "\"") {
                let text = String(decoding: bytes[index..<end], as: UTF8.self)
                index = end + 1
                return text
            }
            if b == UInt8(ascii: "\\") || b < 0x20 { break }
            end += 1
        }
        var out: [UInt8] = Array(bytes[index..<end])
        index = end
        // A string never spans lines, so its opening quote is on the current line.
        var start: SourceLocation { location(at: opening) }
        while true {
            guard index < bytes.count else { throw JSONParseError("string opened here is never closed with '\"'", at: start) }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") { index += 1; break }
            if b == 0x0A { throw JSONParseError("string opened here is never closed on its line", at: start) }
            if b < 0x20 { throw error("control character 0x\(String(b, radix: 16, uppercase: true)) in a string; escape it") }
            if b != UInt8(ascii: "\\") {
                out.append(b)
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { throw JSONParseError("string opened here is never closed with '\"'", at: start) }
            let e = bytes[index]
            index += 1
            if let byte = Self.escapes[e] {
                out.append(byte)
                continue
            }
            guard e == UInt8(ascii: "u") else {
                index -= 2
                throw error("invalid escape '\\\(Character(Unicode.Scalar(e)))' in a string")
            }
            var scalar = try parseHex4()
            if (0xD800...0xDBFF).contains(scalar) {
                // A surrogate pair: \uD83D\uDE00.
                if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                    index += 2
                    let low = try parseHex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid surrogate pair in \\u escape") }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    throw error("unpaired surrogate in \\u escape")
                }
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw error("unpaired surrogate in \\u escape")
            }
            out.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The byte each one-character escape stands for (`\n`, `\"`, `\/`, …); `\u` is read apart.
    private static let escapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
        UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]

    private mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw error("incomplete \\u escape; expected four hex digits") }
            let b = bytes[index]
            let digit: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error("invalid \\u escape; expected four hex digits")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(JSONParseError) -> String {
        let begin = index
        func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number; expected a digit") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number; expected a digit after '.'") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number; expected a digit in the exponent") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        return String(decoding: bytes[begin..<index], as: UTF8.self)
    }
}
