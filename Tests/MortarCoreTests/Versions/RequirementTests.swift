import MortarCore
import Testing

@Suite("Requirement")
struct RequirementTests {
    /// requirement, version, satisfied?
    static let operatorTable: [(String, String, Bool)] = [
        ("1.2", "1.2", true), ("1.2", "1.2.0", true), ("1.2", "1.2.1", false), ("1.2", "1.1", false),
        ("= 1.2", "1.2.0.0", true), ("= 1.2", "1.2.0.1", false), ("= 1.2.0", "1.2", true),
        ("!= 1.2", "1.2", false), ("!= 1.2", "1.2.0", false), ("!= 1.2", "1.2.1", true), ("!= 1.2", "1.1.9", true),
        ("> 1.0", "1.0", false), ("> 1.0", "1.0.0", false), ("> 1.0", "1.0.0.1", true), ("> 1.0", "0.9", false),
        (">= 1.0", "1.0", true), (">= 1.0", "1.0.0", true), (">= 1.0", "0.99", false), (">= 1.0", "12", true),
        ("< 2.0", "2", false), ("< 2.0", "1.99.99", true), ("< 2.0", "2.0.1", false), ("< 2", "1", true),
        ("<= 2.0", "2", true), ("<= 2.0", "2.0.0", true), ("<= 2.0", "2.0.0.1", false), ("<= 2.0", "0", true),
        ("~> 1.2.3", "1.2.3", true), ("~> 1.2.3", "1.2.99", true), ("~> 1.2.3", "1.3", false), ("~> 1.2.3", "1.2.2", false),
        ("~> 1.2", "1.2", true), ("~> 1.2", "1.9.9", true), ("~> 1.2", "2.0", false), ("~> 1.2", "1.1.9", false),
        ("~> 1", "1", true), ("~> 1", "1.99", true), ("~> 1", "2", false), ("~> 1", "0.9", false),
        ("~> 1.0", "1.0", true), ("~> 0", "0.5", true), ("~> 0", "1", false), ("~> 1.2.3.4", "1.2.3.9", true),
        ("~> 1.2.3.4", "1.2.4", false),
    ]

    @Test func everyOperator() {
        for (text, versionText, expected) in Self.operatorTable {
            #expect(req(text).isSatisfied(by: v(versionText)) == expected, "'\(text)' by \(versionText)")
            #expect(req(text).versionSet.contains(v(versionText)) == expected, "set of '\(text)' has \(versionText)")
        }
    }

    @Test(arguments: [
        ("~> 1.2.3", ">= 1.2.3, < 1.3", ">= 1.2.3, < 1.3"), ("~> 1.2", ">= 1.2, < 2.0", ">= 1.2, < 2"),
        ("~> 1", ">= 1, < 2", ">= 1, < 2"), ("~> 0.1.0", ">= 0.1.0, < 0.2", ">= 0.1.0, < 0.2"),
    ])
    func pessimisticEqualsItsRange(_ pessimistic: String, _ range: String, _ setDescription: String) {
        // Same answer on a grid of release versions around the bounds.
        for a in 0...3 {
            for b in 0...4 {
                for c in 0...4 {
                    for text in ["\(a)", "\(a).\(b)", "\(a).\(b).\(c)", "\(a).\(b).\(c).0"] {
                        #expect(req(pessimistic).isSatisfied(by: v(text)) == req(range).isSatisfied(by: v(text)), "\(pessimistic) vs \(range) on \(text)")
                    }
                }
            }
        }
        #expect(req(pessimistic).versionSet.description == setDescription)
    }

    @Test func compoundRequirementsNeedEveryTerm() {
        let table: [(String, String, Bool)] = [
            (">= 1.0, < 2.0", "1.5", true), (">= 1.0, < 2.0", "2.0", false), (">= 1.0, < 2.0", "0.9", false),
            ("~> 1.2, != 1.5.0", "1.5", false), ("~> 1.2, != 1.5.0", "1.5.1", true), ("> 1.0, < 1.0.1", "1.0.0.5", true),
            ("> 2.0, < 1.0", "1.5", false), ("= 1.0, = 1.0.0", "1", true), ("= 1.0, = 1.1", "1.0", false),
            (">= 1.0, >= 1.5, <= 3, != 2", "2.0.0", false), (">= 1.0, >= 1.5, <= 3, != 2", "2.5", true),
        ]
        for (text, versionText, expected) in table {
            #expect(req(text).isSatisfied(by: v(versionText)) == expected, "'\(text)' by \(versionText)")
        }
        #expect(req(">= 1.0, < 2.0") == (try? Requirement.parse([">= 1.0", "< 2.0"])))
    }

    @Test func prereleaseSatisfiesOnlyARequirementNamingAPrerelease() {
        let table: [(String, String, Bool)] = [
            (">= 1.0", "2.0.0-beta", false), ("~> 1.0", "1.5.0-beta", false), ("< 2.0", "1.0RC1", false), ("!= 1.0", "1.5.a", false),
            (">= 1.0.0-alpha", "2.0.0-beta", true), (">= 1.0.0-alpha", "1.0.0-alpha", true), (">= 1.0.0-beta", "1.0.0-alpha", false),
            ("= 1.0.0-beta.2", "1.0.0.beta.2", true), ("= 1.0.0-beta.2", "1.0.0-beta.10", false),
            ("> 1.0a", "1.0.0-alpha", true), ("> 1.0a", "1.0", true), ("> 1.0a", "1.0a", false),
            (">= 1.0, < 2.0.0-beta", "1.9.0-rc1", true), (">= 1.0, < 2.0.0-beta", "2.0.0-alpha", true), (">= 1.0, < 2.0.0-beta", "2.0.0-beta", false),
            (">= 1.0.0-beta", "1.0", true), ("= 1.0.0-beta", "1.0", false),
        ]
        for (text, versionText, expected) in table {
            #expect(req(text).isSatisfied(by: v(versionText)) == expected, "'\(text)' by \(versionText)")
        }
        #expect(!req(">= 1.0, < 2.0").namesPrerelease)
        #expect(req(">= 1.0, < 2.0.0-beta").namesPrerelease)
    }

