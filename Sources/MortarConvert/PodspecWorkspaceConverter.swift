import MortarCore

/// Converts every podspec module of a workspace together, so a module's dependencies on other
/// modules' specs become target dependencies on their targets. Pure.
public enum PodspecWorkspaceConverter {
    /// Resolves the drafts' dependencies: a spec of a converted module (`Other`, `Other/Sub`)
    /// → its targets; else `podProducts(name)` (the seam where pods map to package products,
    /// `PodProductLookup` of `mortar migrate`; empty: unmapped) → those products; else an
    /// `unmapped-pod` finding.
    /// - Returns: module name → its conversion, targets' dependencies sorted.
    public static func resolve(
        _ drafts: [PodspecConversionDraft], podProducts: (String) -> [PackageTargetDependency] = { _ in [] }
    ) -> [String: ModuleConversion] {
        var provides: [String: [String]] = [:]
        for draft in drafts { provides.merge(draft.provides) { old, _ in old } }
        var result: [String: ModuleConversion] = [:]
        for draft in drafts {
            var conversion = draft.conversion
            var added: [String: [PackageTargetDependency]] = [:]
            for pending in draft.pending {
                if let targets = provides[pending.dependency], !targets.isEmpty {
                    added[pending.target, default: []] += targets.filter { $0 != pending.target }.map { .target($0) }
                } else if case let products = podProducts(pending.dependency), !products.isEmpty {
                    added[pending.target, default: []] += products
                } else {
                    conversion.findings.append(PodspecConverter.Findings.unmappedPod(pending))
                }
            }
            for index in conversion.targets.indices {
                var dependencies = conversion.targets[index].dependencies + (added[conversion.targets[index].name] ?? [])
                var seen = Set<PackageTargetDependency>()
                dependencies = dependencies.filter { seen.insert($0).inserted }
                conversion.targets[index].dependencies = dependencies.sorted()
            }
            conversion.findings.sort()
            result[conversion.module] = conversion
        }
        return result
    }
}
