/// A module entry that fetch refuses before any process starts: an unsafe or unusable URL,
/// ref or name.
public enum GitInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A URL beginning with `-` (git would read it as an option).
    case urlStartsWithDash(String)
    /// A URL, ref or name containing a control character (shown escaped).
    case controlCharacter(field: String, value: String)
    /// `ext::…`, `fd::…` or another `transport::address` form that runs helpers.
    case transportNotAllowed(String, transport: String)
    /// A `scheme://` other than https, http, ssh, git and file.
    case schemeNotAllowed(String, scheme: String)
    /// A URL with an empty or dash-leading host, or otherwise unusable.
    case malformedURL(String, reason: String)
    /// A branch, tag or commit that is not a valid git ref (or starts with `-`).
    case invalidRef(kind: String, value: String, reason: String)
    /// A module name that is not a plain folder name.
    case invalidModuleName(String, reason: String)

    /// What is wrong and what to do, as one line: `problem; remedy`.
    public var description: String { "\(parts.problem); \(parts.remedy)" }

    /// What is wrong, naming the value: `branch 'a..b' contains '..'`.
    public var problem: String { parts.problem }

    /// What to do: `write a valid git branch name`.
    public var remedy: String { parts.remedy }

    private var parts: (problem: String, remedy: String) {
        switch self {
        case let .urlStartsWithDash(url):
            return ("url '\(url)' starts with '-' and would be read as an option by git", "write a repository URL or path")
        case let .controlCharacter(field, value):
            return ("\(field) '\(GitInputError.escaped(value))' contains a control character", "remove it")
        case let .transportNotAllowed(url, transport):
            return ("url '\(url)' uses the '\(transport)::' transport, which can run programs", "use an https, ssh, git or file URL or a local path")
        case let .schemeNotAllowed(url, scheme):
            return ("url '\(url)' uses the unsupported scheme '\(scheme)://'", "use https, http, ssh, git, file, user@host:path or a local path")
        case let .malformedURL(url, reason):
            return ("url '\(url)' \(reason)", "write a repository URL or path")
        case let .invalidRef(kind, value, reason):
            return ("\(kind) '\(GitInputError.escaped(value))' \(reason)", "write a valid git \(kind) name")
        case let .invalidModuleName(name, reason):
            return ("module name '\(GitInputError.escaped(name))' \(reason)", "a name is a folder name matching [A-Za-z0-9_][A-Za-z0-9_.+-]*")
        }
    }

    /// `value` with control characters written as `\u{…}` so a message never carries them.
    static func escaped(_ value: String) -> String {
        var text = ""
        for scalar in value.unicodeScalars {
            if GitInputValidator.isControl(scalar) {
                text += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}
