import Foundation

extension GitHeadFiles {
    /// Makes `url` the `origin` of the clone in `checkout` by rewriting the one plain `url =
    /// source` line its `.git/config` holds (a clone from `source` just wrote it), instead of
    /// starting `git config`. True when done; false, with nothing changed, whenever the file does
    /// not say so for certain (`originURL(inConfig:)`) or `url` would need quoting in it — the
    /// caller then asks git.
    public func setOriginURL(_ url: String, replacing source: String, in checkout: String) -> Bool {
        let path = checkout + "/.git/config"
        guard let text = try? fileSystem.readText(path),
              let rewritten = GitHeadFiles.replacingOriginURL(inConfig: text, from: source, to: url)
        else { return false }
        do {
            try fileSystem.writeAtomically(Array(rewritten.utf8), to: path)
            return true
        } catch {
            return false
        }
    }

    /// `text` with `[remote "origin"]`'s `url = source` line made `url = url`, or nil: the
    /// origin must be exactly `source` in plain form, and `url` must read back as itself (no
    /// space, control character, quote, backslash, `#` or `;`).
    public static func replacingOriginURL(inConfig text: String, from source: String, to url: String) -> String? {
        guard originURL(inConfig: text) == source, !url.isEmpty,
              !url.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F || "\"\\#;".unicodeScalars.contains($0) })
        else { return nil }
        var inOrigin = false
        var replaced = 0
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { raw -> String in
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") {
                inOrigin = line == "[remote \"origin\"]"
                return String(raw)
            }
            guard inOrigin, let equals = line.firstIndex(of: "="),
                  line[..<equals].trimmingCharacters(in: .whitespaces).lowercased() == "url",
                  line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces) == source
            else { return String(raw) }
            replaced += 1
            return "\turl = " + url
        }
        let result = lines.joined(separator: "\n")
        guard replaced == 1, originURL(inConfig: result) == url else { return nil }
        return result
    }
}
