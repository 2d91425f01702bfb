import MortarCore
import MortarRuby

/// A podspec's spec tree (`PodBuildSpec`: the root, its subspecs, test and app specs, every
/// value located), read from a `.podspec.json` or, statically, a Ruby `.podspec` by the same
/// tree builders the readers of a module's podspec use, without the graph's checks (a version
/// or a dependency list the graph could not use does not stop it). What the migration's facts
/// (`PodSpecFacts`) are a view of, for a spec that is not a module of the workspace (a spec
/// repository's); `component` is the one place both readers make the graph's view. Pure.
public enum PodspecTreeReader {
    /// A `file` ending in `.podspec` is Ruby (`environment` is what `ENV` reads); any other is JSON.
    ///
    /// - Throws: `ManifestError` when the text is not a podspec JSON object with a name, or a
    ///   Ruby podspec Mortar cannot read statically.
    public static func read(_ text: String, file: String, environment: [String: String] = [:]) throws(ManifestError) -> PodBuildSpec {
        if file.hasSuffix(".podspec") { return try ruby(text, file: file, environment: environment) }
        let root: JSONNode
        do {
            root = try JSONParser.parse(text, file: file)
        } catch {
            throw ManifestError(error)
        }
        guard root.members != nil, let name = root["name"]?.stringValue, !name.isEmpty else {
            throw ManifestError("a podspec must be a JSON object with a 'name'", at: root.location, help: "check that the file is a .podspec.json")
        }
        var ignored: [ManifestIssue] = []
        return PodspecJSONReader.buildSpec(root, name: name, kind: .root, issues: &ignored)
    }

    /// The graph's component of the spec tree `tree` read from `path` (`Component(_:format:path:)`),
    /// its platform table shared with equal ones read before (`SharedPlatformTables`); the tree
    /// is kept as its `buildSpec` only when `keepsBuildSpec`.
    static func component(_ tree: consuming PodBuildSpec, format: Component.Format, path: String, keepsBuildSpec: Bool) -> Component {
        let platforms = sharedPlatforms(of: tree)
        var probes = 0
        return Component(tree, format: format, path: path, keepsBuildSpec: keepsBuildSpec, platforms: platforms, patternProbes: &probes)
    }

    /// `component(_:format:path:keepsBuildSpec:)` with `collected`, what the reader gathered of
    /// the library specs while it built the tree, which is then not walked again. Not an
    /// optional: one was copied out of it (`if let`) and destroyed with it, for each podspec.
    static func component(
        _ tree: consuming PodBuildSpec, collected: consuming Component.Collected, format: Component.Format, path: String, keepsBuildSpec: Bool
    ) -> Component {
        let platforms = sharedPlatforms(of: tree)
        return Component(consume tree, collected: consume collected, format: format, path: path, keepsBuildSpec: keepsBuildSpec, platforms: platforms)
    }

    /// The table of `tree`'s deployment targets, shared with equal ones read before: found from
    /// the written pairs (no table made for a component whose table was read before: made,
    /// compared and freed, it cost ≈1,500 instructions each).
    static func sharedPlatforms(of tree: borrowing PodBuildSpec) -> [String: String] {
        var written = PodMap()
        if case let .map(map)? = tree.attributes["platforms"]?.value { written = map }
        return SharedPlatformTables.shared.share(written)
    }

    static func ruby(_ text: String, file: String, environment: [String: String]) throws(ManifestError) -> PodBuildSpec {
        let host = PodspecHost(file: file)
        let evaluator = RubyEvaluator(file: file, source: text, environment: environment, host: host)
        do {
            _ = try evaluator.run()
        } catch {
            throw ManifestError(error.message, at: error.location, help: error.help)
        }
        guard let rootIndex = host.lastRoot, let name = host.specs[rootIndex].ownName?.value.stringValue, !name.isEmpty else {
            throw ManifestError("a podspec must declare 'Pod::Spec.new' with a name", at: SourceLocation(file: file, line: 1, column: 1),
                                help: "check that the file is a .podspec")
        }
        return RubyPodspecReader.buildSpec(host: host, index: rootIndex, name: name, file: file)
    }
}
