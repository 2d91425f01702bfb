/// Writes pins into a Podfile by editing only the version literal of each `pod` line
/// (`pod 'Alamofire', '5.8.0'` → `'5.9.1'`, subspec lines `pod 'Firebase/Core', …` too); every
/// other byte stays. A new pin becomes a `pod 'Name', 'version'` line after the last pinned
/// `pod` line, with its indentation.
public enum PodfilePinEditor {
    public static func apply(_ changes: [PinChange], to text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var written: Set<String> = []
        var lastPinned: Int?
        var lastPod: Int?
        for index in lines.indices {
            guard let pod = PodLine(lines[index]) else { continue }
            lastPod = index
            guard let versionRange = pod.versionRange else { continue }
            lastPinned = index
            guard let change = changes.first(where: { $0.name == pod.rootName }) else { continue }
            lines[index].replaceSubrange(versionRange, with: escaped(change.version))
            written.insert(change.name)
        }
        let additions = changes.filter { !written.contains($0.name) }
            .sorted { Array($0.name.utf8).lexicographicallyPrecedes(Array($1.name.utf8)) }
        guard !additions.isEmpty else { return lines.joined(separator: "\n") }
        let anchor = lastPinned ?? lastPod
        let indent = anchor.map { String(lines[$0].prefix { $0 == " " || $0 == "\t" }) } ?? ""
        let newLines = additions.map { "\(indent)pod '\(escaped($0.name))', '\(escaped($0.version))'" }
        if let anchor {
            lines.insert(contentsOf: newLines, at: anchor + 1)
        } else {
            let end = lines.last == "" ? lines.count - 1 : lines.count
            lines.insert(contentsOf: newLines, at: end)
        }
        return lines.joined(separator: "\n")
    }

    /// A Ruby single-quoted string's content: `\` and `'` escaped.
    static func escaped(_ value: String) -> String {
        var result = ""
        for character in value {
            if character == "\\" || character == "'" { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// `pod 'Name'` or `pod 'Name', 'requirement'`, read just far enough to find the literals.
    struct PodLine {
        var name: String
        /// The characters inside the quotes of the version literal, when the line has one.
        var versionRange: Range<String.Index>?

        var rootName: String { String(name.prefix { $0 != "/" }) }

        init?(_ line: String) {
            var index = line.startIndex
            func skipSpaces() { while index < line.endIndex, line[index] == " " || line[index] == "\t" { index = line.index(after: index) } }
            func literal() -> Range<String.Index>? {
                guard index < line.endIndex, line[index] == "'" || line[index] == "\"" else { return nil }
                let quote = line[index]
                let start = line.index(after: index)
                var end = start
                while end < line.endIndex, line[end] != quote {
                    if line[end] == "\\" { end = line.index(after: end); if end == line.endIndex { return nil } }
                    end = line.index(after: end)
                }
                guard end < line.endIndex else { return nil }
                index = line.index(after: end)
                return start..<end
            }
            skipSpaces()
            guard line[index...].hasPrefix("pod") else { return nil }
            index = line.index(index, offsetBy: 3)
            guard index < line.endIndex, line[index] == " " || line[index] == "\t" || line[index] == "(" else { return nil }
            if line[index] == "(" { index = line.index(after: index) }
            skipSpaces()
            guard let nameRange = literal() else { return nil }
            name = String(line[nameRange])
            skipSpaces()
            guard index < line.endIndex, line[index] == "," else { return }
            index = line.index(after: index)
            skipSpaces()
            // A requirement literal, not an option (`:git => …`).
            guard let range = literal(), let first = line[range].first(where: { $0 != " " }),
                  first.isNumber || "=<>~!".contains(first) else { return }
            versionRange = range
        }
    }
}
