import MortarCore

extension PinChange {
    /// What `mortar migrate --write` records: one change per mapped pod taken at a version tag
    /// (a `:git` pod keeps its module entry: a pin never stands in for a module the manifest
    /// lists), or at its default branch's commit (`--accept-default-branch`, by `"revision"`),
    /// with its URL and products and its version as pinned (or the later one migrate took).
    /// Sorted by name.
    public static func recording(_ report: PodMigrationReport) -> [PinChange] {
        report.pods.compactMap { pod in
            guard pod.status == .mapped, !pod.isGitModule, let url = pod.url, !pod.products.isEmpty else { return nil }
            let revision: String?
            switch pod.ref {
            case .tag?: revision = pod.revision
            // Its default branch's commit (`--accept-default-branch`): the pin is that commit.
            case let .commit(id)? where pod.isOnDefaultBranch: revision = id
            default: return nil
            }
            var change = PinChange(name: pod.name, version: pod.version, url: url, products: pod.products, revision: revision)
            // A later version taken (`--accept-later-versions`) is written over the pinned one.
            change.replacesVersion = pod.pinnedVersion != nil
            return change
        }
    }
}
