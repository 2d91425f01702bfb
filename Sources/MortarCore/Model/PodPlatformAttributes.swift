/// A spec's platform scopes (`ios` → the attributes set as `s.ios.frameworks = …`), as
/// `PodBuildSpec.platformAttributes` keeps them: each platform once, in the order first set.
/// A spec has none or a few (the platforms CocoaPods knows), so a platform is found by
/// comparing names instead of hashing it into a table made and freed for every spec that has
/// a scope, and looked up again for every platform by every reader.
///
/// A table as far as anyone reading it can tell: equal and hashed whatever the order, looked up
/// and set by platform (`nil` removes), iterated as `(key, value)` pairs, written as a
/// dictionary literal. Only its iteration order is its own (the order first set, where a
/// dictionary's is arbitrary): nothing may depend on it but a reader that sorts.
public struct PodPlatformAttributes: Sendable {
    public typealias Element = (key: String, value: PodAttributes)

    /// One platform and its scope's attributes. A struct, not the `Element` tuple: an array of
    /// tuples is destroyed element by element by the runtime's generic `tuple_destroy`, an array
    /// of structs by the struct's own destroy.
    @usableFromInline
    struct Scope: Sendable {
        @usableFromInline let key: String
        @usableFromInline var value: PodAttributes

        @inlinable
        init(_ key: String, _ value: PodAttributes) {
            self.key = key
            self.value = value
        }
    }

    /// In the order first set.
    @usableFromInline var scopes: [Scope] = []

    @inlinable
    public init() {}

    /// Room for `minimumCapacity` platforms, made once.
    @inlinable
    public init(minimumCapacity: Int) {
        if minimumCapacity > 0 { scopes.reserveCapacity(minimumCapacity) }
    }

    public var isEmpty: Bool { scopes.isEmpty }
    public var count: Int { scopes.count }
    /// The platforms, in the order first set.
    public var keys: [String] { scopes.map(\.key) }
    /// The scopes' attributes, in the order their platforms were first set.
    public var values: [PodAttributes] { scopes.map(\.value) }

    @inlinable
    func position(of platform: String) -> Int? {
        for i in scopes.indices where scopes[i].key == platform { return i }
        return nil
    }

    /// The attributes of `platform`'s scope; setting replaces them in their place, `nil` removes.
    public subscript(platform: String) -> PodAttributes? {
        @inlinable get {
            guard let i = position(of: platform) else { return nil }
            return scopes[i].value
        }
        set {
            if let i = position(of: platform) {
                if let newValue { scopes[i].value = newValue } else { scopes.remove(at: i) }
            } else if let newValue {
                scopes.append(Scope(platform, newValue))
            }
        }
    }

    /// The attributes of `platform`'s scope, `defaultValue` (added when changed) if it has none.
    public subscript(platform: String, default defaultValue: @autoclosure () -> PodAttributes) -> PodAttributes {
        get { self[platform] ?? defaultValue() }
        set { self[platform] = newValue }
    }

    /// Adds `platform`, which is not there yet (a reader whose scopes are each added once).
    @inlinable
    public mutating func append(_ platform: consuming String, _ attributes: consuming PodAttributes) {
        scopes.append(Scope(platform, attributes))
    }

    /// Platform → `transform` of its attributes, as a dictionary.
    public func mapValues<T>(_ transform: (PodAttributes) throws -> T) rethrows -> [String: T] {
        var result = [String: T](minimumCapacity: scopes.count)
        for i in scopes.indices { result[scopes[i].key] = try transform(scopes[i].value) }
        return result
    }
}

extension PodPlatformAttributes: RandomAccessCollection {
    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { scopes.count }
    @inlinable public subscript(position: Int) -> Element { (scopes[position].key, scopes[position].value) }
}

extension PodPlatformAttributes: ExpressibleByDictionaryLiteral {
    /// A later value of a platform written twice replaces the earlier one.
    public init(dictionaryLiteral elements: (String, PodAttributes)...) {
        self.init()
        for (platform, attributes) in elements { self[platform] = attributes }
    }
}

extension PodPlatformAttributes: UnorderedPairs {
    public typealias PairValue = PodAttributes
}
