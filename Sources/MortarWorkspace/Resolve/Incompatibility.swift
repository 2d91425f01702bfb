import MortarCore

/// PubGrub's term: a package and a set of its worlds (versions, or "not selected").
/// A term whose set lacks the absent bit is positive: the package must be selected.
struct Term: Hashable, Sendable {
    var package: Int
    var bits: VersionBits
}

/// PubGrub's incompatibility: terms that must not all hold at once, and why we know it.
struct Incompatibility: Sendable {
    /// Why an incompatibility holds.
    enum Cause: Sendable {
        /// The root must be selected (the app exists).
        case root
        /// A component of the app requires a package (`requirements[index]` of the request).
        case rootRequirement(index: Int)
        /// The integrator pins a package it was not asked to move.
        case pin(package: String)
        /// A package version (a run of versions) depends on another package.
        case dependency(ResolverDependency)
        /// A version whose dependencies cannot be read: it cannot be chosen.
        case unusable(reason: String)
        /// Derived from two others during conflict resolution.
        case conflict(Int, Int)
    }

    /// At most one term per package, sorted by package.
    var terms: [Term]
    var cause: Cause

    var isExternal: Bool {
        if case .conflict = cause { return false }
        return true
    }
}
