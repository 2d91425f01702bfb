/// One finding: a stable code, a severity, a message, where (primary location first), notes
/// that point at related places, and a help line that says what to do.
public struct Diagnostic: Hashable, Sendable {
    /// A secondary message, optionally at a place (`required here`, `pinned here`).
    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: SourceLocation?
        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    public var code: DiagnosticCode
    public var severity: Severity
    public var message: String
    /// Primary location first; may be empty for workspace-wide findings.
    public var locations: [SourceLocation]
    public var notes: [Note]
    public var help: String?

    public init(
        _ code: DiagnosticCode, _ severity: Severity, _ message: String, at locations: [SourceLocation] = [],
        notes: [Note] = [], help: String? = nil
    ) {
        self.code = code
        self.severity = severity
        self.message = message
        self.locations = locations
        self.notes = notes
        self.help = help
    }

    public var primaryLocation: SourceLocation? { locations.first }

    /// A diagnostic from a one-line error text (`what is wrong; what to do`): the message is
    /// the text before the first "; ", the help line the rest.
    public init(_ code: DiagnosticCode, _ severity: Severity, splitting text: String, at locations: [SourceLocation] = []) {
        guard let split = text.firstRange(of: "; ") else {
            self.init(code, severity, text, at: locations)
            return
        }
        self.init(code, severity, String(text[..<split.lowerBound]), at: locations, help: String(text[split.upperBound...]))
    }
}

extension Diagnostic: Comparable {
    /// Reports sort by file, line, column, then code and message: the same input always prints
    /// the same report.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        let l = lhs.primaryLocation ?? SourceLocation(file: "")
        let r = rhs.primaryLocation ?? SourceLocation(file: "")
        if l != r { return l < r }
        if lhs.code != rhs.code { return lhs.code < rhs.code }
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        return lhs.message < rhs.message
    }
}
