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
        // Every part gathered in locals and the component made once, by the memberwise
        // initializer (made first and then filled in, it was copied out and destroyed twice).
        let name = tree.name
        // The lists exactly (appending doubles the capacity, which every component kept).
        let own = OwnSpecs(name)
        let (external, ownCount) = Self.dependencyCounts(tree, own: own)
        // A pod whose root declares every dependency, none on its own specs (most pods), holds
        // the root's list itself (no copy of each dependency) when the tree keeps it anyway or
        // the list has no room to spare.
        let sharesRootList = ownCount == 0 && external > 0 && tree.dependencies.count == external
            && (keepsBuildSpec || tree.dependencies.capacity == external)
        var collected = Collected()
        if sharesRootList {
            collected.dependencies = tree.dependencies
        } else {
            collected.dependencies.reserveCapacity(external)
            collected.internalDependencies.reserveCapacity(ownCount)
        }
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
        collected.collect(tree, own: own, dependencies: !sharesRootList)
        patternProbes = collected.seen.probes
        let storage = keepsBuildSpec ? PodBuildSpecStorage(tree) : nil
        self.init(
            name: name, version: version, format: format, path: path, dependencies: collected.dependencies,
            internalDependencies: collected.internalDependencies, subspecs: collected.subspecs, defaultSubspecs: defaultSubspecs,
            products: [], sourcePaths: collected.sourcePaths, platforms: table, specLocation: specLocation, buildSpecStorage: storage)
    }

    /// The platforms of a `platforms` value that name a deployment target (`ios` → `12.0`).
    package static func deploymentTargets(_ written: PodMap) -> [String: String] {
        guard !written.isEmpty else { return [:] }
        // Sized once (grown from empty, the table was made twice for two platforms).
        var platforms = [String: String](minimumCapacity: written.count)
        for i in written.indices {
            if let target = deploymentTarget(written[i].value) { platforms[written[i].key] = target }
        }
        return platforms
    }

    /// The deployment target a `platforms` value names (a non-empty string), or nil.
    @inline(__always)
    package static func deploymentTarget(_ version: PodValue) -> String? {
        if case let .string(target) = version, !target.isEmpty { return target }
        return nil
    }

    /// The podspec attributes the graph's view reads: what a spec tree read only to be seen as a
    /// component keeps (`podspecSpellings`), and the ones a Ruby podspec must set statically.
    public static let podspecAttributes = ["name", "version", "default_subspecs", "dependencies", "platforms", "source_files"].compactMap(PodspecAttribute.named)

    /// Every spelling of `podspecAttributes` (a list: a handful, compared faster than hashed).
    public static let podspecSpellings = podspecAttributes.flatMap(\.spellings)

    /// How many dependencies of the library specs of `spec`'s tree are on other pods, and how
    /// many on the pod's own specs.
    static func dependencyCounts(_ spec: PodBuildSpec, own: OwnSpecs) -> (external: Int, own: Int) {
        withUnsafePointer(to: spec) { dependencyCounts(at: $0, own: own) }
    }

    /// `dependencyCounts(_:own:)` of the spec at `spec`. The tree is walked through pointers: a
    /// child spec passed on by value (`spec.children[i]`, or an element of its buffer) was
    /// copied whole first — every table and list retained, then released — for each child.
    static func dependencyCounts(at spec: UnsafePointer<PodBuildSpec>, own: OwnSpecs) -> (external: Int, own: Int) {
        let ownCount = spec.pointee.dependencies.count { own.contains($0.name) }
        var result = (external: spec.pointee.dependencies.count - ownCount, own: ownCount)
        spec.pointee.children.withUnsafeBufferPointer { children in
            for i in children.indices where children[i].kind == .subspec {
                let counts = dependencyCounts(at: children.baseAddress! + i, own: own)
                result.external += counts.external
                result.own += counts.own
            }
        }
        return result
    }

    /// The pod's own spec names: the root's name and every `Name/…`.
    struct OwnSpecs {
        let name: String
        let prefix: String

        init(_ name: String) {
            self.name = name
            prefix = name + "/"
        }

        /// Compared as UTF-8 (a `/` is never part of a multi-byte character): asked per edge,
        /// twice. Over the bytes' buffers where both have one (a generic `starts(with:)` walked
        /// the views index by index).
        func contains(_ spec: String) -> Bool {
            if spec == name { return true }
            let byBuffers = spec.utf8.withContiguousStorageIfAvailable { s in
                prefix.utf8.withContiguousStorageIfAvailable { p -> Bool in
                    guard s.count >= p.count else { return false }
                    var i = 0
                    while i < p.count {
                        if s[i] != p[i] { return false }
                        i += 1
                    }
                    return true
                }
            }
            if let answer = byBuffers ?? nil { return answer }
            return spec.utf8.starts(with: prefix.utf8)
        }
    }

    /// What `init(_:format:…)` gathers from the library specs of a tree: their dependencies
    /// (those on the pod's own specs apart), subspec names and source patterns.
    struct Collected {
        var dependencies: [Dependency] = []
        var internalDependencies: [Dependency] = []
        var subspecs: [String] = []
        var sourcePaths: [String] = []
        var seen = PatternsSeen()

        /// One library spec's dependencies (unless `dependencies` is false: the list is already
        /// the component's) and source patterns, then its library subspecs'.
        mutating func collect(_ spec: PodBuildSpec, own: OwnSpecs, dependencies: Bool = true) {
            withUnsafePointer(to: spec) { collect(at: $0, own: own, dependencies: dependencies) }
        }

        /// `collect(_:own:dependencies:)` of the spec at `spec`, its children walked through
        /// pointers (as `dependencyCounts(at:own:)`: no copy of each child spec).
        mutating func collect(at spec: UnsafePointer<PodBuildSpec>, own: OwnSpecs, dependencies collectsDependencies: Bool) {
            // By index: a `for dependency in` copied each one before it was appended (a second copy).
            if collectsDependencies {
                for i in spec.pointee.dependencies.indices {
                    if own.contains(spec.pointee.dependencies[i].name) {
                        internalDependencies.append(spec.pointee.dependencies[i])
                    } else {
                        dependencies.append(spec.pointee.dependencies[i])
                    }
                }
            }
            // Each pattern added as it is found (no list of them made per spec): the root's, each
            // platform scope's, then `.` for a spec whose source files are not known.
            if let value = PodspecAttribute.sourceFiles.value(in: spec.pointee.attributes) { addPatterns(value.value) }
            if !spec.pointee.platformAttributes.isEmpty {
                for platform in PodPlatform.all {
                    guard let scope = platform.podName.flatMap({ spec.pointee.platformAttributes[$0] }),
                          let value = PodspecAttribute.sourceFiles.value(in: scope) else { continue }
                    addPatterns(value.value)
                }
            }
            if !spec.pointee.unknownAttributes.isEmpty, spec.pointee.unknownAttributes.keys.contains(where: Component.namesSourceFiles) { addPattern(".") }
            spec.pointee.children.withUnsafeBufferPointer { children in
                for i in children.indices where children[i].kind == .subspec {
                    subspecs.append(children[i].name)
                    collect(at: children.baseAddress! + i, own: own, dependencies: collectsDependencies)
                }
            }
        }

        /// The strings of a `source_files` value (`PodValue.strings`), each added once.
        mutating func addPatterns(_ value: PodValue) {
            switch value {
            case let .string(pattern): addPattern(pattern)
            case let .list(items): for item in items { addPatterns(item) }
            case .bool, .map: break
            }
        }

        /// A source pattern, unless already collected. A few patterns per pod: a scan of the list
        /// costs less than hashing each (patterns of another length passed over by their length,
        /// which a `String` holds inline: `==` of two different patterns is a call). Past a few
        /// dozen, a set made once for the whole tree (10,000 patterns scanned so took 1.8 G
        /// instructions: quadratic).
        mutating func addPattern(_ pattern: String) {
            if seen.set == nil, sourcePaths.count >= Component.patternsScanned { seen.set = Set(sourcePaths) }
            if seen.set != nil {
                seen.probes &+= 1
                if seen.set!.insert(pattern).inserted { sourcePaths.append(pattern) }
            } else {
                seen.probes &+= sourcePaths.count
                let length = pattern.utf8.count
                if !sourcePaths.contains(where: { $0.utf8.count == length && $0 == pattern }) { sourcePaths.append(pattern) }
            }
        }
    }

    /// The source patterns collected so far, once past a few (`patternsScanned`), and how many
    /// patterns each was looked up among.
    struct PatternsSeen {
        var set: Set<String>?
        var probes = 0
    }

    /// How many source patterns collected are deduplicated by a scan of the list; more by a set.
    static let patternsScanned = 32

    /// Whether an attribute key of `unknownAttributes` (`source_files`, `ios.source_files`) is
    /// the spec's source files.
    static func namesSourceFiles(_ key: String) -> Bool {
        let attribute = PathText.lastPiece(of: key, separatedBy: UInt8(ascii: "."))
        return PodspecAttribute.sourceFiles.spellings.contains(attribute)
    }
}
