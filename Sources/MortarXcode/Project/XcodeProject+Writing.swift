extension XcodeProject {
    /// The project's bytes: what was read, exactly, when nothing changed; otherwise what was read
    /// with each changed object re-rendered in place, each removed object's lines gone (and a
    /// section left empty with them), and each new object in its isa's section sorted by ID (a
    /// new section placed among the others by isa), all in Xcode's formatting.
    public func serialized() -> [UInt8] {
        guard isModified || rendersEveryObject else { return source.bytes }
        var splices: [(range: Range<Int>, text: String)] = []
        let newIDs = objects.keys.filter { source.objects[$0] == nil }.sorted()
        let newByIsa = Dictionary(grouping: newIDs) { objects[$0]?.isa ?? "" }
        var placed: Set<String> = []
        var emptiedSections: [Range<Int>] = []

        for section in source.sections {
            let kept = section.members.filter { objects[$0.id] != nil }
            let incoming = newByIsa[section.isa] ?? []
            if kept.isEmpty, incoming.isEmpty, !section.members.isEmpty {
                emptiedSections.append(section.block)
                splices.append((section.block, ""))
                continue
            }
            for id in incoming {
                let before = section.members.first { $0.id > id }?.start ?? section.endLineStart
                splices.append((before..<before, render(id)))
                placed.insert(id)
            }
        }
        // New sections, each before the first section whose isa sorts after its own.
        for (isa, ids) in newByIsa.sorted(by: { $0.key < $1.key }) where !ids.allSatisfy(placed.contains) {
            let after = source.sections.first { $0.isa > isa && !emptiedSections.contains($0.block) }
            let at = after?.block.lowerBound ?? source.objectsCloseLineStart
            var text = "\n/* Begin \(isa) section */\n"
            for id in ids where !placed.contains(id) { text += render(id) }
            text += "/* End \(isa) section */\n"
            splices.append((at..<at, text))
        }
        for (id, old) in source.objects {
            guard let span = source.spans[id] else { continue }
            if emptiedSections.contains(where: { $0.contains(span.entry.lowerBound) }) { continue }
            guard let current = objects[id] else {
                splices.append((span.lines ?? span.entry, ""))
                continue
            }
            guard current != old || rendersEveryObject else { continue }
            if let lines = span.lines {
                splices.append((lines, render(id)))
            } else {
                var inline = render(id)
                inline.removeFirst(2)
                inline.removeLast()
                splices.append((span.entry, inline))
            }
        }
        // Insertions at an offset go before a replacement starting there (sort is stable on ties).
        splices.sort { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        // A file saved with Windows line endings gets them in what is written into it too.
        let crlf = source.bytes.firstIndex(of: 0x0A).map { $0 > 0 && source.bytes[$0 - 1] == 0x0D } ?? false
        var out: [UInt8] = []
        out.reserveCapacity(source.bytes.count + 4096)
        var cursor = 0
        for splice in splices {
            out.append(contentsOf: source.bytes[cursor..<splice.range.lowerBound])
            let text = Array(splice.text.utf8)
            out.append(contentsOf: crlf ? text.flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] } : text)
            cursor = splice.range.upperBound
        }
        out.append(contentsOf: source.bytes[cursor...])
        return out
    }

    /// The project's text (see `serialized()`).
    public func text() -> String { String(decoding: serialized(), as: UTF8.self) }

    private func render(_ id: String) -> String {
        guard let object = objects[id] else { return "" }
        return PlistRenderer.object(id: id, comment: object.comment, fields: object.fields)
    }
}
