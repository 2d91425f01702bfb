/// A JSON value that remembers where it was written. Object members keep their order.
public struct JSONNode: Hashable, Sendable {
    // Not `indirect`: arrays already box the recursive cases, and one allocation less per
    // value is what reading thousands of manifests spends most on.
    public enum Value: Hashable, Sendable {
        case object([JSONMember])
        case array([JSONNode])
        case string(String)
        /// The number as written (`1`, `1.50`, `-2e3`): callers decide how to read it.
        case number(String)
        case bool(Bool)
        case null
    }

    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// The kind of value, as an error message names it (`an object`, `a string`).
    public var kindDescription: String {
        switch value {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }

    public var stringValue: String? {
        if case let .string(s) = value { return s }
        return nil
    }

    public var boolValue: Bool? {
        if case let .bool(b) = value { return b }
        return nil
    }

    public var arrayValue: [JSONNode]? {
        if case let .array(a) = value { return a }
        return nil
    }

    public var members: [JSONMember]? {
        if case let .object(m) = value { return m }
        return nil
    }

    /// The first member named `key` of an object.
    public subscript(key: String) -> JSONNode? {
        members?.first { $0.key == key }?.value
    }
}

/// `"key": value` inside an object, with the key's own location.
public struct JSONMember: Hashable, Sendable {
    public var key: String
    public var keyLocation: SourceLocation
    public var value: JSONNode
}
