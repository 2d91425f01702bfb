import MortarCore

/// Reads a `.podspec.json` (the JSON CocoaPods stores in trunk and `Pods/Local Podspecs`) into
/// its spec tree (`PodBuildSpec`: the root, subspecs, test and app specs, platform objects as
/// scoped attributes, every value located) and the graph's `Component` as a view of that tree
/// (`Component(_:format:path:)`): test and app specs are not part of the graph.
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
        let tree = buildSpec(root, name: name, kind: .root, issues: &issues, only: keepsBuildSpec ? nil : componentKeys)
        if !issues.isEmpty { throw ManifestError(issues) }
        return PodspecTreeReader.component(tree, format: .podspecJSON, path: file, keepsBuildSpec: keepsBuildSpec)
    }

    /// The dependencies of `node` (a spec's or a platform object's `dependencies`) with their
    /// requirements; what the graph could not use (a requirement that is not a list of
    /// strings, or not valid) is an issue, and the dependency is kept with any version.
    static func dependencies(
        _ node: JSONNode?, platform: String?, declaredIn: String?, issues: inout [ManifestIssue]
    ) -> [Dependency] {
        guard let node else { return [] }
        guard let members = node.members else {
            if case .array(let items) = node.value, items.isEmpty { return [] }
            issues.append(ManifestIssue("'dependencies' must be an object of name to requirements, not \(node.kindDescription)", at: node.location))
            return []
        }
        var result: [Dependency] = []
        result.reserveCapacity(members.count)
        for member in members {
            var dependency = Dependency(name: member.key, location: member.keyLocation, declaredIn: declaredIn, platform: platform)
            defer { result.append(dependency) }
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
            do {
                dependency.requirement = try Requirement.parse(strings)
            } catch {
                issues.append(ManifestIssue("dependency '\(member.key)': \(error)", at: member.value.location))
            }
        }
        return result
    }
}
