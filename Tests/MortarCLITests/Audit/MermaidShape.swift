import Foundation

/// Mermaid flowchart statements as `mortar graph --format mermaid` writes them.
enum MermaidShape {
    static let label = #""[^"]*""#
    static let patterns: [String] = [
        #"^%% .*$"#,
        #"^flowchart (?:TB|BT|LR|RL)$"#,
        #"^\s*subgraph [A-Za-z0-9_]+\[\#(label)\]$"#,
        #"^\s*direction (?:TB|BT|LR|RL)$"#,
        #"^\s*end$"#,
        #"^\s*n[0-9]+\[\#(label)\]$"#,
        #"^\s*n[0-9]+\(\[\#(label)\]\)$"#,
        #"^\s*n[0-9]+ (?:-->|-\.->) n[0-9]+$"#,
        #"^\s*classDef [A-Za-z]+ [^ ].*$"#,
        #"^\s*class n[0-9]+(?:,n[0-9]+)* [A-Za-z]+$"#,
        #"^\s*linkStyle [0-9]+(?:,[0-9]+)* [^ ]+$"#,
    ]

    static func problems(_ text: String) -> [String] {
        var problems: [String] = []
        var open = 0
        let regexes = patterns.map { try! NSRegularExpression(pattern: $0) }
        for (index, line) in text.split(separator: "\n").enumerated() {
            let string = String(line)
            let range = NSRange(string.startIndex..., in: string)
            if !regexes.contains(where: { $0.firstMatch(in: string, range: range) != nil }) {
                problems.append("line \(index + 1): not a flowchart statement: '\(string)'")
            }
            if string.trimmingCharacters(in: .whitespaces).hasPrefix("subgraph ") { open += 1 }
            if string.trimmingCharacters(in: .whitespaces) == "end" { open -= 1 }
        }
        if open != 0 { problems.append("unclosed subgraphs: \(open)") }
        return problems
    }
}
