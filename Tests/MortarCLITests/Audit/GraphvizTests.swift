import Foundation
import MortarWorkspace
import Testing

/// `mortar graph --format dot` is accepted by Graphviz where it is installed; everywhere, the
/// DOT and Mermaid texts pass structural checks of their grammar.
struct GraphvizTests {
    static let examples = ["MetroSDK", "LayerViolation", "Cycle", "Coupling", "Conflict"]

    @Test(arguments: examples)
    func dotOutputIsAcceptedByGraphviz(_ example: String) throws {
        let (code, dot, _) = AuditGolden.run(["graph", "--manifest", "Examples/\(example)/mortar.json"])
        #expect(code == 0)
        #expect(DOTShape.problems(dot) == [])
        let runner = ProcessRunner()
        let request = ProcessRequest("dot", ["-Tsvg"], timeout: 60, input: Array(dot.utf8))
        let result: ProcessResult
        do {
            result = try runner.run(request)
        } catch {
            // Graphviz is not installed here: the structural checks above are what remains.
            FileHandle.standardError.write(Data("note: graphviz 'dot' is not available (\(error)); checked the DOT structure only\n".utf8))
            return
        }
        #expect(result.status == 0, "dot rejected the output: \(result.stderrText)")
        #expect(result.stdoutText.contains("<svg"))
    }

    @Test(arguments: examples)
    func mermaidOutputFollowsFlowchartSyntax(_ example: String) {
        let (code, text, _) = AuditGolden.run(["graph", "--manifest", "Examples/\(example)/mortar.json", "--format", "mermaid"])
        #expect(code == 0)
        #expect(MermaidShape.problems(text) == [])
    }

    @Test func structuralChecksCatchBrokenText() {
        #expect(DOTShape.problems("digraph \"x\" {\n  \"a\" -> ;\n") == ["line 2: not a DOT statement: '  \"a\" -> ;'", "unbalanced braces: 1 left open"])
        #expect(MermaidShape.problems("flowchart TB\n  subgraph a[\"x\"]\n  n0 -> n1\n") == ["line 3: not a flowchart statement: '  n0 -> n1'", "unclosed subgraphs: 1"])
    }
}

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
