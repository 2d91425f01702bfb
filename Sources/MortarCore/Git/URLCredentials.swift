/// Credentials a repository URL may carry (`https://user:TOKEN@host/…`), hidden wherever Mortar
/// shows the URL — messages, notes, a failed git command — as git hides them in its own
/// messages: a terminal or a CI log keeps what it shows.
public enum URLCredentials {
    /// `text` with the credentials of every URL in it hidden, as `hiddenInText(_:)` hides
    /// them: one URL, or a word with one in it (`remote.origin.url=https://tok@host/x`, an argv
    /// word of a failed git command). Any other text is returned as is.
    public static func hidden(_ text: String) -> String {
        hiddenInText(text)
    }

    /// `url` (`scheme://authority`, its path left out) with its userinfo hidden: the whole
    /// `user:password@` becomes `***@` (a token is often the user name alone, as in
    /// `https://TOKEN@host`), whatever the scheme (`git+https`, one Mortar does not know), but
    /// for an ssh one (`ssh`, `git+ssh`, `ssh+git`), whose user names an account and no secret:
    /// only its password goes (`ssh://git:***@host`; `ssh://git@host` is kept). Nil when
    /// nothing is hidden.
    private static func hiddenURL(_ url: Substring) -> String? {
        guard let colon = url.firstIndex(of: ":"), url[colon...].hasPrefix("://") else { return nil }
        let schemeParts = url[..<colon].lowercased().split(separator: "+")
        let afterScheme = url[url.index(colon, offsetBy: 3)...]
        guard let at = afterScheme.lastIndex(of: "@") else { return nil }
        let userInfo = afterScheme[..<at]
        let hiddenInfo: String
        if !schemeParts.contains("ssh") {
            hiddenInfo = "***"
        } else if let colon = userInfo.firstIndex(of: ":") {
            hiddenInfo = String(userInfo[..<colon]) + ":***"
        } else {
            return nil
        }
        return String(url[..<afterScheme.startIndex]) + hiddenInfo + String(afterScheme[at...])
    }

    /// `text` with the credentials of every URL in it hidden (`hiddenURL`): what Mortar shows
    /// (every line written to standard output or error, `TextOutput`) passes through here
    /// once, so a message, a report line, a JSON, SARIF or GitHub document never carries a
    /// token, whichever renderer made it. A URL is `scheme://` (RFC 3986: a letter, then
    /// letters, digits, `+`, `-`, `.`; glued to what precedes it or not) and its authority,
    /// which ends at a space, a control character, a quote, `<`, `>`, `\\`, `` ` ``, its own
    /// ends (`/`, `?`, `#`) or where another URL's scheme starts. scp-like `git@host:path` is
    /// no URL and is kept: its user names an account, not a secret.
    /// - Complexity: O(n) in the text's UTF-8 bytes.
    public static func hiddenInText(_ text: String) -> String {
        // Most output names no URL with an `@`: returned without a copy.
        guard text.utf8.contains(UInt8(ascii: "@")), text.contains("://") else { return text }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var copied = 0
        var index = 0
        while index + 2 < bytes.count {
            guard bytes[index] == UInt8(ascii: ":"), bytes[index + 1] == UInt8(ascii: "/"), bytes[index + 2] == UInt8(ascii: "/") else {
                index += 1
                continue
            }
            var start = index
            while start > copied, isSchemeByte(bytes[start - 1]) { start -= 1 }
            // A scheme starts with a letter (`1https` is no scheme's start; skip its digits).
            while start < index, !isLetter(bytes[start]) { start += 1 }
            var end = index + 3
            while end < bytes.count, !endsURLAuthority(bytes[end]) {
                // `https://u:p@h,https://v:q@h2`: the next URL's scheme ends this authority.
                if bytes[end] == UInt8(ascii: ":"), end + 2 < bytes.count, bytes[end + 1] == UInt8(ascii: "/"), bytes[end + 2] == UInt8(ascii: "/") {
                    while end > index + 3, isSchemeByte(bytes[end - 1]) { end -= 1 }
                    break
                }
                end += 1
            }
            guard start < index else {
                index = end
                continue
            }
            let candidate = String(decoding: bytes[start..<end], as: UTF8.self)
            if let shown = hiddenURL(candidate[...]) {
                out.append(contentsOf: bytes[copied..<start])
                out.append(contentsOf: Array(shown.utf8))
                copied = end
            }
            index = end
        }
        guard copied > 0 else { return text }
        out.append(contentsOf: bytes[copied...])
        return String(decoding: out, as: UTF8.self)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// RFC 3986: `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`.
    private static func isSchemeByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// Where a URL's authority ends in running text: its own ends (`/`, `?`, `#`), and what no
    /// authority holds unescaped (space, control characters, quotes, `<`, `>`, `\\`, `` ` ``).
    private static func endsURLAuthority(_ byte: UInt8) -> Bool {
        byte <= 0x20 || byte == 0x7F || [UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: "\""), UInt8(ascii: "'"),
                                         UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"), UInt8(ascii: "`")].contains(byte)
    }
}
