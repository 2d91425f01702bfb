import MortarCore
import MortarRuby
import Testing

/// A plain string literal is its text (no list of segments made for it): the reader's cost per
/// file. (The size of a node: `RubyTreeParserTests.aNodeIsFourWords`.)
@Suite struct RubyTreeLayoutTests {
    @Test func aPlainLiteralIsItsText() throws {
        let tree = try RubyTreeParser.parse("x = 'plain text longer than fifteen bytes'\ny = 'a' 'b'\nz = \"n#{x}\"", file: "t.rb")
        let kinds = tree.list(node: tree.root).map { statement -> String in
            let assignment = tree.nodes[Int(statement)]
            guard assignment.kind == .assign else { return "not an assignment" }
            let value = tree.nodes[Int(assignment.b)]
            switch value.kind {
            case .text: return "text \(tree.text(of: value))"
            case .string: return "string of \(value.b)"
            default: return "other"
            }
        }
        #expect(kinds == ["text plain text longer than fifteen bytes", "string of 2", "string of 2"])
    }
}
