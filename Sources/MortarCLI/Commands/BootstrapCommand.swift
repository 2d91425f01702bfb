import MortarCore
import MortarFormats
import MortarOutput
import MortarWorkspace

/// `mortar bootstrap`: the main job. Fetches every module, checks the whole graph, then writes
/// the composite manifests.
struct BootstrapCommand: Command {
    static let name = "bootstrap"
    static let summary = "Fetch every module, check the graph, generate the manifests (the main job)"
    static let options: [OptionSpec] = [.manifest] + FetchCommand.fetchOptions + [
        OptionSpec("--strict", help: "Fail on warnings of the check too"),
        OptionSpec("--force", help: "Generate even when the check found errors (it never replaces a file Mortar did not write)"),
        OptionSpec("--no-gitignore", help: "Leave .gitignore alone (by default the checkouts folder and .mortar are added to it, once)"),
        OptionSpec("--integrate", help: "A Podfile app: end with 'mortar integrate' (its Xcode project) once generate wrote everything"),
        .format(),
    ] + GenerateCommand.generateOptions + [.cacheDirectory, .runManifests]
    static let help = CommandHelp.bootstrap

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let json = context.option(arguments.wantsJSON),
              let fetch = context.option({ try FetchCommand.serviceOptions(arguments) }),
              let session = context.session(arguments) else { return .usage }
        let options = BootstrapService.Options(
            fetch: fetch, check: .init(strict: arguments.flag("--strict")), generate: GenerateCommand.serviceOptions(arguments),
            force: arguments.flag("--force"), gitIgnore: !arguments.flag("--no-gitignore"), useLocal: arguments.flag("--use-local"),
            integrate: arguments.flag("--integrate"))
        var messages: [ServiceMessage] = []
        let progress = context.isTerminal && !json ? FetchProgress(output: context.stdout) : nil
        let result = BootstrapService.run(session, options: options, messages: &messages) { progress?.handle($0, total: $1) }
        progress?.clear()
        context.render(messages)
        let outcome: BootstrapService.Outcome
        switch result {
        case let .failure(stop): return context.stopped(messages, json: json, stop == .usage ? .usage : .failure)
        case let .success(value): outcome = value
        }
        if json {
            context.render((outcome.fetch?.messages ?? []) + (outcome.generate?.messages ?? []))
            context.stdout.write(ServiceJSON.bootstrap(outcome, messages: messages))
        } else {
            BootstrapRenderer.text(
                outcome, manifestName: session.layout.manifestName, color: context.useColor, stdout: context.stdout, stderr: context.stderr)
        }
        return outcome.stopped ? .usage : outcome.succeeded ? .success : .failure
    }
}
