import MortarCore
import MortarRuby
import Testing

/// The nodes the parser copies at every level stay small, and a plain string literal is its
/// text (no list of segments allocated for it): the reader's cost per file.
@Suite struct RubyTreeLayoutTests {
    /// A node's kind holds at most one `String` (16 bytes) inline; what holds more is boxed.
    @Test func aNodeIsSevenWords() {
        #expect(MemoryLayout<RubyEnumNode>.stride == 56)
    }

    @Test func aPlainLiteralIsItsText() throws {
        let program = try RubyParser.parse("x = 'plain text longer than fifteen bytes'\ny = 'a' 'b'\nz = \"n#{x}\"", file: "t.rb")
        let kinds = program.map { statement -> String in
            guard case let .assign(_, value) = statement.kind else { return "not an assignment" }
            switch value.kind {
            case let .text(t): return "text \(t)"
            case let .string(segments): return "string of \(segments.count)"
            default: return "other"
            }
        }
        #expect(kinds == ["text plain text longer than fifteen bytes", "string of 2", "string of 2"])
    }
}
