extension Component {
    /// The graph's view of a podspec's spec tree (`PodBuildSpec`, as the readers of both
    /// formats give it): the root's name, `version`, `platforms` with a deployment target
    /// (`ios` → `12.0`) and default subspecs as written (`PodBuildSpec.defaultSubspecs`), and of
    /// the root and every library subspec (test and app specs left out) the dependencies —
    /// those on the pod's own subspecs apart, in `internalDependencies` — and the
    /// `source_files` set for every platform and in each platform's scope, each pattern once. A
    /// spec whose `source_files` the reader could not know statically stands for the pod's whole
    /// folder (`.`): a superset, never a silent omission. With `keepsBuildSpec` false the tree
    /// is not kept (`buildSpec` nil): it is the temporary the component is read from.
    public init(_ tree: consuming PodBuildSpec, format: Format, path: String, keepsBuildSpec: Bool = true) {
        var probes = 0
        self.init(tree, format: format, path: path, keepsBuildSpec: keepsBuildSpec, patternProbes: &probes)
    }

    /// As `init(_:format:path:keepsBuildSpec:)`, counting in `patternProbes` the patterns each
    /// source pattern was looked up among (one a lookup in the set, every pattern so far a
    /// scan): a test seam, that the count grows linearly with the patterns.
    package init(_ tree: consuming PodBuildSpec, format: Format, path: String, keepsBuildSpec: Bool = true, patternProbes: inout Int) {
        self.init(tree, format: format, path: path, keepsBuildSpec: keepsBuildSpec, platforms: nil, patternProbes: &patternProbes)
    }

    /// As `init(_:format:path:keepsBuildSpec:)`, with `platforms` as the table
    /// `deploymentTargets(_:)` makes of the tree's `platforms` (one shared by a reader,
    /// `SharedPlatformTables`) or nil to make it.
    package init(
        _ tree: consuming PodBuildSpec, format: Format, path: String, keepsBuildSpec: Bool = true, platforms: [String: String]?,
        patternProbes: inout Int
    ) {
        var collected = Collected(tree.name)
        collected.collect(tree, keepsBuildSpec: keepsBuildSpec)
        patternProbes = collected.seen.probes
        self.init(tree, collected: collected, format: format, path: path, keepsBuildSpec: keepsBuildSpec, platforms: platforms)
    }

    /// The component of `tree` whose library specs' dependencies, subspec names and source
    /// patterns are `collected` already — by `Collected.collect(_:keepsBuildSpec:)`, or by a
    /// reader that gathered them while it built the tree (`RubyPodspecReader.buildSpec`: the
    /// tree is not walked a second time).
    package init(
        _ tree: consuming PodBuildSpec, collected: consuming Collected, format: Format, path: String, keepsBuildSpec: Bool,
        platforms: [String: String]?
    ) {
        // Every part gathered in locals and the component made once, by the memberwise
        // initializer (made first and then filled in, it was copied out and destroyed twice).
        let name = tree.name
        var version: String?
        if case let .string(written)? = tree.attributes["version"]?.value { version = written }
        var table: [String: String] = [:]
        if let platforms {
            table = platforms
        } else if case let .map(written)? = tree.attributes["platforms"]?.value {
            table = Self.deploymentTargets(written)
        }
        let defaultSubspecs = tree.defaultSubspecs.written
        let specLocation = tree.location
        // A pod whose root declares every dependency, none on its own specs (most pods), holds
        // the root's list itself: no copy of each dependency (`Collected.addRoot`).
        let dependencies = collected.rootDependencies ?? collected.dependencies
        let storage = keepsBuildSpec ? PodBuildSpecStorage(tree) : nil
        self.init(
            name: name, version: version, format: format, path: path, dependencies: dependencies,
            internalDependencies: collected.internalDependencies, subspecs: collected.subspecs, defaultSubspecs: defaultSubspecs,
            products: [], sourcePaths: collected.fittedSourcePaths, platforms: table, specLocation: specLocation, buildSpecStorage: storage)
    }

    /// The platforms of a `platforms` value that name a deployment target (`ios` → `12.0`).
    package static func deploymentTargets(_ written: PodMap) -> [String: String] {
        guard !written.isEmpty else { return [:] }
        // Sized once (grown from empty, the table was made twice for two platforms).
        var platforms = [String: String](minimumCapacity: written.count)
        for i in written.pairs.indices {
            if let target = deploymentTarget(written.pairs[i].value) { platforms[written.pairs[i].key] = target }
        }
        return platforms
    }

    /// The deployment target a `platforms` value names (a non-empty string), or nil. Inlinable:
    /// the readers ask it of each platform of each podspec.
    @inlinable
    package static func deploymentTarget(_ version: PodValue) -> String? {
        if case let .string(target) = version, !target.isEmpty { return target }
        return nil
    }

    /// The podspec attributes the graph's view reads: what a spec tree read only to be seen as a
    /// component keeps (`podspecSpellings`), and the ones a Ruby podspec must set statically.
    public static let podspecAttributes = ["name", "version", "default_subspecs", "dependencies", "platforms", "source_files"].compactMap(PodspecAttribute.named)

    /// Every spelling of `podspecAttributes` (a list: a handful, compared faster than hashed).
    public static let podspecSpellings = podspecAttributes.flatMap(\.spellings)
}
