/// A podspec map value (`pod_target_xcconfig`, `resource_bundles`, `source`, `platforms`): its
/// pairs sorted by key, each key once. A map holds a handful of pairs, made for every map of
/// every podspec read, so it is one array — not a hashed table made, grown and freed for each
/// (a `Dictionary` cost ≈720 instructions to make, generic in the runtime, and a hash per key).
///
/// A table as far as anyone reading it can tell: equal and hashed whatever the order the pairs
/// were given in, looked up by key, iterated as `(key, value)` pairs (in key order), written as
/// a dictionary literal. A key given twice keeps its first spelling with the last value, as a
/// `Dictionary` assigned twice does (keys equal as `String`s — canonically equivalent — are one).
public struct PodMap: Sendable {
    public typealias Element = (key: String, value: PodValue)

    /// Sorted by key, each key once.
    @usableFromInline var pairs: [Element]

    @inlinable
    public init() { pairs = [] }

    /// The map of `pairs` in any order: sorted (stable) by key, a key given again keeping its
    /// first spelling with the last value.
    @inlinable
    public init(sorting pairs: consuming [Element]) {
        self.pairs = pairs
        if !Self.isStrictlySorted(self.pairs) { Self.sortAndMerge(&self.pairs) }
    }

    @inlinable
    static func isStrictlySorted(_ pairs: [Element]) -> Bool {
        var i = 1
        while i < pairs.count {
            guard pairs[i - 1].key < pairs[i].key else { return false }
            i += 1
        }
        return true
    }

    /// Sorted (stable: an insertion sort for the usual few pairs, the offsets breaking ties past
    /// them), then each run of equal keys merged into its first key with its last value.
    @usableFromInline
    static func sortAndMerge(_ pairs: inout [Element]) {
        if pairs.count <= 16 {
            for i in 1..<pairs.count {
                var j = i
                let moved = pairs[i]
                while j > 0, moved.key < pairs[j - 1].key {
                    pairs[j] = pairs[j - 1]
                    j -= 1
                }
                pairs[j] = moved
            }
        } else {
            pairs = pairs.enumerated().sorted {
                $0.element.key < $1.element.key || ($0.element.key == $1.element.key && $0.offset < $1.offset)
            }.map(\.element)
        }
        var kept = 0
        for i in 1..<pairs.count {
            if pairs[i].key == pairs[kept].key {
                pairs[kept].value = pairs[i].value
            } else {
                kept += 1
                if kept != i { pairs[kept] = pairs[i] }
            }
        }
        pairs.removeLast(pairs.count - kept - 1)
    }

    /// Where `key` is, or where it would go.
    @inlinable
    func position(of key: String) -> (index: Int, found: Bool) {
        var low = 0, high = pairs.count
        while low < high {
            let middle = (low + high) / 2
            if pairs[middle].key < key {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return (low, low < pairs.count && pairs[low].key == key)
    }

    /// The value of `key`; setting one replaces an earlier value (the key's first spelling
    /// kept), `nil` removes it.
    public subscript(key: String) -> PodValue? {
        @inlinable get {
            let (index, found) = position(of: key)
            return found ? pairs[index].value : nil
        }
        set {
            let (index, found) = position(of: key)
            if found {
                if let newValue { pairs[index].value = newValue } else { pairs.remove(at: index) }
            } else if let newValue {
                pairs.insert((key, newValue), at: index)
            }
        }
    }

    /// The keys, sorted.
    public var keys: [String] { pairs.map(\.key) }
    /// The values, in their keys' order.
    public var values: [PodValue] { pairs.map(\.value) }
}

extension PodMap: RandomAccessCollection {
    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { pairs.count }
    @inlinable public subscript(position: Int) -> Element { pairs[position] }
}

extension PodMap: ExpressibleByDictionaryLiteral {
    /// A key written twice keeps its last value.
    public init(dictionaryLiteral elements: (String, PodValue)...) {
        self.init(sorting: elements.map { (key: $0.0, value: $0.1) })
    }
}

extension PodMap: Hashable {
    /// The same keys with equal values (both sorted: compared pair by pair).
    public static func == (lhs: PodMap, rhs: PodMap) -> Bool {
        guard lhs.pairs.count == rhs.pairs.count else { return false }
        for i in lhs.pairs.indices where lhs.pairs[i].key != rhs.pairs[i].key || lhs.pairs[i].value != rhs.pairs[i].value { return false }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pairs.count)
        for i in pairs.indices {
            hasher.combine(pairs[i].key)
            hasher.combine(pairs[i].value)
        }
    }
}

extension PodMap: CustomStringConvertible {
    /// As a dictionary of the same pairs prints them, in key order.
    public var description: String {
        pairs.isEmpty ? "[:]" : "[" + pairs.map { "\(String(reflecting: $0.key)): \(String(reflecting: $0.value))" }.joined(separator: ", ") + "]"
    }
}
