/// What a manifest asks of a dependency's version.
///
/// CocoaPods' operators (`=`, `!=`, `>`, `>=`, `<`, `<=`, `~>`; all must hold), SwiftPM's
/// `exact` / `range` / `upToNextMajor` / `upToNextMinor` (expressed with the same constraints),
/// and SwiftPM's `branch` and `revision`, which name no version at all.
public enum Requirement: Hashable, Sendable, CustomStringConvertible {
    /// Every constraint must hold; no constraint means "any version".
    case versions([Constraint])
    /// SwiftPM's `.branch("main")`: a git branch, satisfied by no version.
    case branch(String)
    /// SwiftPM's `.revision("abc123")`: a git commit, satisfied by no version.
    case revision(String)

    /// No constraint at all.
    public static let any = Requirement.versions([])

    /// A comparison operator of CocoaPods / RubyGems.
    public enum Operator: String, Hashable, Sendable, CaseIterable {
        /// `= 1.2`: that version (trailing zeros aside); a bare version means this.
        case equal = "="
        /// `!= 1.2`: any version but that one.
        case notEqual = "!="
        /// `> 1.2`: above it (`1.2.0` is not above `1.2`).
        case greater = ">"
        /// `>= 1.2`: it or above.
        case greaterOrEqual = ">="
        /// `< 2.0`: below it (prereleases of `2.0` are below it, but see the prerelease policy).
        case less = "<"
        /// `<= 2.0`: it or below.
        case lessOrEqual = "<="
        /// `~> 1.2.3`: at least it, and below the next version of the second-to-last segment
        /// (`>= 1.2.3, < 1.3`; `~> 1.2` is `>= 1.2, < 2.0`; `~> 1` is `>= 1, < 2`).
        case pessimistic = "~>"
    }

    /// One `op version` term.
    public struct Constraint: Hashable, Sendable, CustomStringConvertible {
        /// The comparison.
        public var op: Operator
        /// The version compared with.
        public var version: Version
        /// `op version`, as in `Constraint(.pessimistic, Version("1.2")!)` for `~> 1.2`.
        public init(_ op: Operator, _ version: Version) {
            self.op = op
            self.version = version
        }

        /// Canonical text: `op version` (a bare version is written `= version`).
        public var description: String { "\(op.rawValue) \(version)" }

        /// The versions this term admits, ignoring the prerelease policy.
        public var versionSet: VersionSet {
            typealias B = VersionSet.Bound
            typealias I = VersionSet.Interval
            switch op {
            case .equal: return VersionSet(intervals: [I(lower: B(version, inclusive: true), upper: B(version, inclusive: true))])
            case .notEqual:
                return VersionSet(intervals: [I(lower: nil, upper: B(version, inclusive: false)), I(lower: B(version, inclusive: false), upper: nil)])
            case .greater: return VersionSet(intervals: [I(lower: B(version, inclusive: false), upper: nil)])
            case .greaterOrEqual: return VersionSet(intervals: [I(lower: B(version, inclusive: true), upper: nil)])
            case .less: return VersionSet(intervals: [I(lower: nil, upper: B(version, inclusive: false))])
            case .lessOrEqual: return VersionSet(intervals: [I(lower: nil, upper: B(version, inclusive: true))])
            case .pessimistic:
                // RubyGems: v >= r && v.release < r.bump. `v.release < bump` admits every
                // version below the lowest prerelease of `bump` (1.3.0-alpha is out of `~> 1.2.3`).
                return VersionSet(intervals: [I(lower: B(version, inclusive: true), upper: B(version.bumped.lowestPrereleaseOfRelease, inclusive: false))])
            }
        }
    }

    /// The versions admitted, ignoring the prerelease policy; `all` for branch and revision.
    public var versionSet: VersionSet {
        switch self {
        case let .versions(constraints):
            // Every term but `!=` is one interval, so their intersection stays one interval
            // (O(1) a term); the `!=` versions are then cut out in one sorted pass. Intersecting
            // term by term would be O(n²) in the number of `!=` terms.
            var range = VersionSet.all
            var excluded: [Version] = []
            for constraint in constraints {
                if constraint.op == .notEqual { excluded.append(constraint.version) } else { range = range.intersection(constraint.versionSet) }
            }
            return excluded.isEmpty ? range : range.removing(excluded)
        case .branch, .revision:
            return .all
        }
    }

    /// True when the requirement names a prerelease version (CocoaPods then admits prereleases).
    public var namesPrerelease: Bool {
        guard case let .versions(constraints) = self else { return false }
        return constraints.contains { $0.version.isPrerelease }
    }

    /// True for a requirement that constrains nothing.
    public var isAny: Bool { self == .any }

    /// The single version an `=` requirement names, if that is all it says.
    public var exactVersion: Version? {
        guard case let .versions(constraints) = self, constraints.count == 1, constraints[0].op == .equal else { return nil }
        return constraints[0].version
    }

    /// CocoaPods' rule: the version is in the set, and a prerelease only if the requirement
    /// itself names a prerelease. Branch and revision requirements are satisfied by no version.
    public func isSatisfied(by version: Version) -> Bool {
        switch self {
        case .branch, .revision: return false
        case .versions:
            if version.isPrerelease, !namesPrerelease { return false }
            return versionSet.contains(version)
        }
    }

    /// Canonical text: `>= 1.0, < 2.0`, `any version`, `branch 'main'`, `revision 'abc123'`.
    public var description: String {
        switch self {
        case let .versions(constraints):
            return constraints.isEmpty ? "any version" : constraints.map(\.description).joined(separator: ", ")
        case let .branch(name): return "branch '\(name)'"
        case let .revision(id): return "revision '\(id)'"
        }
    }

    /// Each constraint as `op version`, the form of `expected/*.json`.
    public var canonicalStrings: [String] {
        switch self {
        case let .versions(constraints): return constraints.map(\.description)
        case .branch, .revision: return [description]
        }
    }
}
