import MortarCLI
import MortarWorkspace
import Testing

/// `--format` and whole-number options are read by the parser's typed accessors: one wording
/// for every command.
@Suite struct TypedOptionTests {
    enum Shape: String, CaseIterable { case dot, mermaid, json }

    @Test func choices() throws {
        let parsed = ParsedArguments(values: ["--format": ["json"]])
        #expect(try parsed.choice("--format", default: TextOrJSON.text) == .json)
        #expect(try ParsedArguments().choice("--format", default: TextOrJSON.text) == .text)
        #expect(throws: UsageError.invalidValue(option: "--format", value: "xml", expected: "text or json")) {
            try ParsedArguments(values: ["--format": ["xml"]]).choice("--format", default: TextOrJSON.text)
        }
        #expect(throws: UsageError.invalidValue(option: "--format", value: "png", expected: "dot, mermaid, json")) {
            try ParsedArguments(values: ["--format": ["png"]]).choice("--format", default: Shape.dot)
        }
    }

    @Test(arguments: [
        ("8", 1, Int?.some(10_000), String?.none, Int?.some(8)),
        ("0", 1, 10_000, "a whole number from 1 to 10000", nil),
        ("10001", 1, 10_000, "a whole number from 1 to 10000", nil),
        ("many", 1, 10_000, "a whole number from 1 to 10000", nil),
        ("0", 0, nil, nil, 0),
        ("-1", 0, nil, "a whole number, 0 or more", nil),
        ("0", 1, nil, "a whole number, 1 or more", nil),
    ])
    func wholeNumbers(_ text: String, _ minimum: Int, _ maximum: Int?, _ expected: String?, _ value: Int?) throws {
        let parsed = ParsedArguments(values: ["--n": [text]])
        if let expected {
            #expect(throws: UsageError.invalidValue(option: "--n", value: text, expected: expected)) {
                try parsed.wholeNumber("--n", from: minimum, to: maximum)
            }
        } else {
            #expect(try parsed.wholeNumber("--n", from: minimum, to: maximum) == value)
        }
        #expect(try ParsedArguments().wholeNumber("--n", from: minimum, to: maximum) == nil)
    }
}
