import MortarCore

extension PodspecConverter {
    /// The public headers' folder when SwiftPM can take it as it is, and no `header_dir` or
    /// `header_mappings_dir` is to be honoured: the one folder of the public headers, or the
    /// `include` folder among theirs (a pod laid out for SwiftPM already, like Yams'
    /// `Sources/CYaml/include`), holding only public headers (and SwiftPM's own
    /// `module.modulemap`). Nil: the target gets a `TargetTree` — so does a folder named after
    /// the pod (`include/Bugsnag`, holding `Bugsnag.h`): taken where it is, it would expose
    /// `<Bugsnag.h>` only, where CocoaPods exposes `<Bugsnag/Bugsnag.h>` (and the pod's own
    /// `Package.swift`, exposing its parent, does too).
    static func directHeadersFolder(_ headers: [String], consumer: PodConsumer, pathList: PodPathList, podName: String) -> String? {
        guard !headers.isEmpty, consumer.value("header_dir") == nil, consumer.value("header_mappings_dir") == nil else { return nil }
        let folders = Set(headers.map { self.folder(of: $0) })
        let candidate = folders.count == 1 ? folders.first : folders.sorted().first { PathText.lastComponent(of: $0) == "include" }
        guard let candidate, PathText.lastComponent(of: candidate) != podName else { return nil }
        let inFolder = Set(headers.filter { self.folder(of: $0) == candidate })
        let entries = (pathList.files + pathList.directories).filter {
            self.folder(of: $0) == candidate && PathText.lastComponent(of: $0) != "module.modulemap"
        }
        return Set(entries) == inFolder ? candidate : nil
    }

    /// The `module.modulemap` beside public headers SwiftPM takes where they are: SwiftPM uses
    /// it as the target's module map, so it is not excluded.
    static func ownModuleMap(_ headers: [String], usesTree: Bool, pathList: PodPathList) -> [String] {
        guard !usesTree, let first = headers.first else { return [] }
        let folder = self.folder(of: first)
        let map = folder.isEmpty ? "module.modulemap" : folder + "/module.modulemap"
        return pathList.files.contains(map) ? [map] : []
    }

    /// The `module_map` path CocoaPods' consumer gives the spec of `chain` (a spec, then its
    /// parents), where it is set, and whether a parent sets it (`inherited`): the spec's own
    /// (CocoaPods' linter takes it only on the root, its consumer reads it on a subspec too),
    /// else the nearest parent's — `module_map` is root-only, and CocoaPods' consumer gives a
    /// subspec the root's. Nil when unset, `true` (CocoaPods' own map: SwiftPM writes one) or
    /// `false` (`noModuleMap`).
    static func moduleMap(_ chain: [PodBuildSpec]) -> (path: String, location: SourceLocation, inherited: Bool)? {
        guard let index = chain.firstIndex(where: { $0.attributes["module_map"] != nil }),
              let map = chain[index].attributes["module_map"], map.value.boolValue == nil, let path = map.value.text else { return nil }
        return (PathText.normalize(path), map.location, index > 0)
    }

    /// Where the root spec of `chain` (a spec, then its parents) sets `module_map = false` (Ruby
    /// `false`, JSON `false`): CocoaPods then makes no module of the pod, subspecs included.
    /// Nil otherwise.
    static func noModuleMap(_ chain: [PodBuildSpec]) -> SourceLocation? {
        guard let root = chain.last, root.kind == .root, let map = root.attributes["module_map"], map.value.boolValue == false else { return nil }
        return map.location
    }

