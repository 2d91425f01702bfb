import MortarCore
import MortarWorkspace

/// `mortar bootstrap`: the main job. Fetches every module, then checks the whole graph.
struct BootstrapCommand: Command {
    static let name = "bootstrap"
    static let summary = "Fetch every module, then check the graph (the main job)"
    static let positionals: String? = nil
    static let options: [OptionSpec] = [ManifestSession.manifestOption] + FetchCommand.fetchOptions + [
        OptionSpec("--strict", help: "Fail on warnings of the check too"),
        ManifestSession.cacheOption,
    ]
    static let help = """
        Runs 'mortar fetch' (see 'mortar help fetch' for what it does to each checkout and for
        the lock file), then 'mortar check' on the fetched workspace, and prints both reports.
        The check runs even when some modules could not be fetched, so every problem shows at
        once.

        EXIT STATUS: 0 every module in place and no errors, 1 a module skipped or failed or a
        finding at error level (or a warning with --strict), 2 unusable input.
        """

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let session = ManifestSession(arguments, context), let manifest = session.integrator(context) else { return .usage }
        let fetched = FetchCommand.fetch(manifest, session: session, arguments, context, json: false)
        if fetched == .usage { return .usage }
        context.stdout.write("\n")
        let checked = CheckCommand.report(session.loader.load(manifest), format: .text, strict: arguments.flag("--strict"), context)
        return fetched == .success && checked == .success ? .success : (checked == .usage ? .usage : .failure)
    }
}
