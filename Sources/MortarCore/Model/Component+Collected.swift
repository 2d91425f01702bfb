extension Component {
    /// What a component gathers from the library specs of a spec tree (the root and its
    /// subspecs; test and app specs and what they hold left out): their dependencies — those on
    /// the pod's own specs apart —, subspec names and source patterns, in manifest order (a
    /// spec's own, then each subspec's). Gathered by walking a tree made before
    /// (`collect(_:keepsBuildSpec:)`), or by a reader while it builds the tree, spec by spec, as
    /// the walk would (`addRoot`, `addSubspec`, `addPatterns`): one answer either way.
    package struct Collected {
        let own: OwnSpecs
        /// The root's list, not copied: the component's own while no subspec adds one and the
        /// root has none on the pod's own specs (`addRoot`).
        package private(set) var rootDependencies: [Dependency]?
        package private(set) var dependencies: [Dependency] = []
        package private(set) var internalDependencies: [Dependency] = []
        package private(set) var subspecs: [String] = []
        package private(set) var sourcePaths: [String] = []
        var seen = PatternsSeen()

        /// For the tree whose root is named `name`.
        package init(_ name: String) {
            own = OwnSpecs(name)
        }

        /// How many dependencies the library specs have at most, once the root's list is not the
        /// component's: the room made at the first one copied (`add`).
        var dependencyRoom = 0

        /// Room for `subspecs` subspec names and `dependencies` dependencies (a reader that knows
        /// how many, or at most how many: lists not grown one by one).
        package mutating func reserve(subspecs count: Int, dependencies: Int) {
            if count > 0 { subspecs.reserveCapacity(count) }
            dependencyRoom = dependencies
        }

        /// The root spec's dependencies (`list`, the tree's). Held as they are, not copied, when
        /// none is on the pod's own specs and the tree keeps the list anyway (`keepsBuildSpec`)
        /// or it has no room to spare; copied as the first subspec's are added.
        package mutating func addRoot(_ list: [Dependency], keepsBuildSpec: Bool) {
            guard !list.isEmpty else { return }
            if keepsBuildSpec || list.capacity == list.count, !own.containsAny(list) {
                rootDependencies = list
            } else {
                add(list)
            }
        }

        /// A library subspec, named `name` in full, and its dependencies `list` (its source
        /// patterns are `addPatterns`').
        package mutating func addSubspec(_ name: String, dependencies list: [Dependency]) {
            subspecs.append(name)
            guard !list.isEmpty else { return }
            if let root = rootDependencies {
                rootDependencies = nil
                add(root)
            }
            add(list)
        }

        /// `list` split into the dependencies on other pods and those on the pod's own specs, by
        /// index (a `for dependency in` copied each one before it was appended: a second copy).
        /// The lists are made at `dependencyRoom` (grown for each spec, they were made again for
        /// each subspec that has dependencies).
        mutating func add(_ list: [Dependency]) {
            if dependencyRoom > 0 {
                dependencies.reserveCapacity(dependencyRoom)
                dependencyRoom = 0
            }
            for i in list.indices {
                if own.contains(list[i].name) {
                    internalDependencies.append(list[i])
                } else {
                    dependencies.append(list[i])
                }
            }
        }

        /// One library spec's source patterns, each added as it is found (no list of them made per
        /// spec): its `source_files`, each platform scope's (in `PodPlatform.all`'s order), then
        /// `.` when its source files are not known.
        package mutating func addPatterns(
            _ attributes: PodAttributes, _ platformAttributes: PodPlatformAttributes, unknown: [String: Located<String>]
        ) {
            addSourceFiles(of: attributes)
            if !platformAttributes.isEmpty {
                // By name, each scope read in place (`PodPlatform.all`'s platforms were each copied
                // whole, and each scope's table copied out).
                for name in PodPlatform.podNames {
                    guard let scope = platformAttributes.position(of: name) else { continue }
                    addSourceFiles(of: platformAttributes.scopes[scope].value)
                }
            }
            if !unknown.isEmpty, unknown.keys.contains(where: Component.namesSourceFiles) { addPattern(".") }
        }

        /// The patterns of the `source_files` (by any spelling, `PodspecAttribute.value(in:)`'s
        /// order) of `attributes`, the value read in place: `value(in:)` copied it out with its
        /// location, both destroyed after, for every spec.
        mutating func addSourceFiles(of attributes: PodAttributes) {
            for spelling in PodspecAttribute.sourceFiles.spellings {
                guard let i = attributes.position(of: spelling) else { continue }
                addPatterns(attributes.entries[i].value.value)
                return
            }
        }

        /// What the library specs of the tree whose root is `tree` hold, the lists made at their
        /// size (counted first).
        mutating func collect(_ tree: PodBuildSpec, keepsBuildSpec: Bool) {
            withUnsafePointer(to: tree) { root in
                let counts = Self.counts(at: root, own: own)
                internalDependencies.reserveCapacity(counts.own)
                reserve(subspecs: counts.subspecs, dependencies: counts.external)
                addRoot(root.pointee.dependencies, keepsBuildSpec: keepsBuildSpec)
                collect(at: root)
            }
        }

        /// How many dependencies of the library specs of the tree at `spec` are on other pods and
        /// how many on the pod's own specs, and how many library subspecs it has.
        static func counts(at spec: UnsafePointer<PodBuildSpec>, own: OwnSpecs) -> (external: Int, own: Int, subspecs: Int) {
            let ownCount = spec.pointee.dependencies.count { own.contains($0.name) }
            var result = (external: spec.pointee.dependencies.count - ownCount, own: ownCount, subspecs: 0)
            spec.pointee.children.withUnsafeBufferPointer { children in
                for i in children.indices where children[i].kind == .subspec {
                    let counts = counts(at: children.baseAddress! + i, own: own)
                    result.external += counts.external
                    result.own += counts.own
                    result.subspecs += 1 + counts.subspecs
                }
            }
            return result
        }

        /// The source patterns of the library spec at `spec`, then each library subspec's name,
        /// dependencies and what it holds. The tree is walked through pointers: a child spec
        /// passed on by value (`spec.children[i]`, or an element of its buffer) was copied whole
        /// first — every table and list retained, then released — for each child.
        mutating func collect(at spec: UnsafePointer<PodBuildSpec>) {
            addPatterns(spec.pointee.attributes, spec.pointee.platformAttributes, unknown: spec.pointee.unknownAttributes)
            spec.pointee.children.withUnsafeBufferPointer { children in
                for i in children.indices where children[i].kind == .subspec {
                    let child = children.baseAddress! + i
                    addSubspec(child.pointee.name, dependencies: child.pointee.dependencies)
                    collect(at: child)
                }
            }
        }

        /// `sourcePaths` in a list of its size: the room for a pod's usual few made at the first
        /// pattern (`addPattern`) would stay with the component (at 20,000 components of one
        /// pattern each, 3.2 MB of lists where 1.3 MB hold them).
        package var fittedSourcePaths: [String] {
            guard sourcePaths.capacity > sourcePaths.count else { return sourcePaths }
            var fitted: [String] = []
            fitted.reserveCapacity(sourcePaths.count)
            fitted.append(contentsOf: sourcePaths)
            return fitted
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
            // Room for a pod's usual few at the first (grown from none, a list of five was made
            // four times).
            if sourcePaths.isEmpty { sourcePaths.reserveCapacity(8) }
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

    /// The pod's own spec names: the root's name and every `Name/…`.
    struct OwnSpecs {
        let name: String

        init(_ name: String) {
            self.name = name
        }

        /// Compared as UTF-8 (a `/` is never part of a multi-byte character): asked per edge.
        /// Over the bytes' buffers where both have one (a generic `starts(with:)` walked the
        /// views index by index): the name, then a `/` after it. No `name + "/"` is made (a
        /// string made and freed for every component).
        func contains(_ spec: String) -> Bool {
            if spec == name { return true }
            let byBuffers = spec.utf8.withContiguousStorageIfAvailable { s in
                name.utf8.withContiguousStorageIfAvailable { p -> Bool in
                    guard s.count > p.count, s[p.count] == UInt8(ascii: "/") else { return false }
                    var i = 0
                    while i < p.count {
                        if s[i] != p[i] { return false }
                        i += 1
                    }
                    return true
                }
            }
            if let answer = byBuffers ?? nil { return answer }
            return spec.utf8.starts(with: name.utf8) && spec.utf8.dropFirst(name.utf8.count).first == UInt8(ascii: "/")
        }

        /// Whether one of `dependencies` is on one of the pod's own specs. By index, each name
        /// read in place (`contains(where:)` copied each dependency whole for its closure).
        func containsAny(_ dependencies: [Dependency]) -> Bool {
            for i in dependencies.indices where contains(dependencies[i].name) { return true }
            return false
        }
    }

    /// The source patterns collected so far, once past a few (`patternsScanned`), and how many
    /// patterns each was looked up among.
    struct PatternsSeen {
        var set: Set<String>?
        var probes = 0
    }

    /// How many source patterns collected are deduplicated by a scan of the list; more by a set.
    /// A scan passes over a pattern of another length by its length (a few instructions a
    /// pattern); the set, once made, has hashed every pattern (≈700 instructions each, with its
    /// table): scanning a pod's patterns costs less up to about a hundred (a pod of 41 made the
    /// set at 32 for ≈30,000 instructions, where its last nine scans cost ≈2,000).
    static let patternsScanned = 128

    /// Whether an attribute key of `unknownAttributes` (`source_files`, `ios.source_files`) is
    /// the spec's source files.
    static func namesSourceFiles(_ key: String) -> Bool {
        let attribute = PathText.lastPiece(of: key, separatedBy: UInt8(ascii: "."))
        return PodspecAttribute.sourceFiles.spellings.contains(attribute)
    }
}
