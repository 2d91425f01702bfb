import MortarCore
import MortarFormats
import MortarOutput
import MortarWorkspace

/// `mortar resolve`: chooses pins from the versions that exist and writes them back.
struct ResolveCommand: Command {
    static let name = "resolve"
    static let summary = "Choose pins from the tags that exist and write them into the manifest"
    static let options: [OptionSpec] = .workspace([
        OptionSpec("--update", optionalValue: "NAMES", help: "Let every pin move, or only the comma-separated NAMES (--update=A,B)"),
        OptionSpec("--dry-run", help: "Print the pins it would write, write nothing"),
        OptionSpec("--offline", help: "Use only tags and manifests cached by an earlier run"),
        .format(),
    ])
    static let help = CommandHelp.resolve

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let json = context.option(arguments.wantsJSON),
              let session = context.session(arguments) else { return .usage }
        let options = ResolveService.Options(
            update: arguments.flag("--update"), updateNames: arguments.value("--update"), dryRun: arguments.flag("--dry-run"), offline: arguments.flag("--offline"))
        var messages: [ServiceMessage] = []
        let result = ResolveService.run(session, options: options, messages: &messages)
        context.render(messages)
        switch result {
        case .failure(.usage): return context.stopped(messages, json: json)
        case let .failure(.unsatisfiable(failure)):
            if json {
                context.stdout.write(ServiceJSON.resolveFailure(failure, messages))
            } else {
                context.render([.diagnostics([failure.diagnostic])])
            }
            return .failure
        case let .success(outcome):
            context.stdout.write(json ? ServiceJSON.document(outcome.json(), messages) : outcome.text())
            return .success
        }
    }
}
