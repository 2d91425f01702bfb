import MortarCore

/// The disk side of `mortar generate`: compares planned files with what is on disk, and writes
/// a changed one atomically (creating its folder). An unchanged file is never touched, so its
/// modification time is kept. Tests drive it without the CLI.
public struct GeneratedFileWriter: Sendable {
    /// A planned file whose contents differ from the disk; `old` is nil when there is no file.
    public struct Difference: Hashable, Sendable {
        public var file: GeneratedFile
        public var old: String?
    }

    /// A `TargetTree` planned against the disk: the links to make (missing, or pointing
    /// elsewhere) and the files to write (missing, or other text), and the links and Mortar's
    /// files in the tree the plan no longer has.
    public struct TreeChange: Hashable, Sendable {
        public var tree: String
        public var write: [GeneratedLink]
        public var remove: [String]
        /// False for a tree the plan no longer has: removed whole.
        public var isPlanned = true
        /// Files in a planned tree that are neither links nor Mortar's own (a user's `Extra.h`
        /// put there), sorted. SwiftPM takes every header of the tree as one of the target's,
        /// so while one is there the tree is left as it is (`apply` refuses it); none is ever
        /// replaced or removed.
        public var strays: [String] = []
        public var isUnchanged: Bool { write.isEmpty && remove.isEmpty && strays.isEmpty }
    }

    public var fileSystem: FileSysteming

    public init(fileSystem: FileSysteming = LocalFileSystem()) {
        self.fileSystem = fileSystem
    }

    /// The files of `files` that are missing or differ on disk, in plan order.
    public func differences(_ files: [GeneratedFile]) -> [Difference] {
        files.compactMap { file in
            let old = fileSystem.fileExists(file.path) ? try? fileSystem.readText(file.path) : nil
            return old == file.contents ? nil : Difference(file: file, old: old)
        }
    }

    /// True when a generated file may go to `path`: nothing is there, or what is there Mortar
    /// wrote (`GenerationInput.isGenerated`: its header, or only white space). A file that
    /// cannot be read is not known to be Mortar's, so it is not.
    public func mayReplace(_ path: String) -> Bool {
        guard fileSystem.fileExists(path) else { return true }
        guard let text = try? fileSystem.readText(path) else { return false }
        return GenerationInput.isGenerated(text)
    }

    /// Writes `file` atomically, creating its folder when missing.
    public func write(_ file: GeneratedFile) throws(FileSystemError) {
        let folder = PathText.directory(of: file.path)
        if !fileSystem.directoryExists(folder) { try fileSystem.createDirectory(folder) }
        try fileSystem.writeAtomically(Array(file.contents.utf8), to: file.path)
    }

    /// Each tree of `links`, in plan order, against the disk; then each other tree of
    /// `treesFolder` that holds links, by name, all of them to remove.
    public func treeChanges(_ links: [GeneratedLink], treesFolder: String? = nil) -> [TreeChange] {
        var trees: [String] = []
        var byTree: [String: [GeneratedLink]] = [:]
        for link in links {
            if byTree[link.tree] == nil { trees.append(link.tree) }
            byTree[link.tree, default: []].append(link)
        }
        var changes = trees.map { tree in
            let planned = byTree[tree] ?? []
            let write = planned.filter { !isOnDisk($0) }
            let paths = Set(planned.map(\.path))
            // A tree reached through a link is not listed (its links are elsewhere); `apply` refuses it.
            var strays: [String] = []
            let onDisk = fileSystem.linkInStateFolder(on: tree) == nil ? linkPaths(in: tree, strays: &strays) : []
            return TreeChange(tree: tree, write: write, remove: onDisk.filter { !paths.contains($0) }, strays: strays.sorted())
        }
        if let treesFolder, fileSystem.linkDestination(treesFolder) == nil, let names = try? fileSystem.contentsOfDirectory(treesFolder) {
            for name in names.sorted() where byTree[treesFolder + "/" + name] == nil {
                let tree = treesFolder + "/" + name
                guard fileSystem.linkDestination(tree) == nil, fileSystem.directoryExists(tree) else { continue }
                let remove = linkPaths(in: tree)
                if !remove.isEmpty { changes.append(TreeChange(tree: tree, write: [], remove: remove, isPlanned: false)) }
            }
        }
        return changes
    }

    /// Whether `entry` is on disk as planned: the link to its destination, or its file (no
    /// link) with its text.
    func isOnDisk(_ entry: GeneratedLink) -> Bool {
        guard let contents = entry.contents else { return fileSystem.linkDestination(entry.path) == entry.destination }
        guard fileSystem.linkDestination(entry.path) == nil, fileSystem.kind(entry.path) == .file else { return false }
        return (try? fileSystem.readText(entry.path)) == contents
    }

