import Foundation
import MortarCore

extension FetchEngine {
    /// The branch a manifest writes for "the remote's default branch" (a Podfile `:git` pod
    /// with no `:branch`, `:tag` or `:commit`).
    public static let defaultBranchMarker = "HEAD"

    /// `ref`, or for `branch 'HEAD'` the branch the remote names as its default, asked from the
    /// remote (`ls-remote --symref`); offline, the default the existing clone recorded (`origin/HEAD`). The
    /// answer is validated like any ref from a manifest before git sees it again.
    func resolvingDefaultBranch(
        _ ref: GitReference, module: String, url: String, cloneURL: String, target: String, offline: Bool
    ) throws(FetchFailure) -> GitReference {
        guard ref == .branch(FetchEngine.defaultBranchMarker) else { return ref }
        let name: String?
        if offline {
            guard fileSystem.kind(target) != nil else { throw .offlineMissing(module: module) }
            guard let recorded = git.recordedDefaultBranch(in: target) else { throw .offlineRefMissing(module: module, ref: ref) }
            name = recorded
        } else {
            do {
                name = try git.remoteDefaultBranch(cloneURL)
            } catch {
                if case .timedOut = error.reason { throw .git(module: module, error) }
                throw .repositoryUnreachable(module: module, url: url, detail: error.summaryLine)
            }
        }
        guard let name else { throw .defaultBranchUnknown(module: module, url: url) }
        let resolved = GitReference.branch(name)
        do throws(GitInputError) {
            try GitInputValidator.ref(resolved)
        } catch {
            throw .unsafeInput(module: module, error)
        }
        return resolved
    }
}
