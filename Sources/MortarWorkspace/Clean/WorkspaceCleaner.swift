import MortarCore

/// `mortar clean`: removes what Mortar made for an app — its git module checkouts, the
/// `.mortar` cache folder, temporary clone folders — and never a checkout that holds work its
/// remote does not have now (`Git.localWork`), a folder of the checkouts folder that is not
/// one of the manifest's git modules, nor anything of a `path` module. What goes with a
/// removed checkout (ignored files, hooks: `Git.leftovers`) is named on its item.
public struct WorkspaceCleaner: Sendable {
    public var git: Git
    public var fileSystem: FileSysteming

    public init(git: Git = Git(), fileSystem: FileSysteming = LocalFileSystem()) {
        self.git = git
        self.fileSystem = fileSystem
    }

    /// One thing Mortar made, and what happens to it.
    public struct Item: Hashable, Sendable {
        /// Relative to the manifest's folder (`Modules/Core`, `.mortar`).
        public var path: String
        /// Empty: removed (or, in a dry run, would be). Otherwise why it is kept.
        public var keptBecause: [String]
        /// What goes with a removed checkout that no remote has: `ignored files ('build/')`,
        /// `hooks ('pre-commit')` (`Git.leftovers`); with `keepIgnored` these keep it instead.
        public var removedWith: [String] = []
        /// Set when removing it failed.
        public var error: String?

        public var isKept: Bool { !keptBecause.isEmpty || error != nil }
    }

    /// Cleans the workspace of `manifest` laid out by `layout`;
    /// with `dryRun` nothing is removed; with `keepIgnored` a checkout holding ignored files or
    /// hooks is kept. Items in a fixed order: checkouts folder entries sorted by name, then the
    /// checkouts folder itself when it ends up empty, then `.mortar`.
    public func clean(_ manifest: IntegratorManifest, layout: WorkspaceLayout, dryRun: Bool, keepIgnored: Bool = false) -> [Item] {
        let checkouts = layout.absolute(layout.checkouts(manifest))
        var gitModules: Set<String> = []
        for module in manifest.modules { if case .git = module.source { gitModules.insert(module.name) } }
        var items: [Item] = []
        var keptInCheckouts = false
        if fileSystem.directoryExists(checkouts) {
            let names = (try? fileSystem.contentsOfDirectory(checkouts)) ?? []
            for name in names {
                let path = PathText.join(checkouts, name)
                let display = PathText.join(manifest.checkouts, name)
                var reasons: [String] = [], leftovers: [String] = []
                if name.hasPrefix("."), name.contains(FetchEngine.temporaryMarker) {
                    // A clone interrupted before it was renamed into place: nothing of the user's.
                } else if !gitModules.contains(name) {
                    reasons = ["not a git module of \(PathText.lastComponent(of: manifest.path))"]
                } else if let destination = fileSystem.linkDestination(path) {
                    // fetch never makes a link: it is the developer's own folder (a working copy
                    // linked in), whose files removing the link would not remove.
                    reasons = ["a symbolic link (to '\(destination)'), not a checkout fetch cloned"]
                } else if fileSystem.kind(path + "/.git") == nil {
                    reasons = ["not a git checkout"]
                } else {
                    do {
                        reasons = try git.localWork(in: path, fileSystem: fileSystem)
                        if reasons.isEmpty {
                            let found = try git.leftovers(in: path, fileSystem: fileSystem)
                            if !found.ignored.isEmpty { leftovers.append("ignored files (\(Git.listed(found.ignored)))") }
                            if !found.hooks.isEmpty { leftovers.append("hooks (\(Git.listed(found.hooks)))") }
                            if keepIgnored, !leftovers.isEmpty { reasons = leftovers + ["--keep-ignored"] }
                        }
                    } catch {
                        reasons = ["git could not read it (\(error.summaryLine))"]
                    }
                }
                var item = Item(path: display, keptBecause: reasons, removedWith: reasons.isEmpty ? leftovers : [])
                if reasons.isEmpty, !dryRun {
                    do throws(FileSystemError) { try fileSystem.removeItem(path) } catch { item.error = error.description }
                }
                keptInCheckouts = keptInCheckouts || item.isKept
                items.append(item)
            }
            // The checkouts folder goes too once empty — never when it is the manifest's own folder.
            if !keptInCheckouts, PathText.normalize(checkouts) != PathText.normalize(layout.absoluteFolder) {
                var item = Item(path: manifest.checkouts, keptBecause: [])
                if !dryRun {
                    do throws(FileSystemError) { try fileSystem.removeItem(checkouts) } catch { item.error = error.description }
                }
                items.append(item)
            }
        }
        let cache = layout.absolute(layout.stateFolder)
        if fileSystem.directoryExists(cache) {
            var item = Item(path: CacheFolder.stateFolder, keptBecause: strayReasons(cache: cache, layout: layout))
            if item.keptBecause.isEmpty, !dryRun {
                do throws(FileSystemError) { try fileSystem.removeItem(cache) } catch { item.error = error.description }
            }
            items.append(item)
        }
        return items
    }

    /// Why `.mortar` (at `cache`) stays: the files of a header tree (`.mortar/targets/TARGET`)
    /// that are neither links nor Mortar's own (`GeneratedFileWriter.linkPaths`) — a header a
    /// user added there, which `generate` leaves as it is and tells them to move. None when
    /// there is no such file, or `.mortar` is a symbolic link (removing it removes no file).
    func strayReasons(cache: String, layout: WorkspaceLayout) -> [String] {
        let trees = PathText.join(cache, PathText.lastComponent(of: TargetTree.folder))
        guard fileSystem.linkDestination(cache) == nil, fileSystem.linkDestination(trees) == nil,
              let names = try? fileSystem.contentsOfDirectory(trees) else { return [] }
        let writer = GeneratedFileWriter(fileSystem: fileSystem)
        var strays: [String] = []
        for name in names {
            let tree = PathText.join(trees, name)
            guard fileSystem.linkDestination(tree) == nil, fileSystem.directoryExists(tree) else { continue }
            _ = writer.linkPaths(in: tree, strays: &strays)
        }
        guard !strays.isEmpty else { return [] }
        let shown = strays.map { PathText.relative($0, from: layout.absoluteFolder) }.sorted()
        return ["\(strays.count == 1 ? "a file" : "files") Mortar did not make in its header trees (\(Git.listed(shown))); "
            + "move \(strays.count == 1 ? "it" : "them") out of \(CacheFolder.stateFolder) (Mortar never removes a file it did not make), then run clean again"]
    }
}
