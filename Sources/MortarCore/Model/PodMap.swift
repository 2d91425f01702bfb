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

    /// One key and its value, as the map keeps them. A struct, not the `Element` tuple: an array
    /// of tuples is destroyed element by element by the runtime's generic `tuple_destroy` (each
    /// field's witness looked up through the tuple's metadata), an array of structs by the
    /// struct's own destroy.
    public struct Pair: Sendable {
        public var key: String
        public var value: PodValue

        @inlinable
        public init(_ key: String, _ value: PodValue) {
            self.key = key
            self.value = value
        }
    }

    /// Sorted by key, each key once. Read by the package's readers in place (the collection's
    /// `(key, value)` elements are copies of both).
    @usableFromInline package internal(set) var pairs: [Pair]

    @inlinable
    public init() { pairs = [] }

    /// The map of `pairs` in any order: sorted (stable) by key, a key given again keeping its
    /// first spelling with the last value.
    public init(sorting pairs: [Element]) {
        var made: [Pair] = []
        made.reserveCapacity(pairs.count)
        for pair in pairs { made.append(Pair(pair.key, pair.value)) }
        self.init(sortingPairs: consume made)
    }

    /// `init(sorting:)` of pairs made as the map keeps them (a reader's: no list of tuples made
    /// and converted). Pass the list with `consume`: a list still referenced is copied before
    /// it is sorted.
    @inlinable
    public init(sortingPairs pairs: consuming [Pair]) {
        self.pairs = consume pairs
        if !Self.isStrictlySorted(self.pairs) { Self.sortAndMerge(&self.pairs) }
    }

    @inlinable
    static func isStrictlySorted(_ pairs: [Pair]) -> Bool {
        var i = 1
        while i < pairs.count {
            guard pairs[i - 1].key < pairs[i].key else { return false }
            i += 1
        }
        return true
    }

    /// Sorted (stable: an insertion sort for the usual few pairs, the offsets breaking ties past
    /// them), then each run of equal keys merged into its first key with its last value.
    /// The insertion sort moves the pairs in the list's memory (assigned by subscript, each step
    /// copied a pair and released the one it replaced).
    @usableFromInline
    static func sortAndMerge(_ pairs: inout [Pair]) {
        if pairs.count <= 16 {
            pairs.withUnsafeMutableBufferPointer { buffer in
                let base = buffer.baseAddress!
                for i in 1..<buffer.count {
                    var j = i
                    while j > 0, base[i].key < base[j - 1].key { j -= 1 }
                    guard j != i else { continue }
                    let moved = (base + i).move()
                    (base + j + 1).moveInitialize(from: base + j, count: i - j)
                    (base + j).initialize(to: moved)
                }
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
                pairs.insert(Pair(key, newValue), at: index)
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
    @inlinable public subscript(position: Int) -> Element { (pairs[position].key, pairs[position].value) }
}

extension PodMap: ExpressibleByDictionaryLiteral {
    /// A key written twice keeps its last value.
    public init(dictionaryLiteral elements: (String, PodValue)...) {
        var pairs: [Pair] = []
        pairs.reserveCapacity(elements.count)
        for (key, value) in elements { pairs.append(Pair(key, value)) }
        self.init(sortingPairs: consume pairs)
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
