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
    static let options: [OptionSpec] = [ManifestSession.manifestOption] + FetchCommand.fetchOptions + [
        OptionSpec("--strict", help: "Fail on warnings of the check too"),
        OptionSpec("--force", help: "Generate even when the check found errors (it never replaces a file Mortar did not write)"),
        OptionSpec("--no-gitignore", help: "Leave .gitignore alone (by default the checkouts folder and .mortar are added to it, once)"),
        OptionSpec("--integrate", help: "A Podfile app: end with 'mortar integrate' (its Xcode project) once generate wrote everything"),
        OptionSpec("--format", value: "FORMAT", help: "text (default) or json"),
    ] + GenerateCommand.generateOptions + [ManifestSession.cacheOption, ManifestSession.runManifestsOption]
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
              let session = ManifestSession.open(arguments, context) else { return .usage }
        var generate = Generate.Options(arguments, manifestPath: session.layout.manifest).service
        generate.check = false
        let options = BootstrapService.Options(
            fetch: fetch, check: .init(strict: arguments.flag("--strict")), generate: generate, force: arguments.flag("--force"),
            gitIgnore: !arguments.flag("--no-gitignore"), useLocal: arguments.flag("--use-local"),
            integrate: arguments.flag("--integrate"))
        var messages: [ServiceMessage] = []
        let progress = context.isTerminal && !json ? FetchProgress(output: context.stdout) : nil
        let result = BootstrapService.run(session, options: options, messages: &messages) { progress?.handle($0, total: $1) }
        progress?.clear()
        context.render(messages)
        switch result {
        case let .failure(stop): return context.stopped(messages, json: json, stop == .usage ? .usage : .failure)
        case let .success(outcome) where json:
            context.render((outcome.fetch?.messages ?? []) + (outcome.generate?.messages ?? []))
            context.stdout.write(ServiceJSON.bootstrap(outcome, messages: messages))
            return outcome.stopped ? .usage : outcome.succeeded ? .success : .failure
        case let .success(outcome):
            GitIgnoreStep.report(outcome.gitIgnore, context)
            return report(outcome, manifestName: session.layout.manifestName, context)
        }
    }

    /// Prints each step's report in order, a blank line between them, and returns the exit code.
    static func report(_ outcome: BootstrapService.Outcome, manifestName: String, _ context: CommandContext) -> ExitCode {
        guard let fetch = outcome.fetch else { return .failure }
        context.render(fetch.messages)
        if FetchCommand.report(fetch.value, json: false, context) == .usage { return .usage }
        context.stdout.write("\n")
        guard let check = outcome.check else { return .usage }
        _ = CheckCommand.report(check.value, format: .text, context)
        context.stdout.write("\n")
        guard let generate = outcome.generate else { return .failure }
        context.render(generate.messages)
        switch generate.value {
        case .stopped: return .usage
        case .skipped:
            context.stderr.write("generate: skipped because check found errors; fix them, or pass --force to generate anyway\n")
        case let .done(generated):
            _ = Generate.render(generated, format: .text, manifestName: manifestName, context)
        }
        if let integrated = outcome.integrate {
            context.stdout.write("\n")
            context.stdout.write(IntegrationRenderer.text(integrated))
            context.stderr.writeStyled(DiagnosticRenderer.entries(integrated.diagnostics, color: context.useColor))
        }
        return outcome.succeeded ? .success : .failure
    }
}
