/// A command line read against a command's options.
public struct ParsedArguments: Hashable, Sendable {
    /// Values by option name (`--jobs` → ["8"]); a repeated option keeps every value.
    public var values: [String: [String]]
    /// Flags given (`--strict`).
    public var flags: Set<String>
    public var positionals: [String]
    /// Where each positional stood in the arguments parsed (0 is the first after the command).
    public var positionalIndices: [Int] = []

    public init(values: [String: [String]] = [:], flags: Set<String> = [], positionals: [String] = []) {
        self.values = values
        self.flags = flags
        self.positionals = positionals
    }

    /// The last value given for `name`.
    public func value(_ name: String) -> String? { values[name]?.last }

    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The position of positional `index` in the command line, the command's name being
    /// argument 1 (`mortar check extra`: 'extra' is argument 2).
    public func position(ofPositional index: Int) -> Int {
        (index < positionalIndices.count ? positionalIndices[index] : index) + 2
    }

    /// The raw command line asks for `--format json` (or `--format=json`): read before parsing,
    /// so that a usage error is one JSON document too.
    public static func asksForJSON(_ arguments: [String]) -> Bool {
        arguments.contains("--format=json") || zip(arguments, arguments.dropFirst()).contains { $0 == "--format" && $1 == "json" }
    }
}
