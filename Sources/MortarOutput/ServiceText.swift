import MortarCore
import MortarWorkspace

/// The text reports of services whose outcome is not a list of findings.
public enum ServiceText {
    /// `removed Modules/Core`, `kept Modules/UI: uncommitted changes`, then a count; an item
    /// whose removal failed is an `error[remove-failed]` among the service's messages.
    public static func clean(_ outcome: CleanService.Outcome) -> String {
        if outcome.items.isEmpty { return "nothing to clean\n" }
        var out = ""
        for item in outcome.items where item.error == nil {
            if !item.keptBecause.isEmpty {
                out += "kept \(item.path): \(item.keptBecause.joined(separator: ", "))\n"
            } else {
                let with = item.removedWith.isEmpty ? "" : " with " + item.removedWith.joined(separator: " and ")
                out += "\(outcome.dryRun ? "would remove" : "removed") \(item.path)\(with)\n"
            }
        }
        return out + "\(outcome.removed) \(outcome.dryRun ? "to remove" : "removed"), \(outcome.kept) kept\n"
    }

    /// `VERSION yes` or `VERSION no`, one line per version in the order given.
    public static func satisfies(_ answers: [SatisfiesService.Answer]) -> String {
        answers.map { "\($0.version) \($0.satisfies ? "yes" : "no")\n" }.joined()
    }

    /// What a service said, in order: findings in the one text shape, lines as `note: …`,
    /// `warning: …`, `error: …` (standard error).
    public static func messages(_ messages: [ServiceMessage]) -> String {
        messages.map { message in
            switch message {
            case let .diagnostics(list): DiagnosticRenderer.entries(list)
            case let .line(severity, text): ServiceMessage.lineText(severity, text)
            }
        }.joined()
    }

    /// `added .mortar/, Modules/ to .gitignore`, when the `.gitignore` step added anything.
    public static func gitIgnore(_ outcome: GitIgnoreService.Outcome?) -> String {
        guard let outcome, !outcome.added.isEmpty else { return "" }
        return "added \(outcome.added.joined(separator: ", ")) to \(outcome.file)\n"
    }

    /// `mortar clean --repository-cache`: a line per entry, then the count and the folder.
    public static func repositoryCacheClean(_ outcome: RepositoryCacheCleaner.Outcome) -> String {
        var out = ""
        for name in outcome.removed { out += "\(outcome.dryRun ? "would remove" : "removed") \(name)\n" }
        for kept in outcome.kept { out += "kept \(kept.name): \(kept.reason)\n" }
        return out + "\(outcome.removed.count) \(outcome.dryRun ? "to remove" : "removed"), \(outcome.kept.count) kept in the repository cache \(outcome.cache)\n"
    }
}
