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
    ///    (`satisfied_by?` has no such rule; RubyGems applies it when resolving).
    /// 2. CocoaPods' ordering: RubyGems reads `-` as `.pre.`, so `1.0.0-alpha` sorts above
    ///    `1.0.0.beta.1` there and below it here.
    @Test func prereleaseCasesDifferOnlyByTheDocumentedRules() throws {
        let rows = try OracleTable.load("gem-requirement-prerelease.tsv")
        var byPolicy: [String] = [], byOrdering: [String] = [], unexplained: [String] = []
        for row in rows {
            let requirement = try Requirement.parse(row.requirement)
            let version = try #require(Version(row.version))
            // RubyGems' reading: `-` becomes `.pre.`, and no prerelease policy.
            let rubyRequirement = try Requirement.parse(row.requirement.replacingDash())
            let rubyVersion = try #require(Version(row.version.replacingDash()))
            let rubyReading = rubyRequirement.versionSet.contains(rubyVersion)
            if rubyReading != row.satisfied { unexplained.append("line \(row.line): RubyGems' reading should give \(row.satisfied)") }
            let mortar = requirement.isSatisfied(by: version)
            guard mortar != row.satisfied else { continue }
            let case_ = "'\(row.requirement)' by \(row.version)"
            if version.isPrerelease, !requirement.namesPrerelease, row.satisfied {
                byPolicy.append(case_)
            } else if requirement.versionSet.contains(version) == mortar, mortar != rubyReading {
                byOrdering.append(case_)
            } else {
                unexplained.append(case_)
            }
        }
        #expect(rows.count == 130)
        #expect(unexplained.isEmpty, "\(unexplained)")
        // 14 rows: release-only requirements (`>= 1.0`, `~> 1.0`, `< 2.0`) and prerelease versions.
        #expect(byPolicy.count == 14)
        #expect(byPolicy.allSatisfy { $0.hasPrefix("'>= 1.0' ") || $0.hasPrefix("'~> 1.0' ") || $0.hasPrefix("'< 2.0' ") })
        #expect(byOrdering.sorted() == ["'>= 1.0.0-alpha' by 1.0.0.beta.1", "'~> 1.0.0-beta' by 1.0.0.beta.1"])
    }
}

extension String {
    /// RubyGems' reading of a version: every `-` is `.pre.`.
    fileprivate func replacingDash() -> String {
        split(separator: "-", omittingEmptySubsequences: false).joined(separator: ".pre.")
    }
}
