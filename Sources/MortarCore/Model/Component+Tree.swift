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
    public init(_ tree: PodBuildSpec, format: Format, path: String, keepsBuildSpec: Bool = true) {
        self.init(name: tree.name, format: format, path: path)
        // The lists exactly (appending doubles the capacity, which every component kept).
        let (external, own) = Self.dependencyCounts(tree, rootName: tree.name)
        dependencies.reserveCapacity(external)
        internalDependencies.reserveCapacity(own)
        if case let .string(version)? = tree.attributes["version"]?.value { self.version = version }
        for (platform, version) in tree.attributes["platforms"]?.value.entries ?? [:] {
            if case let .string(target) = version, !target.isEmpty { platforms[platform] = target }
        }
        defaultSubspecs = tree.defaultSubspecs.written
        var seenSources = Set<String>()
        collect(tree, rootName: tree.name, seenSources: &seenSources)
        if keepsBuildSpec { buildSpec = tree }
    }

    /// The podspec attributes the graph's view reads: what a spec tree read only to be seen as a
    /// component keeps (`podspecSpellings`), and the ones a Ruby podspec must set statically.
    public static let podspecAttributes = ["name", "version", "default_subspecs", "dependencies", "platforms", "source_files"].compactMap(PodspecAttribute.named)

    /// Every spelling of `podspecAttributes`.
    public static let podspecSpellings = Set(podspecAttributes.flatMap(\.spellings))

    /// How many dependencies of the library specs of `spec`'s tree are on other pods, and how
    /// many on the pod's own specs.
    static func dependencyCounts(_ spec: PodBuildSpec, rootName: String) -> (external: Int, own: Int) {
        let own = spec.dependencies.count { $0.name == rootName || $0.name.hasPrefix(rootName + "/") }
        var result = (external: spec.dependencies.count - own, own: own)
        for child in spec.children where child.kind == .subspec {
            let counts = dependencyCounts(child, rootName: rootName)
            result.external += counts.external
            result.own += counts.own
        }
        return result
    }

    /// One library spec's dependencies and source patterns, then its library subspecs'.
    mutating func collect(_ spec: PodBuildSpec, rootName: String, seenSources: inout Set<String>) {
        for dependency in spec.dependencies {
            if dependency.name == rootName || dependency.name.hasPrefix(rootName + "/") {
                internalDependencies.append(dependency)
            } else {
                dependencies.append(dependency)
            }
        }
        let scopes = [spec.attributes] + PodPlatform.all.compactMap { $0.podName.flatMap { spec.platformAttributes[$0] } }
        var patterns = scopes.flatMap { PodspecAttribute.sourceFiles.value(in: $0)?.value.strings ?? [] }
        if spec.unknownAttributes.keys.contains(where: Self.namesSourceFiles) { patterns.append(".") }
        for pattern in patterns where seenSources.insert(pattern).inserted { sourcePaths.append(pattern) }
        for child in spec.children where child.kind == .subspec {
            subspecs.append(child.name)
            collect(child, rootName: rootName, seenSources: &seenSources)
        }
    }

    /// Whether an attribute key of `unknownAttributes` (`source_files`, `ios.source_files`) is
    /// the spec's source files.
    static func namesSourceFiles(_ key: String) -> Bool {
        let attribute = key.split(separator: ".").last.map(String.init) ?? key
        return PodspecAttribute.sourceFiles.spellings.contains(attribute)
    }
}
