/// Why the harness could not measure something.
enum BenchError: Error, CustomStringConvertible {
    /// A bad command line.
    case usage(String)
    /// A child process failed or printed something unreadable.
    case childFailed(String)
    /// Preparing the input (writing a workspace, making git repositories) failed.
    case setup(String)
    /// The measured code returned something other than what the input guarantees.
    case unexpected(String)

    var description: String {
        switch self {
        case let .usage(message): return "\(message); run 'mortar-bench --help'"
        case let .childFailed(message): return "a measuring child process failed: \(message)"
        case let .setup(message): return "cannot prepare the benchmark input: \(message)"
        case let .unexpected(message): return "unexpected result: \(message)"
        }
    }
}
