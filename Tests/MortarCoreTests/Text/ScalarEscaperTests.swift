import MortarCore
import Testing

/// The escaper behind JSON, property-list, Swift, Ruby and XML text: the table first, then the rule.
@Suite struct ScalarEscaperTests {
    static let escaper = ScalarEscaper(["\"": "\\\"", "\n": "\\n"]) { scalar in
        switch scalar.value {
        case 0: return .refuse
        case ..<0x20: return .replace(ScalarEscaper.hex4(scalar, prefix: "\\u"))
        default: return .keep
        }
    }

    @Test func theTableWinsThenTheRuleKeepsReplacesOrRefuses() {
        #expect(Self.escaper.escape("say \"hi\"\n\u{1B}[0m é") == "say \\\"hi\\\"\\n\\u001b[0m é")
        #expect(Self.escaper.escape("a\u{0}b") == nil)
    }

    @Test func appendWritesAfterWhatIsThere() {
        var out = "\""
        #expect(Self.escaper.append("x\ty", to: &out))
        #expect(out == "\"x\\u0009y")
        #expect(!Self.escaper.append("\u{0}", to: &out))
    }
}
