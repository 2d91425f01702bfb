/// One spec's attributes or one platform scope's (`source_files` → the value where it was set),
/// as `PodBuildSpec` keeps them: each name once, in the order first set. A spec sets a few (a
/// subspec two or three, a root a dozen or two), so a name is found by comparing names instead
/// of hashing it into a table made, grown and freed for every spec of every podspec read; past
/// `indexedFrom` names, an index finds them (thousands of made-up attributes stay linear).
///
/// A table as far as anyone reading it can tell: equal and hashed whatever the order, looked up
/// and set by name (`nil` removes), iterated as `(key, value)` pairs, written as a dictionary
/// literal. Only its iteration order is its own (the order first set, where a dictionary's is
/// arbitrary): nothing may depend on it but a reader that sorts.
public struct PodAttributes: Sendable {
    public typealias Value = Located<PodValue>
    public typealias Element = (key: String, value: Value)

    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline let name: String
        @usableFromInline var value: Value
        /// `name`'s UTF-8 length, kept beside it: `position(of:)` passes over the names of another
        /// length by one load each (a `String`'s length is read through its small or large
        /// form, ≈10 instructions an entry, for every lookup).
        @usableFromInline let length: Int

        /// An entry of `name`, whose UTF-8 length is `length`.
        @inlinable
        init(name: String, value: Value, length: Int) {
            self.name = name
            self.value = value
            self.length = length
        }
    }

    /// In the order first set (one list: one allocation per spec).
    @usableFromInline var entries: [Entry] = []
    /// Name → position, once there are `indexedFrom` names.
    @usableFromInline var index: [String: Int]?

    /// How many names are compared one by one before an index is made.
    public static var indexedFrom: Int { 24 }

    @inlinable
    public init() {}

    /// Room for `minimumCapacity` attributes, made once.
    @inlinable
    public init(minimumCapacity: Int) {
        if minimumCapacity > 0 { entries.reserveCapacity(minimumCapacity) }
    }

    public var isEmpty: Bool { entries.isEmpty }
    public var count: Int { entries.count }
    /// The names, in the order first set.
    public var keys: [String] { entries.map(\.name) }
    /// The values, in the order their names were first set.
    public var values: [Value] { entries.map(\.value) }

    /// Where `name` is. Names of another length are passed over by their length, kept beside
    /// each name (`==` of two different names is a call).
    @inlinable
    func position(of name: String) -> Int? {
        if let index { return index[name] }
        let length = name.utf8.count
        for i in entries.indices where entries[i].length == length && entries[i].name == name { return i }
        return nil
    }

    /// The value of `name`; setting one replaces an earlier value in its place, `nil` removes it.
    public subscript(name: String) -> Value? {
        @inlinable get {
            guard let i = position(of: name) else { return nil }
            return entries[i].value
        }
        set {
            if let i = position(of: name) {
                if let newValue {
                    entries[i].value = newValue
                } else {
                    entries.remove(at: i)
                    if index != nil { reindex() }
                }
            } else if let newValue {
                append(name, newValue)
            }
        }
    }

    /// Adds `name`, which is not there yet (a reader whose names are each set once: the podspec
    /// host's recorded attributes). Both are taken (`consuming`): a reader that moves them in
    /// has them moved into the entry, not copied there and its own released after.
    @inlinable
    public mutating func append(_ name: consuming String, _ value: consuming Value) {
        let length = name.utf8.count
        append(name, utf8Count: length, value)
    }

    /// `append(_:_:)` of a name whose UTF-8 length `utf8Count` the reader has already (the
    /// podspec host keeps each recorded name's): not read again through the string's form.
    @inlinable
    package mutating func append(_ name: consuming String, utf8Count: Int, _ value: consuming Value) {
        if index != nil { index![copy name] = entries.count }
        entries.append(Entry(name: name, value: value, length: utf8Count))
        if index == nil, entries.count >= Self.indexedFrom { reindex() }
    }

    @usableFromInline
    mutating func reindex() {
        guard entries.count >= Self.indexedFrom else {
            index = nil
            return
        }
        var made = [String: Int](minimumCapacity: entries.count * 2)
        for i in entries.indices { made[entries[i].name] = i }
        index = made
    }

    /// The attributes whose value passes `isIncluded`, in the same order.
    public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> PodAttributes {
        var result = PodAttributes()
        for i in entries.indices where try isIncluded((entries[i].name, entries[i].value)) { result.append(entries[i].name, entries[i].value) }
        return result
    }

    /// Name → `transform` of each value, as a dictionary.
    public func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> [String: T] {
        var result = [String: T](minimumCapacity: entries.count)
        for i in entries.indices { result[entries[i].name] = try transform(entries[i].value) }
        return result
    }
}

extension PodAttributes: Sequence {
    public struct Iterator: IteratorProtocol {
        let attributes: PodAttributes
        var position = 0

        public mutating func next() -> Element? {
            guard position < attributes.entries.count else { return nil }
            defer { position += 1 }
            return (attributes.entries[position].name, attributes.entries[position].value)
        }
    }

    public func makeIterator() -> Iterator { Iterator(attributes: self) }

    public var underestimatedCount: Int { entries.count }
}

extension PodAttributes: ExpressibleByDictionaryLiteral {
    /// A later value of a name written twice replaces the earlier one.
    public init(dictionaryLiteral elements: (String, Value)...) {
        self.init(minimumCapacity: elements.count)
        for (name, value) in elements { self[name] = value }
    }
}

extension PodAttributes: UnorderedPairs {
    public typealias PairValue = Value
}