    @Test func pessimisticWithPrereleaseBounds() {
        let table: [(String, String, Bool)] = [
            // The lower end is a prerelease: that release's prereleases from there on are in.
            ("~> 1.0.0-beta", "1.0.0-beta", true), ("~> 1.0.0-beta", "1.0.0-beta.2", true), ("~> 1.0.0-beta", "1.0.0-alpha", false),
            ("~> 1.0.0-beta", "1.0.9", true), ("~> 1.0.0-beta", "1.0.9-rc1", true),
            // The upper end is RubyGems' `v.release < bump`: no prerelease of the bumped version.
            ("~> 1.0.0-beta", "1.1.0-alpha", false), ("~> 1.0.0-beta", "1.1", false),
            ("~> 1.2.0.beta.1", "1.2.0.beta.2", true), ("~> 1.2.0.beta.1", "1.2.5", true), ("~> 1.2.0.beta.1", "1.3.0.a", false),
            ("~> 1.6.0-beta", "1.6.0", true), ("~> 1.0RC1", "1.0", true), ("~> 1.0RC1", "1.9", true), ("~> 1.0RC1", "2.0.0-alpha", false),
        ]
        for (text, versionText, expected) in table {
            #expect(req(text).isSatisfied(by: v(versionText)) == expected, "'\(text)' by \(versionText)")
        }
        #expect(req("~> 1.0.0-beta").versionSet.description == ">= 1.0.0-beta, < 1.1")
    }

    @Test func exactVersionAndAny() {
        #expect(req("= 1.2").exactVersion == v("1.2.0"))
        #expect(req("1.2").exactVersion?.text == "1.2")
        #expect(req(">= 1.2").exactVersion == nil)
        #expect(req("= 1.2, = 1.2").exactVersion == nil)
        #expect(Requirement.any.exactVersion == nil)
        #expect(Requirement.any.isAny)
        #expect((try? Requirement.parse([String]())) == .any)
        #expect(Requirement.any.isSatisfied(by: v("0.0.1")))
        #expect(!Requirement.any.isSatisfied(by: v("1.0-beta")))
        #expect(Requirement.any.canonicalStrings == [])
    }

    @Test func branchAndRevisionNameNoVersion() {
        let branch = Requirement.branch("main")
        let revision = Requirement.revision("9f1c2e0")
        #expect(branch.description == "branch 'main'")
        #expect(revision.description == "revision '9f1c2e0'")
        #expect(branch.canonicalStrings == ["branch 'main'"])
        #expect(!branch.isSatisfied(by: v("1.0")))
        #expect(!revision.isSatisfied(by: v("1.0")))
        #expect(branch.versionSet == .all)
        #expect(branch.exactVersion == nil)
        #expect(!branch.namesPrerelease)
    }

    @Test func swiftPMConstructorsReadWell() {
        let table: [(Requirement, String, [String: Bool])] = [
            (.exact(v("1.2.3")), "= 1.2.3", ["1.2.3": true, "1.2.4": false]),
            (.range(v("1.0.0"), v("2.0.0")), ">= 1.0.0, < 2.0.0", ["1.0.0": true, "1.99": true, "2.0.0": false, "0.9": false]),
            (.upToNextMajor(v("1.2.3")), ">= 1.2.3, < 2.0.0", ["1.2.3": true, "1.9": true, "2.0": false, "1.2.2": false, "2.0.0-beta": false]),
            (.upToNextMinor(v("1.2.3")), ">= 1.2.3, < 1.3.0", ["1.2.3": true, "1.2.9": true, "1.3": false]),
            (.upToNextMajor(v("0.9")), ">= 0.9, < 1.0.0", ["0.9.5": true, "1.0": false]),
            (.upToNextMinor(v("2")), ">= 2, < 2.1.0", ["2.0.5": true, "2.1": false]),
            (.range(v("2.0.0"), v("1.0.0")), ">= 2.0.0, < 1.0.0", ["1.5": false, "2.0": false]),
        ]
        for (requirement, description, cases) in table {
            #expect(requirement.description == description)
            for (versionText, expected) in cases {
                #expect(requirement.isSatisfied(by: v(versionText)) == expected, "'\(description)' by \(versionText)")
            }
        }
        #expect(Requirement.range(v("2.0.0"), v("1.0.0")).versionSet.isEmpty)
        #expect(Requirement.exact(v("1.2.3")).exactVersion == v("1.2.3"))
    }

    @Test func equalRequirementsHashAlike() {
        #expect(req("= 1.0") == req("= 1.0.0"))
        #expect(req("= 1.0").hashValue == req("= 1.0.0").hashValue)
        #expect(req("= 1.0") != req(">= 1.0"))
    }
}
