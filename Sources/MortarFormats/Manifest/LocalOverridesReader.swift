import MortarCore

/// Reads `mortar.local.json`: for this machine only, a module's source replaced by a folder or
/// another ref — `{"modules": {"Journey": {"path": "../Journey"}, "Core": {"branch": "x"}}}`.
/// Every problem is collected, located, with what to do; a module the integrator does not list
/// gets a "did you mean".
public enum LocalOverridesReader {
    /// The file's name, beside the integrator manifest.
    public static let fileName = "mortar.local.json"
    static let entryKeys = ["path", "branch", "tag", "commit"]

    /// Parses `text` read from `file` against the integrator's `modules`.
    /// - Throws: `ManifestError` with every problem, sorted by place.
    public static func read(_ text: String, file: String, modules integratorModules: [Module]) throws(ManifestError) -> [LocalOverride] {
        let modules = integratorModules.map(\.name)
        let root = try JSONParser.manifest(text, file: file)
        var issues: [ManifestIssue] = []
        let fields = JSONFields(root, what: "the local overrides", known: ["$schema", "modules"], issues: &issues)
        var overrides: [LocalOverride] = []
        if let node = fields["modules"] {
            if let members = node.members {
                for member in members {
                    guard modules.contains(member.key) else {
                        let hint = Suggestion.closest(to: member.key, among: modules).map { "did you mean '\($0)'?" }
                            ?? "override a module the integrator manifest lists"
                        issues.append(ManifestIssue("'\(member.key)' is not a module of the integrator manifest", at: member.keyLocation, help: hint))
                        continue
                    }
                    let entry = JSONFields(member.value, what: "the override of '\(member.key)'", known: entryKeys, issues: &issues)
                    let given = entryKeys.compactMap { key in entry.string(key, issues: &issues).map { (key, $0) } }
                    guard given.count == 1, let (key, value) = given.first else {
                        if member.value.members != nil {
                            issues.append(ManifestIssue(
                                "the override of '\(member.key)' needs exactly one of 'path', 'branch', 'tag' or 'commit'", at: member.keyLocation,
                                help: "like {\"path\": \"../\(member.key)\"} to use your own checkout"))
                        }
                        continue
                    }
                    if value.value.isEmpty || value.value.hasPrefix("-") || value.value.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
                        issues.append(ManifestIssue("invalid \(key) '\(value.value)' for '\(member.key)'", at: value.location, help: "a \(key) cannot be empty, start with '-', or hold control characters"))
                        continue
                    }
                    if key != "path", let module = integratorModules.first(where: { $0.name == member.key }), case .path = module.source {
                        issues.append(ManifestIssue("'\(member.key)' is a path module, so it has no \(key) to change", at: value.location, help: "give it a \"path\" instead"))
                        continue
                    }
                    let change: LocalOverride.Change
                    switch key {
                    case "path": change = .path(value.value)
                    case "branch": change = .ref(.branch(value.value))
                    case "tag": change = .ref(.tag(value.value))
                    default: change = .ref(.commit(value.value))
                    }
                    if case let .ref(ref) = change, let issue = GitInputIssues.ref(ref, of: member.key, at: value.location) {
                        issues.append(issue)
                        continue
                    }
                    overrides.append(LocalOverride(module: member.key, change: change, location: member.keyLocation))
                }
            } else {
                issues.append(ManifestIssue("'modules' must be an object like {\"Journey\": {\"path\": \"../Journey\"}}, not \(node.kindDescription)", at: node.location))
            }
        }
        if !issues.isEmpty { throw ManifestError(issues) }
        return overrides
    }
}
