import MortarCore

extension PodspecConverter {
    /// The public headers' folder when SwiftPM can take it as it is: every public header in one
    /// folder that holds nothing else, and no `header_dir` or `header_mappings_dir` to honour
    /// (a package laid out for SwiftPM already, like Yams' `Sources/CYaml/include`, its
    /// `module.modulemap` beside them). Nil: the target gets a `TargetTree`.
    static func directHeadersFolder(_ headers: [String], consumer: PodConsumer, pathList: PodPathList) -> String? {
        guard let first = headers.first, consumer.value("header_dir") == nil, consumer.value("header_mappings_dir") == nil else { return nil }
        let folder = PathText.directory(of: first)
        let inFolder = folder == "." ? "" : folder
        guard headers.allSatisfy({ self.folder(of: $0) == inFolder }) else { return nil }
        let entries = (pathList.files + pathList.directories).filter {
            self.folder(of: $0) == inFolder && PathText.lastComponent(of: $0) != "module.modulemap"
        }
        return Set(entries) == Set(headers) ? inFolder : nil
    }

    /// The `module.modulemap` beside public headers SwiftPM takes where they are: SwiftPM uses
    /// it as the target's module map, so it is not excluded.
    static func ownModuleMap(_ headers: [String], usesTree: Bool, pathList: PodPathList) -> [String] {
        guard !usesTree, let first = headers.first else { return [] }
        let folder = self.folder(of: first)
        let map = folder.isEmpty ? "module.modulemap" : folder + "/module.modulemap"
        return pathList.files.contains(map) ? [map] : []
    }

    /// Where CocoaPods puts each public header under `Headers/Public`: `<header_dir, else the
    /// pod's name>/<its folder below header_mappings_dir, else nothing>/<its name>`, as a link
    /// path of the tree (`include/…`) → the header. A second header at the same place is left
    /// out, as CocoaPods' link would be replaced.
    static func headerLinks(_ headers: [String], consumer: PodConsumer, podName: String) -> (links: [String: String], folder: String) {
        let headerDir = consumer.value("header_dir")?.value.text.map(trimmedFolder) ?? ""
        let base = headerDir.isEmpty ? podName : headerDir
        let mappings = consumer.value("header_mappings_dir")?.value.text.map(trimmedFolder)
        var links: [String: String] = [:]
        for header in headers {
            var place = PathText.lastComponent(of: header)
            if let mappings, mappings.isEmpty || header.hasPrefix(mappings + "/") {
                place = mappings.isEmpty ? header : String(header.dropFirst(mappings.count + 1))
            }
            let link = TargetTree.include + "/" + base + "/" + place
            if links[link] == nil { links[link] = header }
        }
        return (links, TargetTree.include + "/" + base)
    }

    /// `./a/b/` → `a/b`; `.` → empty.
    static func trimmedFolder(_ text: String) -> String {
        var parts = text.split(separator: "/").filter { $0 != "." }
        while parts.last == "" { parts.removeLast() }
        return parts.joined(separator: "/")
    }

    /// A C-family target rooted in its `TargetTree`: every path below the tree's `module` link.
    static func treeTarget(_ target: PackageTarget, links: [String: String], headersFolder: String) -> PackageTarget {
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
        } + [PackageSetting(.headerSearchPath(headersFolder))]
        result.cSettings.sort()
        result.headerLinks = links
        return result
    }
}
