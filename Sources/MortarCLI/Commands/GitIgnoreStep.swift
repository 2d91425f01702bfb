import MortarCore
import MortarFormats

/// Keeps what Mortar makes beside a manifest out of the app's git (`bootstrap`, `init`).
enum GitIgnoreStep {
    /// The clones (see `MortarIgnores`: never a folder holding the app's code), `.mortar`
    /// (caches) and `mortar.local.json`, as `.gitignore` entries, for `manifest` read from
    /// `manifestPath` (as shown; `absolute` makes it a file path).
    static func entries(_ manifest: IntegratorManifest, manifestPath: String, absolute: (String) -> String, _ context: CommandContext) -> [String] {
        let checkouts = absolute(PathText.join(PathText.directory(of: manifestPath), manifest.checkouts))
        let contents = context.fileSystem.directoryExists(checkouts) ? (try? context.fileSystem.contentsOfDirectory(checkouts)) : nil
        return MortarIgnores.entries(manifest, checkoutsContents: contents) + [LocalOverridesReader.fileName]
    }

    /// Adds the missing `entries` to the `.gitignore` beside `manifestPath` (as shown to the
    /// user; `absolute` makes it a file path) and says so; false when it could not be written.
    /// A line there that hides the app's code in the checkouts folder of `manifest` is warned
    /// of, never changed.
    static func ensure(_ entries: [String], for manifest: IntegratorManifest, besideManifest manifestPath: String, absolute: (String) -> String, _ context: CommandContext) -> Bool {
        let shown = PathText.join(PathText.directory(of: manifestPath), ".gitignore")
        let path = absolute(shown)
        var current: String?
        if context.fileSystem.fileExists(path) {
            // An existing file that cannot be read is never replaced: it would lose its lines.
            do {
                current = try context.fileSystem.readText(path)
            } catch {
                context.stderr.write("error: cannot read '\(shown)': \(error.reason); \(error.fix.map { "\($0), or " } ?? "")pass --no-gitignore to leave it alone\n")
                return false
            }
        }
        for line in MortarIgnores.linesHidingAppCode(current ?? "", manifest: manifest, entries: entries) {
            let folder = PathText.normalize(manifest.checkouts)
            context.stderr.write("warning: \(shown):\(line) ignores all of '\(folder)/', which holds the app's own files, so git does not see new ones there; remove that line (Mortar ignores each cloned module's folder in it instead)\n")
        }
        guard let (updated, added) = GitIgnoreEdit.edit(entries, current) else { return true }
        do {
            try context.fileSystem.writeAtomically(Array(updated.utf8), to: path)
        } catch {
            context.stderr.write("error: \(error); pass --no-gitignore to leave it alone\n")
            return false
        }
        context.stdout.write("added \(added.joined(separator: ", ")) to \(shown)\n")
        return true
    }
}
