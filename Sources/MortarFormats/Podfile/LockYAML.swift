import MortarCore

/// The block YAML a `Podfile.lock` is written in, and nothing more: mappings, sequences, plain
/// and quoted scalars (keys too), `{}` / `[]` for empty collections, comments. Anchors, tags,
/// multi-line scalars and flow collections with content are refused with a located error.
/// Nesting and size are bounded, so no input can exhaust the stack or memory.
indirect enum LockYAML: Sendable {
    case scalar(String, SourceLocation)
    case list([LockYAML], SourceLocation)
    case map([(key: String, location: SourceLocation, value: LockYAML)], SourceLocation)
    /// A key with nothing after it.
    case null(SourceLocation)

    var location: SourceLocation {
        switch self {
        case let .scalar(_, l), let .list(_, l), let .map(_, l), let .null(l): return l
        }
    }

    /// What the node is, for messages (`a list`).
    var kindDescription: String {
        switch self {
        case let .scalar(text, _): return "the text '\(text)'"
        case .list: return "a list"
        case .map: return "a mapping"
        case .null: return "nothing"
        }
    }

    /// Deeper than this is never a Podfile.lock (it nests three levels).
    static let maximumDepth = 8
    /// Larger than this is never a Podfile.lock (the largest real ones are a few hundred KB).
    static let maximumBytes = 16 << 20

    struct Line {
        var indent: Int
        var text: Substring
        var number: Int
    }

    /// Parses `text`; `file` is the path shown in locations.
    static func parse(_ text: String, file: String) throws(ManifestError) -> LockYAML {
        guard text.utf8.count <= maximumBytes else {
            throw ManifestError("'\(file)' is larger than \(maximumBytes >> 20) MB, which no Podfile.lock is", at: SourceLocation(file: file),
                                help: "point mortar at the Podfile.lock 'pod install' wrote")
        }
        var lines: [Line] = []
        var number = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            var line = raw
            if line.hasSuffix("\r") { line = line.dropLast() }
            if number == 1, line.hasPrefix("\u{FEFF}") { line = line.dropFirst() }
            let content = line.drop { $0 == " " }
            if content.isEmpty || content.hasPrefix("#") { continue }
            if content == "---" { continue }
            if content.hasPrefix("\t") || line.prefix(while: { $0 == " " || $0 == "\t" }).contains("\t") {
                throw ManifestError("a tab indents line \(number) of '\(file)'; YAML indents with spaces", at: SourceLocation(file: file, line: number, column: 1),
                                    help: "Podfile.lock is written by 'pod install': fix the line, or run 'pod install' to write it again")
            }
            lines.append(Line(indent: line.count - content.count, text: content, number: number))
        }
        var parser = Parser(lines: lines, file: file)
        guard !lines.isEmpty else { return .map([], SourceLocation(file: file, line: 1, column: 1)) }
        let root = try parser.block(indent: lines[0].indent, depth: 0)
        if parser.index < lines.count {
            let line = lines[parser.index]
            throw parser.error("line \(line.number) is indented less than the lines above it belong to", line: line, column: line.indent + 1)
        }
        return root
    }

    struct Parser {
        let lines: [Line]
        let file: String
        var index = 0

        func error(_ message: String, line: Line, column: Int) -> ManifestError {
            ManifestError(message, at: SourceLocation(file: file, line: line.number, column: column),
                          help: "Podfile.lock is written by 'pod install': fix the line, or run 'pod install' to write it again")
        }

        /// The block whose lines start at `indent`: a sequence when its first line starts with `-`.
        mutating func block(indent: Int, depth: Int) throws(ManifestError) -> LockYAML {
            let first = lines[index]
            guard depth < LockYAML.maximumDepth else {
                throw error("'\(file)' nests deeper than \(LockYAML.maximumDepth) levels, which no Podfile.lock does", line: first, column: first.indent + 1)
            }
            let location = SourceLocation(file: file, line: first.number, column: first.indent + 1)
            if isItem(first.text) {
                var items: [LockYAML] = []
                while index < lines.count, lines[index].indent == indent, isItem(lines[index].text) {
                    let line = lines[index]
                    index += 1
                    let column = indent + 3
                    let rest = line.text.dropFirst().drop { $0 == " " }
                    let itemColumn = column + (line.text.count - 2 - rest.count)
                    if rest.isEmpty {
                        items.append(try childOrNull(of: indent, depth: depth, line: line))
                        continue
                    }
                    let entry = try keyValue(rest, line: line, column: itemColumn)
                    if let key = entry.key {
                        let keyLocation = SourceLocation(file: file, line: line.number, column: itemColumn)
                        let value: LockYAML
                        if let given = entry.value { value = given } else { value = try childOrNull(of: indent, depth: depth + 1, line: line) }
                        items.append(.map([(key, keyLocation, value)], keyLocation))
                    } else {
                        items.append(entry.value ?? .null(location))
                    }
                }
                return .list(items, location)
            }
            var members: [(key: String, location: SourceLocation, value: LockYAML)] = []
            var keys = Set<String>()
            while index < lines.count, lines[index].indent == indent, !isItem(lines[index].text) {
                let line = lines[index]
                index += 1
                let entry = try keyValue(line.text, line: line, column: indent + 1)
                guard let key = entry.key else {
                    throw error("line \(line.number) is a value where a 'key:' is expected", line: line, column: indent + 1)
                }
                let keyLocation = SourceLocation(file: file, line: line.number, column: indent + 1)
                if !keys.insert(key).inserted {
                    throw error("'\(key)' is given twice in the same mapping", line: line, column: indent + 1)
                }
                var value: LockYAML
                if let given = entry.value {
                    value = given
                } else if index < lines.count, lines[index].indent == indent, isItem(lines[index].text) {
                    // YAML lets a key's list start at the key's own indentation.
                    value = try block(indent: indent, depth: depth + 1)
                } else {
                    value = try childOrNull(of: indent, depth: depth, line: line)
                }
                members.append((key, keyLocation, value))
            }
            return .map(members, location)
        }

        /// The block indented deeper than `indent` that follows, or null when there is none.
        mutating func childOrNull(of indent: Int, depth: Int, line: Line) throws(ManifestError) -> LockYAML {
            guard index < lines.count, lines[index].indent > indent else {
                return .null(SourceLocation(file: file, line: line.number, column: line.indent + 1))
            }
            return try block(indent: lines[index].indent, depth: depth + 1)
        }

        func isItem(_ text: Substring) -> Bool { text == "-" || text.hasPrefix("- ") }

        /// `key: value`, `key:` (value nil), or a bare value (key nil).
        func keyValue(_ text: Substring, line: Line, column: Int) throws(ManifestError) -> (key: String?, value: LockYAML?) {
            let (first, rest) = try scalar(text, line: line, column: column, isKey: true)
            let afterFirst = rest.drop { $0 == " " }
            if afterFirst.isEmpty || afterFirst.hasPrefix("#") {
                return (nil, .scalar(first, SourceLocation(file: file, line: line.number, column: column)))
            }
            guard afterFirst.first == ":" else {
                throw error("unexpected '\(afterFirst)' after \(quoted(first)) on line \(line.number)", line: line, column: column + text.count - afterFirst.count + 1)
            }
            let valueText = afterFirst.dropFirst().drop { $0 == " " }
            if valueText.isEmpty || valueText.hasPrefix("#") { return (first, nil) }
            let valueColumn = column + text.count - valueText.count
            let location = SourceLocation(file: file, line: line.number, column: valueColumn)
            if valueText.hasPrefix("{}") { return (first, .map([], location)) }
            if valueText.hasPrefix("[]") { return (first, .list([], location)) }
            let (value, trailing) = try scalar(valueText, line: line, column: valueColumn, isKey: false)
            let left = trailing.drop { $0 == " " }
            guard left.isEmpty || left.hasPrefix("#") else {
                throw error("unexpected '\(left)' after \(quoted(value)) on line \(line.number)", line: line, column: valueColumn + valueText.count - left.count)
            }
            return (first, .scalar(value, location))
        }

        func quoted(_ text: String) -> String { "'\(text)'" }

        /// One scalar at the start of `text` and what follows it. A plain key ends at `: ` or
        /// a final `:`; a plain value runs to ` #` or the end of the line.
        func scalar(_ text: Substring, line: Line, column: Int, isKey: Bool) throws(ManifestError) -> (String, Substring) {
            guard let first = text.first else { return ("", text) }
            switch first {
            case "\"": return try doubleQuoted(text, line: line, column: column)
            case "'":
                var result = ""
                var rest = text.dropFirst()
                while let c = rest.first {
                    rest = rest.dropFirst()
                    if c == "'" {
                        if rest.first == "'" { result.append("'"); rest = rest.dropFirst(); continue }
                        return (result, rest)
                    }
                    result.append(c)
                }
                throw error("a quote opened on line \(line.number) is not closed on that line", line: line, column: column)
            case "&", "*", "!", "|", ">", "{", "[", "%", "@", "`":
                throw error("'\(first)' starts a YAML feature no Podfile.lock uses (anchors, tags, block or flow values)", line: line, column: column)
            default:
                var end = text.endIndex
                var i = text.startIndex
                while i < text.endIndex {
                    let c = text[i]
                    let next = text.index(after: i)
                    if isKey, c == ":", next == text.endIndex || text[next] == " " { end = i; break }
                    if c == "#", i > text.startIndex, text[text.index(before: i)] == " " { end = i; break }
                    i = next
                }
                let value = text[..<end]
                let trimmed = value.reversed().drop { $0 == " " }
                return (String(trimmed.reversed()), text[end...])
            }
        }

        func doubleQuoted(_ text: Substring, line: Line, column: Int) throws(ManifestError) -> (String, Substring) {
            var result = ""
            var rest = text.dropFirst()
            while let c = rest.first {
                rest = rest.dropFirst()
                if c == "\"" { return (result, rest) }
                guard c == "\\" else { result.append(c); continue }
                guard let escaped = rest.first else { break }
                rest = rest.dropFirst()
                switch escaped {
                case "\"", "\\", "/": result.append(escaped)
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "0": result.append("\0")
                case " ": result.append(" ")
                case "x", "u", "U":
                    let count = escaped == "x" ? 2 : escaped == "u" ? 4 : 8
                    let digits = String(rest.prefix(count))
                    guard digits.count == count, let code = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(code) else {
                        throw error("'\\\(escaped)' on line \(line.number) needs \(count) hexadecimal digits of a character", line: line, column: column)
                    }
                    result.unicodeScalars.append(scalar)
                    rest = rest.dropFirst(count)
                default:
                    throw error("'\\\(escaped)' on line \(line.number) is not a YAML escape", line: line, column: column)
                }
            }
            throw error("a quote opened on line \(line.number) is not closed on that line", line: line, column: column)
        }
    }
}
