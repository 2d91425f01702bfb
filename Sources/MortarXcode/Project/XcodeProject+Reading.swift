import MortarCore

extension XcodeProject {
    /// Reads `project.pbxproj` text. `file` is the name every location carries.
    /// - Throws: `XcodeProjectError.syntax` at the first byte that is not a property list,
    ///   `.model` when the property list is not a project.
    public init(text: String, file: String) throws {
        try self.init(bytes: Array(text.utf8), file: file)
    }

    /// Reads `project.pbxproj` bytes (UTF-8, as Xcode writes them).
    public init(bytes: [UInt8], file: String) throws {
        var lineStarts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(offset + 1) }
        var parser = PlistParser(bytes: bytes)
        let partial = XcodeProjectSource(bytes: bytes, objects: [:], spans: [:], sections: [], objectsCloseLineStart: 0, lineStarts: lineStarts)
        let root: PlistDictionary
        do {
            root = try parser.parseRoot()
        } catch let error as PlistParser.SyntaxError {
            throw XcodeProjectError.syntax(
                partial.location(at: error.offset, file: file), message: error.message,
                openedAt: error.openedAt.map { partial.location(at: $0, file: file) })
        }
        let start = SourceLocation(file: file, line: 1, column: 1)
        // Every object is a dictionary with an isa, defined once; the root is a PBXProject.
        guard let objectsValue = root["objects"] else {
            throw XcodeProjectError.model(start, message: "the property list has no 'objects': it is not an Xcode project")
        }
        guard let objectsDictionary = objectsValue.dictionary else {
            throw XcodeProjectError.model(start, message: "'objects' is not a dictionary: it is not an Xcode project")
        }
        let layout = parser.layout
        var objects: [String: PBXObject] = [:]
        var spans: [String: XcodeProjectSource.Span] = [:]
        for entry in objectsDictionary.entries {
            let entryRange = layout.entries[entry.key] ?? 0..<0
            let here = partial.location(at: entryRange.lowerBound, file: file)
            guard let fields = entry.value.dictionary else {
                throw XcodeProjectError.model(here, message: "object '\(entry.key)' is not a dictionary")
            }
            guard let isa = fields["isa"]?.string, !isa.isEmpty else {
                throw XcodeProjectError.model(here, message: "object '\(entry.key)' has no 'isa'")
            }
            if objects[entry.key] != nil {
                throw XcodeProjectError.model(here, message: "object '\(entry.key)' is defined twice")
            }
            objects[entry.key] = PBXObject(id: entry.key, comment: entry.keyComment, fields: fields)
            spans[entry.key] = XcodeProjectSource.Span(entry: entryRange, lines: Self.wholeLines(of: entryRange, in: bytes))
        }
        guard let rootID = root["rootObject"]?.string else {
            throw XcodeProjectError.model(start, message: "the project has no 'rootObject'")
        }
        guard let rootObject = objects[rootID], rootObject.isa == "PBXProject" else {
            throw XcodeProjectError.model(start, message: "'rootObject' '\(rootID)' is not a PBXProject in 'objects'")
        }
        let sections = Self.sections(layout: layout, spans: spans, bytes: bytes)
        let source = XcodeProjectSource(
            bytes: bytes, objects: objects, spans: spans, sections: sections,
            objectsCloseLineStart: Self.lineStart(of: layout.close, in: bytes) ?? layout.close, lineStarts: lineStarts)
        self.init(file: file, objectVersion: root["objectVersion"]?.string ?? "", rootObjectID: rootID, objects: objects, source: source)
    }

    /// The lines `range` fills alone: from the start of its line (only tabs and spaces before
    /// it) to past the newline that ends it (only tabs and spaces after it; `\r\n` in a file
    /// saved with Windows line endings); nil if it shares them.
    static func wholeLines(of range: Range<Int>, in bytes: [UInt8]) -> Range<Int>? {
        guard let start = lineStart(of: range.lowerBound, in: bytes) else { return nil }
        var end = range.upperBound
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        if end + 1 < bytes.count, bytes[end] == 0x0D, bytes[end + 1] == 0x0A { end += 1 }
        guard end < bytes.count, bytes[end] == 0x0A else { return nil }
        return start..<(end + 1)
    }

    /// The start of the line holding `offset` when only tabs and spaces precede it there.
    static func lineStart(of offset: Int, in bytes: [UInt8]) -> Int? {
        var start = offset
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        return start == 0 || bytes[start - 1] == 0x0A ? start : nil
    }

    /// The `/* Begin ISA section */` … `/* End ISA section */` blocks and the objects in each.
    private static func sections(
        layout: PlistParser.ObjectsLayout, spans: [String: XcodeProjectSource.Span], bytes: [UInt8]
    ) -> [XcodeProjectSource.Section] {
        let starts = spans.map { (id: $0.key, start: $0.value.lines?.lowerBound ?? $0.value.entry.lowerBound) }.sorted { $0.start < $1.start }
        var result: [XcodeProjectSource.Section] = []
        var open: (isa: String, range: Range<Int>)?
        for comment in layout.comments {
            let words = comment.text.split(separator: " ")
            guard words.count == 3, words[2] == "section" else { continue }
            if words[0] == "Begin" {
                open = (String(words[1]), comment.range)
            } else if words[0] == "End", let begin = open, begin.isa == words[1] {
                open = nil
                guard let beginLine = lineStart(of: begin.range.lowerBound, in: bytes),
                    let endLines = wholeLines(of: comment.range, in: bytes)
                else { continue }
                var blockStart = beginLine
                if blockStart >= 2, bytes[blockStart - 1] == 0x0A, bytes[blockStart - 2] == 0x0A { blockStart -= 1 }
                if blockStart >= 3, bytes[blockStart - 1] == 0x0A, bytes[blockStart - 2] == 0x0D, bytes[blockStart - 3] == 0x0A { blockStart -= 2 }
                let members = starts.filter { $0.start > begin.range.upperBound && $0.start < comment.range.lowerBound }
                result.append(.init(isa: begin.isa, block: blockStart..<endLines.upperBound, endLineStart: endLines.lowerBound, members: members))
            }
        }
        return result
    }
}
