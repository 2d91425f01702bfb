import MortarCore
import MortarWorkspace

/// `mortar clean`: removes the checkouts, caches and temporary folders Mortar made, keeping
/// every checkout that holds local work.
struct CleanCommand: Command {
    static let name = "clean"
    static let summary = "Remove what Mortar made (checkouts, caches), never a checkout with local work"
    static let positionals: String? = nil
    static let options: [OptionSpec] = [
        ManifestSession.manifestOption,
        OptionSpec("--dry-run", help: "List what would be removed and kept; remove nothing"),
    ]
    static let help = """
        Removes the git modules' checkouts (in the checkouts folder, default Modules), the
        checkouts folder once it is empty, the .mortar folder beside the manifest (caches) and
        temporary folders of interrupted clones. Never removes a checkout with uncommitted
        changes, untracked files, a stash, commits that are on no remote branch, or an
        operation in progress (rebase, merge, cherry-pick, revert, bisect, am): each is kept
        and reported with what it holds. Files git ignores inside a clean checkout (build
        products, for example) go with it. A folder in the checkouts folder that is not a git
        module of the manifest is kept, and so is everything of a 'path' module.

        EXIT STATUS: 0 everything removed (or, with --dry-run, removable); 1 something kept or
        a removal failed; 2 unusable input.
        """

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let session = ManifestSession.open(arguments, context), let manifest = session.integrator(context) else { return .usage }
        let dryRun = arguments.flag("--dry-run")
        let folder = session.loader.absolute(PathText.directory(of: session.manifestPath))
        guard let lock = session.lockCheckouts(manifest, command: "clean", context) else { return .failure }
        defer { lock.release() }
        let cleaner = WorkspaceCleaner(git: context.git, fileSystem: context.fileSystem)
        let items = cleaner.clean(manifest, manifestDirectory: folder, dryRun: dryRun)
        let shown = PathText.directory(of: session.manifestPath)
        var removed = 0, kept = 0
        for item in items {
            let path = PathText.join(shown, item.path)
            if let error = item.error {
                kept += 1
                context.stderr.write("error: could not remove \(path): \(error)\n")
            } else if !item.keptBecause.isEmpty {
                kept += 1
                context.stdout.write("kept \(path): \(item.keptBecause.joined(separator: ", "))\n")
            } else {
                removed += 1
                context.stdout.write("\(dryRun ? "would remove" : "removed") \(path)\n")
            }
        }
        if items.isEmpty {
            context.stdout.write("nothing to clean\n")
        } else {
            context.stdout.write("\(removed) \(dryRun ? "to remove" : "removed"), \(kept) kept\n")
        }
        return kept == 0 ? .success : .failure
    }
}
