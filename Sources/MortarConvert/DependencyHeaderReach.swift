import MortarCore

/// A dependent's reach into the public headers of the pods it depends on, as CocoaPods gives
/// it: `PodTarget#header_search_paths` holds `Headers/Public` and `Headers/Public/POD` of each
/// pod of `recursive_dependent_targets` (`Sandbox::HeadersStore#search_paths`), so a dependent
/// writes `"Header.h"`, `<Header.h>` and `<header_dir/Header.h>` besides `<POD/Header.h>`.
/// SwiftPM gives a dependent only each dependency's public headers folder (a tree's `include`:
/// `<POD/…>`), so a dependent's tree links each dependency tree's `include/POD` as
/// `public/TARGET` and searches it, after its own `private` folders. A C-family target whose
/// headers SwiftPM takes where they are has no tree, so it would reach a dependency's
/// `include/POD/…` only through the flat twins, which leave out `header_dir = 'POD'`
/// (RxCocoa's `<RxCocoa/X.h>`): it is rooted in a tree too, which links the module and these
/// folders only, its sources and public headers read through the `module` link. Pure.
enum DependencyHeaderReach {
    /// Adds to every C-family target (a test spec's too, as CocoaPods gives a test spec the
    /// pod's search paths) a link and a header search path for each target it
    /// depends on, directly or not, whose tree holds public headers; a target not rooted in a
    /// tree yet is rooted in one (`rooted`). `treeExclusions`: what a target without a tree
    /// excludes of its module's folder once rooted in one (`PodspecConversionDraft.treeExclusions`).
    /// - Complexity: O(t · (t + d)) for t targets and d dependencies between them.
    static func link(_ conversions: inout [String: ModuleConversion], treeExclusions: [String: [String]]) {
        var publicFolder: [String: String] = [:]
        var dependencies: [String: [String]] = [:]
        for module in conversions.keys.sorted() {
            for target in conversions[module]?.targets ?? [] where dependencies[target.name] == nil {
                dependencies[target.name] = target.dependencies.compactMap {
                    if case let .target(name) = $0 { return name }
                    return nil
                }
                if let folder = includeFolder(of: target) { publicFolder[target.name] = folder }
            }
        }
        for module in conversions.keys.sorted() {
            guard var conversion = conversions[module] else { continue }
            for index in conversion.targets.indices where conversion.targets[index].kind == .regular || conversion.targets[index].kind == .test {
                var target = conversion.targets[index]
                let reached = closure(of: target.name, dependencies: dependencies).filter { $0 != target.name && publicFolder[$0] != nil }
                guard !reached.isEmpty else { continue }
                if !target.isInTree {
                    guard target.sources.contains(where: { !$0.hasSuffix(".swift") }) else { continue }
                    target = rooted(target, exclude: treeExclusions[target.name] ?? [])
                }
                for name in reached {
                    guard let folder = publicFolder[name] else { continue }
                    let link = TargetTree.dependencyPublicHeaders + "/" + name
                    target.dependencyHeaders[link] = name + "/" + folder
                    let setting = PackageSetting(.headerSearchPath(link))
                    if !target.cSettings.contains(setting) { target.cSettings.append(setting) }
                }
                target.cSettings.sort()
                conversion.targets[index] = target
            }
            conversions[module] = conversion
        }
    }

    /// `target`, whose headers SwiftPM takes where they are, rooted in a tree of its own: its
    /// paths below the tree's `module` link, its public headers folder too (SwiftPM's default
    /// `include` when it names none; a test target has none), and `exclude` (relative to the
    /// module's folder) excluded, as the tree's folder is the module's.
    static func rooted(_ target: PackageTarget, exclude: [String]) -> PackageTarget {
        var result = PodspecConverter.treeTarget(target, links: [:], searchPaths: [])
        result.exclude = exclude.map { TargetTree.moduleLink + "/" + $0 }
        let base = target.path.isEmpty ? "" : target.path + "/"
        result.publicHeadersPath = target.kind == .test ? nil
            : PathText.normalize(TargetTree.moduleLink + "/" + base + (target.publicHeadersPath ?? TargetTree.include))
        return result
    }

    /// The tree's `include/POD` folder (CocoaPods' `Headers/Public/POD`), when it links public
    /// headers there: that of its deepest link (a flat twin, `include/dir/H.h`, is one folder
    /// less deep than `include/POD/dir/H.h`).
    static func includeFolder(of target: PackageTarget) -> String? {
        let links = target.headerLinks.keys.map { $0.split(separator: "/") }.filter { $0.first == Substring(TargetTree.include) }
        guard let deepest = links.max(by: { $0.count < $1.count }), deepest.count >= 3 else { return nil }
        return deepest[0] + "/" + deepest[1]
    }

    /// Every target `name` depends on, directly or not, sorted by name.
    static func closure(of name: String, dependencies: [String: [String]]) -> [String] {
        var seen = Set<String>()
        var stack = dependencies[name] ?? []
        while let next = stack.popLast() {
            guard seen.insert(next).inserted else { continue }
            stack += dependencies[next] ?? []
        }
        return seen.sorted()
    }
}
