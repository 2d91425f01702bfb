import MortarCore

/// Reads a `Podfile.lock` (the YAML `pod install` writes) with locations: PODS, DEPENDENCIES,
/// SPEC REPOS, EXTERNAL SOURCES, CHECKOUT OPTIONS, SPEC CHECKSUMS, PODFILE CHECKSUM, COCOAPODS.
/// Sections it does not know are skipped (a newer CocoaPods may add some); a known section of
/// the wrong shape is a located error, never a guess.
public enum PodfileLockReader {
    /// The file name `pod install` writes beside the Podfile.
    public static let fileName = "Podfile.lock"

    /// Reads lock `text`; `file` is the path shown in locations.
    /// - Throws: `ManifestError` with every problem found, located, each with the fix.
    public static func read(_ text: String, file: String) throws(ManifestError) -> PodfileLock {
        let root = try LockYAML.parse(text, file: file)
        var reader = Reader(file: file)
        guard case let .map(members, _) = root else {
            throw ManifestError("'\(file)' is \(root.kindDescription), not the sections of a Podfile.lock (PODS:, DEPENDENCIES:, …)",
                                at: root.location, help: Reader.help)
        }
        var lock = PodfileLock(file: file)
        for (key, _, value) in members {
            switch key {
            case "PODS": lock.pods = reader.pods(value)
            case "DEPENDENCIES": lock.dependencies = reader.list(value, key).compactMap { reader.entry($0, in: key) }
            case "SPEC REPOS":
                for (repo, _, names) in reader.map(value, key) {
                    lock.specRepos[repo] = reader.list(names, "\(key) → \(repo)").compactMap { reader.string($0, "a pod name in \(key) → \(repo)") }
                }
            case "EXTERNAL SOURCES": lock.externalSources = reader.sources(value, key)
            case "CHECKOUT OPTIONS": lock.checkoutOptions = reader.sources(value, key)
            case "SPEC CHECKSUMS":
                for (pod, _, sum) in reader.map(value, key) {
                    if let sum = reader.string(sum, "the checksum of '\(pod)'") { lock.specChecksums[pod] = sum }
                }
            case "PODFILE CHECKSUM": lock.podfileChecksum = reader.string(value, "PODFILE CHECKSUM")
            case "COCOAPODS": lock.cocoapodsVersion = reader.string(value, "COCOAPODS")
            default: continue
            }
        }
        if !reader.issues.isEmpty { throw ManifestError(reader.issues) }
        return lock
    }

    /// Collects every problem instead of stopping at the first.
    struct Reader {
        static let help = "Podfile.lock is written by 'pod install': run 'pod install' to write it again"
        let file: String
        var issues: [ManifestIssue] = []

        mutating func problem(_ message: String, at location: SourceLocation) {
            issues.append(ManifestIssue(message, at: location, help: Self.help))
        }

        mutating func list(_ node: LockYAML, _ what: String) -> [LockYAML] {
            if case let .list(items, _) = node { return items }
            return none(node, what, "a list ('- …' lines) is expected")
        }

        mutating func map(_ node: LockYAML, _ what: String) -> [(key: String, location: SourceLocation, value: LockYAML)] {
            if case let .map(members, _) = node { return members }
            return none(node, what, "'name: value' lines are expected")
        }

        /// No items where a list or map was expected: a key with nothing after it has none; a
        /// node of another kind is a problem (`expected` completes "where …").
        mutating func none<Item>(_ node: LockYAML, _ what: String, _ expected: String) -> [Item] {
            if case .null = node { return [] }
            problem("\(what) is \(node.kindDescription), where \(expected)", at: node.location)
            return []
        }

        mutating func string(_ node: LockYAML, _ what: String) -> Located<String>? {
            guard case let .scalar(text, location) = node else {
                problem("\(what) is \(node.kindDescription), where a single value is expected", at: node.location)
                return nil
            }
            return Located(text, at: location)
        }

        mutating func entry(_ node: LockYAML, in section: String) -> PodfileLockEntry? {
            guard let text = string(node, "an entry of \(section)") else { return nil }
            guard let entry = PodfileLockEntry.parse(text.value, location: text.location) else {
                problem("'\(text.value)' in \(section) is not 'Name' or 'Name (requirement)'", at: text.location)
                return nil
            }
            return entry
        }

        /// PODS: `- Name (1.0)` or `- Name (1.0):` followed by its dependencies.
        mutating func pods(_ node: LockYAML) -> [PodfileLockEntry] {
            var result: [PodfileLockEntry] = []
            for item in list(node, "PODS") {
                var pod: PodfileLockEntry?
                var dependencies: [LockYAML] = []
                if case let .map(members, _) = item, members.count == 1 {
                    pod = entry(.scalar(members[0].key, members[0].location), in: "PODS")
                    dependencies = list(members[0].value, "the dependencies of '\(members[0].key)'")
                } else {
                    pod = entry(item, in: "PODS")
                }
                guard var pod else { continue }
                guard pod.requirement != nil, !pod.isExternal else {
                    problem("'\(pod.text)' in PODS has no version; each pod is written 'Name (version)'", at: pod.location)
                    continue
                }
                pod.dependencies = dependencies.compactMap { entry($0, in: "the dependencies of '\(pod.name)'") }
                result.append(pod)
            }
            return result
        }

        /// EXTERNAL SOURCES / CHECKOUT OPTIONS: `Name:` followed by `:option: value` lines.
        mutating func sources(_ node: LockYAML, _ section: String) -> [String: PodfileLockSource] {
            var result: [String: PodfileLockSource] = [:]
            for (pod, location, options) in map(node, section) {
                var values: [String: Located<String>] = [:]
                for (key, _, value) in map(options, "\(section) → \(pod)") {
                    let name = key.hasPrefix(":") ? String(key.dropFirst()) : key
                    if let text = string(value, "':\(name)' of '\(pod)' in \(section)") { values[name] = text }
                }
                result[pod] = PodfileLockSource(pod: pod, options: values, location: location)
            }
            return result
        }
    }
}
