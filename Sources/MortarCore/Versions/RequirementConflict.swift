/// Why requirements that several components place on one dependency cannot all hold.
///
/// `RequirementConflict.find` intersects the version sets of every requirement; when no version
/// satisfies them together it returns the smallest clashing group it can name: one requirement
/// that admits nothing by itself, else the first clashing pair, else the first clashing triple
/// (three are needed for `>= 1.0`, `!= 1.0`, `<= 1.0`), else a group from which no member can be
/// removed without the rest becoming satisfiable.
///
/// The prerelease policy applies to the group as CocoaPods' resolver applies it: when any
/// requirement names a prerelease, prereleases may satisfy all of them; otherwise only a release
/// version counts (so `< 0`, which only prereleases of `0` satisfy, admits nothing).
/// `branch` and `revision` requirements name no version and never take part in a conflict.
public struct RequirementConflict: Hashable, Sendable, CustomStringConvertible {
    /// One component's requirement on the dependency.
    public struct Requirer: Hashable, Sendable {
        /// Who asks (a component or module name).
        public var requirer: String
        /// What it asks for.
        public var requirement: Requirement
    }

    /// The clashing requirers, in input order: together no version satisfies them, and
    /// without any one of them the others can be satisfied.
    public let clashing: [Requirer]

    /// The first conflict among `requirements`, or nil when some version satisfies them all.
    /// Output follows input order: pass requirers sorted for a stable report.
    /// - Complexity: O(n³) intersections for n ≤ 40 requirements, O(n²) above.
    public static func find(_ requirements: [(requirer: String, requirement: Requirement)]) -> RequirementConflict? {
        let all = requirements.map { Requirer(requirer: $0.requirer, requirement: $0.requirement) }
        let sets = all.map(\.requirement.versionSet)
        let names = all.map(\.requirement.namesPrerelease)
        func satisfiable(_ indices: [Int]) -> Bool {
            let set = indices.reduce(VersionSet.all) { $0.intersection(sets[$1]) }
            return indices.contains { names[$0] } ? !set.isEmpty : set.containsRelease
        }
        let everyone = Array(all.indices)
        guard !satisfiable(everyone) else { return nil }
        if let alone = everyone.first(where: { !satisfiable([$0]) }) {
            return RequirementConflict(clashing: [all[alone]])
        }
        for i in everyone {
            for j in (i + 1)..<all.count where !satisfiable([i, j]) {
                return RequirementConflict(clashing: [all[i], all[j]])
            }
        }
        // Triples are cheap for the handful of requirers a dependency usually has.
        if all.count <= 40 {
            for i in everyone {
                for j in (i + 1)..<all.count {
                    for k in (j + 1)..<all.count where !satisfiable([i, j, k]) {
                        return RequirementConflict(clashing: [all[i], all[j], all[k]])
                    }
                }
            }
        }
        // Deletion filter: drop each member whose removal keeps the group unsatisfiable.
        var group = everyone
        for index in everyone {
            let without = group.filter { $0 != index }
            if !satisfiable(without) { group = without }
        }
        return RequirementConflict(clashing: group.map { all[$0] })
    }

    /// True when some version satisfies every requirement (CocoaPods' prerelease policy applied
    /// to the group).
    public static func isSatisfiable(_ requirements: [Requirement]) -> Bool {
        find(requirements.map { (requirer: "", requirement: $0) }) == nil
    }

    /// `Login requires O '= 1.1', Ads requires O '= 1.2': no version satisfies both`.
    public func message(dependency: String) -> String {
        let list = clashing.map { "\($0.requirer) requires \(dependency) '\($0.requirement)'" }.joined(separator: ", ")
        let quantifier: String
        switch clashing.count {
        case 1: quantifier = "it"
        case 2: quantifier = "both"
        case 3: quantifier = "all three"
        default: quantifier = "all \(clashing.count)"
        }
        return "\(list): no version satisfies \(quantifier)"
    }

    /// The message with the dependency written as `it`, for logs and tests.
    public var description: String { message(dependency: "it") }
}
