import MortarCore
import MortarFormats
import MortarOutput
import MortarWorkspace

/// `mortar fetch`: clones and updates every git module into the checkouts folder, in
/// parallel, never touching local work, and writes `mortar.lock`.
struct FetchCommand: Command {
    static let name = "fetch"
    static let summary = "Clone and update the module repositories at their branches, tags or commits"
    static let options: [OptionSpec] = [.manifest] + fetchOptions + [.format()]

    /// The options `fetch` shares with `bootstrap`.
    static let fetchOptions: [OptionSpec] = [
        OptionSpec("--jobs", value: "N", help: "Fetch N modules at once (default 8)"),
        OptionSpec("--depth", value: "N", help: "Shallow clones of N commits (later fetches bring only new commits)"),
        OptionSpec("--only", value: "NAME,...", help: "Fetch only these modules"),
        OptionSpec("--locked", help: "Check out exactly the commits in the lock file; fail if it no longer matches"),
        OptionSpec("--offline", help: "Never touch the network: use only what is already cloned or in the repository cache"),
        OptionSpec("--repository-cache", value: "DIR", help: "Clone through the repository cache in DIR (default: MORTAR_REPOSITORY_CACHE, else the user's cache folder)"),
        OptionSpec("--no-repository-cache", help: "Clone from the origins, without the repository cache"),
    ]

    static let help = CommandHelp.fetch

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let json = context.option(arguments.wantsJSON),
              let options = context.option({ try serviceOptions(arguments) }),
              let session = context.session(arguments) else { return .usage }
        var messages: [ServiceMessage] = []
        let progress = context.isTerminal && !json ? FetchProgress(output: context.stdout) : nil
        let result = FetchService.run(session, options: options, messages: &messages) { progress?.handle($0, total: $1) }
        progress?.clear()
        context.render(messages)
        switch result {
        case let .failure(stop): return context.stopped(messages, json: json, stop == .usage ? .usage : .failure)
        case let .success(outcome):
            context.stdout.write(json
                ? ServiceJSON.document(FetchRenderer.object(outcome.report, lock: outcome.lock), messages, sorted: true)
                : FetchRenderer.text(outcome.report, lock: outcome.lock))
            return outcome.succeeded ? .success : .failure
        }
    }

    /// Reads `--jobs`, `--depth`, `--only`, `--locked`, `--offline`, `--repository-cache`,
    /// `--no-repository-cache`.
    static func serviceOptions(_ arguments: ParsedArguments) throws(UsageError) -> FetchService.Options {
        FetchService.Options(
            jobs: try arguments.wholeNumber("--jobs", from: 1, to: 10_000) ?? 8, depth: try arguments.wholeNumber("--depth", from: 1, to: 10_000),
            only: arguments.value("--only").map { list in list.split(separator: ",").map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty } },
            locked: arguments.flag("--locked"), offline: arguments.flag("--offline"),
            repositoryCache: arguments.value("--repository-cache"), noRepositoryCache: arguments.flag("--no-repository-cache"))
    }
}
