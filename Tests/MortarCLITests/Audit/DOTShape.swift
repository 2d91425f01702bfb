import Foundation

/// The statements `mortar graph` writes, checked line by line against DOT's grammar.
enum DOTShape {
    static let id = #""(?:[^"\\]|\\.)*""#
    static let attributes = #"\[(?:[A-Za-z]+=(?:"(?:[^"\\]|\\.)*"|[A-Za-z0-9.#]+)(?:, )?)+\]"#
    static let patterns: [String] = [
        #"^// .*$"#,
        #"^digraph \#(id) \{$"#,
        #"^\s*[a-z]+=(?:"(?:[^"\\]|\\.)*"|[A-Za-z0-9.]+);$"#,
        #"^\s*(?:node|edge) \#(attributes);$"#,
        #"^\s*subgraph \#(id) \{$"#,
        #"^\s*\}$"#,
        #"^\s*\#(id)(?: \#(attributes))?;$"#,
        #"^\s*\#(id)(?: -> \#(id))+(?: \#(attributes))?;$"#,
    ]

    static func problems(_ text: String) -> [String] {
        var problems: [String] = []
        var depth = 0
        let regexes = patterns.map { try! NSRegularExpression(pattern: $0) }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
            let string = String(line)
            let range = NSRange(string.startIndex..., in: string)
            if !regexes.contains(where: { $0.firstMatch(in: string, range: range) != nil }) {
                problems.append("line \(index + 1): not a DOT statement: '\(string)'")
            }
            if string.hasSuffix("{") { depth += 1 }
            if string.trimmingCharacters(in: .whitespaces) == "}" { depth -= 1 }
        }
        if depth != 0 { problems.append("unbalanced braces: \(depth) left open") }
        if !text.hasSuffix("}\n") { problems.append(depth == 0 ? "does not end with '}' and a newline" : problems.removeLast()) }
        return problems
    }
}
