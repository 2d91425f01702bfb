/// Parses the mustache subset into nodes: `{{name}}`, `{{{name}}}`, `{{& name}}`, dotted
/// names and `.`, sections `{{#name}}`, inverted sections `{{^name}}`, `{{/name}}` and comments
/// `{{! … }}`. A line holding only a section, close or comment tag (and blanks) is dropped
/// whole, as in the mustache spec, so templates can put each tag on its own line.
///
/// While it reads literal text it tracks, per line, whether the text is inside a string
/// literal or a line comment of the template's language; each escaped tag records that context.
struct TemplateParser {
    /// How deep sections may nest: rendering walks them recursively.
    static let maxDepth = 100
    private let bytes: [UInt8]
    private let file: String
    private let escaping: TemplateEscaping
    private var position = 0
    private var line = 1
    private var lineStart = 0
    private var buffer: [UInt8] = []
    // Literal tracking for the current line.
    private var quote: UInt8?
    /// The number of `#` before the open Swift raw string's `"` (`#"…"#`), or 0.
    private var rawHashes = 0
    private var inComment = false
    private var escapeNext = false

    private struct Frame {
        var name: String
        var inverted: Bool
        var location: SourceLocation
        var children: [TemplateNode] = []
    }

    private var stack: [Frame]

    init(_ text: String, file: String, escaping: TemplateEscaping) {
        self.bytes = Array(text.utf8)
        self.file = file
        self.escaping = escaping
        self.stack = [Frame(name: "", inverted: false, location: SourceLocation(file: file))]
    }

