import MortarCore
import Testing

@Suite("Requirement parsing")
struct RequirementParsingTests {
    @Test func validRequirementsReadCanonically() throws {
        let table: [([String], [String])] = [
            (["1.2.3"], ["= 1.2.3"]),
            (["= 1.2.3"], ["= 1.2.3"]),
            (["=1.2.3"], ["= 1.2.3"]),
            (["!= 1.0"], ["!= 1.0"]),
            (["> 1.0"], ["> 1.0"]),
            ([">= 1.0"], [">= 1.0"]),
            (["<2"], ["< 2"]),
            (["<= 2.0"], ["<= 2.0"]),
            (["~>1.2"], ["~> 1.2"]),
            (["  ~>   1.2.3  "], ["~> 1.2.3"]),
            ([">= 1.0, < 2.0"], [">= 1.0", "< 2.0"]),
            ([">= 1.0,< 2.0,!= 1.5"], [">= 1.0", "< 2.0", "!= 1.5"]),
            ([">= 1.0", "< 2.0"], [">= 1.0", "< 2.0"]),
            (["~> 1.6.0-beta"], ["~> 1.6.0-beta"]),
            ([">= 1.5pre"], [">= 1.5pre"]),
            (["= 2.21.0.fork"], ["= 2.21.0.fork"]),
            (["~> 1.0RC1"], ["~> 1.0RC1"]),
            (["= 0.3.1-beta2"], ["= 0.3.1-beta2"]),
            (["~> 1.20240722.0"], ["~> 1.20240722.0"]),
            ([], []),
        ]
        for (input, expected) in table {
            let parsed = try Requirement.parse(input)
            #expect(parsed.canonicalStrings == expected, "\(input)")
            #expect(parsed.description == (expected.isEmpty ? "any version" : expected.joined(separator: ", ")))
            // What is printed reads back as the same requirement.
            #expect(try Requirement.parse(parsed.canonicalStrings) == parsed)
        }
    }

    @Test func invalidRequirementsAreExplained() {
        let operators = "'=', '!=', '>', '>=', '<', '<=', '~>'"
        let table: [(String, String)] = [
            ("", "requirement '' is empty; write a version like '1.2.3' or a requirement like '~> 1.2'"),
            ("   ", "requirement '   ' is empty; write a version like '1.2.3' or a requirement like '~> 1.2'"),
            (">= 1.0,", "requirement '>= 1.0,' has an empty term; write terms separated by commas, like '>= 1.0, < 2.0'"),
            (",", "requirement ',' has an empty term; write terms separated by commas, like '>= 1.0, < 2.0'"),
            (">=", "requirement '>=' has the operator '>=' but no version; write it like '>= 1.2'"),
            ("~>  ", "requirement '~>  ' has the operator '~>' but no version; write it like '~> 1.2'"),
            (">= 1.0, <", "requirement '>= 1.0, <' has the operator '<' but no version; write it like '< 1.2'"),
            ("== 1.0", "'==' in requirement '== 1.0' is not an operator; use one of \(operators)"),
            ("=> 1.0", "'=>' in requirement '=> 1.0' is not an operator; use one of \(operators)"),
            ("~ 1.0", "'~' in requirement '~ 1.0' is not an operator; use one of \(operators)"),
            ("! 1.0", "'!' in requirement '! 1.0' is not an operator; use one of \(operators)"),
            ("= =", "'=' in requirement '= =' is not a valid version: '=' is not allowed in a version; write a version like '1.2.3' or '2.0.0-beta.1'"),
            ("~> 1.*", "'1.*' in requirement '~> 1.*' is not a valid version: '*' is not allowed in a version; write a version like '1.2.3' or '2.0.0-beta.1'"),
            ("~> v1.2", "'v1.2' in requirement '~> v1.2' is not a valid version: it starts with 'v'; write the number alone, like '1.2'"),
            ("1.0 2.0", "'1.0 2.0' is not a valid version: U+0020 is not allowed in a version; write a version like '1.2.3' or '2.0.0-beta.1'"),
            (">= 1.0 < 2.0", "'1.0 < 2.0' in requirement '>= 1.0 < 2.0' is not a valid version: U+0020 is not allowed in a version; write a version like '1.2.3' or '2.0.0-beta.1'"),
            ("latest", "'latest' is not a valid version: it must start with a digit; write a version like '1.2.3' or '2.0.0-beta.1'"),
            ("> 1..0", "'1..0' in requirement '> 1..0' is not a valid version: it has an empty segment (two separators in a row, or one at the end); write a version like '1.2.3' or '2.0.0-beta.1'"),
        ]
        for (input, message) in table {
            #expect(throws: RequirementError.self, "\(input)") { try Requirement.parse(input) }
            do {
                _ = try Requirement.parse(input)
            } catch {
                #expect(error.description == message)
            }
        }
    }

    @Test func theBadStringOfAListIsNamed() {
        #expect(throws: RequirementError.malformedVersion("x", in: "< x")) { try Requirement.parse([">= 1.0", "< x"]) }
    }

    @Test func everyRealRequirementOfTheFixturesParses() throws {
        // Every distinct requirement string in /work/shared/fixtures/real/expected (podspecs and
        // Podfiles of public projects), except the one that is not a requirement (`= =`).
        let real = [
            "< 2.0", "< 3.0", "< 6.0", "= 0.0.3", "= 0.16", "= 0.3.1-beta2", "= 10.54.0", "= 2.21.0.fork",
            ">= 0.5", ">= 1.0.4", ">= 1.5pre", ">= 5.0.0", "~> 0.0.6", "~> 1.0RC1", "~> 1.20240722.0",
            "~> 1.6.0-beta", "~> 101.0", "~> 3.30910.0", "~> 12.19.0", "~> 2.0", "~> 5.9.1",
        ]
        for text in real {
            #expect(try Requirement.parse(text).description == text)
        }
    }
}
