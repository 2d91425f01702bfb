import MortarCore

extension XcodeProject {
    /// Removes objects `ids` and every reference to them: an ID in a known to-many field
    /// (`children`, `files`, `buildPhases`, …) leaves the list, a known to-one field
    /// (`baseConfigurationReference`, `fileRef`, …) is dropped. All or nothing.
    /// - Throws: `.refused` at the referring object when an object of a kind Mortar does not
    ///   know, or a field it does not know, refers to one of them: it would be left dangling.
    mutating func removeObjects(_ ids: Set<String>) throws {
        guard !ids.isEmpty else { return }
        var changed: [String: PBXObject] = [:]
        for (id, object) in objects where !ids.contains(id) {
            var updated = object
            for entry in object.fields.entries {
                let refers: Bool
                switch entry.value {
                case .string(let value, _): refers = ids.contains(value)
                case .array(let values): refers = values.contains { $0.string.map(ids.contains) ?? false }
                default: refers = false
                }
                guard refers else { continue }
                guard let fields = XcodeObjectKind.referenceFields[object.isa], fields.contains(entry.key) else {
                    let target = [entry.value.string, entry.value.strings?.first { ids.contains($0) }].compactMap { $0 }.first { ids.contains($0) } ?? ""
                    throw XcodeProjectError.refused(
                        location(of: id),
                        message: "object '\(id)' (\(object.isa)) refers to '\(target)' in '\(entry.key)', which Mortar does not know how to change; removing '\(target)' would leave it dangling",
                        help: "make this change in Xcode, or remove the reference in '\(entry.key)' first")
                }
                if case .array(let values) = entry.value {
                    updated[entry.key] = .array(values.filter { !($0.string.map(ids.contains) ?? false) })
                } else {
                    updated[entry.key] = nil
                }
            }
            if updated != object { changed[id] = updated }
        }
        for (id, object) in changed { objects[id] = object }
        for id in ids { objects[id] = nil }
    }

    /// Every group under the main group (groups, variant groups, version groups), depth first
    /// in `children` order, the main group last.
    /// - Throws: `.refused` when groups contain each other (Xcode would never stop walking them).
    func allGroups() throws -> [PBXObject] {
        guard let mainID = mainGroupID, let main = objects[mainID] else { return [] }
        var result: [PBXObject] = []
        var path: [String] = []
        func walk(_ group: PBXObject) throws {
            if path.contains(group.id) {
                let cycle = (path.drop { $0 != group.id } + [group.id]).map { displayName(of: $0) ?? $0 }
                throw XcodeProjectError.refused(
                    location(of: group.id),
                    message: "groups contain each other: \(cycle.map { "'\($0)'" }.joined(separator: " → "))",
                    help: "open the project in Xcode and move one group out of the other")
            }
            path.append(group.id)
            defer { path.removeLast() }
            for child in objects(group.ids("children")) where XcodeObjectKind.groupKinds.contains(child.isa) {
                result.append(child)
                try walk(child)
            }
        }
        try walk(main)
        return result + [main]
    }

    /// Removes a file reference as Xcodeproj's `remove_from_project` does: with the build files
    /// that point at it (leaving their phases), out of its groups and of any configuration based on it.
    mutating func removeFileReference(_ id: String) throws {
        let buildFiles = objects.values.filter { $0.isa == "PBXBuildFile" && $0.string("fileRef") == id }.map(\.id)
        try removeObjects(Set(buildFiles + [id]))
    }

    /// The target (or nil: the project) whose configuration list holds configuration `id`.
    func configurationOwner(_ id: String) -> PBXObject? {
        targets.first { target in buildConfigurations(of: target).contains { $0.id == id } }
    }
}
