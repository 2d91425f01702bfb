import MortarCore

/// Reads the output of `git ls-remote --tags -- URL` into the versions it offers.
///
/// Each line is `<sha>\trefs/tags/<name>`, possibly also `<sha>\trefs/tags/<name>^{}` for an
/// annotated tag (the commit it points at): both name the same tag. Tags that are not
/// versions (`latest`, `release-candidate`) are ignored; a leading `v` is allowed (`v1.2.3`).
/// When two tags read as the same version (`1.0` and `v1.0.0`) the byte-wise smallest name
/// is kept, so the choice never depends on the server's order.
public enum GitTagListReader {
    /// One tag that names a version.
    public struct Tag: Hashable, Sendable {
        public var name: String
        public var version: Version
    }

    /// The version tags, sorted by version.
    public static func read(_ output: String) -> [Tag] {
        var byVersion: [Version: Tag] = [:]
        for name in tagNames(output) {
            guard isSafeTagName(name), let version = Version(tag: name) else { continue }
            if let existing = byVersion[version], !Array(name.utf8).lexicographicallyPrecedes(Array(existing.name.utf8)) { continue }
            byVersion[version] = Tag(name: name, version: version)
        }
        return byVersion.values.sorted { $0.version < $1.version }
    }

    /// Every tag name of `git ls-remote --tags` output, version or not (`release-1`).
    public static func names(_ output: String) -> Set<String> {
        Set(tagNames(output))
    }

    /// The commit each tag names: an annotated tag's `^{}` line (the commit it points at) wins
    /// over its own line (the tag object), whatever the order.
    public static func commits(_ output: String) -> [String: String] {
        var commits: [String: String] = [:]
        var peeled: Set<String> = []
        for line in output.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            let id = String(line[..<tab]).trimmingWhitespace()
            var reference = line[line.index(after: tab)...]
            guard reference.hasPrefix("refs/tags/") else { continue }
            reference = reference.dropFirst("refs/tags/".count)
            let isPeeled = reference.hasSuffix("^{}")
            if isPeeled { reference = reference.dropLast(3) }
            let name = String(reference)
            if isPeeled { peeled.insert(name); commits[name] = id } else if !peeled.contains(name) { commits[name] = id }
        }
        return commits
    }

    /// The tag name of each `<sha>\trefs/tags/<name>` line, `^{}` taken off, in output order.
    static func tagNames(_ output: String) -> [String] {
        var names: [String] = []
        for line in output.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            var reference = line[line.index(after: tab)...]
            guard reference.hasPrefix("refs/tags/") else { continue }
            reference = reference.dropFirst("refs/tags/".count)
            if reference.hasSuffix("^{}") { reference = reference.dropLast(3) }
            names.append(String(reference))
        }
        return names
    }

    /// A tag name that is safe to hand to git as `refs/tags/<name>`: what `GitInputValidator`
    /// accepts as a tag (the one ref grammar fetch and resolve share).
    public static func isSafeTagName(_ name: String) -> Bool {
        (try? GitInputValidator.ref(.tag(name))) != nil
    }
}
