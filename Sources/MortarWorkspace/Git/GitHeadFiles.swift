/// Reads the commit a checkout's `HEAD` points at from the files git keeps (`.git/HEAD`, a
/// loose ref, `packed-refs`) instead of starting `git rev-parse`: after a clone this saves one
/// process per module. Any layout it does not know for certain (a `.git` file of a linked
/// worktree, the reftable format, a symbolic ref outside `refs/heads/`, anything malformed)
/// gives nil, and the caller asks git.
public struct GitHeadFiles: Sendable {
    public var fileSystem: FileSysteming

    public init(fileSystem: FileSysteming = LocalFileSystem()) {
        self.fileSystem = fileSystem
    }

    /// The full commit id `HEAD` names in `checkout` (a work tree with a `.git` folder), or nil
    /// when the files do not say for certain.
    public func headCommit(of checkout: String) -> String? {
        let gitDirectory = checkout + "/.git"
        guard fileSystem.directoryExists(gitDirectory),
            let head = try? fileSystem.readText(gitDirectory + "/HEAD")
        else { return nil }
        switch GitHeadFiles.parseHead(head) {
        case nil:
            return nil
        case let .commit(id):
            return id
        case let .symbolic(ref):
            if let loose = try? fileSystem.readText(gitDirectory + "/" + ref) {
                return GitHeadFiles.objectID(in: loose)
            }
            guard let packed = try? fileSystem.readText(gitDirectory + "/packed-refs") else { return nil }
            return GitHeadFiles.lookUp(ref, inPackedRefs: packed)
        }
    }

    /// What a `HEAD` file holds: a commit id (detached) or the branch ref it follows.
    public enum Head: Hashable, Sendable {
        case commit(String)
        case symbolic(String)
    }

    /// Parses the text of a `HEAD` file. A symbolic ref is accepted only under `refs/heads/`
    /// with plain components (no `.`/`..`/empty part, no part starting with `.`), so it can be
    /// joined to the git folder without leaving it; the reftable placeholder
    /// `refs/heads/.invalid` is refused by the same rule.
    public static func parseHead(_ text: String) -> Head? {
        let line = text.hasSuffix("\n") ? String(text.dropLast()) : text
        guard !line.contains("\n") else { return nil }
        if let id = objectID(in: line) { return .commit(id) }
        guard line.hasPrefix("ref: refs/heads/") else { return nil }
        let ref = String(line.dropFirst("ref: ".count))
        let parts = ref.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 3,
            parts.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") && !$0.contains("\\") }),
            ref.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F })
        else { return nil }
        return .symbolic(ref)
    }

    /// The id on `ref`'s line of a `packed-refs` file (`<id> <ref>`; `#` header and `^` peeled
    /// lines skipped), or nil.
    public static func lookUp(_ ref: String, inPackedRefs text: String) -> String? {
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("^") {
            guard let space = line.firstIndex(of: " "), line[line.index(after: space)...] == ref else { continue }
            return objectID(in: String(line[..<space]))
        }
        return nil
    }

    /// `text` (one line, trailing newline allowed) when it is a full object id: 40 (SHA-1) or
    /// 64 (SHA-256) lowercase hexadecimal digits.
    public static func objectID(in text: String) -> String? {
        let id = text.hasSuffix("\n") ? String(text.dropLast()) : text
        guard id.utf8.count == 40 || id.utf8.count == 64,
            id.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
        else { return nil }
        return id
    }
}
