/// One `mortar` subcommand, in its own file under `Commands/`, listed in `CLI.commands`.
public protocol Command: Sendable {
    /// The word that selects it (`check`).
    static var name: String { get }
    /// One line for `mortar help`.
    static var summary: String { get }
    /// The options it takes: the parser rejects others with "did you mean".
    static var options: [OptionSpec] { get }
    /// Positional arguments: `nil` for none (the default), or a name for usage text (`REQUIREMENT VERSION...`).
    static var positionals: String? { get }
    /// The full help text after the usage line: what it does, each option, exit codes.
    static var help: String { get }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode
}

extension Command {
    /// Most commands take no positional arguments.
    public static var positionals: String? { nil }
}