    /// True for a file in a tree that Mortar wrote there: no link, and its generated header
    /// (`GenerationInput.headerMark`) in its first lines. Only such a file (or a link) is
    /// ever replaced or removed in a tree.
    func isTreeFile(_ path: String) -> Bool {
        guard fileSystem.linkDestination(path) == nil, fileSystem.kind(path) == .file, let text = try? fileSystem.readText(path) else { return false }
        return text.split(separator: "\n", maxSplits: GenerationInput.headerLines, omittingEmptySubsequences: false)
            .prefix(GenerationInput.headerLines).contains { $0.contains(GenerationInput.headerMark) }
    }

    /// The symbolic links and Mortar's files (`isTreeFile`) below `folder`, sorted; links are
    /// not followed.
    func linkPaths(in folder: String) -> [String] {
        var strays: [String] = []
        return linkPaths(in: folder, strays: &strays)
    }

    /// The symbolic links and Mortar's files below `folder`; every other file there (neither
    /// a link, Mortar's, a folder nor hidden) is added to `strays`.
    func linkPaths(in folder: String, strays: inout [String]) -> [String] {
        guard let names = try? fileSystem.contentsOfDirectory(folder) else { return [] }
        var result: [String] = []
        for name in names {
            let path = folder + "/" + name
            if fileSystem.linkDestination(path) != nil || isTreeFile(path) {
                result.append(path)
            } else if fileSystem.directoryExists(path) {
                result += linkPaths(in: path, strays: &strays)
            } else if !name.hasPrefix("."), fileSystem.kind(path) != nil {
                // A hidden file (`.DS_Store`) is one SwiftPM never takes.
                strays.append(path)
            }
        }
        return result
    }

    /// What `generate` and `generate --check` say of a tree's `strays` (as shown), one message:
    /// where, what, and how to fix it, with nothing of the user's removed.
    public static func strayMessage(_ strays: [String], tree: String) -> String {
        let files = strays.map { "'\($0)'" }.joined(separator: ", ")
        let one = strays.count == 1
        return "\(files) \(one ? "is" : "are") in the header tree '\(tree)', and Mortar did not make \(one ? "it" : "them"): "
            + "SwiftPM would take \(one ? "it" : "them") as part of the target's public interface, so the tree is left as it is; "
            + "move \(one ? "it" : "them") out of \(tree) (Mortar never removes a file it did not make), then run 'mortar generate'"
    }

    /// Removes the tree's stale links and files and makes its new ones. Only links and
    /// Mortar's own files (`isTreeFile`) are ever replaced or removed: anything else where an
    /// entry goes is refused, so no file of the user's is lost.
    /// Nothing is written or removed through a symbolic link on the way to the tree's entries
    /// (`.mortar/targets/TARGET -> ~`): the change is refused before anything is touched.
    public func apply(_ change: TreeChange) throws(FileSystemError) {
        for path in change.remove + change.write.map(\.path) {
            if let link = fileSystem.linkInStateFolder(on: PathText.directory(of: path)) { throw .linkedStateFolder(link) }
        }
        if let stray = change.strays.first {
            throw .unwritable(stray, reason: "it is not a file Mortar made, and SwiftPM would take it as a header of the target; move it out of \(change.tree)")
        }
        for path in change.remove where fileSystem.linkDestination(path) != nil || isTreeFile(path) {
            try fileSystem.removeItem(path)
        }
        for link in change.write {
            let folder = PathText.directory(of: link.path)
            if !fileSystem.directoryExists(folder) { try fileSystem.createDirectory(folder) }
            if let contents = link.contents {
                if fileSystem.linkDestination(link.path) != nil {
                    try fileSystem.removeItem(link.path)
                } else if fileSystem.kind(link.path) != nil, !isTreeFile(link.path) {
                    throw .unwritable(link.path, reason: "it is not a file Mortar made; move it out of \(link.tree)")
                }
                try fileSystem.writeAtomically(Array(contents.utf8), to: link.path)
                continue
            }
            if fileSystem.linkDestination(link.path) != nil || isTreeFile(link.path) {
                try fileSystem.removeItem(link.path)
            } else if fileSystem.kind(link.path) != nil {
                throw .unwritable(link.path, reason: "it is not a link Mortar made; move it out of \(link.tree)")
            }
            try fileSystem.createLink(link.path, to: link.destination)
        }
        if !change.isPlanned { removeEmptyFolders(change.tree) }
    }

    /// Removes `folder` and the folders below it that hold nothing (a tree no longer planned,
    /// once its links are gone); anything else keeps its folder.
    @discardableResult
    func removeEmptyFolders(_ folder: String) -> Bool {
        guard fileSystem.linkDestination(folder) == nil, let names = try? fileSystem.contentsOfDirectory(folder) else { return false }
        var empty = true
        for name in names {
            let path = folder + "/" + name
            if fileSystem.linkDestination(path) == nil, fileSystem.directoryExists(path), removeEmptyFolders(path) { continue }
            empty = false
        }
        if empty { try? fileSystem.removeItem(folder) }
        return empty
    }
}

