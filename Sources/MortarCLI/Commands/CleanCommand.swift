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

        EXIT STATUS: 0 everything removed (or, with --dry-run, removable); 1 something kept or
        a removal failed; 2 unusable input.
        """

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let json = context.option({ try arguments.choice("--format", default: TextOrJSON.text) == .json }),
              let session = context.session(arguments) else { return .usage }
        var messages: [ServiceMessage] = []
        var lockFailed = false
        let options = CleanService.Options(dryRun: arguments.flag("--dry-run"), keepIgnored: arguments.flag("--keep-ignored"))
        let outcome = CleanService.run(session, options: options, messages: &messages, lockFailed: &lockFailed)
        context.render(messages)
        guard let outcome else { return context.stopped(messages, json: json, lockFailed ? .failure : .usage) }
        context.stderr.write(ServiceText.cleanFailures(outcome))
        context.stdout.write(json ? ServiceJSON.clean(outcome, messages: messages) : ServiceText.clean(outcome))
        return outcome.kept == 0 ? .success : .failure
    }
}
