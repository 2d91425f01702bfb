extension Requirement {
    /// SwiftPM's `.exact("1.2.3")`: only that version; reads `= 1.2.3`.
    public static func exact(_ version: Version) -> Requirement {
        .versions([Constraint(.equal, version)])
    }

    /// SwiftPM's `"1.0.0"..<"2.0.0"`: from `lower` up to, not including, `upperExclusive`;
    /// reads `>= 1.0.0, < 2.0.0`. A range whose upper end is not above its lower end admits
    /// nothing (its `versionSet` is empty).
    public static func range(_ lower: Version, _ upperExclusive: Version) -> Requirement {
        .versions([Constraint(.greaterOrEqual, lower), Constraint(.less, upperExclusive)])
    }

    /// SwiftPM's `.upToNextMajor(from: "1.2.3")`: reads `>= 1.2.3, < 2.0.0`.
    public static func upToNextMajor(_ version: Version) -> Requirement {
        range(version, version.nextMajor)
    }

    /// SwiftPM's `.upToNextMinor(from: "1.2.3")`: reads `>= 1.2.3, < 1.3.0`.
    public static func upToNextMinor(_ version: Version) -> Requirement {
        range(version, version.nextMinor)
    }
}
