import MortarCore
import MortarWorkspace

/// Prints `GenerateService`'s outcome: findings, then each file written or unchanged, or (a
/// check) a diff of each file out of date and one error naming them.
public enum GenerateRenderer {
    /// Findings as text on `stderr`; in another format on `stdout`, which then holds nothing
    /// else (file lines and diffs go to `stderr`). Returns false when a file is out of date
    /// or could not be written.
    public static func render(
        _ outcome: GenerateService.Outcome, format: DiagnosticFormat, manifestName: String, stdout: TextOutput, stderr: TextOutput
    ) -> Bool {
        var lines = stdout
        if format == .text {
            stderr.write(DiagnosticRenderer.entries(outcome.diagnostics))
        } else {
            let summary = DiagnosticRenderer.Summary(modules: outcome.modules, edges: outcome.edges)
            stdout.write(DiagnosticRenderer.render(outcome.diagnostics, format: format, summary: summary))
            lines = stderr
        }
        if outcome.files.isEmpty {
            lines.write("nothing to generate: \(manifestName) names no outputs; pass --swiftpm PATH or --podfile PATH\n")
            return true
        }
        var stale: [String] = [], staleTrees = 0, notMade: [String] = []
        for (shown, file, status) in outcome.files {
            switch status {
            case .unchanged: if !outcome.check { lines.write("unchanged \(shown)\n") }
            case .written: lines.write("wrote \(shown)\n")
            case let .failed(error): stderr.write(Diagnostic(.writeFailed, .error, splitting: error).text())
            case let .stale(old):
                stale.append("'\(shown)'")
                lines.write(UnifiedDiff.make(
                    old: old ?? "", new: file.contents, oldName: old == nil ? "/dev/null" : "\(shown) (on disk)", newName: "\(shown) (generated)"))
            }
        }
        for (shown, tree, status) in outcome.trees {
            switch status {
            case .unchanged: if !outcome.check { lines.write("unchanged \(shown)/\n") }
            case .applied: lines.write("\(tree.isPlanned ? "wrote" : "removed") \(shown)/\n")
            case let .failed(error): stderr.write(Diagnostic(.writeFailed, .error, splitting: error).text())
            case .notMade: notMade.append("'\(shown)'")
            case .stale:
                stale.append("'\(shown)'")
                staleTrees += 1
                for link in tree.write {
                    let what = link.contents == nil ? "-> \(link.destination)" : "(a file mortar writes)"
                    lines.write("+ \(display(link.path, shown: shown, tree: tree.tree)) \(what)\n")
                }
                for path in tree.remove { lines.write("- \(display(path, shown: shown, tree: tree.tree))\n") }
            }
        }
        if outcome.check {
            // A header tree is made on each machine (`.mortar/` is ignored by git): one not made
            // yet (a fresh clone in CI) is no committed file out of date, and none is committed.
            if !notMade.isEmpty {
                let trees = "\(notMade.count == 1 ? "header tree" : "header trees") \(notMade.joined(separator: ", ")) \(notMade.count == 1 ? "is" : "are")"
                stderr.write(Diagnostic(.outOfDate, .note, "\(trees) not made yet (a fresh clone, or after 'mortar clean'); it is not committed",
                                        help: "run 'mortar generate' before 'swift build'").text())
            }
            guard !stale.isEmpty else {
                // A tree that could not be looked at whole (a file of the user's in it) is not up to date.
                if outcome.trees.contains(where: { if case .failed = $0.status { true } else { false } }) { return false }
                let total = outcome.files.count, trees = outcome.trees.count - notMade.count
                let treesText = trees == 0 ? "" : " and \(trees) header \(trees == 1 ? "tree" : "trees")"
                lines.write("\(total) generated \(total == 1 && trees == 0 ? "file is" : "files\(treesText) are") up to date\n")
                return true
            }
            let files = "\(stale.joined(separator: ", ")) \(stale.count == 1 ? "is" : "are")"
            let ignored = "header trees are made on each machine, in .mortar/, which git ignores"
            let help = staleTrees == 0 ? "run 'mortar generate' and commit the result"
                : staleTrees == stale.count ? "run 'mortar generate' (\(ignored))"
                : "run 'mortar generate' and commit the generated files (\(ignored))"
            stderr.write(Diagnostic(.outOfDate, .error, "\(files) out of date", help: help).text())
        }
        return !outcome.failed
    }

    /// A path inside a tree as shown: the tree as shown, then the rest of the path.
    static func display(_ path: String, shown: String, tree: String) -> String {
        path.hasPrefix(tree + "/") ? shown + path.dropFirst(tree.count) : path
    }
}
