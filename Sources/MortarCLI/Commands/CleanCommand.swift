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
        ManifestSession.manifestOption,
        OptionSpec("--dry-run", help: "List what would be removed and kept; remove nothing"),
        OptionSpec("--keep-ignored", help: "Keep a checkout that holds files git ignores or installed hooks"),
        OptionSpec("--repository-cache", help: "Remove the user's repository cache instead (every app's); nothing beside the manifest"),
        OptionSpec("--format", value: "FORMAT", help: "text (default) or json"),
    ]
    static let help = """
        Removes the git modules' checkouts (in the checkouts folder, default Modules), the
        checkouts folder once it is empty, the .mortar folder beside the manifest (caches) and
        temporary folders of interrupted clones.

        A checkout is removed only when it could be cloned again as it is: nothing differs in
        its index or work tree (edits hidden by assume-unchanged or skip-worktree included), no
        untracked files, no changed submodule (whatever .gitmodules says to ignore) nor one
        holding work of its own (each is asked the same questions), no stash, no linked
        worktree, no operation in progress (rebase, merge, cherry-pick, revert, bisect, am),
        and every commit reachable from any of its refs (branches, tags, HEAD, notes,
        refs/wip/...) is on its remote now, as 'git ls-remote' on the origin URL says (a
        branch deleted on the remote does not count; remote tips the checkout lacks are
        fetched by id, no ref moves). A local tag the remote lacks, or has elsewhere, keeps it
        too. When the remote cannot be reached, the checkout is kept. Everything kept is
        reported with what it holds; its files, index and refs are left as they were.

        Files git ignores and hooks installed in .git/hooks go with a removed checkout and are
        named on its line; --keep-ignored keeps such a checkout instead. A folder in the
        checkouts folder that is not a git module of the manifest is kept, and so is
        everything of a 'path' module. Git runs with hooks and fsmonitor off. --format json
        prints one JSON document: "items" (each "path", "status" removed, would-remove, kept or
        failed, "reasons", "removedWith", "error"), "removed", "kept" and "diagnostics".

        --repository-cache removes the repository cache fetch clones through instead
        (MORTAR_REPOSITORY_CACHE, else ~/.cache/mortar/repositories, or
        ~/Library/Caches/mortar/repositories on macOS), and nothing beside the manifest: each
        entry once no fetch is using it (waiting up to MORTAR_LOCK_WAIT seconds, default 60),
        temporary folders of interrupted entries, and the folder once empty. A folder without
        Mortar's .mortar-repository-cache marker is refused whole; anything else in the cache
        is kept and named. Plain 'mortar clean' never touches the repository cache.

        EXIT STATUS: 0 everything removed (or, with --dry-run, removable); 1 something kept or
        a removal failed; 2 unusable input.
        """

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let json = context.option({ try arguments.choice("--format", default: TextOrJSON.text) == .json }) else { return .usage }
        if arguments.flag("--repository-cache") { return cleanRepositoryCache(arguments, json: json, context) }
        guard let session = ManifestSession.open(arguments, context) else { return .usage }
        var messages: [ServiceMessage] = []
        var lockFailed = false
        let options = CleanService.Options(dryRun: arguments.flag("--dry-run"), keepIgnored: arguments.flag("--keep-ignored"))
        let outcome = CleanService.run(session, options: options, messages: &messages, lockFailed: &lockFailed)
        context.render(messages)
        guard let outcome else { return context.stopped(messages, json: json, lockFailed ? .failure : .usage) }
        for item in outcome.items {
            if let error = item.error { context.stderr.write("error: could not remove \(item.path): \(error)\n") }
        }
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
