import MortarCore

extension ResolutionFailure {
    /// The explanation as one located diagnostic, as every other error prints: the summary and
    /// the conclusion at the first clashing requirement, each requirement a note at its place
    /// with the chain from the app to it, and the help.
    public var diagnostic: Diagnostic {
        Diagnostic(
            .versionConflict, .error, "\(Self.summary): \(conclusion)", at: Array(facts.compactMap(\.location).prefix(1)),
            notes: facts.map { Diagnostic.Note($0.text, at: $0.location) }, help: help)
    }
}
