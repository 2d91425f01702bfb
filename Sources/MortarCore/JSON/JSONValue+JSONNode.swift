extension JSONValue {
    /// A parsed JSON node as a value to write or compare (member order kept).
    public init(_ node: JSONNode) {
        switch node.value {
        case let .object(members): self = .object(members.map { ($0.key, JSONValue($0.value)) })
        case let .array(elements): self = .array(elements.map(JSONValue.init))
        case let .string(s): self = .string(s)
        case let .number(n): self = .number(n)
        case let .bool(b): self = .bool(b)
        case .null: self = .null
        }
    }

    /// The value with every object's keys sorted: equal for the same JSON whatever the key order.
    public var sortedKeys: JSONValue {
        switch self {
        case let .object(members): return .object(members.map { ($0.0, $0.1.sortedKeys) }.sorted { $0.0 < $1.0 })
        case let .array(elements): return .array(elements.map(\.sortedKeys))
        default: return self
        }
    }

    /// The member named `key` of an object.
    public subscript(key: String) -> JSONValue? {
        if case let .object(members) = self { return members.first { $0.0 == key }?.1 }
        return nil
    }
}
