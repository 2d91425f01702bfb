import MortarCore
import MortarWorkspace

/// What `migrate` prints besides its report (`PodMigrationReport`'s text, JSON and markdown).
public enum MigrateRenderer {
    /// The lines of `migrate --write` on standard error: what was written, and the
    /// `.gitignore` lines a created sidecar added; empty when nothing was written.
    public static func written(_ outcome: MigrationPinWriter.Outcome?) -> String {
        guard let outcome, outcome.changed else { return "" }
        let count = outcome.recorded == 1 ? "1 mapped pod" : "\(outcome.recorded) mapped pods"
        guard let podfile = outcome.createdBeside else { return "wrote the git and products of \(count) to \(outcome.target)\n" }
        var out = "wrote \(outcome.target) beside the \(podfile) (as 'mortar init --from-podfile' would) with the git and products of \(count)\n"
        if let ignore = outcome.gitIgnore, !ignore.added.isEmpty {
            out += "added \(ignore.added.joined(separator: ", ")) to \(ignore.file)\n"
        }
        return out
    }

    /// One JSON document: the report's members, then `"diagnostics"` (what the run said and
    /// the report's findings) and `"messages"`.
    public static func json(_ outcome: MigrateService.Outcome, messages: [ServiceMessage]) -> String {
        let manifest = PathText.lastComponent(of: outcome.integrator.path)
        return ServiceJSON.document(outcome.report.json(manifest: manifest), messages + [.diagnostics(outcome.report.findings)])
    }
}
