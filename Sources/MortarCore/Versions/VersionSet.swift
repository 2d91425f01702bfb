/// A set of versions as sorted, disjoint intervals: what a requirement admits.
///
/// Intersection answers "can anything satisfy all of these"; an empty intersection is a
/// conflict that can be explained interval by interval.
public struct VersionSet: Hashable, Sendable, CustomStringConvertible {
    /// One end of an interval.
    public struct Bound: Hashable, Sendable {
        public var version: Version
        public var inclusive: Bool
        public init(_ version: Version, inclusive: Bool) {
            self.version = version
            self.inclusive = inclusive
        }
    }

    /// `lower...upper` with open or closed ends; `nil` means unbounded.
    public struct Interval: Hashable, Sendable, CustomStringConvertible {
        public var lower: Bound?
        public var upper: Bound?

        public init(lower: Bound?, upper: Bound?) {
            self.lower = lower
            self.upper = upper
        }

        public func contains(_ version: Version) -> Bool {
            if let lower {
                if version < lower.version || (!lower.inclusive && version == lower.version) { return false }
            }
            if let upper {
                if upper.version < version || (!upper.inclusive && version == upper.version) { return false }
            }
            return true
        }

        var isEmpty: Bool {
            guard let lower, let upper else { return false }
            if upper.version < lower.version { return true }
            if upper.version == lower.version { return !(lower.inclusive && upper.inclusive) }
            return false
        }

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

    public static let all = VersionSet(intervals: [Interval(lower: nil, upper: nil)])
    public static let none = VersionSet(intervals: [])

    public init(intervals: [Interval]) {
        self.intervals = VersionSet.normalize(intervals)
    }

    public var isEmpty: Bool { intervals.isEmpty }

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

    /// Versions in either set.
    public func union(_ other: VersionSet) -> VersionSet {
        VersionSet(intervals: intervals + other.intervals)
    }

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