    /// Where CocoaPods puts each header, as link paths of the tree → the header: the public
    /// ones under `include/` (`Headers/Public`), every one under `private/` (`Headers/Private`),
    /// each at `<the pod's name>/<header_dir, if set>/<its folder below header_mappings_dir,
    /// else nothing>/<its name>` (`PodTarget#header_mappings`). A second header at the same
    /// place is left out, as CocoaPods' link would be replaced.
    /// - Returns: the links; the folders the pod's own sources search (`Headers/Private/POD`,
    ///   which gives `<header_dir/Header.h>`, and with `header_dir` that folder too, as Xcode's
    ///   header map gives a target's own `"Header.h"`); and the public folder holding the
    ///   headers by name (`include/POD[/header_dir]`), where a module map names them.
    static func headerLinks(public headers: [String], all: [String], consumer: PodConsumer, podName: String)
        -> (links: [String: String], searchPaths: [String], publicFolder: String) {
        let headerDir = consumer.value("header_dir")?.value.text.flatMap { leavesFolder($0) ? nil : trimmedFolder($0) } ?? ""
        let base = headerDir.isEmpty ? podName : podName + "/" + headerDir
        let mappings = consumer.value("header_mappings_dir")?.value.text.map(trimmedFolder)
        var links: [String: String] = [:]
        for (root, list) in [(TargetTree.include, headers), (TargetTree.privateHeaders, headers + all)] {
            for header in list {
                var place = PathText.lastComponent(of: header)
                if let mappings, mappings.isEmpty || header.hasPrefix(mappings + "/") {
                    place = mappings.isEmpty ? header : String(header.dropFirst(mappings.count + 1))
                }
                let link = root + "/" + base + "/" + place
                if links[link] == nil { links[link] = header }
            }
        }
        var searchPaths = links.isEmpty ? [] : [TargetTree.privateHeaders + "/" + podName]
        if !links.isEmpty, !headerDir.isEmpty { searchPaths.append(TargetTree.privateHeaders + "/" + base) }
        return (links, searchPaths, TargetTree.include + "/" + base)
    }

    /// The flat twin of each public link: `include/Header.h` (`include/dir/Header.h` with
    /// `header_dir = 'dir'`) for `include/POD/Header.h`, linked to the same header, as a
    /// dependent reaches CocoaPods' `Headers/Public/POD/…` through its `Headers/Public/POD`
    /// search path (`PodTarget#header_search_paths`, `Sandbox::HeadersStore#search_paths`) as
    /// well as through `Headers/Public`. Both are links to one file (one inode), which clang
    /// reads once, whichever name includes it. An entry whose name is the pod's folder or the
    /// module map's (regardless of case: macOS folders ignore it) has no twin.
    static func flatHeaderLinks(_ links: [String: String], podName: String) -> [String: String] {
        let prefix = TargetTree.include + "/" + podName + "/"
        let taken: Set<String> = [podName.lowercased(), "module.modulemap"]
        var result: [String: String] = [:]
        for (link, header) in links where link.hasPrefix(prefix) {
            let rest = String(link.dropFirst(prefix.count))
            guard let first = rest.split(separator: "/").first, !taken.contains(first.lowercased()) else { continue }
            result[TargetTree.include + "/" + rest] = header
        }
        return result
    }

    /// True when a folder a podspec names below another (`header_dir`) leads out of it: an
    /// absolute path, or a `..` part. Such a folder is not honoured: no link of a header tree
    /// may land outside the tree.
    static func leavesFolder(_ text: String) -> Bool {
        text.hasPrefix("/") || text.split(separator: "/").contains("..")
    }

    /// `./a/b/` → `a/b`; `.` → empty.
    static func trimmedFolder(_ text: String) -> String {
        var parts = text.split(separator: "/").filter { $0 != "." }
        while parts.last == "" { parts.removeLast() }
        return parts.joined(separator: "/")
    }

    /// A C-family target rooted in its `TargetTree`: every path below the tree's `module` link.
    static func treeTarget(_ target: PackageTarget, links: [String: String], searchPaths: [String]) -> PackageTarget {
        var result = target
        let prefix = TargetTree.moduleLink + "/"
        let base = target.path.isEmpty ? "" : target.path + "/"
        result.path = ""
        result.sources = target.sources.map { prefix + base + $0 }
        result.exclude = target.exclude.map { prefix + base + $0 }
        result.resources = target.resources.map { PackageResource($0.rule, prefix + base + $0.path) }
        result.publicHeadersPath = TargetTree.include
        result.cSettings = target.cSettings.map { setting in
            guard case let .headerSearchPath(path) = setting.kind else { return setting }
            var moved = setting
            moved.kind = .headerSearchPath(PathText.normalize(prefix + base + path))
            return moved
        } + searchPaths.map { PackageSetting(.headerSearchPath($0)) }
        result.cSettings.sort()
        result.headerLinks = links
        return result
    }
}
