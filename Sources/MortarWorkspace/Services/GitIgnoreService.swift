import MortarCore
import MortarFormats

/// Keeps what Mortar makes beside a manifest out of the app's git (`bootstrap`, `init`): the
/// clones, `.mortar` and `mortar.local.json`, appended once to the `.gitignore` beside it.
public enum GitIgnoreService {
    /// What was added, and to which file (as shown); `added` is empty when nothing was missing.
    public struct Outcome: Hashable, Sendable {
        public var added: [String]
        public var file: String

        public init(added: [String], file: String) {
            self.added = added
            self.file = file
        }
    }

    /// The clones (see `MortarIgnores`: never a folder holding the app's code, nor a git
    /// module's folder that is there and is no git checkout), `.mortar` (caches) and
    /// `mortar.local.json`, as `.gitignore` entries, for `manifest` laid out by `layout`.
    public static func entries(_ manifest: IntegratorManifest, layout: WorkspaceLayout, _ context: ServiceContext) -> [String] {
        let checkouts = layout.absolute(layout.checkouts(manifest))
        let contents = context.fileSystem.directoryExists(checkouts) ? (try? context.fileSystem.contentsOfDirectory(checkouts)) : nil
        let gitModules = Set(manifest.modules.compactMap { module -> String? in
            if case .git = module.source { return module.name }
            return nil
        })
        let notCheckouts = Set((contents ?? []).filter { name in
            gitModules.contains(name) && context.fileSystem.kind(PathText.join(PathText.join(checkouts, name), ".git")) == nil
        })
        return MortarIgnores.entries(manifest, checkoutsContents: contents, notCheckouts: notCheckouts) + [LocalOverridesReader.fileName]
    }

    /// Adds the missing `entries` to the `.gitignore` of `layout`; nil when it could not be
    /// read or written (`messages` say why). A line there that hides the app's code in the
    /// checkouts folder of `manifest` is warned of, never changed.
    public static func ensure(
        _ entries: [String], for manifest: IntegratorManifest, layout: WorkspaceLayout, _ context: ServiceContext, messages: inout [ServiceMessage]
    ) -> Outcome? {
        let shown = layout.gitIgnore
        let path = layout.absolute(shown)
        // A link out of the project (a cloned repository can commit one to `~/.bashrc`) is
        // never written through: the lines would land in another file, as shell or config.
        if context.fileSystem.linkDestination(path) != nil {
            let real = OutputGuard.resolvingLinks(path)
            if !OutputPlacement.isInside(real, OutputGuard.resolvingLinks(layout.absoluteFolder)) {
                messages.append(.diagnostics([Diagnostic(
                    .writeFailed, .error, "it is a symbolic link out of the project (to '\(real)'); Mortar never writes there", at: [SourceLocation(file: shown)],
                    help: "replace the link with a file of the project's own, or add Mortar's lines to it yourself")]))
                return nil
            }
        }
        // Nor is one into git's own files (`.git/config`) or a module's checkout: the lines
        // would break the repository, or be changes in the module's files.
        let placement = OutputPlacement(integrator: manifest, layout: layout)
        let planned = PlannedOutput(path: PathText.normalize(path), shown: shown, origin: "the ignore file",
                                    help: "replace the link with a file of the project's own, or add Mortar's lines to it yourself")
        let misplaced = placement.issues([planned], resolve: OutputGuard.resolvingLinks, special: { _ in nil })
        guard misplaced.isEmpty else {
            messages.append(.diagnostics(misplaced.map { Diagnostic(.writeFailed, .error, $0.message, at: [$0.location], help: $0.help) }))
            return nil
        }
        var current: String?
        if context.fileSystem.fileExists(path) {
            // An existing file that cannot be read is never replaced: it would lose its lines.
            do {
                current = try context.fileSystem.readText(path)
            } catch {
                messages.append(.diagnostics([.fileFailure(.readFailed, "cannot be read", file: shown, error, help: "pass --no-gitignore to leave it alone")]))
                return nil
            }
        }
        for line in MortarIgnores.linesHidingAppCode(current ?? "", manifest: manifest, entries: entries) {
            let folder = PathText.normalize(manifest.checkouts)
            messages.append(.line(.warning, "\(shown):\(line) ignores all of '\(folder)/', which holds the app's own files, so git does not see new ones there; remove that line (Mortar ignores each cloned module's folder in it instead)"))
        }
        guard let (updated, added) = GitIgnoreEdit.edit(entries, current) else { return Outcome(added: [], file: shown) }
        do {
            try context.fileSystem.writeAtomically(Array(updated.utf8), to: path)
        } catch {
            messages.append(.diagnostics([.fileFailure(.writeFailed, "cannot be written", file: shown, error, help: "pass --no-gitignore to leave it alone")]))
            return nil
        }
        return Outcome(added: added, file: shown)
    }
}
