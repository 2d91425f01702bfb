import MortarCore
import MortarOutput
import MortarWorkspace

/// `mortar why NAME`: every dependency path from the app's roots to NAME.
struct WhyCommand: Command {
    static let name = "why"
    static let summary = "Show why a module or pin is in the app: every path from the roots to it"
    static let positionals: String? = "NAME"
    static let options: [OptionSpec] = .workspace([
        OptionSpec("--limit", value: "N", help: "Show at most N paths (default 20)"),
        .format(),
    ])
    static let help = """
        Lists the dependency paths from the app's roots to NAME (a module or a third-party
        package: a pin, a pod of the Podfile or of its Podfile.lock, or a dependency pinned
        nowhere), shortest first, each edge with the manifest line that declares it (edges between
        pods come from Podfile.lock). For a package, a first line says where its version is pinned.
        The roots are the modules no other module depends on (when every module is depended on,
        every module) and the Podfile's own pods nothing depends on. Paths never visit a node
        twice, so cycles are safe. --format json prints the same as one JSON document: "target",
        "package", "pin", "isRoot", "truncated" and "paths", each a list of edges with "from",
        "to" and "location".

        EXIT STATUS: 0 printed (also when nothing depends on NAME), 2 unusable input (no NAME, an
        unknown NAME, a bad option, a manifest that cannot be read).
        """

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let json = context.option({ try arguments.choice("--format", default: TextOrJSON.text) == .json }) else { return .usage }
        guard arguments.positionals.count == 1, let target = arguments.positionals.first else {
            context.stderr.write("error: \(UsageError.wrongArguments(command: name, expected: "one module or pin NAME"))\n")
            return .usage
        }
        guard let limit = context.option({ try arguments.wholeNumber("--limit", from: 1) ?? WhyService.defaultLimit }),
              let session = context.session(arguments) else { return .usage }
        var messages: [ServiceMessage] = []
        let outcome = WhyService.run(session, target: target, limit: limit, messages: &messages)
        context.render(messages)
        guard let outcome else { return context.stopped(messages, json: json) }
        context.stdout.write(json ? ServiceJSON.document(outcome.json(), messages) : outcome.text())
        return .success
    }
}
