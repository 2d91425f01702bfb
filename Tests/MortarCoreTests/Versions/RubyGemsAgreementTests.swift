import MortarCore
import Testing

/// Mortar against RubyGems' `Gem::Requirement#satisfied_by?`, on answers recorded by
/// `Oracle/gem-requirement-oracle.rb` (re-run it with Ruby to regenerate the TSV files).
@Suite("RubyGems agreement")
struct RubyGemsAgreementTests {
    @Test func everyRandomReleaseCaseAgrees() throws {
        let rows = try OracleTable.load("gem-requirement-oracle.tsv")
        var disagreements: [String] = []
        for row in rows {
            let requirement = try Requirement.parse(row.requirement)
            let version = try #require(Version(row.version), "line \(row.line)")
            if requirement.isSatisfied(by: version) != row.satisfied {
                disagreements.append("line \(row.line): '\(row.requirement)' by \(row.version): RubyGems \(row.satisfied ? "yes" : "no")")
            }
        }
        #expect(rows.count >= 5000)
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements, first: \(disagreements.prefix(10))")
        print("RubyGems agreement: \(rows.count - disagreements.count) of \(rows.count) random release cases")
    }

    @Test func theRandomCasesCoverWhatTheyShould() throws {
        let rows = try OracleTable.load("gem-requirement-oracle.tsv")
        let operators = Set(rows.flatMap { $0.requirement.split(separator: ",").map { String(String($0).trimmingWhitespace().prefix { $0 != " " }) } })
        #expect(operators == ["=", "!=", ">", ">=", "<", "<=", "~>"])
        #expect(rows.filter { $0.requirement.contains(",") }.count > 1000)
        #expect(Set(rows.map { $0.version.split(separator: ".").count }) == [1, 2, 3, 4])
        #expect(rows.filter(\.satisfied).count > 2000)
        #expect(rows.filter { !$0.satisfied }.count > 2000)
        // Ties that differ only by trailing zeros, where `1.0 == 1.0.0` decides the answer.
        let ties = rows.filter { row in
            let terms = row.requirement.split(separator: ",").map { String($0).trimmingWhitespace().split(separator: " ").last.map(String.init) ?? "" }
            return terms.contains { $0 != row.version && Version($0) == Version(row.version) }
        }
        #expect(ties.count > 300)
    }

    /// The prerelease table: RubyGems and Mortar differ in two documented ways, and nothing else.
    /// 1. CocoaPods' policy: a prerelease satisfies only a requirement naming a prerelease
    ///    (`satisfied_by?` has no such rule; RubyGems applies one when resolving).
    /// 2. CocoaPods' prerelease ordering: RubyGems reads `-` as `.pre.` and pads with zeros, so
    ///    there `1.0.0.beta.1 < 1.0.0-alpha`, `1.0.0-beta.a < 1.0.0-beta.1` and
    ///    `1.0.0-beta.0 == 1.0.0-beta`; CocoaPods (like SemVer) says the opposite.
    @Test func prereleaseCasesDifferOnlyByTheDocumentedRules() throws {
        let rows = try OracleTable.load("gem-requirement-prerelease.tsv")
        var byPolicy: [String] = [], byOrdering: [String] = []
        for row in rows {
            let requirement = try Requirement.parse(row.requirement)
            let version = try #require(Version(row.version))
            let mortar = requirement.isSatisfied(by: version)
            guard mortar != row.satisfied else { continue }
            let difference = "'\(row.requirement)' by \(row.version): RubyGems \(row.satisfied ? "yes" : "no")"
            if version.isPrerelease, !requirement.namesPrerelease, row.satisfied {
                byPolicy.append(difference)
            } else {
                byOrdering.append(difference)
            }
        }
        #expect(rows.count == 180)
        // Release-only requirements (`>= 1.0`, `~> 1.0`, `< 2.0`) and prerelease versions.
        #expect(byPolicy.count == 16)
        #expect(byPolicy.allSatisfy { $0.hasPrefix("'>= 1.0' ") || $0.hasPrefix("'~> 1.0' ") || $0.hasPrefix("'< 2.0' ") })
        #expect(byOrdering == [
            "'>= 1.0.0-alpha' by 1.0.0.beta.1: RubyGems no",  // RubyGems: alpha is .pre.alpha, above beta
            "'~> 1.0.0-beta' by 1.0.0.beta.1: RubyGems no",  // the same `-` reading
            "'~> 1.0.0-beta' by 1.0.0-beta.a: RubyGems no",  // RubyGems pads beta with 0, above beta.a
            "'< 1.0.0-beta.10' by 1.0.0-beta.a: RubyGems yes",  // RubyGems puts text below numbers
            "'>= 1.0.0-beta.1' by 1.0.0.beta.1: RubyGems no",  // `-` reading: equal here, not there
            "'>= 1.0.0-beta.1' by 1.0.0-beta.a: RubyGems no",  // text below numbers
            "'> 1.0.0-beta' by 1.0.0.beta.1: RubyGems no",  // `-` reading
            "'> 1.0.0-beta' by 1.0.0-beta.0: RubyGems no",  // RubyGems: beta.0 == beta
            "'> 1.0.0-beta' by 1.0.0-beta.a: RubyGems no",  // zero padding
        ])
        print("RubyGems prerelease table: \(rows.count - byPolicy.count - byOrdering.count) of \(rows.count) agree, \(byPolicy.count) differ by policy, \(byOrdering.count) by ordering")
    }
}

