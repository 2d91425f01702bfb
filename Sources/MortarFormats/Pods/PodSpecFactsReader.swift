import MortarCore

/// Reads what the migration needs from a `.podspec.json` (the form trunk keeps) or a Ruby
/// `.podspec` (`RubyPodSpecFactsReader`):
/// `source` (`git` with `tag`, `commit` or `branch`), `module_name`, `default_subspecs` and
/// the `source_files` of the root and of every subspec. Pure.
public enum PodSpecFactsReader {
    /// A `file` ending in `.podspec` is Ruby, read statically (`environment` is what `ENV`
    /// reads); any other is JSON.
    ///
    /// - Throws: `ManifestError` when the text is not a podspec JSON object with a name, or a
    ///   Ruby podspec Mortar cannot read statically.
    public static func read(_ text: String, file: String, environment: [String: String] = [:]) throws(ManifestError) -> PodSpecFacts {
        if file.hasSuffix(".podspec") { return try RubyPodSpecFactsReader.read(text, file: file, environment: environment) }
        let root: JSONNode
        do {
            root = try JSONParser.parse(text, file: file)
        } catch {
            throw ManifestError(error)
        }
        guard root.members != nil, let name = root["name"]?.stringValue, !name.isEmpty else {
            throw ManifestError("a podspec must be a JSON object with a 'name'", at: root.location, help: "check that the file is a .podspec.json")
        }
        var facts = PodSpecFacts(name: name, file: file)
        switch root["version"]?.value {
        case let .string(s)?: facts.version = s
        case let .number(n)?: facts.version = n
        default: break
        }
        if let source = root["source"] {
            facts.git = source["git"]?.stringValue
            facts.http = source["http"]?.stringValue
            if let commit = source["commit"]?.stringValue { facts.ref = .commit(commit) }
            else if let tag = source["tag"]?.stringValue { facts.ref = .tag(tag) }
            else if let branch = source["branch"]?.stringValue { facts.ref = .branch(branch) }
        }
        facts.moduleName = root["module_name"]?.stringValue
        facts.defaults = PodspecJSONReader.defaultSubspecs(root)
        collect(root, spec: name, into: &facts)
        return facts
    }

    static func collect(_ node: JSONNode, spec: String, into facts: inout PodSpecFacts) {
        // Each attribute by every spelling the attribute table lists, in the spec and in its
        // platform scopes.
        func strings(_ attribute: PodspecAttribute) -> [String] {
            var values = PodspecJSONReader.stringList(PodspecJSONReader.value(attribute, of: node))
            for platform in PodPlatform.podspecScopes {
                values += PodspecJSONReader.stringList(node[platform].flatMap { PodspecJSONReader.value(attribute, of: $0) })
            }
            return values
        }
        let files = strings(.sourceFiles)
        if !files.isEmpty { facts.sourceFiles[spec] = files }
        for (attribute, table) in [(PodspecAttribute.preservePaths, \PodSpecFacts.preservePaths), (.vendoredFrameworks, \PodSpecFacts.vendoredFrameworks)] {
            let values = strings(attribute)
            if !values.isEmpty { facts[keyPath: table][spec] = values }
        }
        var dependencies = node["dependencies"]?.members?.map(\.key) ?? []
        for platform in PodPlatform.podspecScopes {
            dependencies += node[platform]?["dependencies"]?.members?.map(\.key) ?? []
        }
        if !dependencies.isEmpty { facts.dependencies[spec] = dependencies }
        for subspec in node["subspecs"]?.arrayValue ?? [] where subspec["test_type"] == nil {
            guard let subName = subspec["name"]?.stringValue, !subName.isEmpty else { continue }
            facts.subspecs.append("\(spec)/\(subName)")
            collect(subspec, spec: "\(spec)/\(subName)", into: &facts)
        }
    }
}
