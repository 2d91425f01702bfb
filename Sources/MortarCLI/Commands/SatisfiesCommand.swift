import MortarCore
import MortarOutput
import MortarWorkspace

/// `mortar satisfies REQUIREMENT VERSION...`: does each version satisfy the requirement?
/// One line per version, `VERSION yes` or `VERSION no`, in the order given.
struct SatisfiesCommand: Command {
    static let name = "satisfies"
    static let summary = "Tell whether versions satisfy a requirement"
    static let options: [OptionSpec] = [.format()]
    static let positionals: String? = "REQUIREMENT VERSION..."
    static let help = CommandHelp.satisfies

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let json = context.option(arguments.wantsJSON) else { return .usage }
        guard arguments.positionals.count >= 2 else {
            return context.usage(UsageError.wrongArguments(command: name, expected: "a requirement and at least one version"))
        }
        switch SatisfiesService.run(requirement: arguments.positionals[0], versions: Array(arguments.positionals.dropFirst())) {
        case let .success(answers):
            context.stdout.write(json ? ServiceJSON.satisfies(answers) : ServiceText.satisfies(answers))
            return .success
        case let .failure(error):
            let messages = error.problems.map(ServiceMessage.usage)
            context.render(messages)
            return context.stopped(messages, json: json)
        }
    }
}
