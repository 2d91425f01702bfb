/// What `mortar` exits with: 0 clean, 1 findings (or failures) at error level, 2 unusable input.
public enum ExitCode: Int32, Sendable {
    case success = 0
    case failure = 1
    case usage = 2
}
