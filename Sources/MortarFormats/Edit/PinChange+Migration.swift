import MortarCore

extension PinChange {
    /// What `mortar migrate --write` records: one change per mapped pod taken at a version tag
    /// (a `:git` pod keeps its module entry: a pin never stands in for a module the manifest
    /// lists), with its URL and products and its version as pinned. Sorted by name.
    public static func recording(_ report: PodMigrationReport) -> [PinChange] {
        report.pods.compactMap { pod in
            guard pod.status == .mapped, !pod.isGitModule, let url = pod.url, case .tag? = pod.ref, !pod.products.isEmpty else { return nil }
            return PinChange(name: pod.name, version: pod.version, url: url, products: pod.products, revision: pod.revision)
        }
    }
}