    mutating func parse() throws(TemplateError) -> [TemplateNode] {
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "{"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "{") {
                try readTag()
            } else {
                consumeText(bytes[position])
                position += 1
            }
        }
        flush()
        if stack.count > 1, let open = stack.last {
            throw .unclosedSection(open.name, at: open.location)
        }
        return stack[0].children
    }

    // MARK: - Text

    private mutating func consumeText(_ byte: UInt8) {
        buffer.append(byte)
        if byte == UInt8(ascii: "\n") {
            line += 1
            lineStart = position + 1
            quote = nil
            rawHashes = 0
            inComment = false
            escapeNext = false
            return
        }
        track(byte)
    }

    private mutating func track(_ byte: UInt8) {
        if inComment || escaping == .none || escaping == .xml { return }
        if let open = quote, rawHashes > 0 {
            // A raw string ends only at `"` followed by as many `#` as opened it; `\` escapes nothing.
            let end = position + 1 + rawHashes
            if byte == open, end <= bytes.count, bytes[(position + 1)..<end].allSatisfy({ $0 == UInt8(ascii: "#") }) {
                quote = nil
                rawHashes = 0
            }
            return
        }
        if let open = quote {
            if escapeNext {
                escapeNext = false
            } else if byte == UInt8(ascii: "\\") {
                escapeNext = true
            } else if byte == open {
                quote = nil
            }
            return
        }
        switch (escaping, byte) {
        case (.swiftString, UInt8(ascii: "\"")):
            quote = byte
            var hashes = 0
            while buffer.count - 2 - hashes >= 0, buffer[buffer.count - 2 - hashes] == UInt8(ascii: "#") { hashes += 1 }
            rawHashes = hashes
        case (_, UInt8(ascii: "\"")): quote = byte
        case (.rubyString, UInt8(ascii: "'")): quote = byte
        case (.rubyString, UInt8(ascii: "#")): inComment = true
        case (.swiftString, UInt8(ascii: "/")):
            if buffer.count >= 2, buffer[buffer.count - 2] == UInt8(ascii: "/"), position - 1 >= lineStart { inComment = true }
        default: break
        }
    }

    private var context: LiteralContext {
        switch escaping {
        case .none: return .plain
        case .xml: return .xmlText
        case .swiftString:
            if quote != nil { return .swiftString }
            return inComment ? .swiftComment : .plain
        case .rubyString:
            if quote == UInt8(ascii: "\"") { return .rubyDoubleQuoted }
            if quote == UInt8(ascii: "'") { return .rubySingleQuoted }
            return inComment ? .rubyComment : .plain
        }
    }

    private mutating func flush() {
        guard !buffer.isEmpty else { return }
        stack[stack.count - 1].children.append(.text(String(decoding: buffer, as: UTF8.self)))
        buffer.removeAll(keepingCapacity: true)
    }

    // MARK: - Tags

    private mutating func readTag() throws(TemplateError) {
        let start = position
        let location = SourceLocation(file: file, line: line, column: start - lineStart + 1)
        let triple = start + 2 < bytes.count && bytes[start + 2] == UInt8(ascii: "{")
        let open = triple ? 3 : 2
        let closer: [UInt8] = triple ? Array("}}}".utf8) : Array("}}".utf8)
        guard let end = find(closer, from: start + open) else { throw .unclosedTag(at: location) }
        let inner = String(decoding: bytes[(start + open)..<end], as: UTF8.self)
        let after = end + closer.count
        if inner.contains("\n") && !inner.hasPrefix("!") { throw .unclosedTag(at: location) }
        if triple {
            try emitVariable(inner, escaped: false, at: location, raw: "{\(inner)}", end: after)
            return
        }
        let sigil = inner.first
        let rest = String(inner.dropFirst())
        switch sigil {
        case "!":
            try standalone(start: start, end: after) { _ in }
        case "#", "^":
            let name = try validName(rest, raw: inner, at: location)
            guard stack.count <= TemplateParser.maxDepth else { throw .nestedTooDeep(TemplateParser.maxDepth, at: location) }
            try standalone(start: start, end: after) { parser in
                parser.stack.append(Frame(name: name, inverted: sigil == "^", location: location))
            }
        case "/":
            let name = try validName(rest, raw: inner, at: location)
            try standalone(start: start, end: after) { parser throws(TemplateError) in
                guard parser.stack.count > 1, let frame = parser.stack.last else { throw .unexpectedClose(name, at: location) }
                guard frame.name == name else { throw .mismatchedSection(expected: frame.name, found: name, at: location) }
                parser.stack.removeLast()
                parser.stack[parser.stack.count - 1].children.append(
                    .section(name: frame.name, inverted: frame.inverted, children: frame.children, at: frame.location))
            }
        case "&":
            try emitVariable(rest, escaped: false, at: location, raw: inner, end: after)
        default:
            try emitVariable(inner, escaped: true, at: location, raw: inner, end: after)
        }
    }

    private mutating func emitVariable(_ body: String, escaped: Bool, at location: SourceLocation, raw: String, end: Int) throws(TemplateError) {
        let name = try validName(body, raw: raw, at: location)
        if escaped, escaping != .none, context == .plain {
            throw .outsideLiteral(name, language: escaping.languageName, at: location)
        }
        if rawHashes > 0 {
            throw .insideRawString(name, at: location)
        }
        flush()
        stack[stack.count - 1].children.append(.variable(name: name, escaped: escaped, context: context, at: location))
        position = end
    }

    /// Applies a section, close or comment tag; drops its line when the tag stands alone on it.
    private mutating func standalone(start: Int, end: Int, _ apply: (inout TemplateParser) throws(TemplateError) -> Void) throws(TemplateError) {
        let before = bytes[lineStart..<start].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        var lineEnd = end
        while lineEnd < bytes.count, bytes[lineEnd] == UInt8(ascii: " ") || bytes[lineEnd] == UInt8(ascii: "\t") { lineEnd += 1 }
        let after = lineEnd == bytes.count || bytes[lineEnd] == UInt8(ascii: "\n")
        let tagLines = bytes[start..<end].filter { $0 == UInt8(ascii: "\n") }.count
        if before && after {
            buffer.removeLast(start - lineStart)
            flush()
            try apply(&self)
            position = lineEnd == bytes.count ? lineEnd : lineEnd + 1
            line += tagLines + (lineEnd == bytes.count ? 0 : 1)
            lineStart = position
            quote = nil
            rawHashes = 0
            inComment = false
            escapeNext = false
        } else {
            flush()
            try apply(&self)
            position = end
            if tagLines > 0 {
                line += tagLines
                var index = end - 1
                while bytes[index] != UInt8(ascii: "\n") { index -= 1 }
                lineStart = index + 1
            }
        }
    }

    private func find(_ needle: [UInt8], from: Int) -> Int? {
        var index = from
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], Array(bytes[index..<(index + needle.count)]) == needle { return index }
            index += 1
        }
        return nil
    }

    /// `.` or dot-separated segments of letters, digits, `_` and `-`.
    private func validName(_ body: String, raw: String, at location: SourceLocation) throws(TemplateError) -> String {
        let name = body.trimmingSpaces()
        if name == "." { return name }
        let segments = name.split(separator: ".", omittingEmptySubsequences: false)
        let valid = !name.isEmpty && segments.allSatisfy { segment in
            !segment.isEmpty && segment.unicodeScalars.allSatisfy { s in
                (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || (s >= "0" && s <= "9") || s == "_" || s == "-"
            }
        }
        guard valid else { throw .unsupportedTag(raw, at: location) }
        return name
    }
}

extension String {
    /// The text without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
