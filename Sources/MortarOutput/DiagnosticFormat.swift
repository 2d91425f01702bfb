/// How findings are printed: for people, for programs, for code-scanning, for GitHub Actions.
public enum DiagnosticFormat: String, CaseIterable, Sendable {
    case text, json, sarif, github
}
