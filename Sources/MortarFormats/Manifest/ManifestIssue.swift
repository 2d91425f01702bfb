import MortarCore

/// One problem that makes a manifest unusable, at its place, with what to do.
public struct ManifestIssue: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String
    public var help: String?

    public init(_ message: String, at location: SourceLocation, help: String? = nil) {
        self.message = message
        self.location = location
        self.help = help
    }

    /// The problem as a diagnostic like every other: code `invalid-manifest`, an error.
    public var diagnostic: Diagnostic {
        Diagnostic(.invalidManifest, .error, message, at: [location], help: help)
    }

    /// `file:line:col: error[invalid-manifest]: message` and, when there is one, an indented
    /// help line: `Diagnostic.text`, the one text shape (without the last newline).
    public var description: String {
        String(diagnostic.text().dropLast())
    }

    public static func < (lhs: ManifestIssue, rhs: ManifestIssue) -> Bool {
        (lhs.location, lhs.message) < (rhs.location, rhs.message)
    }
}

/// A manifest that cannot be used: every problem found, sorted (never only the first).
public struct ManifestError: Error, Hashable, Sendable, CustomStringConvertible {
    public var issues: [ManifestIssue]

    public init(_ issues: [ManifestIssue]) {
        self.issues = issues.sorted()
    }

    public init(_ message: String, at location: SourceLocation, help: String? = nil) {
        self.issues = [ManifestIssue(message, at: location, help: help)]
    }

    public init(_ error: JSONParseError) {
        self.issues = [ManifestIssue(error.message, at: error.location, help: "fix the JSON syntax at that place")]
    }

    /// Every problem as a diagnostic, sorted.
    public var diagnostics: [Diagnostic] { issues.map(\.diagnostic) }

    public var description: String { issues.map(\.description).joined(separator: "\n") }
}
