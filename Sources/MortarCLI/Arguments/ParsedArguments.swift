/// A command line read against a command's options.
public struct ParsedArguments: Hashable, Sendable {
    /// Values by option name (`--jobs` → ["8"]); a repeated option keeps every value.
    public var values: [String: [String]]
    /// Flags given (`--strict`).
    public var flags: Set<String>
    public var positionals: [String]

    public init(values: [String: [String]] = [:], flags: Set<String> = [], positionals: [String] = []) {
        self.values = values
        self.flags = flags
        self.positionals = positionals
    }

    /// The last value given for `name`.
    public func value(_ name: String) -> String? { values[name]?.last }

    public func flag(_ name: String) -> Bool { flags.contains(name) }
}
