import MortarCore
import MortarOutput
import MortarWorkspace

/// `mortar clean`: removes the checkouts, caches and temporary folders Mortar made, keeping
/// every checkout that holds work its remote does not have.
struct CleanCommand: Command {
    static let name = "clean"
    static let summary = "Remove what Mortar made (checkouts, caches), never a checkout with local work"
    static let positionals: String? = nil
    static let options: [OptionSpec] = [
        .manifest,
        OptionSpec("--dry-run", help: "List what would be removed and kept; remove nothing"),
        OptionSpec("--keep-ignored", help: "Keep a checkout that holds files git ignores or installed hooks"),
        .format(),
    ]
    static let help = CommandHelp.clean

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let json = context.option({ try arguments.choice("--format", default: TextOrJSON.text) == .json }),
              let session = context.session(arguments) else { return .usage }
        var messages: [ServiceMessage] = []
        var lockFailed = false
        let options = CleanService.Options(dryRun: arguments.flag("--dry-run"), keepIgnored: arguments.flag("--keep-ignored"))
        let outcome = CleanService.run(session, options: options, messages: &messages, lockFailed: &lockFailed)
        context.render(messages)
        guard let outcome else { return context.stopped(messages, json: json, lockFailed ? .failure : .usage) }
        context.stdout.write(json ? ServiceJSON.clean(outcome, messages: messages) : ServiceText.clean(outcome))
        return outcome.kept == 0 ? .success : .failure
    }
}
