/// How each part of a diagnostic is decorated when written for people: nothing by default,
/// ANSI colours on a terminal (the CLI's `Paint`).
public struct DiagnosticStyle: Sendable {
    public var place: @Sendable (String) -> String
    public var label: @Sendable (Severity, String) -> String
    public var message: @Sendable (String) -> String
    public var note: @Sendable (String) -> String
    public var help: @Sendable (String) -> String

    public init(
        place: @escaping @Sendable (String) -> String, label: @escaping @Sendable (Severity, String) -> String,
        message: @escaping @Sendable (String) -> String, note: @escaping @Sendable (String) -> String, help: @escaping @Sendable (String) -> String
    ) {
        self.place = place
        self.label = label
        self.message = message
        self.note = note
        self.help = help
    }

    /// No decoration: what tests, files and pipes get.
    public static let plain = DiagnosticStyle(place: { $0 }, label: { $1 }, message: { $0 }, note: { $0 }, help: { $0 })
}

extension Diagnostic {
    /// The one text shape of a finding or a manifest problem, every line ending in a newline:
    ///
    ///     path:line:col: severity[code]: message
    ///       path:line:col: note: related place
    ///       help: what to do
    ///
    /// Places, messages, notes and help carry names and text read from input: each is written
    /// with `TerminalText.escaped` (a carriage return as `\r`, an escape as `\u{1B}`, a line
    /// feed as `\n`) before the style adds its colours, so no value can erase, recolour or
    /// split a line of the report.
    public func text(_ style: DiagnosticStyle = .plain) -> String {
        let place = primaryLocation.map { "\(TerminalText.escaped($0.description)): " } ?? ""
        let label = style.label(severity, "\(severity.rawValue)[\(code.rawValue)]")
        var out = "\(style.place(place))\(label): \(style.message(TerminalText.escaped(message)))\n"
        for note in notes {
            if let location = note.location {
                out += "  \(TerminalText.escaped(location.description)): \(style.note("note")): \(TerminalText.escaped(note.message))\n"
            } else {
                out += "  \(style.note("note")): \(TerminalText.escaped(note.message))\n"
            }
        }
        if let help { out += "  \(style.help("help")): \(TerminalText.escaped(help))\n" }
        return out
    }
}
