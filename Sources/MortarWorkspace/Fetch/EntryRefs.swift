import Foundation
import MortarCore

/// The branches, tags and default branch of a repository cache entry, read from the files git
/// keeps (`packed-refs`, loose refs under `refs/heads` and `refs/tags`, `HEAD`), and what a
/// clone of it holds: the branches as `refs/remotes/origin/*`, the tags as they are. Any
/// layout not known for certain (a symbolic or malformed ref file, a lock file, a branch named
/// `HEAD`, no refs folders, the reftable format) gives nil, and git is asked instead. So does a
/// symbolic link anywhere it reads (`HEAD`, `packed-refs`, the refs folders and every file and
/// folder under them): it is never followed out of the entry.
struct EntryRefs: Sendable {
    /// The entry's `packed-refs`, nil when it has none.
    var packed: String?
    /// Loose refs by name (`refs/heads/main`), each a full object id.
    var loose: [String: String]
    /// The branch the entry's `HEAD` names, when the entry has it.
    var defaultBranch: String?

    static func read(_ entry: String, fileSystem: FileSysteming) -> EntryRefs? {
        for path in ["HEAD", "packed-refs", "refs", "refs/heads", "refs/tags"] where fileSystem.linkDestination(entry + "/" + path) != nil {
            return nil
        }
        guard fileSystem.directoryExists(entry + "/refs/heads"), fileSystem.directoryExists(entry + "/refs/tags"),
            let headText = try? fileSystem.readText(entry + "/HEAD")
        else { return nil }
        var loose: [String: String] = [:]
        for folder in ["refs/heads", "refs/tags"] {
            guard collect(entry, folder, fileSystem, into: &loose) else { return nil }
        }
        let packed = fileSystem.kind(entry + "/packed-refs") == nil ? nil : try? fileSystem.readText(entry + "/packed-refs")
        if fileSystem.kind(entry + "/packed-refs") != nil, packed == nil { return nil }
        var refs = EntryRefs(packed: packed, loose: loose)
        if refs.id(of: "refs/heads/HEAD") != nil { return nil }
        if case let .symbolic(ref) = GitHeadFiles.parseHead(headText), refs.id(of: ref) != nil {
            refs.defaultBranch = String(ref.dropFirst("refs/heads/".count))
        }
        return refs
    }

    /// Adds every loose ref under `folder` (recursively) to `refs`; false for anything but a
    /// plain file holding one object id or a folder.
    private static func collect(_ entry: String, _ folder: String, _ fileSystem: FileSysteming, into refs: inout [String: String]) -> Bool {
        guard let names = try? fileSystem.contentsOfDirectory(entry + "/" + folder) else { return false }
        for name in names {
            let ref = folder + "/" + name
            guard !name.hasPrefix("."), !name.hasSuffix(".lock"), fileSystem.linkDestination(entry + "/" + ref) == nil else { return false }
            switch fileSystem.kind(entry + "/" + ref) {
            case .directory?:
                guard collect(entry, ref, fileSystem, into: &refs) else { return false }
            case .file?:
                guard let text = try? fileSystem.readText(entry + "/" + ref), let id = GitHeadFiles.objectID(in: text) else { return false }
                refs[ref] = id
            default:
                return false
            }
        }
        return true
    }

    /// The id `ref` names: its loose file, else its `packed-refs` line.
    func id(of ref: String) -> String? {
        if let id = loose[ref] { return id }
        return packed.flatMap { GitHeadFiles.lookUp(ref, inPackedRefs: $0) }
    }

    /// The commit a clone of `reference` checks out: a branch's id; a tag's peeled commit as
    /// `packed-refs` states it (a loose tag may be an annotated tag object: nil). Nil for a
    /// commit and for a ref the entry lacks.
    func commit(of reference: GitReference) -> String? {
        switch reference {
        case let .branch(name): return id(of: "refs/heads/" + name)
        case let .tag(name):
            let ref = "refs/tags/" + name
            guard loose[ref] == nil, let packed else { return nil }
            return GitHeadFiles.peeled(ref, inPackedRefs: packed)
        case .commit: return nil
        }
    }

    /// The clone's `packed-refs`: the entry's header (its traits hold for the lines kept, which
    /// stay in order) and its branch and tag lines with their peeled `^` lines, branches
    /// renamed to `refs/remotes/origin/`; other refs (`refs/mortar/…`) left out. Nil when the
    /// entry has no `packed-refs`.
    var checkoutPackedRefs: String? {
        guard let packed else { return nil }
        var text = ""
        var keeping = false
        for line in packed.split(separator: "\n") {
            if line.hasPrefix("#") {
                text += line + "\n"
            } else if line.hasPrefix("^") {
                if keeping { text += line + "\n" }
            } else if let space = line.firstIndex(of: " ") {
                let ref = line[line.index(after: space)...]
                keeping = true
                if ref.hasPrefix("refs/heads/") {
                    text += line[..<space] + " refs/remotes/origin/" + ref.dropFirst("refs/heads/".count) + "\n"
                } else if ref.hasPrefix("refs/tags/") {
                    text += line + "\n"
                } else {
                    keeping = false
                }
            }
        }
        return text
    }

    /// The clone's loose refs (path under `.git` → id), sorted by path.
    var checkoutLooseRefs: [(String, String)] {
        loose.map { ref, id in
            (ref.hasPrefix("refs/heads/") ? "refs/remotes/origin/" + ref.dropFirst("refs/heads/".count) : ref, id)
        }.sorted { $0.0 < $1.0 }
    }
}
