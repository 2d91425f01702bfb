/// How bad a finding is. `error` fails `mortar check`; `warning` fails it only with `--strict`.
public enum Severity: String, Hashable, Sendable, Comparable, Codable {
    case error, warning, note

    private var rank: Int {
        switch self {
        case .error: return 0
        case .warning: return 1
        case .note: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
