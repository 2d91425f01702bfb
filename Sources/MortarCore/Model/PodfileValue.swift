/// A literal a Podfile passes to a DSL method, as Ruby wrote it: what a generated Podfile
/// writes back (strings through the Ruby escaper, the rest from a closed set of tokens).
public indirect enum PodfileValue: Hashable, Sendable {
    case string(String)
    /// `:static` (the name without the colon).
    case symbol(String)
    case bool(Bool)
    /// An integer or a float, as written (digits, `.`, `-` only).
    case number(String)
    case nilValue
    case array([PodfileValue])
    /// In written order.
    case hash([PodfileHashEntry])

    /// The text of a string or a symbol.
    public var text: String? {
        switch self {
        case let .string(text), let .symbol(text): return text
        default: return nil
        }
    }

    /// The strings of an array (or of one string).
    public var texts: [String] {
        switch self {
        case let .array(items): return items.compactMap(\.text)
        default: return text.map { [$0] } ?? []
        }
    }
}

/// One `key => value` of a Podfile hash, in written order.
public struct PodfileHashEntry: Hashable, Sendable {
    public var key: PodfileValue
    public var value: PodfileValue

    public init(_ key: PodfileValue, _ value: PodfileValue) {
        self.key = key
        self.value = value
    }
}
