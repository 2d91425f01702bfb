import MortarCore

/// Removing CocoaPods' integration exactly as `pod deintegrate` does (cocoapods-deintegrate
/// 1.0.5, `Pod::Deintegrator#deintegrate_project`), step for step:
///
/// 1. per native target: shell script phases whose name ends in `Copy Pods Resources`,
///    `Check Pods Manifest.lock` or `Embed Pods Frameworks` (with or without `[CP] ` / `📦 `),
///    and those starting `[CP-User] `;
/// 2. in its first Frameworks phase, build files named like `libPods….a` / `…Pods….framework`
///    (the file reference too when no other build file uses it);
/// 3. the base configurations named `Pods….xcconfig` of its configurations (the file
///    references removed, so every configuration based on them loses its base);
/// 4. in every group, file references named `Pods….xcconfig` or with a path `libPods….a` /
///    `Pods_….framework`;
/// 5. empty groups named `Pods`, then empty groups named `Frameworks`.
///
/// Other `[CP] ` phases (`[CP] Copy XCFrameworks`, …) are not touched by `pod deintegrate`
/// 1.0.5, nor here: `remainingCocoaPodsPhases` lists them.
extension XcodeProject {
    /// Removes CocoaPods' integration from `targets` (names; nil: every native target, as
    /// `pod deintegrate`), returning what it removed. With names, step 4 removes only file
    /// references nothing but groups still use, so other targets keep theirs.
    /// - Throws: `.refused` (and changes nothing) for a target the project does not have, an
    ///   object of an unknown kind pointing at what it would remove, or groups that contain each other.
    @discardableResult
    public mutating func removeCocoaPodsIntegration(targets names: [String]? = nil) throws -> CocoaPodsRemoval {
        var copy = self
        let removal = try copy.removeCocoaPods(targets: names)
        self = copy
        return removal
    }

    /// The `[CP] ` shell script phases left after `removeCocoaPodsIntegration`, as
    /// `(target, phase name)`: CocoaPods' phases `pod deintegrate` does not know.
    public var remainingCocoaPodsPhases: [(target: String, phase: String)] {
        nativeTargets.flatMap { target in
            buildPhases(of: target).compactMap { phase -> (String, String)? in
                guard phase.isa == "PBXShellScriptBuildPhase", let name = phase.string("name"), name.hasPrefix("[CP] ") else { return nil }
                return (target.string("name") ?? target.id, name)
            }
        }
    }

    private mutating func removeCocoaPods(targets names: [String]?) throws -> CocoaPodsRemoval {
        var removal = CocoaPodsRemoval()
        let chosen: [PBXObject]
        if let names {
            chosen = try names.map { name in
                guard let target = nativeTargets.first(where: { $0.string("name") == name }) else {
                    let known = nativeTargets.compactMap { $0.string("name") }.sorted().map { "'\($0)'" }.joined(separator: ", ")
                    throw XcodeProjectError.refused(
                        location(of: rootObjectID), message: "the project has no target '\(name)' (its targets: \(known))",
                        help: "name one of the project's targets")
                }
                return target
            }
        } else {
            chosen = nativeTargets
        }
        _ = try allGroups()  // refuse groups that contain each other before changing anything
        let kept = names == nil ? [] : nativeTargets.filter { target in !chosen.contains { $0.id == target.id } }
        for target in chosen {
            try removeCocoaPodsPhases(of: target.id, into: &removal)
            try removePodsLibraries(of: target.id, into: &removal)
            try removePodsBaseConfigurations(of: target.id, keeping: kept.map(\.id), into: &removal)
        }
        try removePodsFileReferences(onlyUnused: names != nil, into: &removal)
        try removeEmptyGroups(named: "Pods", into: &removal)
        try removeEmptyGroups(named: "Frameworks", into: &removal)
        return removal
    }

    private mutating func removeCocoaPodsPhases(of targetID: String, into removal: inout CocoaPodsRemoval) throws {
        guard let target = objects[targetID] else { return }
        let targetName = target.string("name") ?? targetID
        let suffixes = ["Copy Pods Resources", "Check Pods Manifest.lock", "Embed Pods Frameworks"]
        var doomed: [PBXObject] = []
        // deintegrate's order: each suffix in turn, then the [CP-User] phases.
        for suffix in suffixes {
            doomed += buildPhases(of: target).filter { phase in
                phase.isa == "PBXShellScriptBuildPhase" && (phase.string("name")?.hasSuffix(suffix) ?? false) && !doomed.contains(phase)
            }
        }
        doomed += buildPhases(of: target).filter { phase in
            phase.isa == "PBXShellScriptBuildPhase" && (phase.string("name")?.hasPrefix("[CP-User] ") ?? false) && !doomed.contains(phase)
        }
        guard !doomed.isEmpty else { return }
        for phase in doomed { removal.items.append(.buildPhase(target: targetName, name: phase.string("name") ?? "")) }
        let ids = Set(doomed.map(\.id))
        objects[targetID]?["buildPhases"] = .array((target["buildPhases"]?.array ?? []).filter { !ids.contains($0.string ?? "") })
        // A phase no other target lists goes (Xcodeproj drops an object when its last referrer lets go).
        let stillListed = Set(targets.flatMap { $0.ids("buildPhases") })
        try removeObjects(ids.subtracting(stillListed))
    }

