/// POSIX path arithmetic on strings (pure: no file system): normalizing and relative paths,
/// so generated manifests name module folders relative to themselves, never absolutely.
public enum RelativePath {
    /// `path` with `.` segments, repeated and trailing slashes removed and `..` folded where
    /// possible (`a/./b/../c/` → `a/c`); `.` for an empty relative path.
    public static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." { continue }
            if segment == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if segment == "..", absolute {
                continue
            } else {
                parts.append(segment)
            }
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `path` joined onto `base` (unless `path` is absolute), normalized.
    public static func join(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") { return normalize(path) }
        return normalize(base + "/" + path)
    }

    /// The folder part of `path` (`a/b/Package.swift` → `a/b`; `Package.swift` → `.`).
    public static func folder(of path: String) -> String {
        let normalized = normalize(path)
        guard let slash = normalized.lastIndex(of: "/") else { return "." }
        if slash == normalized.startIndex { return "/" }
        return String(normalized[..<slash])
    }

    /// The last segment of `path` (`Modules/Core/` → `Core`).
    public static func lastComponent(_ path: String) -> String {
        let normalized = normalize(path)
        return normalized.split(separator: "/").last.map(String.init) ?? normalized
    }

    /// `target` as seen from the folder `from`: both absolute, or both relative to the same
    /// folder. `.` when they are the same folder.
    public static func relative(from: String, to target: String) -> String {
        let fromParts = normalize(from).split(separator: "/")
        let toParts = normalize(target).split(separator: "/")
        var common = 0
        while common < fromParts.count, common < toParts.count, fromParts[common] == toParts[common] { common += 1 }
        let ups = fromParts[common...].filter { $0 != "." }.map { _ in ".." }
        let downs = toParts[common...].filter { $0 != "." }.map(String.init)
        let parts = ups + downs
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
