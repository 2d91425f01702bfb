import MortarCore
import MortarFormats
import MortarWorkspace

/// `mortar describe FILE`: reads any supported manifest and prints the model Mortar sees.
struct DescribeCommand: Command {
    static let name = "describe"
    static let summary = "Print the model Mortar reads from one manifest"
    static let positionals: String? = "FILE"
    static let options: [OptionSpec] = [.format(), .cacheDirectory, .runManifests]
    static let help = CommandHelp.describe

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let json = context.option(arguments.wantsJSON) else { return .usage }
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            return context.usage(UsageError.wrongArguments(command: name, expected: "exactly one FILE"))
        }
        var messages: [ServiceMessage] = []
        let options = DescribeService.Options(cacheDirectory: arguments.value("--cache-dir"), runManifests: arguments.flag("--run-manifests"))
        let description = DescribeService.run(path: path, options: options, context.services, messages: &messages)
        context.render(messages)
        guard let description else { return context.stopped(messages, json: json) }
        context.stdout.write(json ? ServiceJSON.document(description.json, messages) : description.text)
        return .success
    }
}
