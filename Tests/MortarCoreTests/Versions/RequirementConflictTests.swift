import MortarCore
import Testing
import MortarTestSupport

@Suite("RequirementConflict")
struct RequirementConflictTests {
    func conflict(_ pairs: [(String, String)]) -> RequirementConflict? {
        RequirementConflict.find(pairs.map { (requirer: $0.0, requirement: req($0.1)) })
    }

    @Test func theClassicPair() {
        let found = conflict([("Login", "= 1.1"), ("Ads", "= 1.2")])
        #expect(found?.message(dependency: "O") == "Login requires O '= 1.1', Ads requires O '= 1.2': no version satisfies both")
        #expect(found?.clashing.map(\.requirer) == ["Login", "Ads"])
        #expect(found?.description == "Login requires it '= 1.1', Ads requires it '= 1.2': no version satisfies both")
    }

    @Test func satisfiableGroupsHaveNoConflict() {
        #expect(conflict([]) == nil)
        #expect(conflict([("A", "~> 1.2"), ("B", ">= 1.4"), ("C", "!= 1.5.0"), ("D", "= 1.6, = 1.6.0")]) == nil)
        #expect(conflict([("A", "= 1.0"), ("B", "= 1.0.0")]) == nil)
        #expect(conflict([("A", "> 1.0"), ("B", "< 1.0.1")]) == nil)
        #expect(RequirementConflict.isSatisfiable([req("~> 1.2"), req("< 1.5")]))
        #expect(!RequirementConflict.isSatisfiable([req("~> 1.2"), req("> 2")]))
        // Branch and revision requirements name no version and never clash.
        #expect(RequirementConflict.find([(requirer: "A", requirement: .branch("main")), (requirer: "B", requirement: req("= 1.0"))]) == nil)
    }

    @Test func thePairIsPickedOutOfAGroup() {
        let found = conflict([("A", ">= 1.0"), ("B", "~> 1.2"), ("C", "< 3"), ("D", "~> 2.0"), ("E", "!= 4")])
        #expect(found?.message(dependency: "Alamofire") == "B requires Alamofire '~> 1.2', D requires Alamofire '~> 2.0': no version satisfies both")
    }

    @Test func oneRequirementCanAdmitNothing() {
        let found = conflict([("A", ">= 1.0"), ("B", ">= 2.0, < 1.0"), ("C", "= 0.5")])
        #expect(found?.message(dependency: "X") == "B requires X '>= 2.0, < 1.0': no version satisfies it")
    }

    @Test func threeCanClashWhereNoTwoDo() {
        let found = conflict([("A", ">= 1.0"), ("B", "!= 1.0"), ("C", "<= 1.0"), ("D", "~> 1")])
        #expect(found?.message(dependency: "X") == "A requires X '>= 1.0', B requires X '!= 1.0', C requires X '<= 1.0': no version satisfies all three")
        let four = conflict([("A", ">= 1.0, <= 3.0"), ("B", "!= 1.0"), ("C", "!= 2.0"), ("D", "!= 3.0"), ("E", "!= 1.5")])
        #expect(four == nil)
    }

    @Test func prereleasesCountOnlyWhenSomeoneNamesOne() {
        // Releases such as 0.9.9.9.10 lie between.
        #expect(conflict([("A", "> 0.9.9.9.9"), ("B", "< 1.0")]) == nil)
        #expect(conflict([("A", "< 0")])?.message(dependency: "X") == "A requires X '< 0': no version satisfies it")
        #expect(conflict([("A", ">= 1.0.0-beta"), ("B", "< 1.0")]) == nil)
        #expect(conflict([("A", "> 1.0.0-rc, < 1.0"), ("B", ">= 0.1")]) == nil)
        let found = conflict([("A", ">= 0.9"), ("B", "< 1.0"), ("C", "> 0.9.99999")])
        #expect(found == nil)
    }

    @Test func theGroupFoundIsIrreducible() {
        var generator = SplitMix64(seed: 42)
        let operators = ["=", "!=", ">", ">=", "<", "<=", "~>"]
        var conflicts = 0
        for _ in 0..<300 {
            let count = Int.random(in: 2...6, using: &generator)
            let group: [(requirer: String, requirement: Requirement)] = (0..<count).map { index in
                let op = operators.randomElement(using: &generator)!
                let text = "\(op) \(Int.random(in: 0...3, using: &generator)).\(Int.random(in: 0...3, using: &generator))"
                return (requirer: "R\(index)", requirement: req(text))
            }
            guard let found = RequirementConflict.find(group) else {
                #expect(RequirementConflict.isSatisfiable(group.map(\.requirement)))
                continue
            }
            conflicts += 1
            #expect(!RequirementConflict.isSatisfiable(found.clashing.map(\.requirement)))
            for dropped in found.clashing.indices {
                var rest = found.clashing
                rest.remove(at: dropped)
                #expect(RequirementConflict.isSatisfiable(rest.map(\.requirement)), "\(found)")
            }
        }
        #expect(conflicts > 50)
    }
}
