/// Adds Mortar's own paths to a `.gitignore`, once: entries already there (written with or
/// without a leading or trailing `/`, or as `NAME/*`, `NAME/**`) are left alone, the user's lines
/// are never reordered or changed, and the missing ones are appended at the end under one
/// comment line. Pure.
public enum GitIgnoreEdit {
    /// The comment line above the entries Mortar appends.
    public static let header = "# mortar: module checkouts, caches and local overrides (see 'mortar help bootstrap')"

    /// The new text of a `.gitignore` whose current text is `text` (nil: no file yet), or nil
    /// when every entry is already ignored. `entries` are folder or file paths relative to the
    /// `.gitignore`'s folder, a folder written with a trailing `/` (`Modules/`).
    public static func adding(_ entries: [String], to text: String?) -> String? {
        edit(entries, text)?.text
    }

    /// The new text and the entries it adds, or nil when nothing is missing.
    public static func edit(_ entries: [String], _ text: String?) -> (text: String, added: [String])? {
        let existing = Set((text ?? "").split(whereSeparator: \.isNewline).map { normalized(String($0)) })
        var missing: [String] = []
        for entry in entries where !existing.contains(normalized(entry)) && !missing.contains(entry) {
            missing.append(entry)
        }
        guard !missing.isEmpty else { return nil }
        var out = text ?? ""
        // A file saved with Windows line endings gets its own (bytes: "\r\n" is one Character).
        let bytes = Array(out.utf8)
        let newline = bytes.firstIndex(of: 0x0A).map { $0 > 0 && bytes[$0 - 1] == 0x0D } == true ? "\r\n" : "\n"
        if !out.isEmpty, bytes.last != 0x0A { out += newline }
        if !(text ?? "").split(whereSeparator: \.isNewline).contains(where: { $0 == header }) {
            if !out.isEmpty { out += newline }
            out += header + newline
        }
        for entry in missing { out += "/" + entry + newline }
        return (out, missing)
    }

    /// A line or entry reduced to the path it ignores: no surrounding blanks, no leading `/`,
    /// no trailing `/`, `/*` or `/**`. Comments and negations reduce to themselves.
    static func normalized(_ line: String) -> String {
        var text = Substring(line)
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
        if text.hasPrefix("#") || text.hasPrefix("!") { return String(text) }
        if text.hasPrefix("/") { text.removeFirst() }
        for suffix in ["/**", "/*", "/"] where text.hasSuffix(suffix) {
            text.removeLast(suffix.count)
            break
        }
        return String(text)
    }
}
