import Testing
@testable import MortarCore
@testable import MortarWorkspace
import MortarTestSupport

/// On a few hundred generated solvable problems: every solution satisfies every requirement,
/// and no package of it can be raised alone to a higher available version without breaking one.
@Suite struct ResolverPropertyTests {
    @Test func everySolutionHoldsAndNoPackageCanBeRaisedAlone() throws {
        var checked = 0
        for seed in UInt64(1)...300 {
            let size = 4 + Int(seed % 23)
            let problem = SyntheticProblem(
                packages: size, versionsPerPackage: 2 + Int(seed % 9), dependenciesPerVersion: 2 + Int(seed % 3),
                rootRequirements: 2 + Int(seed % 6), seed: seed
            )
            let resolution = try problem.solve()
            let problems = Self.violations(of: resolution.versions, in: problem)
            #expect(problems == [], "seed \(seed)")
            checked += 1
        }
        #expect(checked == 300)
    }

    @Test func largeProblemsAreSolvedToo() throws {
        for seed in UInt64(1000)...1002 {
            let problem = SyntheticProblem(packages: 100, versionsPerPackage: 10, rootRequirements: 20, seed: seed)
            let resolution = try problem.solve()
            #expect(Self.violations(of: resolution.versions, in: problem) == [], "seed \(seed)")
        }
    }

    /// What is wrong with `solution`: unmet requirements, and packages that could be raised.
    static func violations(of solution: [String: Version], in problem: SyntheticProblem) -> [String] {
        let table = problem.provider.table
        var found: [String] = []
        /// Every requirement on `name` holds for `version` given the rest of the solution.
        func requirementsHold(on name: String, at version: Version, in solution: [String: Version]) -> Bool {
            for requirement in problem.request.requirements where requirement.package == name {
                if !requirement.requirement.isSatisfied(by: version) { return false }
            }
            for (other, otherVersion) in solution where other != name {
                for dependency in table[other]?[otherVersion] ?? [] where dependency.name == name {
                    if !dependency.requirement.isSatisfied(by: version) { return false }
                }
            }
            return true
        }
        /// Every dependency of `name` at `version` is selected at a version it admits.
        func dependenciesHold(of name: String, at version: Version, in solution: [String: Version]) -> Bool {
            for dependency in table[name]?[version] ?? [] {
                guard let chosen = solution[dependency.name], dependency.requirement.isSatisfied(by: chosen) else { return false }
            }
            return true
        }
        for requirement in problem.request.requirements where solution[requirement.package] == nil {
            found.append("\(requirement.package) is required by the app but not chosen")
        }
        for (name, version) in solution.sorted(by: { $0.key < $1.key }) {
            if !requirementsHold(on: name, at: version, in: solution) { found.append("\(name) \(version) breaks a requirement") }
            if !dependenciesHold(of: name, at: version, in: solution) { found.append("\(name) \(version) has an unmet dependency") }
            for higher in (table[name]?.keys.sorted() ?? []) where higher > version {
                var raised = solution
                raised[name] = higher
                if requirementsHold(on: name, at: higher, in: raised), dependenciesHold(of: name, at: higher, in: raised) {
                    found.append("\(name) could be raised from \(version) to \(higher)")
                }
            }
        }
        return found
    }
}
