import MortarCore
import Testing
import MortarTestSupport

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
        var broken: [String] = []
        let probes = ["0", "1.0", "1.2.3", "2.0.0-beta", "99999999999999999999999"].map { Version($0)! }
        for _ in 0..<10_000 {
            let text = Self.randomText(&generator)
            if let version = Version(text) {
                parsedVersions += 1
                if Version.problem(in: text) != nil || Version(version.text) != version { broken.append("'\(text)' reads back differently") }
                _ = (version.bumped, version.nextMajor, version.nextMinor, version.releaseOnly)
            } else if Version.problem(in: text) == nil || RequirementError.malformedVersion(text, in: text).description.isEmpty {
                broken.append("'\(text)' is rejected without a reason")
            }
            _ = Version(tag: text)
            do {
                let requirement = try Requirement.parse(text)
                parsedRequirements += 1
                if try Requirement.parse(requirement.canonicalStrings) != requirement { broken.append("'\(text)' reads back differently") }
                let wrong = probes.filter { probe in
                    requirement.isSatisfied(by: probe) != (requirement.versionSet.contains(probe) && (!probe.isPrerelease || requirement.namesPrerelease))
                }
                if !wrong.isEmpty { broken.append("'\(text)' at \(wrong)") }
            } catch {
                if error.description.isEmpty { broken.append("'\(text)' fails with no message") }
            }
        }
        // Collected, then expected once: 50,000 separate expectations would slow the suite.
        #expect(broken.isEmpty, "\(broken.prefix(10))")
        #expect(parsedVersions > 150)
        #expect(parsedRequirements > 150)
    }

    @Test func equalityAndOrderAreConsistent() {
        var generator = SplitMix64(seed: 11)
        let versions = (0..<400).map { _ in Self.randomVersion(&generator) }
        // Collected, then expected once, as above.
        var broken: [String] = []
        for a in versions.prefix(150) {
            for b in versions {
                let relations = [a < b, a == b, b < a].filter { $0 }.count
                if relations != 1 { broken.append("\(a) vs \(b): \(relations) relations") }
                if a == b, a.hashValue != b.hashValue { broken.append("\(a) == \(b) but hashes differ") }
            }
        }
        let sorted = versions.sorted()
        for (x, y) in zip(sorted, sorted.dropFirst()) where y < x { broken.append("sorted \(x) before \(y)") }
        for (x, z) in zip(sorted, sorted.dropFirst(2)) where z < x { broken.append("sorted \(x) before \(z)") }
        #expect(broken.isEmpty, "\(broken.prefix(10))")
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
            let wrong = probes.filter { probe in
                both.contains(probe) != (a.contains(probe) && b.contains(probe)) || either.contains(probe) != (a.contains(probe) || b.contains(probe))
            }
            #expect(wrong.isEmpty, "\(a) and \(b) at \(wrong)")
            #expect(both == b.intersection(a))
            #expect(either == b.union(a))
        }
    }
}
