import MortarCore

/// A dependent's reach into the public headers of the pods it depends on, as CocoaPods gives
/// it: `PodTarget#header_search_paths` holds `Headers/Public` and `Headers/Public/POD` of each
/// pod of `recursive_dependent_targets` (`Sandbox::HeadersStore#search_paths`), so a dependent
/// writes `"Header.h"`, `<Header.h>` and `<header_dir/Header.h>` besides `<POD/Header.h>`.
/// SwiftPM gives a dependent only each dependency's public headers folder (a tree's `include`:
/// `<POD/…>`), so a dependent's tree links each dependency tree's `include/POD` as
/// `public/TARGET` and searches it, after its own `private` folders. Pure.
enum DependencyHeaderReach {
    /// Adds to every target rooted in a tree (`isInTree`) a link and a header search path
    /// for each target it depends on, directly or not, whose tree holds public headers.
    /// - Complexity: O(t · (t + d)) for t targets and d dependencies between them.
    static func link(_ conversions: inout [String: ModuleConversion]) {
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
            for index in conversion.targets.indices where conversion.targets[index].kind == .regular && conversion.targets[index].isInTree {
                var target = conversion.targets[index]
                for name in closure(of: target.name, dependencies: dependencies) where name != target.name {
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
