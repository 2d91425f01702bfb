import OrderedCollections
import Logging

/// An in-memory key-value store that remembers insertion order.
public final class Store {
    private var items: OrderedDictionary<String, String> = [:]
    private let logger = Logger(label: "storage")

    public init() {}

    public func put(_ key: String, _ value: String) {
        logger.debug("put \(key)")
        items[key] = value
    }

    public func get(_ key: String) -> String? { items[key] }

    /// Keys in the order they were first stored.
    public var keys: [String] { Array(items.keys) }
}
