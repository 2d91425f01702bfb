/// A set of versions as sorted, disjoint intervals: what a requirement admits.
///
/// Intersection answers "can anything satisfy all of these"; an empty intersection is a
/// conflict that can be explained interval by interval.
public struct VersionSet: Hashable, Sendable, CustomStringConvertible {
    /// One end of an interval.
    public struct Bound: Hashable, Sendable {
        /// Where the interval ends.
        public var version: Version
        /// True when `version` itself belongs to the interval (`>=`, `<=`).
        public var inclusive: Bool
        /// A bound at `version`, closed when `inclusive`.
        public init(_ version: Version, inclusive: Bool) {
            self.version = version
            self.inclusive = inclusive
        }
    }

    /// `lower...upper` with open or closed ends; `nil` means unbounded.
    public struct Interval: Hashable, Sendable, CustomStringConvertible {
        /// The lowest end; nil for no lower limit.
        public var lower: Bound?
        /// The highest end; nil for no upper limit.
        public var upper: Bound?

        /// The versions between `lower` and `upper` (either may be nil for unbounded).
        public init(lower: Bound?, upper: Bound?) {
            self.lower = lower
            self.upper = upper
        }

        /// True when `version` lies between the bounds.
        public func contains(_ version: Version) -> Bool {
            if let lower {
                if version < lower.version || (!lower.inclusive && version == lower.version) { return false }
            }
            if let upper {
                if upper.version < version || (!upper.inclusive && version == upper.version) { return false }
            }
            return true
        }

        /// True when a release version (no prerelease part) lies in the interval.
        public var containsRelease: Bool {
            // The smallest release at or above the lower bound: 0 when unbounded, the release
            // of a prerelease bound (nothing lies between `1.0-beta` and `1.0` but prereleases).
            guard let lower else { return contains(Version.release(["0"])) }
            let base = lower.version.releaseOnly
            if contains(base) { return true }
            guard !lower.version.isPrerelease else { return false }
            // An open release bound `> 1.2`: the releases just above it are `1.2.0…0.1`, with
            // more segments than either bound so the upper bound cannot fall in between.
            var numbers = base.release.map { token -> String in
                if case let .number(n) = token { return n }
                return "0"
            }
            let depth = max(numbers.count, upper?.version.release.count ?? 0) + 1
            numbers += Array(repeating: "0", count: depth - numbers.count) + ["1"]
            return contains(Version.release(numbers))
        }

        var isEmpty: Bool {
            guard let lower, let upper else { return false }
            if upper.version < lower.version { return true }
            if upper.version == lower.version { return !(lower.inclusive && upper.inclusive) }
            return false
        }

        /// `>= 1.2, < 2.0`, `= 1.0`, `< 3.0`, or `any version`.
        public var description: String {
            switch (lower, upper) {
            case (nil, nil): return "any version"
            case let (lower?, upper?) where lower.version == upper.version: return "= \(lower.version)"
            case let (lower?, nil): return "\(lower.inclusive ? ">=" : ">") \(lower.version)"
            case let (nil, upper?): return "\(upper.inclusive ? "<=" : "<") \(upper.version)"
            case let (lower?, upper?):
                return "\(lower.inclusive ? ">=" : ">") \(lower.version), \(upper.inclusive ? "<=" : "<") \(upper.version)"
            }
        }
    }

    /// Sorted by lower bound, pairwise disjoint, none empty.
    public private(set) var intervals: [Interval]

    /// Every version.
    public static let all = VersionSet(intervals: [Interval(lower: nil, upper: nil)])
    /// No version.
    public static let none = VersionSet(intervals: [])

    /// The union of `intervals`, normalized (sorted, merged, empty ones dropped).
    public init(intervals: [Interval]) {
        self.intervals = VersionSet.normalize(intervals)
    }

    /// True when no version at all is in the set.
    public var isEmpty: Bool { intervals.isEmpty }

    /// True when a release version is in the set: what a requirement naming no prerelease can
    /// be satisfied by (`< 0` holds only prereleases such as `0.a`).
    public var containsRelease: Bool { intervals.contains(where: \.containsRelease) }

