import MortarCore
import MortarRuby

/// Reads the migration's facts (`source` git and tag/commit/branch, `module_name`,
/// `default_subspecs`, the `source_files` of the root and of every subspec) from a Ruby
/// `.podspec`, statically, through the same evaluator and `PodspecHost` as
/// `RubyPodspecReader`. A `source` or `module_name` that is not static is left unknown (the
/// migration then says no source is known), not guessed. Pure.
enum RubyPodSpecFactsReader {
    /// - Throws: `ManifestError` when the Ruby cannot be read statically or declares no spec.
    static func read(_ text: String, file: String, environment: [String: String]) throws(ManifestError) -> PodSpecFacts {
        let host = PodspecHost(file: file)
        let evaluator = RubyEvaluator(file: file, source: text, environment: environment, host: host)
        do {
            _ = try evaluator.run()
        } catch {
            throw ManifestError(error.message, at: error.location, help: error.help)
        }
        guard let rootIndex = host.roots.last, let name = host.specs[rootIndex].ownName?.value.stringValue, !name.isEmpty else {
            throw ManifestError("a podspec must declare 'Pod::Spec.new' with a name", at: SourceLocation(file: file, line: 1, column: 1),
                                help: "check that the file is a .podspec")
        }
        let root = host.specs[rootIndex]
        var facts = PodSpecFacts(name: name, file: file)
        facts.version = root.attributes["version"].flatMap { staticText($0.value) }
        if case let .hash(entries)? = root.attributes["source"]?.value {
            var source: [String: String] = [:]
            for entry in entries {
                guard let key = staticText(entry.key), let value = staticText(entry.value) else { continue }
                source[key] = value
            }
            facts.git = source["git"]
            facts.http = source["http"]
            if let commit = source["commit"] { facts.ref = .commit(commit) }
            else if let tag = source["tag"] { facts.ref = .tag(tag) }
            else if let branch = source["branch"] { facts.ref = .branch(branch) }
        }
        facts.moduleName = root.attributes["module_name"].flatMap { staticText($0.value) }
        facts.defaults = RubyPodspecReader.defaultSubspecs(root)
        collect(host, rootIndex, spec: name, into: &facts, depth: 0)
        return facts
    }

    /// The static `source_files` of a spec and of its subspecs (test and app specs left out).
    static func collect(_ host: PodspecHost, _ index: Int, spec: String, into facts: inout PodSpecFacts, depth: Int) {
        guard depth < 64 else { return }
        let files = host.specs[index].sourceFiles.flatMap { RubyPodspecReader.strings($0.value) }
        if !files.isEmpty { facts.sourceFiles[spec] = files }
        for (attribute, table) in [(PodspecAttribute.preservePaths, \PodSpecFacts.preservePaths), (.vendoredFrameworks, \PodSpecFacts.vendoredFrameworks)] {
            let values = attribute.value(in: host.specs[index].attributes).map { RubyPodspecReader.strings($0.value) } ?? []
            if !values.isEmpty { facts[keyPath: table][spec] = values }
        }
        let dependencies = host.specs[index].dependencies.map(\.name)
        if !dependencies.isEmpty { facts.dependencies[spec] = dependencies }
        for child in host.specs[index].children where !host.specs[child].ignored {
            guard let subName = host.specs[child].ownName?.value.stringValue, !subName.isEmpty else { continue }
            facts.subspecs.append("\(spec)/\(subName)")
            collect(host, child, spec: "\(spec)/\(subName)", into: &facts, depth: depth + 1)
        }
    }

    /// A string, symbol or version as text; nil for anything not static.
    static func staticText(_ value: RubyValue) -> String? {
        switch value {
        case let .string(s), let .symbol(s), let .gemVersion(s): return s
        default: return nil
        }
    }
}
