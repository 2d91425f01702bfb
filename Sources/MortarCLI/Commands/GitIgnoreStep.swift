import MortarWorkspace

/// Prints what `GitIgnoreService` did (`bootstrap`, `init`).
enum GitIgnoreStep {
    /// `added .mortar/, Modules/ to .gitignore`, when anything was added.
    static func report(_ outcome: GitIgnoreService.Outcome?, _ context: CommandContext) {
        guard let outcome, !outcome.added.isEmpty else { return }
        context.stdout.write("added \(outcome.added.joined(separator: ", ")) to \(outcome.file)\n")
    }
}
