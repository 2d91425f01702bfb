/// An option a command accepts: `--manifest PATH` (takes a value) or `--strict` (a flag).
public struct OptionSpec: Hashable, Sendable {
    public var name: String
    /// The value's placeholder in help (`PATH`); nil for a flag.
    public var valueName: String?
    public var help: String

    public init(_ name: String, value valueName: String? = nil, help: String) {
        self.name = name
        self.valueName = valueName
        self.help = help
    }

    public var takesValue: Bool { valueName != nil }

    /// `--manifest PATH`, for help text.
    public var synopsis: String { valueName.map { "\(name) \($0)" } ?? name }
}
