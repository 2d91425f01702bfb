import MortarCore

/// The small XML reader `contents.xcworkspacedata` needs: a declaration, comments, elements
/// with `name = "value"` attributes (entities decoded), nothing else. Byte-level; each element's
/// whole lines recorded so the workspace can drop one and keep every other byte.
struct WorkspaceXMLReader {
    struct Root {
        var children: [XcodeWorkspace.Entry]
        /// Offset of the `</Workspace>` tag.
        var closeOffset: Int
    }

    private let bytes: [UInt8]
    private let file: String
    private var position = 0

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    mutating func read() throws -> Root {
        skipProlog()
        guard let tag = try nextTag(), !tag.closing, tag.name == "Workspace" else {
            throw error(at: position, "expected the <Workspace> element")
        }
        if tag.selfClosing { return Root(children: [], closeOffset: position) }
        let (children, close) = try readChildren(of: "Workspace", openedAt: tag.start)
        return Root(children: children, closeOffset: close)
    }

    private struct Tag {
        var name: String
        var attributes: [String: String]
        var closing: Bool
        var selfClosing: Bool
        var start: Int
    }

    private mutating func readChildren(of parent: String, openedAt: Int) throws -> ([XcodeWorkspace.Entry], Int) {
        var children: [XcodeWorkspace.Entry] = []
        while true {
            guard let tag = try nextTag() else {
                throw error(at: bytes.count, "the file ends inside <\(parent)> opened at \(location(openedAt))")
            }
            if tag.closing {
                guard tag.name == parent else { throw error(at: tag.start, "expected </\(parent)>, found </\(tag.name)>") }
                return (children, tag.start)
            }
            guard let kind = XcodeWorkspace.Entry.Kind(rawValue: tag.name) else {
                throw error(at: tag.start, "unexpected element <\(tag.name)>; a workspace lists <FileRef> and <Group> elements")
            }
            var nested: [XcodeWorkspace.Entry] = []
            if !tag.selfClosing { nested = try readChildren(of: tag.name, openedAt: tag.start).0 }
            let start = XcodeProject.lineStart(of: tag.start, in: bytes) ?? tag.start
            let end = XcodeProject.wholeLines(of: tag.start..<position, in: bytes)?.upperBound ?? position
            children.append(.init(kind: kind, location: tag.attributes["location"] ?? "", name: tag.attributes["name"], children: nested, lines: start..<end))
        }
    }

    private mutating func skipProlog() {
        skipSpace()
        if starts(with: "<?") { skip(past: "?>") }
        skipSpaceAndComments()
    }

    private mutating func nextTag() throws -> Tag? {
        skipSpaceAndComments()
        guard position < bytes.count else { return nil }
        guard bytes[position] == UInt8(ascii: "<") else { throw error(at: position, "expected an element, found text") }
        let start = position
        position += 1
        let closing = position < bytes.count && bytes[position] == UInt8(ascii: "/")
        if closing { position += 1 }
        let name = readName()
        guard !name.isEmpty else { throw error(at: start, "expected an element name after '<'") }
        var attributes: [String: String] = [:]
        while true {
            skipSpace()
            guard position < bytes.count else { throw error(at: start, "the file ends inside the tag <\(name)>") }
            if bytes[position] == UInt8(ascii: ">") {
                position += 1
                return Tag(name: name, attributes: attributes, closing: closing, selfClosing: false, start: start)
            }
            if starts(with: "/>") {
                position += 2
                return Tag(name: name, attributes: attributes, closing: closing, selfClosing: true, start: start)
            }
            let key = readName()
            guard !key.isEmpty else { throw error(at: position, "expected an attribute or '>' in <\(name)>") }
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { throw error(at: position, "expected '=' after attribute '\(key)'") }
            position += 1
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
                throw error(at: position, "expected a quoted value for attribute '\(key)'")
            }
            let quote = bytes[position]
            position += 1
            let valueStart = position
            while position < bytes.count, bytes[position] != quote { position += 1 }
            guard position < bytes.count else { throw error(at: valueStart, "the file ends inside the value of attribute '\(key)'") }
            attributes[key] = Self.decoded(String(decoding: bytes[valueStart..<position], as: UTF8.self))
            position += 1
        }
    }

    private mutating func readName() -> String {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            let isName = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
            guard isName else { break }
            position += 1
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func skipSpace() {
        while position < bytes.count, PlistParser.isWhitespace(bytes[position]) { position += 1 }
    }

    private mutating func skipSpaceAndComments() {
        while true {
            skipSpace()
            guard starts(with: "<!--") else { return }
            skip(past: "-->")
        }
    }

    private func starts(with text: String) -> Bool {
        let pattern = Array(text.utf8)
        return position + pattern.count <= bytes.count && Array(bytes[position..<(position + pattern.count)]) == pattern
    }

    private mutating func skip(past text: String) {
        while position < bytes.count, !starts(with: text) { position += 1 }
        position = min(bytes.count, position + text.utf8.count)
    }

    private static func decoded(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }

    private func location(_ offset: Int) -> SourceLocation {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return SourceLocation(file: file, line: line, column: String(decoding: bytes[lineStart..<min(offset, bytes.count)], as: UTF8.self).count + 1)
    }

    private func error(at offset: Int, _ message: String) -> XcodeProjectError {
        .workspaceSyntax(location(offset), message: message)
    }
}
