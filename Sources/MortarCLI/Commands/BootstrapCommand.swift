import MortarCore
import MortarFormats
import MortarOutput
import MortarWorkspace

/// `mortar bootstrap`: the main job. Fetches every module, checks the whole graph, then writes
/// the composite manifests.
struct BootstrapCommand: Command {
    static let name = "bootstrap"
    static let summary = "Fetch every module, check the graph, generate the manifests (the main job)"
    static let positionals: String? = nil
    static let options: [OptionSpec] = [.manifest] + FetchCommand.fetchOptions + [
        OptionSpec("--strict", help: "Fail on warnings of the check too"),
        OptionSpec("--force", help: "Generate even when the check found errors (it never replaces a file Mortar did not write)"),
        OptionSpec("--no-gitignore", help: "Leave .gitignore alone (by default the checkouts folder and .mortar are added to it, once)"),
        OptionSpec("--integrate", help: "A Podfile app: end with 'mortar integrate' (its Xcode project) once generate wrote everything"),
        .format(),
    ] + GenerateCommand.generateOptions + [.cacheDirectory, .runManifests]
    static let help = """
        First refuses (exit 2) any output that 'mortar generate' or 'mortar fetch' would
        refuse (one naming a file Mortar reads or another output's file, in git's own files,
        or replacing a file Mortar did not write), before anything is fetched or written;
        --force does not replace such a file ('mortar generate --force' does, once). Then
        makes sure the .gitignore beside the manifest ignores the checkouts folder (or only
        each cloned module's folder in it, when the app keeps anything of its own there, such
        as :path modules), .mortar (caches) and mortar.local.json, and for a Podfile app its
        CocoaPods.podfile:
        missing entries are appended once, under one comment line, and the
        file's own lines are never changed or reordered (--no-gitignore skips this).
        Then runs 'mortar fetch' (see 'mortar help fetch' for what it does to each checkout and for
        the lock file), then 'mortar check' on the fetched workspace, then 'mortar generate'
        (see 'mortar help generate'), and prints each report. The check runs even when some
        modules could not be fetched, so every problem shows at once; generation is skipped,
        and said so, when the check found errors, unless --force. --format json prints one
        JSON document instead of the reports: "gitignore", "fetch" (as 'mortar fetch --format
        json'), "check" (as 'mortar check --format json'), "generate" ("skipped", or each file's
        "path" and "status" and the "findings"), "integrate" (with --integrate, as 'mortar
        integrate --format json'), and the "diagnostics" and "messages" said.

        --integrate, for a Podfile app, ends the move from CocoaPods: once generate wrote or
        found current every file, it runs 'mortar integrate' on the app's Xcode project (see
        'mortar help integrate': CocoaPods' integration out, the packages in, each target
        linked to its products; the Podfile, Podfile.lock and Pods/ stay). Without it the Xcode
        project is never touched.

        EXIT STATUS: 0 every module in place, no errors, files written or current (and with
        --integrate, the project integrated); 1 a module skipped or failed, a finding at error
        level (or a warning with --strict), a file that could not be written, or integrate
        refused; 2 unusable input.
        """

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let json = context.option({ try arguments.choice("--format", default: TextOrJSON.text) == .json }),
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
