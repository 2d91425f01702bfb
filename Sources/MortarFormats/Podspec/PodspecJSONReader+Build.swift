import MortarCore

extension PodspecJSONReader {
    /// Keys of a spec object that are structure, not build attributes.
    static let structuralKeys: Set<String> = ["name", "subspecs", "testspecs", "appspecs", "dependencies"]

    /// The attribute keys a spec tree read only to be seen as the graph's component keeps
    /// (`Component.podspecSpellings` that are not structure).
    static let componentKeys = Component.podspecSpellings.filter { !structuralKeys.contains($0) }

    /// The spec tree of the spec object `node` (named `name` in full): every other key as an
    /// attribute at its key's location, platform objects as scoped attributes, `subspecs`,
    /// `testspecs` and `appspecs` as children (a subspec with `test_type` is a test spec). A
    /// spec's dependencies are its own, then each platform object's in `PodPlatform`'s order.
    /// What the graph could not use in a library spec (the root and its subspecs, `reports`:
    /// a subspec without a name, a dependency list or requirement it cannot read) is added to
    /// `issues`; a test or app spec's is not the graph's. With `only`, the tree holds only the
    /// attributes of those spellings and no test or app specs: a temporary read only to be seen
    /// as the graph's component (`componentKeys`).
    static func buildSpec(
        _ node: JSONNode, name: String, kind: PodBuildSpec.Kind, issues: inout [ManifestIssue], reports: Bool = true, only: [String]? = nil
    ) -> PodBuildSpec {
        var spec = PodBuildSpec(name: name, kind: kind, location: node.location)
        var own: [ManifestIssue] = []
        let declaredIn = kind == .root ? nil : name
        for member in node.members ?? [] {
            if let only {
                // Compared, not hashed: the keys of thousands of podspecs go through here in `check`.
                if only.contains(member.key) {
                    if let value = attributeValue(member) { spec.attributes[member.key] = Located(value, at: member.keyLocation) }
                    continue
                }
                guard PodPlatform.podspecScopes.contains(member.key) else { continue }
            } else if structuralKeys.contains(member.key) {
                continue
            }
            if PodPlatform.podspecScopeSet.contains(member.key), member.value.members != nil {
                let platform = PodPlatform.podName(member.key)
                for scoped in member.value.members ?? [] where scoped.key != "dependencies" && only?.contains(scoped.key) != false {
                    if let value = podValue(scoped.value) {
                        spec.platformAttributes[platform, default: [:]][scoped.key] = Located(value, at: scoped.keyLocation)
                    }
                }
                continue
            }
            if let value = attributeValue(member) { spec.attributes[member.key] = Located(value, at: member.keyLocation) }
        }
        spec.dependencies = dependencies(node["dependencies"], platform: nil, declaredIn: declaredIn, issues: &own)
        for scope in PodPlatform.podspecScopes {
            guard let block = node[scope], block.members != nil else { continue }
            spec.dependencies += dependencies(block["dependencies"], platform: PodPlatform.podName(scope), declaredIn: declaredIn, issues: &own)
        }
        for (key, childKind) in [("subspecs", PodBuildSpec.Kind.subspec), ("testspecs", .test), ("appspecs", .app)] where only == nil || childKind == .subspec {
            for child in node[key]?.arrayValue ?? [] {
                guard let childName = child["name"]?.stringValue, !childName.isEmpty else {
                    if childKind == .subspec { own.append(ManifestIssue("a subspec of '\(name)' has no 'name'", at: child.location)) }
                    continue
                }
                let actualKind: PodBuildSpec.Kind = child["test_type"] != nil ? .test : childKind
                if only != nil, actualKind != .subspec { continue }
                spec.children.append(buildSpec(child, name: PodBuildSpec.childName(name, childName), kind: actualKind, issues: &own, reports: actualKind == .subspec, only: only))
            }
        }
        if reports { issues += own }
        return spec
    }

    /// The value of a spec object's member as an attribute. In `platforms`, a platform written
    /// `null` has no deployment target but is still one of the pod's platforms (`pod ipc spec`
    /// writes `s.platform = :ios` as `"ios": null`): it is kept as `""`, as the Ruby reader
    /// keeps it, not dropped as other `null`s are.
    static func attributeValue(_ member: JSONMember) -> PodValue? {
        guard member.key == "platforms", case let .object(platforms) = member.value.value else { return podValue(member.value) }
        var pairs: [PodMap.Pair] = []
        pairs.reserveCapacity(platforms.count)
        for platform in platforms {
            if case .null = platform.value.value {
                pairs.append(PodMap.Pair(platform.key, .string("")))
            } else if let value = podValue(platform.value) {
                pairs.append(PodMap.Pair(platform.key, value))
            }
        }
        return .map(PodMap(sortingPairs: consume pairs))
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
            var pairs: [PodMap.Pair] = []
            pairs.reserveCapacity(members.count)
            for member in members { if let value = podValue(member.value) { pairs.append(PodMap.Pair(member.key, value)) } }
            return .map(PodMap(sortingPairs: consume pairs))
        }
    }
}
