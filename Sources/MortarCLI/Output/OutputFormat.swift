/// How findings are printed: for people, for programs, for code-scanning, for GitHub Actions.
public enum DiagnosticFormat: String, CaseIterable, Sendable {
    case text, json, sarif, github

    /// Reads `--format`, or says what is allowed.
    static func parse(_ value: String?, option: String = "--format") throws(UsageError) -> DiagnosticFormat {
        guard let value else { return .text }
        guard let format = DiagnosticFormat(rawValue: value) else {
            throw UsageError.invalidValue(option: option, value: value, expected: allCases.map(\.rawValue).joined(separator: ", "))
        }
        return format
    }
}
