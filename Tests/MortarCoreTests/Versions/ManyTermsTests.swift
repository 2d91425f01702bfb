import MortarCore
import Testing
import MortarTestSupport

/// Requirements with many terms: the one-pass `!=` cut gives the same set as intersecting term
/// by term, and large requirements stay near-linear (the benchmark-free check: 100,000 terms
/// finish at all within the test's run).
@Suite struct ManyTermsTests {
    /// The set as term-by-term intersection gives it (the reference, quadratic in `!=` terms).
    static func reference(_ constraints: [Requirement.Constraint]) -> VersionSet {
        constraints.reduce(VersionSet.all) { $0.intersection($1.versionSet) }
    }

    @Test func theOnePassCutAgreesWithTermByTermIntersection() {
        var generator = SplitMix64(seed: 17)
        let operators: [Requirement.Operator] = [.equal, .notEqual, .greater, .greaterOrEqual, .less, .lessOrEqual, .pessimistic]
        for _ in 0..<2_000 {
            let count = Int.random(in: 1...8, using: &generator)
            let constraints = (0..<count).map { _ -> Requirement.Constraint in
                let op = operators.randomElement(using: &generator)!
                let segments = (0..<Int.random(in: 1...3, using: &generator)).map { _ in String(Int.random(in: 0...3, using: &generator)) }
                return Requirement.Constraint(op, Version(segments.joined(separator: "."))!)
            }
            let requirement = Requirement.versions(constraints)
            #expect(requirement.versionSet == Self.reference(constraints), "\(requirement)")
        }
    }

    @Test func aHundredThousandExclusionsStayLinear() throws {
        let terms = (0..<100_000).map { "!= 1.\($0)" }
        let requirement = try Requirement.parse(terms + [">= 1.0"])
        #expect(requirement.isSatisfied(by: Version("2.0")!))
        #expect(!requirement.isSatisfied(by: Version("1.99999")!))
        #expect(requirement.isSatisfied(by: Version("1.100000")!))
        #expect(requirement.versionSet.intervals.count == 100_000)
        #expect(RequirementConflict.find([("A", requirement), ("B", try Requirement.parse(["= 1.5"]))])?.description
            == "A requires it '\(requirement)', B requires it '= 1.5': no version satisfies both")
    }
}