    /// True when `version` is in the set.
    public func contains(_ version: Version) -> Bool {
        intervals.contains { $0.contains(version) }
    }

    /// Versions in both sets.
    /// - Complexity: O(n + m) in the number of intervals.
    public func intersection(_ other: VersionSet) -> VersionSet {
        var result: [Interval] = []
        var i = 0, j = 0
        while i < intervals.count, j < other.intervals.count {
            let a = intervals[i], b = other.intervals[j]
            let lower = VersionSet.maxLower(a.lower, b.lower)
            let upper = VersionSet.minUpper(a.upper, b.upper)
            let candidate = Interval(lower: lower, upper: upper)
            if !candidate.isEmpty { result.append(candidate) }
            // Advance whichever interval ends first.
            if VersionSet.upperLess(a.upper, b.upper) { i += 1 } else { j += 1 }
        }
        return VersionSet(intervals: result)
    }

    /// The set without each of `versions` (what `!= v` terms leave).
    /// - Complexity: O(k log k + n) for k versions and n intervals.
    public func removing(_ versions: [Version]) -> VersionSet {
        var points: [Version] = []
        for version in versions.sorted() where points.last.map({ !($0 == version) }) ?? true { points.append(version) }
        var result: [Interval] = []
        var p = 0
        for interval in intervals {
            // Points below this interval belong to no later one either.
            while p < points.count, let lower = interval.lower,
                  points[p] < lower.version || (points[p] == lower.version && !lower.inclusive) { p += 1 }
            var current = interval
            while p < points.count, current.contains(points[p]) {
                let cut = Bound(points[p], inclusive: false)
                let below = Interval(lower: current.lower, upper: cut)
                if !below.isEmpty { result.append(below) }
                current = Interval(lower: cut, upper: current.upper)
                p += 1
            }
            if !current.isEmpty { result.append(current) }
        }
        return VersionSet(intervals: result)
    }

    /// Versions in either set.
    public func union(_ other: VersionSet) -> VersionSet {
        VersionSet(intervals: intervals + other.intervals)
    }

    /// The intervals joined with `or`; `no version` when empty.
    public var description: String {
        if intervals.isEmpty { return "no version" }
        return intervals.map(\.description).joined(separator: " or ")
    }

    // MARK: - Bounds

    /// Is upper bound `a` strictly below upper bound `b`? (`nil` = +infinity)
    static func upperLess(_ a: Bound?, _ b: Bound?) -> Bool {
        guard let a else { return false }
        guard let b else { return true }
        if a.version != b.version { return a.version < b.version }
        return !a.inclusive && b.inclusive
    }

    /// Is lower bound `a` strictly below lower bound `b`? (`nil` = -infinity)
    static func lowerLess(_ a: Bound?, _ b: Bound?) -> Bool {
        guard let b else { return false }
        guard let a else { return true }
        if a.version != b.version { return a.version < b.version }
        return a.inclusive && !b.inclusive
    }

    static func maxLower(_ a: Bound?, _ b: Bound?) -> Bound? { lowerLess(a, b) ? b : a }
    static func minUpper(_ a: Bound?, _ b: Bound?) -> Bound? { upperLess(a, b) ? a : b }

    /// Do `a` (ending at `upper`) and an interval starting at `lower` touch or overlap?
    static func touches(upper: Bound?, lower: Bound?) -> Bool {
        guard let upper, let lower else { return true }
        if lower.version < upper.version { return true }
        if lower.version == upper.version { return lower.inclusive || upper.inclusive }
        return false
    }

    static func normalize(_ input: [Interval]) -> [Interval] {
        let sorted = input.filter { !$0.isEmpty }.sorted { lowerLess($0.lower, $1.lower) }
        var merged: [Interval] = []
        for interval in sorted {
            if var last = merged.last, touches(upper: last.upper, lower: interval.lower) {
                last.upper = upperLess(last.upper, interval.upper) ? interval.upper : last.upper
                merged[merged.count - 1] = last
            } else {
                merged.append(interval)
            }
        }
        return merged
    }
}

