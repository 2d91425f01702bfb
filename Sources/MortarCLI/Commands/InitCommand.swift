import MortarCore
import MortarFormats
import MortarOutput
import MortarWorkspace

/// `mortar init`: writes a starter `mortar.json`, never over an existing file.
struct InitCommand: Command {
    static let name = "init"
    static let summary = "Write a starter mortar.json"
    static let positionals: String? = "[PODFILE]"
    static let options: [OptionSpec] = [
        OptionSpec("--output", value: "PATH", help: "Where to write it (default: mortar.json, beside the Podfile with --from-podfile)"),
        OptionSpec("--from-podfile", help: "Write the mortar.json to put beside PODFILE (default: Podfile) instead of a starter"),
        .format(),
    ]
    static let help = CommandHelp.initManifest

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let json = context.option(arguments.wantsJSON) else { return .usage }
        var options = InitService.Options(output: arguments.value("--output"))
        if arguments.flag("--from-podfile") {
            // None named: the one `pod install` would read here (CocoaPods' names, in its order).
            options.podfile = arguments.positionals.first ?? context.services.loader().podfilePath() ?? "Podfile"
        } else if let extra = arguments.positionals.first {
            return context.usage(UsageError.unexpectedArgument(
                extra, position: arguments.position(ofPositional: 0), command: name, help: "a Podfile is named only with --from-podfile"))
        }
        var messages: [ServiceMessage] = []
        let result = InitService.run(options, context.services, messages: &messages)
        context.render(messages)
        switch result {
        case let .success(outcome) where json:
            context.stdout.write(ServiceJSON.initialized(outcome, messages))
            return outcome.gitIgnoreFailed ? .failure : .success
        case let .success(outcome):
            context.stdout.write("wrote \(outcome.written); \(outcome.next), then run 'mortar check --manifest \(outcome.manifest)'\n")
            context.stdout.write(ServiceText.gitIgnore(outcome.gitIgnore))
            return outcome.gitIgnoreFailed ? .failure : .success
        case .failure(.exists): return context.stopped(messages, json: json, .failure)
        case .failure(.usage): return context.stopped(messages, json: json)
        }
    }
}
