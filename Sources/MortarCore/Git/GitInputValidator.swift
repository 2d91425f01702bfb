/// The pure gate every module passes before fetch starts a process: URL classes, ref syntax and
/// module names. Anything refused here never reaches git.
public enum GitInputValidator {
    /// The schemes git may be handed as `scheme://…`.
    public static let allowedSchemes: Set<String> = ["https", "http", "ssh", "git", "file"]

    /// Classifies `text` as one of the allowed URL classes, or throws.
    ///
    /// Allowed: `https://`, `http://`, `ssh://`, `git://`, `file://`, scp-like `user@host:path`
    /// (`[::1]:path` too),
    /// and local paths (relative to the manifest or absolute, `.bundle` files included).
    /// Refused: `ext::`, `fd::` and every other `transport::` form, anything starting with `-`,
    /// control characters, other schemes, and hosts starting with `-`.
    public static func url(_ text: String) throws(GitInputError) -> GitURL {
        if text.isEmpty { throw .malformedURL(text, reason: "is empty") }
        if text.unicodeScalars.contains(where: isControl) { throw .controlCharacter(field: "url", value: text) }
        if text.hasPrefix("-") { throw .urlStartsWithDash(text) }
        // git (transport.c) takes `NAME::address` for a remote helper only when NAME is made of a
        // URL scheme's characters (`[A-Za-z0-9][A-Za-z0-9+.-]*`): `[::1]:repo` is no transport.
        if let range = text.firstRange(of: "::") {
            let transport = String(text[..<range.lowerBound])
            if transport.isEmpty || isSchemeName(transport) { throw .transportNotAllowed(text, transport: transport) }
        }
        if let range = text.firstRange(of: "://") {
            let scheme = String(text[..<range.lowerBound])
            if !scheme.contains("/") {
                guard allowedSchemes.contains(scheme), let kind = GitURL.Kind(rawValue: scheme) else {
                    throw .schemeNotAllowed(text, scheme: scheme)
                }
                let rest = text[range.upperBound...]
                if kind != .file {
                    let authority = rest.prefix { $0 != "/" }
                    let host = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? ""
                    if host.isEmpty { throw .malformedURL(text, reason: "has no host") }
                    if host.hasPrefix("-") { throw .malformedURL(text, reason: "has a host starting with '-'") }
                }
                return GitURL(kind: kind, text: text)
            }
        }
        // git reads `host:path` (a colon before the first slash) as scp-like ssh; a host in
        // brackets (`[::1]:repo`, `user@[::1]:repo`: an IPv6 address) ends at its `]`
        // (`host_end` in connect.c).
        if let colon = text.firstIndex(of: ":"), !text[..<colon].contains("/") {
            if let open = text.firstIndex(of: "["), open < colon, text.hasPrefix("[") || text[..<open].hasSuffix("@") {
                let user = text[..<open].dropLast(text.hasPrefix("[") ? 0 : 1)
                let afterOpen = text.index(after: open)
                guard text.hasPrefix("[") || (!user.isEmpty && user.allSatisfy(isUserCharacter)),
                    let close = text[afterOpen...].firstIndex(of: "]"),
                    isBracketedHost(text[afterOpen..<close]),
                    text[text.index(after: close)...].hasPrefix(":"),
                    text[text.index(after: close)...].count > 1
                else {
                    throw .malformedURL(text, reason: "looks like '[host]:path' (an IPv6 address in brackets) but is not one")
                }
                return GitURL(kind: .scp, text: text)
            }
            let authority = text[..<colon]
            let parts = authority.split(separator: "@", omittingEmptySubsequences: false)
            let host = parts.last ?? ""
            let user = parts.count == 2 ? parts[0] : ""
            guard parts.count <= 2, isHostName(host), parts.count == 1 || !user.isEmpty, user.allSatisfy(isUserCharacter),
                text[text.index(after: colon)...].isEmpty == false
            else {
                throw .malformedURL(text, reason: "looks like 'user@host:path' but is not one")
            }
            return GitURL(kind: .scp, text: text)
        }
        return GitURL(kind: .localPath, text: text)
    }

    /// Checks a branch, tag or commit value.
    ///
    /// Branches and tags follow `git check-ref-format` (no `..`, `@{`, `\`, spaces, `~^:?*[`,
    /// no component starting with `.` or ending with `.lock`, no leading `-` or `/`); a commit is
    /// 4 to 64 hexadecimal digits.
    public static func ref(_ reference: GitReference) throws(GitInputError) {
        let value = reference.value
        let kind = reference.kind
        if value.isEmpty { throw .invalidRef(kind: kind, value: value, reason: "is empty") }
        if value.unicodeScalars.contains(where: isControl) { throw .controlCharacter(field: kind, value: value) }
        if value.hasPrefix("-") { throw .invalidRef(kind: kind, value: value, reason: "starts with '-'") }
        if case .commit = reference {
            let hex = value.allSatisfy { $0.isHexDigit && $0.isASCII }
            guard hex, (4...64).contains(value.count) else {
                throw .invalidRef(kind: kind, value: value, reason: "is not 4 to 64 hexadecimal digits")
            }
            return
        }
        if let reason = refFormatProblem(value) { throw .invalidRef(kind: kind, value: value, reason: reason) }
    }

    /// Checks that `name` is a plain folder name (`ModuleNameGrammar`): it can never point
    /// outside the checkouts folder. A control character is named as such.
    public static func moduleName(_ name: String) throws(GitInputError) {
        if name.unicodeScalars.contains(where: isControl) { throw .controlCharacter(field: "module name", value: name) }
        if let reason = ModuleNameGrammar.problem(name) { throw .invalidModuleName(name, reason: reason) }
    }

    /// True for C0 controls and DEL (and C1 controls).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7f...0x9f).contains(scalar.value)
    }

    private static func refFormatProblem(_ value: String) -> String? {
        if value == "@" { return "is '@', which git reserves" }
        if value.hasPrefix("/") || value.hasSuffix("/") { return "starts or ends with '/'" }
        if value.hasSuffix(".") { return "ends with '.'" }
        if value.contains("..") { return "contains '..'" }
        if value.contains("@{") { return "contains '@{'" }
        if value.contains("//") { return "contains '//'" }
        for character in [" ", "~", "^", ":", "?", "*", "[", "\\"] where value.contains(character) {
            return "contains '\(character)'"
        }
        for component in value.split(separator: "/") {
            if component.hasPrefix(".") { return "has a component starting with '.'" }
            if component.hasSuffix(".lock") { return "has a component ending with '.lock'" }
        }
        return nil
    }

    private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }

    private static func isHostName(_ host: Substring) -> Bool {
        guard let first = host.first, first != "-", first != "." else { return false }
        return host.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") && $0.isASCII }
    }

    /// `[A-Za-z0-9][A-Za-z0-9+.-]*`: what git (`is_urlschemechar`, url.c) takes for a scheme or
    /// a remote helper's name.
    private static func isSchemeName(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isLetter || first.isNumber else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }
    }

    /// The host between brackets: an IPv6 address (`::1`, `fe80::1%eth0`) or a name, with an
    /// optional `:port`; never empty or starting with `-` (ssh would read an option).
    private static func isBracketedHost(_ host: Substring) -> Bool {
        guard let first = host.first, first != "-" else { return false }
        return host.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || ".:-%".contains($0)) }
    }

    private static func isUserCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || "._-".contains(character))
    }
}
