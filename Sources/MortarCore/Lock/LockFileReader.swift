/// Reads `mortar.lock` (as written by `LockFileWriter`) with the located JSON parser.
public enum LockFileReader {
    /// Parses lock file `text`; `file` is the path used in error locations.
    public static func read(_ text: String, file: String) throws(LockFileError) -> LockFile {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text, file: file)
        } catch {
            throw .malformed(error)
        }
        guard root.members != nil else { throw .invalid("expected an object, found \(root.kindDescription)", at: root.location) }
        if let versionNode = root["version"] {
            guard case let .number(text) = versionNode.value, let version = Int(text) else {
                throw .invalid("'version' must be a whole number", at: versionNode.location)
            }
            if version > LockFile.formatVersion { throw .unsupportedVersion(version, at: versionNode.location) }
        }
        let digest = try string(root, "manifestDigest")
        var lock = LockFile(manifestDigest: digest)
        for member in try object(root, "modules") {
            let entry = member.value
            let refNode = try required(entry, "ref")
            let kind = try string(refNode, "kind")
            let value = try string(refNode, "value")
            let ref: GitReference
            switch kind {
            case "branch": ref = .branch(value)
            case "tag": ref = .tag(value)
            case "commit": ref = .commit(value)
            default: throw .invalid("ref kind '\(kind)' is not 'branch', 'tag' or 'commit'", at: refNode["kind"]!.location)
            }
            lock.modules[member.key] = LockFile.Entry(url: try string(entry, "url"), ref: ref, commit: try string(entry, "commit"))
        }
        for member in try object(root, "pins") {
            let requirementNode = try required(member.value, "requirement")
            guard let items = requirementNode.arrayValue else {
                throw .invalid("'requirement' must be an array of strings, found \(requirementNode.kindDescription)", at: requirementNode.location)
            }
            var requirement: [String] = []
            for item in items {
                guard let text = item.stringValue else { throw .invalid("expected a string, found \(item.kindDescription)", at: item.location) }
                requirement.append(text)
            }
            let url = member.value["url"] == nil ? nil : try string(member.value, "url")
            lock.pins[member.key] = LockFile.PinEntry(requirement: requirement, url: url)
        }
        return lock
    }

    private static func required(_ node: JSONNode, _ key: String) throws(LockFileError) -> JSONNode {
        guard let value = node[key] else { throw .invalid("missing key '\(key)'", at: node.location) }
        return value
    }

    private static func string(_ node: JSONNode, _ key: String) throws(LockFileError) -> String {
        let value = try required(node, key)
        guard let text = value.stringValue else { throw .invalid("'\(key)' must be a string, found \(value.kindDescription)", at: value.location) }
        return text
    }

    private static func object(_ node: JSONNode, _ key: String) throws(LockFileError) -> [JSONMember] {
        guard let value = node[key] else { return [] }
        guard let members = value.members else { throw .invalid("'\(key)' must be an object, found \(value.kindDescription)", at: value.location) }
        return members
    }
}
