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
    static let help = CommandHelp.why

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let json = context.option(arguments.wantsJSON) else { return .usage }
        guard arguments.positionals.count == 1, let target = arguments.positionals.first else {
            return context.usage(UsageError.wrongArguments(command: name, expected: "one module or pin NAME"))
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
