/// An option a command accepts: `--manifest PATH` (takes a value) or `--strict` (a flag).
public struct OptionSpec: Hashable, Sendable {
    public var name: String
    /// The value's placeholder in help (`PATH`); nil for a flag.
    public var valueName: String?
    public var help: String
    /// A flag that may also carry a value written `--name=VALUE` (`--update[=NAMES]`): the
    /// flag is set either way and the value, when given, is kept in `values`.
    public var optionalValueName: String?

    public init(_ name: String, value valueName: String? = nil, help: String) {
        self.name = name
        self.valueName = valueName
        self.help = help
    }

    /// A flag with an optional `=VALUE` (`--update` or `--update=A,B`).
    public init(_ name: String, optionalValue valueName: String, help: String) {
        self.name = name
        self.valueName = nil
        self.help = help
        self.optionalValueName = valueName
    }

    public var takesValue: Bool { valueName != nil }

    /// `--manifest PATH` or `--update[=NAMES]`, for help text.
    public var synopsis: String {
        if let optionalValueName { return "\(name)[=\(optionalValueName)]" }
        return valueName.map { "\(name) \($0)" } ?? name
    }
}
