import MortarCore

extension PinChange {
    /// What `mortar migrate --write` records: one change per mapped pod taken at a version tag,
    /// a Podfile's `:git` pod at its commit or tag (the pin takes the module's place; a
    /// `mortar.json` module keeps its entry), or at its default branch's commit (`--accept-default-branch`, by `"revision"`),
    /// with its URL and products and its version as pinned (or the later one migrate took).
    /// Sorted by name.
    public static func recording(_ report: PodMigrationReport) -> [PinChange] {
        report.pods.compactMap { pod in
            guard pod.status == .mapped, let url = pod.url, !pod.products.isEmpty else { return nil }
            // A Podfile's `:git` pod: the pin migrate prints, which takes the module's place.
            if pod.isGitModule {
                guard pod.recordsGitPodPin else { return nil }
                var change = PinChange(name: pod.name, version: pod.version, url: url, products: pod.products, revision: pod.gitPodRevision)
                change.subspecProducts = pod.subspecProducts
                return change
            }
            let revision: String?
            switch pod.ref {
            case .tag?: revision = pod.revision
            // A commit: its default branch's (`--accept-default-branch`), or the pin's revision.
            case let .commit(id)?: revision = id
            default: return nil
            }
            var change = PinChange(name: pod.name, version: pod.version, url: url, products: pod.products, revision: revision)
            change.subspecProducts = pod.subspecProducts
            // A later version taken (`--accept-later-versions`) is written over the pinned one.
            change.replacesVersion = pod.pinnedVersion != nil
            return change
        }
    }
}
