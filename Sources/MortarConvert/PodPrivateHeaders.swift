import MortarCore

/// The headers of every converted spec of one pod as CocoaPods links them into the pod's one
/// `Headers/Private/POD`: CocoaPods builds a pod (the root and the subspecs installed) as one
/// target, and links the headers of each of its library specs' file accessors there, each
/// spec's as its own `header_dir` and `header_mappings_dir` place them
/// (`PodTarget#header_mappings_by_file_accessor`, `FileReferencesInstaller#link_headers`), so a
/// root's source may write `"Sub.h"` for a subspec's header, and a subspec its sibling's. Mortar
/// makes a target per spec, so each tree's `private/POD` links the headers of the pod's other
/// specs too, after its own (a header of its own wins a place both claim; among the others the
/// first spec converted, the root first). `private` is in no module map, so no module declares
/// a header twice. A test spec's headers are not there (CocoaPods leaves non-library specs
/// out), but its C-family target searches them as the pod's own do: CocoaPods builds a test spec
/// with the pod target's header search paths (`PodTarget#header_search_paths`, private headers
/// included), so its tree links every spec's headers too. CocoaPods also searches
/// `Headers/Private` itself (`build_headers.search_paths(platform, nil, false)`,
/// `pod_target.rb:1025`), so the pod's sources may write `<POD/Header.h>` for any of them: a
/// target whose sources do, for a header that no tree it reaches exposes at `include/POD/…`
/// (its public headers taken where they are, a private header), searches `private` too, rooted
/// in a tree when it has none. Pure.
struct PodPrivateHeaders {
    /// One spec's C-family target and its `private/…` links (link → header, relative to the
    /// module's folder) with the folders its sources search for them.
    struct Spec {
        var target: String
        var links: [String: String]
        var searchPaths: [String]
    }

    /// The pod's specs with headers in the order they were converted (the root first).
    private(set) var specs: [Spec] = []
    /// Every C-family target of the pod's library specs, headers or not.
    private(set) var targets: Set<String> = []
    /// Every C-family target of the pod's test specs.
    private(set) var testTargets: Set<String> = []
    /// C-family target → each `POD/…` its sources include (`#import <POD/Header.h>`).
    private(set) var podFolderIncludes: [String: Set<String>] = [:]

    /// Records the C-family target `target` and its headers, laid out by
    /// `PodspecConverter.headerLinks`.
    mutating func add(target: String, links: [String: String], searchPaths: [String]) {
        targets.insert(target)
        let prefix = TargetTree.privateHeaders + "/"
        let own = links.filter { $0.key.hasPrefix(prefix) }
        guard !own.isEmpty else { return }
        specs.append(Spec(target: target, links: own, searchPaths: searchPaths))
    }

    /// Records the C-family target `target` of a test spec, which searches the headers of every
    /// library spec of the pod.
    mutating func addTest(target: String) {
        testTargets.insert(target)
    }

    /// Records what the sources of `target` include below the pod's folder (`POD/…`, as
    /// `includes(in:podName:)` reads them).
    mutating func addIncludes(target: String, _ paths: [String]) {
        guard !paths.isEmpty else { return }
        podFolderIncludes[target, default: []].formUnion(paths)
    }

    /// Each `#import` or `#include` of `text` that names a file below `podName/`
    /// (`<Kit/Kit.h>`, `"Kit/Kit.h"`), as written; comments are not read.
    static func includes(in text: String, podName: String) -> [String] {
        var result: [String] = []
        for (_, code) in CodeLines.lines(text) {
            var rest = code.drop { $0 == " " || $0 == "\t" }
            guard rest.first == "#" else { continue }
            rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
            guard let directive = ["import", "include"].first(where: { rest.hasPrefix($0) }) else { continue }
            rest = rest.dropFirst(directive.count).drop { $0 == " " || $0 == "\t" }
            guard let open = rest.first, open == "<" || open == "\"" else { continue }
            let path = rest.dropFirst().prefix { $0 != (open == "<" ? ">" : "\"") }
            if path.hasPrefix(podName + "/"), path.count > podName.count + 1 { result.append(String(path)) }
        }
        return result
    }

    /// Whether `target` includes a header of the pod as `POD/…` that no tree it reaches
    /// (its own, those it depends on within `byName`) exposes at `include/POD/…`.
    /// `known`: every `private/…` link of the pod's specs.
    private func needsPrivateFolder(_ target: PackageTarget, byName: [String: PackageTarget], known: Set<String>) -> Bool {
        guard let includes = podFolderIncludes[target.name] else { return false }
        var reached = Set(target.headerLinks.keys)
        var seen: Set<String> = [target.name]
        var stack = target.dependencies.compactMap { if case let .target(name) = $0 { return name } else { return nil } }
        while let name = stack.popLast() {
            guard seen.insert(name).inserted, let other = byName[name] else { continue }
            reached.formUnion(other.headerLinks.keys)
            stack += other.dependencies.compactMap { if case let .target(name) = $0 { return name } else { return nil } }
        }
        return includes.contains {
            known.contains(TargetTree.privateHeaders + "/" + $0) && !reached.contains(TargetTree.include + "/" + $0)
        }
    }

    /// Adds to every library target of `targets` rooted in a tree the `private/…` links of the
    /// pod's other specs, and the folders their sources search for them. A C-family target
    /// whose headers SwiftPM takes where they are has no tree: when another spec of the pod has
    /// headers, it is rooted in one (`DependencyHeaderReach.rooted`, excluding
    /// `treeExclusions[target]` of the module's folder) that links them, its own too, its
    /// public headers still taken where they are. So is a test spec's C-family target, which
    /// gets them all.
    func link(_ targets: inout [PackageTarget], treeExclusions: [String: [String]]) {
        let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let known = Set(specs.flatMap(\.links.keys))
        for index in targets.indices {
            var target = targets[index]
            let needsPrivateFolder = needsPrivateFolder(target, byName: byName, known: known)
            switch target.kind {
            case .regular: guard needsPrivateFolder || specs.contains(where: { $0.target != target.name }) else { continue }
            case .test: guard testTargets.contains(target.name), !specs.isEmpty else { continue }
            case .binary, .system: continue
            }
            if !target.isInTree {
                guard self.targets.contains(target.name) || testTargets.contains(target.name) else { continue }
                target = DependencyHeaderReach.rooted(target, exclude: treeExclusions[target.name] ?? [])
            }
            for spec in specs.filter({ $0.target == target.name }) + specs.filter({ $0.target != target.name }) {
                for (link, header) in spec.links where target.headerLinks[link] == nil {
                    target.headerLinks[link] = header
                }
                for path in spec.searchPaths + (needsPrivateFolder ? [TargetTree.privateHeaders] : []) {
                    let setting = PackageSetting(.headerSearchPath(path))
                    if !target.cSettings.contains(setting) { target.cSettings.append(setting) }
                }
            }
            target.cSettings.sort()
            targets[index] = target
        }
    }
}
