import MortarCore

extension PubGrubSolver {
    /// Runs PubGrub to a solution or a failure.
    mutating func solve() throws(ResolverError) -> Resolution {
        let root = addPackage(request.appName, versions: [Version("0")!])
        // The root is selected: "root not selected" is incompatible.
        add([Term(package: root, bits: VersionBits(bit: packages[root].absentBit))], cause: .root)
        try addRootRequirements()
        // The root's "dependencies" are the incompatibilities above: decide it at level 1.
        decide(root, version: 0)
        var next: Int? = root
        while let package = next {
            try propagate(from: package)
            next = try decideNext()
        }
        var versions: [String: Version] = [:]
        for (id, package) in packages.enumerated() where id != root {
            if let version = decided[id] { versions[package.name] = package.versions[version] }
        }
        return Resolution(versions: versions, skipped: skipped)
    }

    /// The app's requirements and the pins it keeps become incompatibilities with the root.
    mutating func addRootRequirements() throws(ResolverError) {
        let rootTerm = Term(package: Self.root, bits: VersionBits(bit: 0))
        var required: Set<String> = []
        for (index, requirement) in request.requirements.enumerated() where requirement.package != request.appName {
            let package = try packageID(requirement.package)
            required.insert(requirement.package)
            let bits = requirementBits(package, Self.resolvable(requirement.requirement))
            add([rootTerm, Term(package: package, bits: packages[package].mask.subtracting(bits))], cause: .rootRequirement(index: index))
        }
        let pinned = request.pins.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        for name in pinned where name != request.appName {
            let package = try packageID(name)
            if request.update.allowsUpdate(of: name) {
                // A pin that may move still names a package the app uses: keep it selected.
                if !required.contains(name) {
                    add([rootTerm, Term(package: package, bits: VersionBits(bit: packages[package].absentBit))], cause: .pin(package: name))
                }
                continue
            }
            let version = request.pins[name]!.version
            var bits = VersionBits()
            if let index = packages[package].versions.firstIndex(of: version) { bits.insert(index) }
            add([rootTerm, Term(package: package, bits: packages[package].mask.subtracting(bits))], cause: .pin(package: name))
        }
    }

    /// Branch and revision requirements name no version: for choosing a version they are "any".
    static func resolvable(_ requirement: Requirement) -> Requirement {
        if case .versions = requirement { return requirement }
        return .any
    }

    // MARK: - Unit propagation

    mutating func propagate(from start: Int) throws(ResolverError) {
        var changed: [Int] = [start]
        var queued: Set<Int> = [start]
        while let package = changed.popLast() {
            queued.remove(package)
            incompatibilities: for index in incompatibilitiesByPackage[package].reversed() {
                switch propagate(incompatibility: index) {
                case .none:
                    continue
                case let .derived(other):
                    if queued.insert(other).inserted { changed.append(other) }
                case .conflict:
                    // Learn the root cause, backjump, and continue from what it now forces.
                    let rootCause = try resolveConflict(index)
                    changed.removeAll()
                    queued.removeAll()
                    if case let .derived(other) = propagate(incompatibility: rootCause) {
                        changed.append(other)
                        queued.insert(other)
                    }
                    break incompatibilities
                }
            }
        }
    }

    /// Derives the negation of the one inconclusive term when every other term holds.
    mutating func propagate(incompatibility index: Int) -> PropagationResult {
        var unsatisfied: Term?
        for term in incompatibilities[index].terms {
            let current = state[term.package]
            if current.isSubset(of: term.bits) { continue }
            if current.isDisjoint(with: term.bits) { return .none }
            if unsatisfied != nil { return .none }
            unsatisfied = term
        }
        guard let term = unsatisfied else { return .conflict }
        assign(term.package, negation(term).bits, cause: index)
        return .derived(term.package)
    }

    // MARK: - Decisions

