import MortarCore
import MortarFormats
import MortarOutput
import MortarWorkspace

/// `mortar fetch`: clones and updates every git module into the checkouts folder, in
/// parallel, never touching local work, and writes `mortar.lock`.
struct FetchCommand: Command {
    static let name = "fetch"
    static let summary = "Clone and update the module repositories at their branches, tags or commits"
    static let positionals: String? = nil
    static let options: [OptionSpec] = [ManifestSession.manifestOption] + fetchOptions + [
        OptionSpec("--format", value: "FORMAT", help: "text (default) or json"),
    ]

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

    static let help = """
        Clones each git module of the integrator manifest into the checkouts folder (default
        Modules/ beside the manifest) at its branch, tag or commit, and brings existing
        checkouts forward:

          - a missing checkout is cloned into a temporary folder (.NAME.mortar-tmp-PID) and
            renamed into place; a temporary folder left by an interrupted run is removed;
          - a clean checkout on its branch is fetched and fast-forwarded (never merged or
            reset); at a tag or commit it is fetched if needed and checked out detached;
          - a checkout with uncommitted or untracked changes, local commits, another branch
            or another origin is left exactly as it is and reported as skipped;
          - path modules are never touched.

        A clone is one 'git clone' per module. It skips git's stock template folder (inert
        *.sample hooks) unless GIT_TEMPLATE_DIR or init.templateDir names one, which is then
        copied as usual.

        A missing checkout is cloned through the repository cache, one bare repository per
        URL shared by every app of this user (--repository-cache DIR, else
        MORTAR_REPOSITORY_CACHE, else ~/.cache/mortar/repositories, or
        ~/Library/Caches/mortar/repositories on macOS): the cache asks the origin only for a
        branch (branches move) or a tag or commit it lacks, and the checkout is a local clone
        of it that borrows nothing, with the real URL as its origin. A half-written or damaged
        entry (git fsck) is removed and cloned again, with a note. --offline clones what the
        cache holds. --depth, --no-repository-cache or MORTAR_REPOSITORY_CACHE=off clone from
        the origins; 'mortar clean --repository-cache' removes the cache.

        Results are printed in manifest order with a summary. When every module is in place
        the lock file (outputs.lock, default mortar.lock) records each module's URL, ref and
        commit, the pins and the manifest's SHA-256; with --only, only the fetched modules'
        entries of an existing lock change (and only while the rest still matches the
        manifest); --locked checks the locked commits out instead. The lock is never written
        over a file Mortar reads or did not write (a lock starts with "manifestDigest"), into
        git's own files or a checkout, or out of the project folder: exit 2 before anything
        is fetched.

        Git never prompts, runs with a timeout, and gets '--' before every URL and path;
        ext::, fd:: and URLs starting with '-' are refused.

        EXIT STATUS: 0 every module in place, 1 any module skipped or failed (or the lock no
        longer matches the manifest under --locked), 2 unusable input (unreadable manifest,
        unsafe URL, ref or name, bad option).
        """

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let json = context.option({ try arguments.choice("--format", default: TextOrJSON.text) == .json }),
              let options = context.option({ try serviceOptions(arguments) }),
              let session = ManifestSession.open(arguments, context) else { return .usage }
        var messages: [ServiceMessage] = []
        let progress = context.isTerminal && !json ? FetchProgress(output: context.stdout) : nil
        let result = FetchService.run(session, options: options, messages: &messages) { progress?.handle($0, total: $1) }
        progress?.clear()
        context.render(messages)
        if json, case let .failure(stop) = result { return context.stopped(messages, json: json, stop == .usage ? .usage : .failure) }
        return report(result, json: json, messages: messages, context)
    }

    /// Prints a fetch's outcome and returns the exit code.
    static func report(
        _ result: Result<FetchService.Outcome, FetchService.Stop>, json: Bool, messages: [ServiceMessage] = [], _ context: CommandContext
    ) -> ExitCode {
        switch result {
        case let .success(outcome):
            context.stdout.write(json
                ? ServiceJSON.document(FetchRenderer.object(outcome.report, lock: outcome.lock), messages, sorted: true)
                : FetchRenderer.text(outcome.report, lock: outcome.lock))
            return outcome.succeeded ? .success : .failure
        case .failure(.usage): return .usage
        case .failure(.failure): return .failure
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
