import MortarCore

/// A file a command is about to write, with where its path comes from.
public struct PlannedOutput: Hashable, Sendable {
    /// Absolute and normalized.
    public var path: String
    /// As the user should see it.
    public var shown: String
    /// Where the path was chosen, for messages: `--podfile`, `outputs.podfile`, `the umbrella
    /// source of outputs.swiftpm`.
    public var origin: String
    /// Where the path is written in a manifest, when it is; nil for an option or a default.
    public var location: SourceLocation?
    /// How to choose another path (`pass --podfile PATH …`).
    public var help: String
    /// True for a path given on the command line (`--podfile`): the user's own choice of place.
    public var chosenOnCommandLine: Bool
    /// How to have a file Mortar did not write replaced anyway, when a command can; nil when
    /// it cannot (fetch's lock: the file has to be moved aside).
    public var forceHint: String? = "run 'mortar generate --force' to replace it"
    /// What marks the file as Mortar's (`GenerationInput.isGenerated`), for messages.
    public var mark = "'\(GenerationInput.headerMark)…' header"

    public init(path: String, shown: String, origin: String, location: SourceLocation? = nil, help: String, chosenOnCommandLine: Bool = false) {
        self.chosenOnCommandLine = chosenOnCommandLine
        self.path = path
        self.shown = shown
        self.origin = origin
        self.location = location
        self.help = help
    }
}
