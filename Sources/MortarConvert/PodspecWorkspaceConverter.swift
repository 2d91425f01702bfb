import MortarCore

/// Converts every podspec module of a workspace together, so a module's dependencies on other
/// modules' specs become target dependencies on their targets. Pure.
public enum PodspecWorkspaceConverter {
    /// Resolves the drafts' dependencies: a spec of a converted module (`Other`, `Other/Sub`)
    /// → its targets; else `podProducts(name)` (the seam where pods map to package products,
    /// `PodProductLookup` of `mortar migrate`; empty: unmapped) → those products; else an
    /// `unmapped-pod` finding. A target rooted in a tree then reaches the public headers of the
    /// trees it depends on as CocoaPods' `Headers/Public/POD` (`DependencyHeaderReach`).
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
            // A dependency nothing stands for: its targets by (spec, dependency, where), said once.
            var unmapped: [(pending: PodspecConversionDraft.Pending, targets: [String])] = []
            for pending in draft.pending {
                if let targets = provides[pending.dependency], !targets.isEmpty {
                    added[pending.target, default: []] += targets.filter { $0 != pending.target }.map { .target($0) }
                } else if case let products = podProducts(pending.dependency), !products.isEmpty {
                    added[pending.target, default: []] += products
                } else if let index = unmapped.firstIndex(where: {
                    $0.pending.spec == pending.spec && $0.pending.dependency == pending.dependency && $0.pending.location == pending.location
                }) {
                    if !unmapped[index].targets.contains(pending.target) { unmapped[index].targets.append(pending.target) }
                } else {
                    unmapped.append((pending, [pending.target]))
                }
            }
            conversion.findings += unmapped.map { PodspecConverter.Findings.unmappedPod($0.pending, targets: $0.targets) }
            dropSystemLibrariesOfDependencies(&conversion, added: added)
            for index in conversion.targets.indices {
                var dependencies = conversion.targets[index].dependencies + (added[conversion.targets[index].name] ?? [])
                var seen = Set<PackageTargetDependency>()
                dependencies = dependencies.filter { seen.insert($0).inserted }
                conversion.targets[index].dependencies = dependencies.sorted()
            }
            conversion.findings.sort()
            result[conversion.module] = conversion
        }
        var treeExclusions: [String: [String]] = [:]
        for draft in drafts { treeExclusions.merge(draft.treeExclusions) { old, _ in old } }
        DependencyHeaderReach.link(&result, treeExclusions: treeExclusions)
        return result
    }

    /// A system library target the module made of a map in its folder (`addSystemLibraries`)
    /// whose name is a target a pod it depends on builds is that pod's module, not a second
    /// target by that name: PromisesSwift imports `FBLPromises`, which its tree's
    /// `Sources/FBLPromises/include/module.modulemap` declares and its dependency PromisesObjC
    /// builds (its `module_name`). The system library and its note go; the importing targets
    /// depend on the pod's target, as the dependency already makes them.
    static func dropSystemLibrariesOfDependencies(_ conversion: inout ModuleConversion, added: [String: [PackageTargetDependency]]) {
        let fromPods = Set(added.values.joined())
        let replaced = Set(conversion.targets.filter { $0.kind == .system && fromPods.contains(.target($0.name)) }.map(\.name))
        guard !replaced.isEmpty else { return }
        conversion.targets.removeAll { $0.kind == .system && replaced.contains($0.name) }
        let notes = replaced.map { PodspecConverter.Findings.systemLibraryMessagePrefix(module: conversion.module, imported: $0) }
        conversion.findings.removeAll { finding in notes.contains { finding.message.hasPrefix($0) } }
    }

    /// The order to convert modules in: manifest order, except that a module whose folder other
    /// modules share comes after those of them its specs depend on, so the files they both select
    /// stay with the module depended on (`RxSwift` keeps `Platform/**`, `RxBlocking` depends on
    /// it) and no target depends on one that depends on it. A cycle falls back to manifest order.
    /// - Parameter modules: each module's folder, and the pods (root names) its specs depend on
    ///   that are modules of the same folder, by index.
    /// - Returns: indices into `modules`.
    /// - Complexity: O(n²) in the number of modules.
    public static func conversionOrder(_ modules: [(folder: String, dependsOn: Set<Int>)]) -> [Int] {
        var done = Set<Int>()
        var order: [Int] = []
        while order.count < modules.count {
            let waiting = modules.indices.filter { !done.contains($0) }
            let next = waiting.first { index in modules[index].dependsOn.allSatisfy { $0 == index || done.contains($0) } } ?? waiting[0]
            done.insert(next)
            order.append(next)
        }
        return order
    }
}

