import MortarCore
import MortarWorkspace

/// `mortar integrate`: CocoaPods out of the app's Xcode project, its packages in, per target.
struct IntegrateCommand: Command {
    static let name = "integrate"
    static let summary = "Take CocoaPods out of the Xcode project and link each target to its SwiftPM products"
    static let options: [OptionSpec] = [
        .manifest,
        OptionSpec("--project", value: "PATH", help: "The app's .xcodeproj (default: the Podfile's project line, else the one beside the Podfile)"),
        OptionSpec("--dry-run", help: "Print what would change; write nothing"),
        OptionSpec("--remote-packages", help: "Reference each pod's package at its exact version instead of the composite package"),
        .format(),
        .cacheDirectory,
    ]
    static let help = CommandHelp.integrate

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let json = context.option(arguments.wantsJSON),
              let session = context.session(arguments) else { return .usage }
        var messages: [ServiceMessage] = []
        let options = IntegrateService.Options(
            project: arguments.value("--project"), dryRun: arguments.flag("--dry-run"), remotePackages: arguments.flag("--remote-packages"))
        let outcome = IntegrateService.run(session, options: options, messages: &messages)
        context.render(messages)
        guard let outcome else { return context.stopped(messages, json: json) }
        if json {
            context.stdout.write(IntegrationRenderer.document(outcome, messages))
        } else {
            context.stdout.write(IntegrationRenderer.text(outcome))
            context.stderr.writeStyled(DiagnosticRenderer.entries(outcome.diagnostics, color: context.useColor))
        }
        return !outcome.isRefused ? .success : IntegrateService.isUnreadable(outcome) ? .usage : .failure
    }
}
