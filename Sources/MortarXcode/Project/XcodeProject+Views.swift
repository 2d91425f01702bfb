/// Typed views over the objects: targets, build phases, configurations, groups, packages.
/// Each answers from `objects` as they are now (after edits), in the order the project lists them.
extension XcodeProject {
    /// The objects `ids` names that exist (a dangling ID is skipped, as Xcode does).
    public func objects(_ ids: [String]) -> [PBXObject] { ids.compactMap { objects[$0] } }

    /// Every target (native, aggregate, legacy) in the project's `targets` order.
    public var targets: [PBXObject] { objects(rootObject.ids("targets")) }

    /// The `PBXNativeTarget`s, in the project's order.
    public var nativeTargets: [PBXObject] { targets.filter { $0.isa == "PBXNativeTarget" } }

    /// The target named `name` (the first, should two share it).
    public func target(named name: String) -> PBXObject? { targets.first { $0.string("name") == name } }

    /// A target's build phases in build order.
    public func buildPhases(of target: PBXObject) -> [PBXObject] { objects(target.ids("buildPhases")) }

    /// A target's first `PBXFrameworksBuildPhase` (what links its libraries), nil if it has none.
    public func frameworksPhase(of target: PBXObject) -> PBXObject? {
        buildPhases(of: target).first { $0.isa == "PBXFrameworksBuildPhase" }
    }

    /// The `XCBuildConfiguration`s of a target's or the project's configuration list.
    public func buildConfigurations(of owner: PBXObject) -> [PBXObject] {
        guard let listID = owner.string("buildConfigurationList"), let list = objects[listID] else { return [] }
        return objects(list.ids("buildConfigurations"))
    }

    /// The main group's ID.
    public var mainGroupID: String? { rootObject.string("mainGroup") }

    /// The package references (`XCRemoteSwiftPackageReference`, `XCLocalSwiftPackageReference`).
    public var packageReferences: [PBXObject] { objects(rootObject.ids("packageReferences")) }

    /// A target's `XCSwiftPackageProductDependency`s.
    public func productDependencies(of target: PBXObject) -> [PBXObject] { objects(target.ids("packageProductDependencies")) }

    /// The name Xcode (and Xcodeproj) shows for an object: a file reference's name, else the
    /// last component of its path (the whole path in BUILT_PRODUCTS_DIR); a group's name or
    /// path; a build file's product or file; a build phase's name or kind; else `name`, else the
    /// isa without `PBX`/`XC`.
    public func displayName(of id: String) -> String? {
        guard let object = objects[id] else { return nil }
        let name = object.string("name")
        switch object.isa {
        case "PBXFileReference", "PBXReferenceProxy":
            if let name { return name }
            guard let path = object.string("path") else { return nil }
            return object.string("sourceTree") == "BUILT_PRODUCTS_DIR" ? path : Self.lastComponent(path)
        case "PBXFileSystemSynchronizedRootGroup":
            return object.string("path") ?? name ?? "FileSystemSynchronizedRootGroup"
        case "XCRemoteSwiftPackageReference":
            return object.string("repositoryURL") ?? "RemoteSwiftPackageReference"
        case "XCLocalSwiftPackageReference":
            return object.string("relativePath") ?? "LocalSwiftPackageReference"
        case "PBXGroup", "PBXVariantGroup", "XCVersionGroup":
            if let name { return name }
            if let path = object.string("path") { return Self.lastComponent(path) }
            return id == mainGroupID ? "Main Group" : nil
        case "PBXBuildFile":
            if let product = object.string("productRef"), objects[product] != nil { return displayName(of: product) }
            if let file = object.string("fileRef"), objects[file] != nil { return displayName(of: file) }
            return "BuildFile"
        case "XCSwiftPackageProductDependency":
            return object.string("productName") ?? "SwiftPackageProductDependency"
        default:
            if let name, !name.isEmpty { return name }
            let bare = Self.dropPrefix(object.isa)
            return XcodeBuildPhase.isas.contains(object.isa) && bare.hasSuffix("BuildPhase") ? String(bare.dropLast("BuildPhase".count)) : bare
        }
    }

    /// The groups whose `children` list `id`.
    public func parentGroups(of id: String) -> [PBXObject] {
        objects.values.filter { XcodeObjectKind.groupKinds.contains($0.isa) && $0.ids("children").contains(id) }.sorted { $0.id < $1.id }
    }

    /// A group's or file's path from the project's folder through its parent groups, as
    /// Xcodeproj's `full_path` gives it: `<group>` joins the parent's, `SOURCE_ROOT` starts
    /// anew, `<absolute>` from `/`, any other tree as `${TREE}/path`. Nil when the object is in
    /// no group or in several, or when groups contain each other.
    public func fullPath(of id: String) -> String? {
        var visited: Set<String> = []
        return fullPath(of: id, visited: &visited)
    }

    private func fullPath(of id: String, visited: inout Set<String>) -> String? {
        guard let object = objects[id], visited.count < PlistParser.maximumDepth, visited.insert(id).inserted else { return nil }
        let folder: String
        switch object.string("sourceTree") {
        case "<group>":
            if id == mainGroupID {
                folder = ""
            } else {
                let parents = parentGroups(of: id)
                guard parents.count == 1, let parent = fullPath(of: parents[0].id, visited: &visited) else { return nil }
                folder = parent
            }
        case "SOURCE_ROOT", nil: folder = ""
        case "<absolute>": folder = "/"
        case let tree?: folder = "${\(tree)}"
        }
        guard let path = object.string("path") else { return folder }
        return Self.join(folder, path)
    }

    /// Ruby's `Pathname#+`: `..` consumes a component of the left side, `.` disappears, an
    /// absolute right side wins.
    static func join(_ left: String, _ right: String) -> String {
        if right.hasPrefix("/") { return right }
        var parts = left.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let absolute = left.hasPrefix("/")
        for part in right.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == "..", absolute, parts.isEmpty {
                continue
            } else {
                parts.append(String(part))
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : joined
    }

    static func lastComponent(_ path: String) -> String {
        let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        return trimmed.split(separator: "/").last.map(String.init) ?? trimmed
    }

    static func dropPrefix(_ isa: String) -> String {
        if isa.hasPrefix("PBX") { return String(isa.dropFirst(3)) }
        if isa.hasPrefix("XC") { return String(isa.dropFirst(2)) }
        return isa
    }
}
