import Foundation

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

    /// The commit tag `name` points at in `checkout`, when `packed-refs` says so for certain:
    /// the peeled `^` line of an annotated tag, or the id itself in a file git wrote "fully
    /// peeled" (every tag that peels has its `^` line). A loose tag ref, a name with an unusual
    /// part, or anything else gives nil, and the caller asks git.
    public func tagCommit(_ name: String, in checkout: String) -> String? {
        let gitDirectory = checkout + "/.git"
        let ref = "refs/tags/" + name
        let parts = ref.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") && !$0.contains("\\") }),
            ref.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F }),
            fileSystem.directoryExists(gitDirectory),
            fileSystem.kind(gitDirectory + "/" + ref) == nil,
            let packed = try? fileSystem.readText(gitDirectory + "/packed-refs")
        else { return nil }
        return GitHeadFiles.peeled(ref, inPackedRefs: packed)
    }

    /// The commit `ref` peels to in a `packed-refs` text (see `tagCommit`), or nil.
    public static func peeled(_ ref: String, inPackedRefs text: String) -> String? {
        let lines = text.split(separator: "\n")
        let fullyPeeled = lines.first.map { $0.hasPrefix("# pack-refs with:") && $0.split(separator: " ").contains("fully-peeled") } ?? false
        for (index, line) in lines.enumerated() where !line.hasPrefix("#") && !line.hasPrefix("^") {
            guard let space = line.firstIndex(of: " "), line[line.index(after: space)...] == ref,
                  let id = objectID(in: String(line[..<space])) else { continue }
            if index + 1 < lines.count, lines[index + 1].hasPrefix("^") { return objectID(in: String(lines[index + 1].dropFirst())) }
            return fullyPeeled ? id : nil
        }
        return nil
    }

    /// The `url` of `[remote "origin"]` in `checkout`'s `.git/config`, when the file says so
    /// plainly: one `url = …` line, no quotes, escapes or comments in it, and no `include`
    /// section anywhere (those could change the answer). Otherwise nil, and the caller asks git.
    public func originURL(of checkout: String) -> String? {
        guard let text = try? fileSystem.readText(checkout + "/.git/config") else { return nil }
        return GitHeadFiles.originURL(inConfig: text)
    }

    /// See `originURL(of:)`.
    public static func originURL(inConfig text: String) -> String? {
        var inOrigin = false
        var found: String?
        for raw in text.split(whereSeparator: \.isNewline) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") {
                let lowered = line.lowercased()
                if lowered.hasPrefix("[include") { return nil }
                inOrigin = line == "[remote \"origin\"]"
                continue
            }
            guard inOrigin, let equals = line.firstIndex(of: "=") else { continue }
            guard line[..<equals].trimmingCharacters(in: .whitespaces).lowercased() == "url" else { continue }
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if found != nil || value.isEmpty || value.contains(where: { "\"\\#;".contains($0) }) { return nil }
            found = value
        }
        return found
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
