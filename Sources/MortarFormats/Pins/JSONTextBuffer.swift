import MortarCore

/// The bytes of a JSON(C) document with the byte-level operations a faithful edit needs:
/// locations to offsets, the end of a value, the indentation of a line, and edits applied
/// back to front so earlier offsets stay valid.
struct JSONTextBuffer {
    /// Replace `start..<end` with `text`.
    struct Edit {
        var start: Int
        var end: Int
        var text: String
    }

    private(set) var bytes: [UInt8]
    private let lineStarts: [Int]

    init(_ text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == 0x0A { starts.append(index + 1) }
        lineStarts = starts
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The byte offset of a 1-based line and a column counted in Unicode scalars.
    func offset(of location: SourceLocation) -> Int {
        var index = lineStarts[max(0, min(location.line - 1, lineStarts.count - 1))]
        if index == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        var column = 1
        while column < location.column, index < bytes.count {
            index += 1
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            column += 1
        }
        return index
    }

    /// The white space that starts the line holding `location`.
    func indentation(ofLineAt location: SourceLocation) -> String {
        var index = lineStarts[max(0, min(location.line - 1, lineStarts.count - 1))]
        var result = ""
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 {
            result.append(Character(Unicode.Scalar(bytes[index])))
            index += 1
        }
        return result
    }

    /// One level of indentation as the file writes it: the first member's indentation in the
    /// root object, or two spaces.
    func indentUnit(of root: JSONNode) -> String {
        guard let first = root.members?.first else { return "  " }
        let indent = indentation(ofLineAt: first.keyLocation)
        return indent.isEmpty ? "  " : indent
    }

    /// The offset just past the value starting at `start` (a string, object, array or literal).
    func endOfValue(at start: Int) -> Int {
        guard start < bytes.count else { return start }
        switch bytes[start] {
        case UInt8(ascii: "\""):
            return endOfString(at: start)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var index = start
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    index = endOfString(at: index)
                    continue
                }
                if byte == UInt8(ascii: "/"), let end = endOfComment(at: index) {
                    index = end
                    continue
                }
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { depth += 1 }
                if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                    depth -= 1
                    if depth == 0 { return index + 1 }
                }
                index += 1
            }
            return index
        default:
            var index = start
            while index < bytes.count, !",}] \t\r\n/".utf8.contains(bytes[index]) { index += 1 }
            return index
        }
    }

    func endOfString(at start: Int) -> Int {
        var index = start + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index] == UInt8(ascii: "\"") { return index + 1 }
            index += 1
        }
        return index
    }

    /// The end of a `//` or `/* */` comment starting at `start`, nil if none starts there.
    func endOfComment(at start: Int) -> Int? {
        guard start + 1 < bytes.count, bytes[start] == UInt8(ascii: "/") else { return nil }
        if bytes[start + 1] == UInt8(ascii: "/") {
            var index = start
            while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            return index
        }
        if bytes[start + 1] == UInt8(ascii: "*") {
            var index = start + 2
            while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
            return min(bytes.count, index + 2)
        }
        return nil
    }

    /// Edits that add `entries` (member texts, `"key": value`) at the end of `object`.
    /// After a last member, each entry goes on its own line with that member's indentation,
    /// after any comment that ends the line; in an empty object, the object is opened over
    /// lines indented one level deeper than `keyLocation`'s line.
    func insertMembers(_ entries: [String], into object: JSONNode, keyLocation: SourceLocation?, unit: String) -> [Edit] {
        let open = offset(of: object.location)
        if let last = object.members?.last {
            let valueEnd = endOfValue(at: offset(of: last.value.location))
            var index = valueEnd
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            let hasComma = index < bytes.count && bytes[index] == UInt8(ascii: ",")
            var afterComma = hasComma ? index + 1 : valueEnd
            var rest = afterComma
            while rest < bytes.count, bytes[rest] == 0x20 || bytes[rest] == 0x09 { rest += 1 }
            let endsLine = rest >= bytes.count || bytes[rest] == 0x0A || bytes[rest] == 0x0D
                || (bytes[rest] == UInt8(ascii: "/") && rest + 1 < bytes.count && bytes[rest + 1] == UInt8(ascii: "/"))
            var edits: [Edit] = []
            if !hasComma { edits.append(Edit(start: valueEnd, end: valueEnd, text: ",")) }
            let trailing = hasComma ? "," : ""
            if endsLine {
                var lineEnd = rest
                while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
                let indent = indentation(ofLineAt: last.keyLocation)
                let lines = entries.map { "\n" + indent + $0 }.joined(separator: ",")
                edits.append(Edit(start: lineEnd, end: lineEnd, text: lines + trailing))
            } else {
                afterComma = hasComma ? afterComma : valueEnd
                edits.append(Edit(start: afterComma, end: afterComma, text: " " + entries.joined(separator: ", ") + trailing))
            }
            return edits
        }
        let close = endOfValue(at: open)
        let keyIndent = keyLocation.map(indentation(ofLineAt:)) ?? ""
        let memberIndent = keyIndent + unit
        let body = entries.map { memberIndent + $0 }.joined(separator: ",\n")
        return [Edit(start: open, end: close, text: "{\n\(body)\n\(keyIndent)}")]
    }

    /// Applies edits (non-overlapping), last first; of two at one offset, the one listed later
    /// first, so the text of the one listed earlier comes first (a comma, then new members).
    /// Applies `edits`; in a document saved with Windows line endings, each line an edit adds
    /// ends in `\r\n` as its other lines do.
    mutating func apply(_ edits: [Edit]) {
        let crlf = bytes.firstIndex(of: 0x0A).map { $0 > 0 && bytes[$0 - 1] == 0x0D } ?? false
        let ordered = edits.enumerated().sorted { ($0.element.start, $0.offset) > ($1.element.start, $1.offset) }.map(\.element)
        for edit in ordered {
            var text = Array(edit.text.utf8)
            if crlf {
                text = text.enumerated().flatMap { index, byte in
                    byte == 0x0A && (index == 0 || text[index - 1] != 0x0D) ? [0x0D, 0x0A] : [byte]
                }
            }
            bytes.replaceSubrange(edit.start..<edit.end, with: text)
        }
    }

    /// A JSON string literal for `value`.
    static func quoted(_ value: String) -> String { JSONValue.string(value).renderedCompact() }
}
