/// A spec's `default_subspecs`, as CocoaPods' `Specification#default_subspecs` answers it: the
/// one reading of the attribute (`default_subspecs` or its singular `default_subspec`; a
/// string, a symbol or a list; `:none`), read from a spec tree by `PodBuildSpec.defaultSubspecs`,
/// which the graph's component, the converter and the migration's facts all ask. Only the root
/// may set it (`root_attribute`); a subspec's is unset.
public enum PodDefaultSubspecs: Hashable, Sendable {
    /// Not set: depending on the spec means every library subspec.
    case unset
    /// `:none` (or `'none'`): depending on the spec means none of its subspecs.
    case none
    /// The subspecs named, by their own names (`Core`, not `Pod/Core`), in order.
    case named([String])

    /// The attribute's value as read (`'Core'`, `%w[Core UI]`, `:none`); nil, or an empty list,
    /// is unset. Any other value type names nothing (unset), as `Array(value)` of a hash does
    /// not name a subspec either.
    public init(_ value: PodValue?) {
        let names = value?.strings ?? []
        if names.first == "none" {
            self = .none
        } else {
            self = names.isEmpty ? .unset : .named(names)
        }
    }

    /// The names as written, in order: empty when unset, `none` for `:none`. What
    /// `Component.defaultSubspecs` and `describe` show.
    public var written: [String] {
        switch self {
        case .unset: return []
        case .none: return ["none"]
        case let .named(names): return names
        }
    }

    /// The names in full under `spec` (`Pod/Core`), as `written`.
    public func qualified(under spec: String) -> [String] {
        written.map { "\(spec)/\($0)" }
    }

    /// Whether a dependency on the spec brings its direct subspec named `baseName` (`Core`).
    public func selects(_ baseName: String) -> Bool {
        switch self {
        case .unset: return true
        case .none: return false
        case let .named(names): return names.contains(baseName)
        }
    }
}
