import MortarCore

/// One thing a service has to say besides its outcome, in the order it happened: located
/// findings (`Diagnostic`, rendered by the one renderer) or a line of its own severity that
/// names no place (`note: …`, `warning: …`, `error: …`). Services return these; only the CLI
/// prints them.
public enum ServiceMessage: Hashable, Sendable {
    case diagnostics([Diagnostic])
    case line(Severity, String)

    /// The located findings among `messages`, in order.
    public static func diagnostics(in messages: [ServiceMessage]) -> [Diagnostic] {
        messages.flatMap { message -> [Diagnostic] in
            if case let .diagnostics(list) = message { return list }
            return []
        }
    }

    /// A command-line argument the service cannot use (an unknown NAME, a FILE of no known
    /// kind, an unknown --update name): `error[usage]`, its text split at the first "; " into
    /// what is wrong and the help line.
    public static func usage(_ text: String) -> ServiceMessage {
        .diagnostics([Diagnostic(.usage, .error, splitting: text)])
    }

    /// The text of a `.line` (`note: …`), one trailing newline.
    public static func lineText(_ severity: Severity, _ text: String) -> String {
        "\(severity.rawValue): \(text)\n"
    }
}
