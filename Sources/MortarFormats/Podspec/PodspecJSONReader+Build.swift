import MortarCore

extension PodspecJSONReader {
    /// Keys of a spec object that are structure, not build attributes.
    static let structuralKeys: Set<String> = ["name", "subspecs", "testspecs", "appspecs", "dependencies"]

    /// The build description of the spec object `node` (named `name` in full) and its tree:
    /// every other key as an attribute at its key's location, platform objects as scoped
    /// attributes, `subspecs`, `testspecs` and `appspecs` as children.
    static func buildSpec(_ node: JSONNode, name: String, kind: PodBuildSpec.Kind) -> PodBuildSpec {
        var spec = PodBuildSpec(name: name, kind: kind, location: node.location)
        for member in node.members ?? [] {
            if structuralKeys.contains(member.key) { continue }
            if PodPlatform.podspecScopeSet.contains(member.key), member.value.members != nil {
                let platform = PodPlatform.podName(member.key)
                for scoped in member.value.members ?? [] where scoped.key != "dependencies" {
                    if let value = podValue(scoped.value) {
                        spec.platformAttributes[platform, default: [:]][scoped.key] = Located(value, at: scoped.keyLocation)
                    }
                }
                spec.dependencies += buildDependencies(member.value["dependencies"], platform: platform, declaredIn: kind == .root ? nil : name)
                continue
            }
            if let value = podValue(member.value) { spec.attributes[member.key] = Located(value, at: member.keyLocation) }
        }
        spec.dependencies = buildDependencies(node["dependencies"], platform: nil, declaredIn: kind == .root ? nil : name) + spec.dependencies
        for (key, childKind) in [("subspecs", PodBuildSpec.Kind.subspec), ("testspecs", .test), ("appspecs", .app)] {
            for child in node[key]?.arrayValue ?? [] {
                guard let childName = child["name"]?.stringValue, !childName.isEmpty else { continue }
                let actualKind: PodBuildSpec.Kind = child["test_type"] != nil ? .test : childKind
                spec.children.append(buildSpec(child, name: "\(name)/\(childName)", kind: actualKind))
            }
        }
        return spec
    }

    /// Names and locations only: the requirements are the graph's, read by `readDependencies`.
    static func buildDependencies(_ node: JSONNode?, platform: String?, declaredIn: String?) -> [Dependency] {
        (node?.members ?? []).map { Dependency(name: $0.key, location: $0.keyLocation, declaredIn: declaredIn, platform: platform) }
    }

    /// A JSON value as a podspec attribute value; `null` is no value.
    static func podValue(_ node: JSONNode) -> PodValue? {
        switch node.value {
        case let .string(s): return .string(s)
        case let .number(n): return .string(n)
        case let .bool(b): return .bool(b)
        case .null: return nil
        case let .array(items): return .list(items.compactMap(podValue))
        case let .object(members):
            var map: [String: PodValue] = [:]
            for member in members { if let value = podValue(member.value) { map[member.key] = value } }
            return .map(map)
        }
    }
}