    private mutating func removePodsLibraries(of targetID: String, into removal: inout CocoaPodsRemoval) throws {
        guard let target = objects[targetID], let phase = frameworksPhase(of: target) else { return }
        let targetName = target.string("name") ?? targetID
        for fileID in phase.ids("files") {
            guard let buildFile = objects[fileID], let name = displayName(of: fileID), Self.isPodsLibraryName(name) else { continue }
            removal.items.append(.linkedLibrary(target: targetName, name: name))
            if let fileRef = buildFile.string("fileRef"), objects[fileRef] != nil,
                objects.values.filter({ $0.isa == "PBXBuildFile" && $0.string("fileRef") == fileRef }).count == 1
            {
                try removeFileReference(fileRef)
            }
            try removeObjects([fileID])
        }
    }

    /// Step 3; an xcconfig that a target in `kept` is also based on stays in the project, and
    /// only this target's configurations lose it.
    private mutating func removePodsBaseConfigurations(of targetID: String, keeping kept: [String], into removal: inout CocoaPodsRemoval) throws {
        guard let target = objects[targetID] else { return }
        var files: [String] = []
        for configuration in buildConfigurations(of: target) {
            guard let fileID = configuration.string("baseConfigurationReference"), let file = objects[fileID],
                let name = file.string("name"), Self.isPodsXcconfigName(name), !files.contains(fileID)
            else { continue }
            files.append(fileID)
        }
        let keptConfigurations = Set(kept.compactMap { objects[$0] }.flatMap { buildConfigurations(of: $0) }.map(\.id))
        let ownConfigurations = Set(buildConfigurations(of: target).map(\.id))
        for fileID in files {
            let path = fullPath(of: fileID) ?? objects[fileID]?.string("path") ?? fileID
            let basedOnIt = objects.values.filter { $0.isa == "XCBuildConfiguration" && $0.string("baseConfigurationReference") == fileID }
                .sorted { $0.id < $1.id }
            let shared = basedOnIt.contains { keptConfigurations.contains($0.id) }
            for configuration in basedOnIt where !shared || ownConfigurations.contains(configuration.id) {
                let owner = configurationOwner(configuration.id)
                removal.items.append(.baseConfiguration(target: owner?.string("name"), configuration: configuration.string("name") ?? "", file: path))
                if shared { objects[configuration.id]?["baseConfigurationReference"] = nil }
            }
            if !shared { try removeFileReference(fileID) }
        }
    }

    private mutating func removePodsFileReferences(onlyUnused: Bool, into removal: inout CocoaPodsRemoval) throws {
        var doomed: [String] = []
        for group in try allGroups() {
            for file in objects(group.ids("children")) where file.isa == "PBXFileReference" && !doomed.contains(file.id) {
                let byName = file.string("name").map(Self.isPodsXcconfigName) ?? false
                let byPath = file.string("path").map(Self.isPodsLibraryPath) ?? false
                guard byName || byPath else { continue }
                if onlyUnused, isUsedOutsideGroups(file.id) { continue }
                doomed.append(file.id)
            }
        }
        for id in doomed {
            removal.items.append(.fileReference(path: fullPath(of: id) ?? objects[id]?.string("path") ?? id))
            try removeFileReference(id)
        }
    }

    private func isUsedOutsideGroups(_ id: String) -> Bool {
        objects.values.contains { object in
            (object.isa == "PBXBuildFile" && object.string("fileRef") == id)
                || (object.isa == "XCBuildConfiguration" && object.string("baseConfigurationReference") == id)
        }
    }

    private mutating func removeEmptyGroups(named name: String, into removal: inout CocoaPodsRemoval) throws {
        let mainID = mainGroupID
        let empty = try allGroups().filter { $0.id != mainID && $0.string("name") == name && $0.ids("children").isEmpty }
        for _ in empty { removal.items.append(.group(name: name)) }
        try removeObjects(Set(empty.map(\.id)))
    }

    /// deintegrate's FRAMEWORK_NAMES, `/^(libPods.*\.a)|(Pods.*\.framework)$/i`, on a build file's name.
    static func isPodsLibraryName(_ name: String) -> Bool {
        rubyLines(name).contains { line in
            let lower = line.lowercased()
            return (lower.hasPrefix("libpods") && lower.dropFirst(7).contains(".a"))
                || (lower.hasSuffix(".framework") && lower.dropLast(10).contains("pods"))
        }
    }

    /// deintegrate's `/^(libPods.*\.a)|(Pods_.*\.framework)$/i` on a file reference's path.
    static func isPodsLibraryPath(_ path: String) -> Bool {
        rubyLines(path).contains { line in
            let lower = line.lowercased()
            return (lower.hasPrefix("libpods") && lower.dropFirst(7).contains(".a"))
                || (lower.hasSuffix(".framework") && lower.dropLast(10).contains("pods_"))
        }
    }

    /// deintegrate's XCCONFIG_NAMES, `/^Pods.*\.xcconfig$/i`, on a file reference's name.
    static func isPodsXcconfigName(_ name: String) -> Bool {
        rubyLines(name).contains { line in
            let lower = line.lowercased()
            return lower.hasPrefix("pods") && lower.hasSuffix(".xcconfig") && lower.count >= 13
        }
    }

    /// Ruby's `^` and `$` match at every line of a string.
    private static func rubyLines(_ text: String) -> [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }
}
