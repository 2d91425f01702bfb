import MortarCore

/// The one gate between a manifest and git, applied where each manifest is read so that every
/// command (check, fetch, generate, resolve, migrate…) refuses the same inputs at the same
/// place: each URL a manifest would hand to git (a module's, a pin's, a spec repository's) and
/// each ref must pass `GitInputValidator`. A refusal is an `invalid-manifest` issue at the
/// entry, in the words fetch and resolve use: `Core: url 'ext::…' uses the 'ext::' transport…`.
public enum GitInputIssues {
    /// The issue when `url`, named by `owner` (a module, a pin, `source`), is refused; else nil.
    public static func url(_ url: String, of owner: String, at location: SourceLocation) -> ManifestIssue? {
        do throws(GitInputError) {
            _ = try GitInputValidator.url(url)
            return nil
        } catch {
            return ManifestIssue("\(owner): \(error)", at: location)
        }
    }

    /// The issue when `ref`, named by `owner`, is refused; else nil: the one rendering of a
    /// refused ref, wherever it is written (mortar.json, a Podfile, mortar.local.json) —
    /// `Core: branch 'a..b' contains '..'` at the value, `help: write a valid git branch name`.
    public static func ref(_ ref: GitReference, of owner: String, at location: SourceLocation) -> ManifestIssue? {
        do throws(GitInputError) {
            try GitInputValidator.ref(ref)
            return nil
        } catch {
            return ManifestIssue("\(owner): \(error.problem)", at: location, help: error.remedy)
        }
    }

    /// Every refused module URL or ref and pin URL of `manifest`, sorted. Pure.
    public static func issues(in manifest: IntegratorManifest) -> [ManifestIssue] {
        var issues: [ManifestIssue] = []
        for module in manifest.modules {
            guard case let .git(url, ref) = module.source else { continue }
            if let issue = Self.url(url, of: module.name, at: module.location) {
                issues.append(issue)
            } else if let issue = Self.ref(ref, of: module.name, at: module.location) {
                issues.append(issue)
            }
        }
        for pin in manifest.pins {
            if let url = pin.url, let issue = Self.url(url, of: pin.name, at: pin.location) { issues.append(issue) }
        }
        return issues.sorted()
    }
}
