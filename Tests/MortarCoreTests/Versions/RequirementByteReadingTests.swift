@testable import MortarCore
import Testing

/// A one-term ASCII requirement is read over its bytes (`Requirement.asciiConstraint`); every
/// other string, and every error, by the general reader. Both must give the same answer: the
/// same constraint with the same version text, or the byte reader declining.
@Suite("Requirement read over its bytes")
struct RequirementByteReadingTests {
    static let terms = [
        "1.2.3", "= 1.2.3", "=1.2.3", "!= 1.0", "> 1.0", ">= 1.0", "<2", "<= 2.0", "~>1.2", "  ~>   1.2.3  ", "\t~> 1.2\r\n",
        "\u{0B}>= 1\u{0C}", "~> 1.6.0-beta", ">= 1.5pre", "= 2.21.0.fork", "~> 1.0RC1", "= 0.3.1-beta2", "~> 1.20240722.0", "1.0+build.5",
        "~>\r\n1.0", "~> 01.002", "v1.0", "", "   ", "~>", "== 1.0", "=> 1.0", "~= 1.0", "<> 1", ">=< 1", "~> 1..2", "~> 1.0 beta", ">= 1.0, < 2.0",
        "~> 1.0,", ",", "~> ١.٠", "~> 1.0\u{301}", "\u{A0}~> 1.0", "~> \u{200B}1.0", "1.0-", "1.0+", "-1", ".1",
    ]

    @Test(arguments: terms)
    func theSameAnswerAsTheGeneralReader(_ term: String) {
        let general: Result<Requirement, RequirementError>
        do {
            var constraints: [Requirement.Constraint] = []
            for piece in term.split(separator: ",", omittingEmptySubsequences: false) {
                constraints.append(try Requirement.parseConstraint(String(piece), whole: term))
            }
            general = .success(.versions(constraints))
        } catch {
            general = .failure(error)
        }
        let parsed: Result<Requirement, RequirementError>
        do { parsed = .success(try Requirement.parse([term])) } catch { parsed = .failure(error) }
        #expect(parsed == general, "'\(term)'")
        // The one-string form (`parse(_:)` of a `String`, what a podspec's `'A', '~> 1.2'` is read
        // with) reads it without a list: the same answer.
        let single: Result<Requirement, RequirementError>
        do { single = .success(try Requirement.parse(term)) } catch { single = .failure(error) }
        #expect(single == general, "'\(term)'")
        #expect(parsed.map(\.description) == general.map(\.description), "'\(term)'")
        if let fast = Requirement.asciiConstraint(term) {
            #expect(general == .success(.versions([fast])), "'\(term)'")
            if case let .success(.versions(constraints)) = general {
                #expect(constraints.map(\.version.text) == [fast.version.text], "'\(term)'")
            }
        }
    }

    @Test func theCommonTermsAreReadOverTheirBytes() {
        #expect(["1.2.3", "~> 1.2", ">= 1.0", "  < 2  ", "!=1.5", "<= 3", "> 0.1", "= 4.0.0"].allSatisfy { Requirement.asciiConstraint($0) != nil })
        #expect(["", "~> 1.0, < 2", "== 1", "~> ١.٠", "v1.0"].allSatisfy { Requirement.asciiConstraint($0) == nil })
    }
}
