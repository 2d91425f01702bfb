import MortarCore
import MortarFormats

/// Keeps what Mortar makes beside a manifest out of the app's git (`bootstrap`, `init`).
enum GitIgnoreStep {
    /// The checkouts folder, `.mortar` (caches) and `mortar.local.json`, as `.gitignore` entries.
    static func entries(checkouts: String) -> [String] {
        [PathText.normalize(checkouts) + "/", CacheFolder.stateFolder + "/", LocalOverridesReader.fileName]
    }

    /// Adds the missing `entries` to the `.gitignore` beside `manifestPath` (as shown to the
    /// user; `absolute` makes it a file path) and says so; false when it could not be written.
    static func ensure(_ entries: [String], besideManifest manifestPath: String, absolute: (String) -> String, _ context: CommandContext) -> Bool {
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
