import MortarCore

/// ANSI colours for terminal output; does nothing when disabled (no terminal, `NO_COLOR`).
struct Paint {
    var enabled: Bool

    private func wrap(_ code: String, _ text: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    func bold(_ text: String) -> String { text.isEmpty ? text : wrap("1", text) }
    func note(_ text: String) -> String { wrap("36", text) }
    func help(_ text: String) -> String { wrap("32", text) }
    func severity(_ severity: Severity, _ text: String) -> String {
        switch severity {
        case .error: return wrap("1;31", text)
        case .warning: return wrap("1;33", text)
        case .note: return wrap("1;36", text)
        }
    }

    /// The decoration of `Diagnostic.text` on a terminal.
    var diagnosticStyle: DiagnosticStyle {
        let paint = self
        return DiagnosticStyle(
            place: { paint.bold($0) }, label: { paint.severity($0, $1) }, message: { paint.bold($0) },
            note: { paint.note($0) }, help: { paint.help($0) })
    }
}
