/// Path arithmetic on strings, without touching the disk (the core stays pure).
public enum PathText {
    /// `base` joined with `relative`, normalized; an absolute `relative` stands alone.
    public static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        if base.isEmpty || base == "." { return normalize(relative) }
        return normalize(base + "/" + relative)
    }

    /// `path` made absolute against the absolute folder `directory`, with `.` and `..`
    /// collapsed (no symbolic link resolved): the one way every layer makes a path absolute.
    public static func absolute(_ path: String, from directory: String) -> String {
        join(directory, path)
    }

    /// Collapses `.`, `..` and repeated slashes; keeps leading `..` of relative paths.
    /// - Complexity: O(n); a path that is already normal is returned without splitting.
    public static func normalize(_ path: String) -> String {
        if isNormal(path) { return path }
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", absolute, parts.isEmpty { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// True when `normalize` would return `path` unchanged: not empty, no empty, `.` or `..`
    /// component, no trailing slash (the workspace loader joins paths per module: this keeps
    /// that from splitting and re-joining every one).
    static func isNormal(_ path: String) -> Bool {
        // A native string's bytes are read in place (a byte loop over the buffer, not one
        // `String.UTF8View` step per byte: this runs for every path the loader joins).
        path.utf8.withContiguousStorageIfAvailable(isNormal) ?? isNormal(Array(path.utf8))
    }

    private static func isNormal<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var length = 0
        var onlyDots = true
        var first = true
        for byte in bytes {
            if byte == slash {
                // An empty component is fine only as the leading slash of an absolute path.
                if length == 0, !first { return false }
                if length > 0, onlyDots, length <= 2 { return false }
                length = 0
                onlyDots = true
            } else {
                length += 1
                if byte != dot { onlyDots = false }
            }
            first = false
        }
        if length == 0 { return bytes.count == 1 && !first }
        return !(onlyDots && length <= 2)
    }

    /// The folder part of a path (`a/b/c.json` → `a/b`; `c.json` → `.`).
    public static func directory(of path: String) -> String {
        // Searched as UTF-8: `/` is never part of a multi-byte character.
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The last component (`a/b/c.json` → `c.json`).
    public static func lastComponent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The last non-empty piece of `text` between `separator`s, or `text` itself when it has
    /// none (`a/b/` → `b`, `/` → `/`): what `text.split(separator:).last.map(String.init) ?? text`
    /// gives, for every text. An ASCII text is read by bytes (each byte is then one `Character`,
    /// so the pieces are the same); splitting by `Character` breaks graphemes and builds an array,
    /// ≈6,000 instructions for a 16-byte attribute key and ≈30,000 for a manifest's file name.
    /// Any other text is split by `Character`, where a combining mark after a separator makes
    /// one `Character` with it, as before.
    public static func lastPiece(of text: String, separatedBy separator: UInt8) -> String {
        let bytes = text.utf8
        guard separator < 0x80, !bytes.contains(where: { $0 >= 0x80 }) else {
            return text.split(separator: Character(Unicode.Scalar(separator))).last.map(String.init) ?? text
        }
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == separator { end = bytes.index(before: end) }
        guard end > bytes.startIndex else { return text }
        var start = end
        while start > bytes.startIndex, bytes[bytes.index(before: start)] != separator { start = bytes.index(before: start) }
        return String(text[start..<end])
    }

    /// `path` relative to the folder `base` (both normalized, both relative or both absolute).
    public static func relative(_ path: String, from base: String) -> String {
        let target = normalize(path).split(separator: "/")
        let origin = normalize(base).split(separator: "/").filter { $0 != "." }
        var common = 0
        while common < target.count, common < origin.count, target[common] == origin[common] { common += 1 }
        let ups = Array(repeating: Substring(".."), count: origin.count - common)
        let result = (ups + target[common...]).joined(separator: "/")
        return result.isEmpty ? "." : result
    }

    /// True when `name` can be a single folder name: no `/`, not `.`/`..`, no NUL.
    public static func isSafeComponent(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\0") && !name.contains("\\")
    }
}
