import MortarCore
import Testing

/// Random inputs from fixed seeds: nothing crashes, and the laws of equality and order hold.
@Suite("Version fuzzing")
struct VersionFuzzTests {
    static let alphabet: [String] = [
        "0", "1", "9", "12", "007", "99999999999999999999999", ".", ".", "-", "+", " ", ",", "a", "beta", "RC", "pre",
        "v", "~>", ">=", "<=", "!=", "=", ">", "<", "*", "\u{E9}", "\u{1F600}", "\0", "\r\n", "\t", "1\u{301}", "_", "x",
    ]

    static func randomText(_ generator: inout SplitMix64) -> String {
        let count = Int.random(in: 0...12, using: &generator)
        return (0..<count).map { _ in alphabet.randomElement(using: &generator)! }.joined()
    }

    static func randomVersion(_ generator: inout SplitMix64) -> Version {
        let segments = Int.random(in: 1...4, using: &generator)
        var text = (0..<segments).map { _ in String(Int.random(in: 0...3, using: &generator)) }.joined(separator: ".")
        switch Int.random(in: 0...5, using: &generator) {
        case 0: text += "-" + ["alpha", "beta", "rc", "1", "0"].randomElement(using: &generator)!
        case 1: text += "." + ["beta", "a", "RC"].randomElement(using: &generator)! + "." + String(Int.random(in: 0...2, using: &generator))
        case 2: text += "+build." + String(Int.random(in: 0...2, using: &generator))
        default: break
        }
        return Version(text)!
    }

    @Test func arbitraryTextNeverCrashes() {
        var generator = SplitMix64(seed: 2026)
        var parsedVersions = 0, parsedRequirements = 0
        let probes = ["0", "1.0", "1.2.3", "2.0.0-beta", "99999999999999999999999"].map { Version($0)! }
        for _ in 0..<20_000 {
            let text = Self.randomText(&generator)
            if let version = Version(text) {
                parsedVersions += 1
                #expect(Version.problem(in: text) == nil)
                #expect(Version(version.text) == version, "'\(text)'")
                _ = (version.bumped, version.nextMajor, version.nextMinor, version.releaseOnly)
            } else {
                #expect(Version.problem(in: text) != nil, "'\(text)'")
                #expect(!RequirementError.malformedVersion(text, in: text).description.isEmpty)
            }
            _ = Version(tag: text)
            do {
                let requirement = try Requirement.parse(text)
                parsedRequirements += 1
                #expect(try Requirement.parse(requirement.canonicalStrings) == requirement, "'\(text)'")
                for probe in probes {
                    #expect(requirement.isSatisfied(by: probe) == (requirement.versionSet.contains(probe) && (!probe.isPrerelease || requirement.namesPrerelease)))
                }
            } catch {
                #expect(!error.description.isEmpty)
            }
        }
        #expect(parsedVersions > 300)
        #expect(parsedRequirements > 300)
    }

    @Test func equalityAndOrderAreConsistent() {
        var generator = SplitMix64(seed: 11)
        let versions = (0..<400).map { _ in Self.randomVersion(&generator) }
        for a in versions.prefix(150) {
            for b in versions {
                let relations = [a < b, a == b, b < a].filter { $0 }.count
                #expect(relations == 1, "\(a) vs \(b)")
                if a == b { #expect(a.hashValue == b.hashValue, "\(a) vs \(b)") }
            }
        }
        let sorted = versions.sorted()
        for (x, y) in zip(sorted, sorted.dropFirst()) { #expect(x <= y) }
        for (x, z) in zip(sorted, sorted.dropFirst(2)) { #expect(x <= z) }
    }

    @Test func setOperationsMatchMembership() {
        var generator = SplitMix64(seed: 5)
        let operators = ["=", "!=", ">", ">=", "<", "<=", "~>"]
        func randomRequirement() -> Requirement {
            let terms = (0..<Int.random(in: 1...2, using: &generator)).map { _ in
                "\(operators.randomElement(using: &generator)!) \(Self.randomVersion(&generator).releaseOnly)"
            }
            return try! Requirement.parse(terms.joined(separator: ", "))
        }
        let probes = (0..<60).map { _ in Self.randomVersion(&generator) }
        for _ in 0..<300 {
            let a = randomRequirement().versionSet, b = randomRequirement().versionSet
            let both = a.intersection(b), either = a.union(b)
            for probe in probes {
                #expect(both.contains(probe) == (a.contains(probe) && b.contains(probe)), "\(a) ∩ \(b) at \(probe)")
                #expect(either.contains(probe) == (a.contains(probe) || b.contains(probe)), "\(a) ∪ \(b) at \(probe)")
            }
            #expect(both == b.intersection(a))
            #expect(either == b.union(a))
        }
    }
}
