/// Credentials a repository URL may carry (`https://user:TOKEN@host/…`), hidden wherever Mortar
/// shows the URL — messages, notes, a failed git command — as git hides them in its own
/// messages: a terminal or a CI log keeps what it shows.
public enum URLCredentials {
    /// `text` with the credentials of the URL it is (or starts with) replaced by `***`: the
    /// whole `user:password@` of an `http`, `https` or `ftp` URL (a token is often the user
    /// name there), only the password of another (`ssh://git:***@host/…`; `ssh://git@host` and
    /// scp-like `git@host:path` name no secret and are kept). Any other text is returned as is.
    public static func hidden(_ text: String) -> String {
        guard let colon = text.firstIndex(of: ":"), text[colon...].hasPrefix("://") else { return text }
        let scheme = text[..<colon].lowercased()
        let afterScheme = text[text.index(colon, offsetBy: 3)...]
        let ends: Set<Character> = ["/", "?", "#"]
        let authorityEnd = afterScheme.firstIndex(where: { ends.contains($0) }) ?? afterScheme.endIndex
        guard let at = afterScheme[..<authorityEnd].lastIndex(of: "@") else { return text }
        let userInfo = afterScheme[..<at]
        let hiddenInfo: String
        if ["http", "https", "ftp", "ftps"].contains(scheme) {
            hiddenInfo = "***"
        } else if let colon = userInfo.firstIndex(of: ":") {
            hiddenInfo = String(userInfo[..<colon]) + ":***"
        } else {
            return text
        }
        return String(text[..<afterScheme.startIndex]) + hiddenInfo + String(afterScheme[at...])
    }
}
