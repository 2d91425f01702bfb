import MortarCore
import MortarOutput
import MortarWorkspace

/// `mortar clean`: removes the checkouts, caches and temporary folders Mortar made, keeping
/// every checkout that holds work its remote does not have.
struct CleanCommand: Command {
    static let name = "clean"
    static let summary = "Remove what Mortar made (checkouts, caches), never a checkout with local work"
    static let options: [OptionSpec] = [
        .manifest,
        OptionSpec("--dry-run", help: "List what would be removed and kept; remove nothing"),
        OptionSpec("--keep-ignored", help: "Keep a checkout that holds files git ignores or installed hooks"),
        OptionSpec("--repository-cache", help: "Remove the user's repository cache instead (every app's); nothing beside the manifest"),
        .format(),
    ]
    static let help = CommandHelp.clean

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let json = context.option(arguments.wantsJSON) else { return .usage }
        if arguments.flag("--repository-cache") { return cleanRepositoryCache(arguments, json: json, context) }
        guard let session = context.session(arguments) else { return .usage }
        var messages: [ServiceMessage] = []
        var lockFailed = false
        let options = CleanService.Options(dryRun: arguments.flag("--dry-run"), keepIgnored: arguments.flag("--keep-ignored"))
        let outcome = CleanService.run(session, options: options, messages: &messages, lockFailed: &lockFailed)
        context.render(messages)
        guard let outcome else { return context.stopped(messages, json: json, lockFailed ? .failure : .usage) }
        context.stdout.write(json ? ServiceJSON.clean(outcome, messages: messages) : ServiceText.clean(outcome))
        return outcome.kept == 0 ? .success : .failure
    }

    /// `--repository-cache`: the user's repository cache, not the workspace.
    static func cleanRepositoryCache(_ arguments: ParsedArguments, json: Bool, _ context: CommandContext) -> ExitCode {
        var messages: [ServiceMessage] = []
        let outcome = CleanService.cleanRepositoryCache(context.services, dryRun: arguments.flag("--dry-run"), messages: &messages)
        context.render(messages)
        guard let outcome else { return context.stopped(messages, json: json, .usage) }
        context.stdout.write(json ? ServiceJSON.repositoryCacheClean(outcome, messages: messages) : ServiceText.repositoryCacheClean(outcome))
        return outcome.kept.isEmpty ? .success : .failure
    }
}
