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
/// out). Pure.
struct PodPrivateHeaders {
    /// One spec's C-family target and its `private/…` links (link → header, relative to the
    /// module's folder) with the folders its sources search for them.
    struct Spec {
        var target: String
        var links: [String: String]
        var searchPaths: [String]
    }

    /// The pod's specs in the order they were converted (the root first).
    private(set) var specs: [Spec] = []

    /// Records the headers of `target`, laid out by `PodspecConverter.headerLinks`.
    mutating func add(target: String, links: [String: String], searchPaths: [String]) {
        let prefix = TargetTree.privateHeaders + "/"
        let own = links.filter { $0.key.hasPrefix(prefix) }
        guard !own.isEmpty else { return }
        specs.append(Spec(target: target, links: own, searchPaths: searchPaths))
    }

    /// Adds to every library target of `targets` rooted in a tree the `private/…` links of the
    /// pod's other specs, and the folders their sources search for them.
    func link(_ targets: inout [PackageTarget]) {
        for index in targets.indices where targets[index].kind == .regular && targets[index].isInTree {
            var target = targets[index]
            for spec in specs where spec.target != target.name {
                for (link, header) in spec.links where target.headerLinks[link] == nil {
                    target.headerLinks[link] = header
                }
                for path in spec.searchPaths {
                    let setting = PackageSetting(.headerSearchPath(path))
                    if !target.cSettings.contains(setting) { target.cSettings.append(setting) }
                }
            }
            target.cSettings.sort()
            targets[index] = target
        }
    }
}
