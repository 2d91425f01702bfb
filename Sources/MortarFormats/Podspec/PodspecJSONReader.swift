import MortarCore

/// Reads a `.podspec.json` (the JSON CocoaPods stores in trunk and `Pods/Local Podspecs`) into a
/// `Component`: the root spec, subspecs (recursively), `default_subspecs`, platform-scoped
/// dependencies (`"ios": {"dependencies": …}`); test and app specs are not part of the graph.
public enum PodspecJSONReader {
    /// With `buildSpec` false, `Component.buildSpec` stays nil (`WorkspaceLoader.keepsBuildSpecs`).
    /// - Throws: `ManifestError` at the malformed JSON or the offending value.
    public static func read(_ text: String, file: String, buildSpec: Bool = true) throws(ManifestError) -> Component {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text, file: file)
        } catch {
            throw ManifestError(error)
        }
        return try read(root, file: file, buildSpec: buildSpec)
    }

    /// Reads an already parsed podspec JSON document.
    public static func read(_ root: JSONNode, file: String, buildSpec keepsBuildSpec: Bool = true) throws(ManifestError) -> Component {
        guard root.members != nil else {
            throw ManifestError("a podspec must be a JSON object, not \(root.kindDescription)", at: root.location)
        }
        guard let nameNode = root["name"] else {
            throw ManifestError("the podspec has no 'name'", at: root.location, help: "add \"name\": \"MyPod\"")
        }
        guard let name = nameNode.stringValue, !name.isEmpty else {
            throw ManifestError("the podspec's 'name' must be a non-empty string", at: nameNode.location)
        }
        var issues: [ManifestIssue] = []
        var component = Component(name: name, format: .podspecJSON, path: file)
        switch root["version"]?.value {
        case let .string(s)?: component.version = s
        case let .number(n)?: component.version = n
        default: break
        }
        if let platforms = root["platforms"]?.members {
            var table: [String: String] = [:]
            for member in platforms {
                if let version = member.value.stringValue { table[member.key] = version }
                else if case .null = member.value.value { table[member.key] = "" }
            }
            component.platforms = SharedPlatformTables.shared.share(table)
        }
        component.defaultSubspecs = defaultSubspecs(root).qualified(under: name)
        collect(root, specName: name, rootName: name, into: &component, issues: &issues)
        if keepsBuildSpec { component.buildSpec = buildSpec(root, name: name, kind: .root) }
        if !issues.isEmpty { throw ManifestError(issues) }
        return component
    }

    /// Gathers dependencies, subspecs and source paths of one spec and its subspecs.
    static func collect(_ spec: JSONNode, specName: String, rootName: String, into component: inout Component, issues: inout [ManifestIssue]) {
        let declaredIn = specName == rootName ? nil : specName
        readDependencies(value(.dependencies, of: spec), platform: nil, declaredIn: declaredIn, rootName: rootName, into: &component, issues: &issues)
        component.sourcePaths += stringList(value(.sourceFiles, of: spec))
        for platform in PodPlatform.podspecScopes {
            guard let block = spec[platform], block.members != nil else { continue }
            readDependencies(value(.dependencies, of: block), platform: platform, declaredIn: declaredIn, rootName: rootName, into: &component, issues: &issues)
            component.sourcePaths += stringList(value(.sourceFiles, of: block))
        }
        guard let subspecs = spec["subspecs"]?.arrayValue else { return }
        for subspec in subspecs {
            guard let subName = subspec["name"]?.stringValue, !subName.isEmpty else {
                issues.append(ManifestIssue("a subspec of '\(specName)' has no 'name'", at: subspec.location))
                continue
            }
            // Test specs written inline as subspecs carry "test_type"; they are not the graph.
            if subspec["test_type"] != nil { continue }
            let full = "\(specName)/\(subName)"
            component.subspecs.append(full)
            collect(subspec, specName: full, rootName: rootName, into: &component, issues: &issues)
        }
    }

    static func readDependencies(
        _ node: JSONNode?, platform: String?, declaredIn: String?, rootName: String,
        into component: inout Component, issues: inout [ManifestIssue]
    ) {
        guard let node else { return }
        guard let members = node.members else {
            if case .array(let items) = node.value, items.isEmpty { return }
            issues.append(ManifestIssue("'dependencies' must be an object of name to requirements, not \(node.kindDescription)", at: node.location))
            return
        }
        // The root's list exactly (appending doubles the capacity); later lists grow as usual.
        if component.dependencies.isEmpty { component.dependencies.reserveCapacity(members.count) }
        for member in members {
            let strings: [String]
            switch member.value.value {
            case let .string(s): strings = s.trimmingWhitespace().isEmpty ? [] : [s]
            case .null: strings = []
            case let .array(items):
                var list: [String] = []
                for item in items {
                    if let s = item.stringValue { list.append(s) } else if case .object = item.value {
                        continue  // {"configurations": [...]} options are not requirements
                    } else {
                        issues.append(ManifestIssue("requirement of '\(member.key)' must be a string, not \(item.kindDescription)", at: item.location))
                    }
                }
                strings = list
            default:
                issues.append(ManifestIssue("requirements of '\(member.key)' must be a list of strings, not \(member.value.kindDescription)", at: member.value.location))
                continue
            }
            let requirement: Requirement
            do {
                requirement = try Requirement.parse(strings)
            } catch {
                issues.append(ManifestIssue("dependency '\(member.key)': \(error)", at: member.value.location))
                continue
            }
            let dependency = Dependency(
                name: member.key, requirement: requirement, location: member.keyLocation, declaredIn: declaredIn, platform: platform)
            if member.key == rootName || member.key.hasPrefix(rootName + "/") {
                component.internalDependencies.append(dependency)
            } else {
                component.dependencies.append(dependency)
            }
        }
    }

    /// The value of `attribute` in the spec object `node`, by any of its spellings (the name
    /// first), as `PodspecAttribute` lists them.
    static func value(_ attribute: PodspecAttribute, of node: JSONNode) -> JSONNode? {
        for spelling in attribute.spellings { if let value = node[spelling] { return value } }
        return nil
    }

    /// The root spec object's `default_subspecs`, read the one way (`PodDefaultSubspecs`).
    static func defaultSubspecs(_ root: JSONNode) -> PodDefaultSubspecs {
        PodDefaultSubspecs(value(.defaultSubspecs, of: root).flatMap(podValue))
    }

    /// A string or a list of strings, as podspec attributes allow.
    static func stringList(_ node: JSONNode?) -> [String] {
        guard let node else { return [] }
        if let s = node.stringValue { return [s] }
        return node.arrayValue?.compactMap(\.stringValue) ?? []
    }
}
