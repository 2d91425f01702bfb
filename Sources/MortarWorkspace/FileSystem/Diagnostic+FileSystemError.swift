import MortarCore

extension Diagnostic {
    /// A file operation that failed, located at `file` (as shown): `what: reason` as the
    /// message; as the help line the fix the error knows (`replace it with a regular file`)
    /// joined to `help` with ", or ", else `help` alone. An error that is not a
    /// `FileSystemError` gives its text, split at its first "; " as any other.
    public static func fileFailure(_ code: DiagnosticCode, _ what: String, file: String, _ error: any Error, help: String) -> Diagnostic {
        let at = [SourceLocation(file: file)]
        guard let error = error as? FileSystemError else {
            let text = "\(error)"
            guard let split = text.firstRange(of: "; ") else { return Diagnostic(code, .error, "\(what): \(text)", at: at, help: help) }
            return Diagnostic(code, .error, "\(what): \(text[..<split.lowerBound])", at: at, help: "\(text[split.upperBound...]), or \(help)")
        }
        return Diagnostic(code, .error, "\(what): \(error.reason)", at: at, help: error.fix.map { "\($0), or \(help)" } ?? help)
    }
}
