/// A podspec attribute's value as the DSL or the JSON writes it: a string, a boolean, a list,
/// or a map (`resource_bundles`, `pod_target_xcconfig`). Numbers are kept as their text.
public enum PodValue: Hashable, Sendable {
    case string(String)
    case bool(Bool)
    case list([PodValue])
    /// Keys sorted, each once: a map's order never matters to a build.
    case map(PodMap)

    /// The strings of a string or a (nested) list of strings, in order; empty for anything else.
    public var strings: [String] {
        switch self {
        case let .string(s): return [s]
        case let .list(items): return items.flatMap(\.strings)
        case .bool, .map: return []
        }
    }

    /// The single string, or the strings joined by a space (how CocoaPods reads a list given to
    /// a string attribute such as `compiler_flags`).
    public var text: String? {
        switch self {
        case let .string(s): return s
        case let .bool(b): return b ? "true" : "false"
        case let .list(items): return items.compactMap(\.text).joined(separator: " ")
        case .map: return nil
        }
    }

    /// The boolean, or `true`/`false` written as a string.
    public var boolValue: Bool? {
        switch self {
        case let .bool(b): return b
        case let .string(s): return s == "true" ? true : s == "false" ? false : nil
        default: return nil
        }
    }

    /// The entries of a map; empty for anything else.
    public var entries: PodMap {
        if case let .map(m) = self { return m }
        return PodMap()
    }
}
