import MortarCore

/// The solver's state: packages, incompatibilities and the partial solution.
/// `Resolver.resolve` is the public entry point.
struct PubGrubSolver<Provider: ResolverProvider> {
    /// A package the solver knows: its versions ascending, and its worlds' full set.
    struct Package {
        var name: String
        var versions: [Version]
        /// Every version plus the absent bit (bit `versions.count`).
        var mask: VersionBits
        var absentBit: Int { versions.count }
    }

    /// One entry of the partial solution: a decision (no cause) or a derivation.
    struct Assignment {
        var package: Int
        var bits: VersionBits
        var level: Int
        /// The incompatibility it was derived from; nil for a decision.
        var cause: Int?
    }

    struct CoverKey: Hashable {
        var package: Int
        var version: Int
        var dependency: Int
    }

    struct RequirementKey: Hashable {
        var package: Int
        var requirement: Requirement
    }

    enum PropagationResult {
        case none
        case derived(Int)
        case conflict
    }

    let request: ResolutionRequest
    let provider: Provider
    static var root: Int { 0 }

    var packages: [Package] = []
    var packageIndex: [String: Int] = [:]
    /// Every incompatibility ever made, including the intermediate ones of conflict resolution
    /// (they form the derivation tree of an explanation).
    var incompatibilities: [Incompatibility] = []
    /// Incompatibilities in use, by the packages they mention.
    var incompatibilitiesByPackage: [[Int]] = []

    var assignments: [Assignment] = []
    var assignmentsByPackage: [[Int]] = []
    /// The intersection of each package's assignments (its mask when it has none).
    var state: [VersionBits] = []
    /// The version index decided for each package.
    var decided: [Int?] = []
    var decisionLevel = 0

    var covered: Set<CoverKey> = []
    /// Versions left out because their dependencies could not be read, in the order met.
    var skipped: [SkippedVersion] = []
    /// Normalized dependencies by package and version index (see `dependencyList`).
    var normalizedDependencies: [Int: [Int: [ResolverDependency]]] = [:]
    var requirementBitsCache: [RequirementKey: VersionBits] = [:]

    init(request: ResolutionRequest, provider: Provider) {
        self.request = request
        self.provider = provider
    }

    // MARK: - Packages

    mutating func packageID(_ name: String) throws(ResolverError) -> Int {
        if let id = packageIndex[name] { return id }
        let listed = try provider.versions(of: name)
        var unique: [Version] = []
        for version in listed.sorted() where unique.last != version { unique.append(version) }
        return addPackage(name, versions: unique)
    }

    mutating func addPackage(_ name: String, versions: [Version]) -> Int {
        let id = packages.count
        packages.append(Package(name: name, versions: versions, mask: VersionBits(first: versions.count + 1)))
        packageIndex[name] = id
        incompatibilitiesByPackage.append([])
        assignmentsByPackage.append([])
        state.append(packages[id].mask)
        decided.append(nil)
        return id
    }

    /// The versions of `package` that satisfy `requirement` (CocoaPods' prerelease rule included).
    mutating func requirementBits(_ package: Int, _ requirement: Requirement) -> VersionBits {
        let key = RequirementKey(package: package, requirement: requirement)
        if let bits = requirementBitsCache[key] { return bits }
        let bits = matching(package, requirement)
        requirementBitsCache[key] = bits
        return bits
    }

    /// `requirementBits` without the cache.
    func matching(_ package: Int, _ requirement: Requirement) -> VersionBits {
        var bits = VersionBits()
        for (index, version) in packages[package].versions.enumerated() where requirement.isSatisfied(by: version) {
            bits.insert(index)
        }
        return bits
    }

    func negation(_ term: Term) -> Term {
        Term(package: term.package, bits: packages[term.package].mask.subtracting(term.bits))
    }

    func isPositive(_ term: Term) -> Bool { !term.bits.contains(packages[term.package].absentBit) }

    // MARK: - Incompatibilities

    /// Merges terms of the same package (intersection), drops terms every world satisfies,
    /// and, in derived incompatibilities, the root's positive term (always true).
    func normalized(_ terms: [Term], derived: Bool) -> [Term] {
        var byPackage: [Int: VersionBits] = [:]
        for term in terms {
            byPackage[term.package] = byPackage[term.package].map { $0.intersection(term.bits) } ?? term.bits
        }
        var result = byPackage.sorted { $0.key < $1.key }.map { Term(package: $0.key, bits: $0.value) }
        result.removeAll { $0.bits == packages[$0.package].mask }
        if derived, result.count > 1 {
            result.removeAll { $0.package == Self.root && isPositive($0) }
        }
        return result
    }

    /// Stores an incompatibility without using it for propagation (an intermediate derivation).
    mutating func record(_ incompatibility: Incompatibility) -> Int {
        incompatibilities.append(incompatibility)
        return incompatibilities.count - 1
    }

    /// Puts a stored incompatibility to use.
    mutating func activate(_ index: Int) {
        for term in incompatibilities[index].terms { incompatibilitiesByPackage[term.package].append(index) }
    }

    @discardableResult
    mutating func add(_ terms: [Term], cause: Incompatibility.Cause) -> Int {
        let index = record(Incompatibility(terms: normalized(terms, derived: false), cause: cause))
        activate(index)
        return index
    }

    // MARK: - Partial solution

    mutating func assign(_ package: Int, _ bits: VersionBits, cause: Int?) {
        assignments.append(Assignment(package: package, bits: bits, level: decisionLevel, cause: cause))
        assignmentsByPackage[package].append(assignments.count - 1)
        state[package] = state[package].intersection(bits)
    }

    mutating func decide(_ package: Int, version: Int) {
        decisionLevel += 1
        decided[package] = version
        assign(package, VersionBits(bit: version), cause: nil)
    }

    /// Removes every assignment above `level`.
    mutating func backtrack(to level: Int) {
        var touched: Set<Int> = []
        while let last = assignments.last, last.level > level {
            assignments.removeLast()
            assignmentsByPackage[last.package].removeLast()
            if last.cause == nil { decided[last.package] = nil }
            touched.insert(last.package)
        }
        for package in touched {
            var bits = packages[package].mask
            for index in assignmentsByPackage[package] { bits = bits.intersection(assignments[index].bits) }
            state[package] = bits
        }
        decisionLevel = level
    }

    /// The earliest assignment after which the partial solution satisfies `term`.
    func satisfier(_ term: Term) -> Int {
        var bits = packages[term.package].mask
        for index in assignmentsByPackage[term.package] {
            bits = bits.intersection(assignments[index].bits)
            if bits.isSubset(of: term.bits) { return index }
        }
        preconditionFailure("conflict resolution asked for the satisfier of an unsatisfied term")
    }
}
