import MortarCore

/// Reads the members of one JSON object against a list of known keys, collecting problems
/// (unknown keys with "did you mean", wrong types) instead of stopping at the first.
struct JSONFields {
    let node: JSONNode
    let what: String
    private(set) var members: [String: JSONMember] = [:]

    /// - Parameters:
    ///   - what: how messages name the object (`module 'Core'`, `the manifest`).
    init(_ node: JSONNode, what: String, known: [String], issues: inout [ManifestIssue]) {
        self.node = node
        self.what = what
        guard let list = node.members else {
            issues.append(ManifestIssue("\(what) must be an object, not \(node.kindDescription)", at: node.location))
            return
        }
        for member in list {
            if members[member.key] != nil {
                issues.append(ManifestIssue("duplicate key '\(member.key)' in \(what)", at: member.keyLocation, help: "keep one '\(member.key)'"))
                continue
            }
            if !known.contains(member.key) {
                let hint = Suggestion.closest(to: member.key, among: known).map { "did you mean '\($0)'?" }
                    ?? "known keys: \(known.sorted().joined(separator: ", "))"
                issues.append(ManifestIssue("unknown key '\(member.key)' in \(what)", at: member.keyLocation, help: hint))
                continue
            }
            members[member.key] = member
        }
    }

    subscript(key: String) -> JSONNode? { members[key]?.value }

    func string(_ key: String, issues: inout [ManifestIssue]) -> Located<String>? {
        guard let value = self[key] else { return nil }
        guard let string = value.stringValue else {
            issues.append(ManifestIssue("'\(key)' of \(what) must be a string, not \(value.kindDescription)", at: value.location))
            return nil
        }
        return Located(string, at: value.location)
    }

    func bool(_ key: String, issues: inout [ManifestIssue]) -> Bool? {
        guard let value = self[key] else { return nil }
        guard let bool = value.boolValue else {
            issues.append(ManifestIssue("'\(key)' of \(what) must be true or false, not \(value.kindDescription)", at: value.location))
            return nil
        }
        return bool
    }

    func array(_ key: String, issues: inout [ManifestIssue]) -> [JSONNode]? {
        guard let value = self[key] else { return nil }
        guard let array = value.arrayValue else {
            issues.append(ManifestIssue("'\(key)' of \(what) must be an array, not \(value.kindDescription)", at: value.location))
            return nil
        }
        return array
    }

    func stringArray(_ key: String, issues: inout [ManifestIssue]) -> [Located<String>]? {
        guard let array = array(key, issues: &issues) else { return nil }
        var result: [Located<String>] = []
        for element in array {
            if let string = element.stringValue {
                result.append(Located(string, at: element.location))
            } else {
                issues.append(ManifestIssue("'\(key)' of \(what) must hold strings, not \(element.kindDescription)", at: element.location))
            }
        }
        return result
    }
}