    /// Picks the selected-but-undecided package with the fewest remaining versions (ties by
    /// name), adds its highest remaining version's dependencies and decides it unless one of
    /// them already conflicts. Returns the package to propagate from, nil when all are decided.
    mutating func decideNext() throws(ResolverError) -> Int? {
        var best: (package: Int, count: Int)?
        for package in packages.indices where decided[package] == nil {
            let current = state[package]
            guard !current.contains(packages[package].absentBit) else { continue }
            let count = current.count
            if let chosen = best {
                if count > chosen.count { continue }
                if count == chosen.count, !Self.byteLess(packages[package].name, packages[chosen.package].name) { continue }
            }
            best = (package, count)
        }
        guard let package = best?.package else { return nil }
        guard let version = state[package].highest(below: packages[package].versions.count) else {
            preconditionFailure("a selected package kept no version")
        }
        var conflict = false
        for index in try addDependencies(of: package, at: version) {
            let holds = incompatibilities[index].terms.allSatisfy { term in
                term.package == package || state[term.package].isSubset(of: term.bits)
            }
            conflict = conflict || holds
        }
        if !conflict { decide(package, version: version) }
        return package
    }

    /// Adds the incompatibilities "this version needs that", each stated for the whole run of
    /// neighbouring versions already known to declare the same requirement.
    mutating func addDependencies(of package: Int, at version: Int) throws(ResolverError) -> [Int] {
        let name = packages[package].name
        let versions = packages[package].versions
        let dependencies: [ResolverDependency]
        do {
            dependencies = try dependencyList(of: package, at: version)
        } catch let ResolverError.unavailable(_, reason) {
            if let pin = request.pins[name], !request.update.allowsUpdate(of: name), pin.version == versions[version] {
                // The integrator chose this version: keep it, without the requirements it would add.
                skipped.append(SkippedVersion(package: name, version: versions[version], reason: reason, keptAsPinned: true))
                return []
            }
            // As pub does with a broken pubspec: that version is left out, not the whole run.
            skipped.append(SkippedVersion(package: name, version: versions[version], reason: reason))
            return [add([Term(package: package, bits: VersionBits(bit: version))], cause: .unusable(reason: reason))]
        }
        var added: [Int] = []
        for dependency in dependencies where dependency.name != request.appName {
            let target = try packageID(dependency.name)
            if covered.contains(CoverKey(package: package, version: version, dependency: target)) { continue }
            func shares(_ index: Int) -> Bool {
                guard let known = knownDependencyList(of: package, at: index) else { return false }
                return known.contains { $0.name == dependency.name && $0.requirement == dependency.requirement }
            }
            var lower = version
            while lower > 0, shares(lower - 1) { lower -= 1 }
            var upper = version
            while upper + 1 < versions.count, shares(upper + 1) { upper += 1 }
            var range = VersionBits()
            for index in lower...upper {
                range.insert(index)
                covered.insert(CoverKey(package: package, version: index, dependency: target))
            }
            let bits = requirementBits(target, Self.resolvable(dependency.requirement))
            added.append(add(
                [Term(package: package, bits: range), Term(package: target, bits: packages[target].mask.subtracting(bits))],
                cause: .dependency(dependency)
            ))
        }
        return added
    }

    /// The normalized dependencies of a version, asked of the provider once.
    mutating func dependencyList(of package: Int, at version: Int) throws(ResolverError) -> [ResolverDependency] {
        if let cached = normalizedDependencies[package]?[version] { return cached }
        let name = packages[package].name
        let list = Self.normalized(try provider.dependencies(of: name, at: packages[package].versions[version]), of: name)
        normalizedDependencies[package, default: [:]][version] = list
        return list
    }

    /// The normalized dependencies of a version when known without cost, else nil.
    mutating func knownDependencyList(of package: Int, at version: Int) -> [ResolverDependency]? {
        if let cached = normalizedDependencies[package]?[version] { return cached }
        let name = packages[package].name
        guard let known = provider.knownDependencies(of: name, at: packages[package].versions[version]) else { return nil }
        let list = Self.normalized(known, of: name)
        normalizedDependencies[package, default: [:]][version] = list
        return list
    }

    /// One requirement per package (several on the same package must all hold), sorted by
    /// name, without dependencies of a package on itself.
    static func normalized(_ dependencies: [ResolverDependency], of package: String) -> [ResolverDependency] {
        var byName: [String: ResolverDependency] = [:]
        for dependency in dependencies where dependency.name != package {
            guard var existing = byName[dependency.name] else {
                byName[dependency.name] = dependency
                continue
            }
            if case let .versions(a) = resolvable(existing.requirement), case let .versions(b) = resolvable(dependency.requirement) {
                existing.requirement = .versions(a + b)
            }
            byName[dependency.name] = existing
        }
        return byName.values.sorted { byteLess($0.name, $1.name) }
    }

    static func byteLess(_ a: String, _ b: String) -> Bool {
        Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8))
    }
}
