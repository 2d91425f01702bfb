import MortarCore

extension PinChange {
    /// What `mortar migrate --write` records: one change per mapped pod taken at a version tag
    /// (a `:git` pod keeps its module entry: a pin never stands in for a module the manifest
    /// lists), with its URL and products and its version as pinned (or the later one migrate
    /// took). Sorted by name.
    public static func recording(_ report: PodMigrationReport) -> [PinChange] {
        report.pods.compactMap { pod in
            guard pod.status == .mapped, !pod.isGitModule, let url = pod.url, case .tag? = pod.ref, !pod.products.isEmpty else { return nil }
            var change = PinChange(name: pod.name, version: pod.version, url: url, products: pod.products, revision: pod.revision)
            // A later version taken (`--accept-later-versions`) is written over the pinned one.
            change.replacesVersion = pod.pinnedVersion != nil
            return change
        }
    }
}
