import MortarCore
import MortarWorkspace

/// A deterministic, solvable resolution problem of any size: what the property tests and
/// `mortar-bench resolve` feed the resolver.
///
/// Package `P<i>` has `versionsPerPackage` versions (`1.0.0`, `1.1.0`, … `1.4.0`, `2.0.0`, …)
/// and each version depends on a few packages with larger indices (so there are no cycles),
/// with `>=`, `<`, `~>`, ranges and exact requirements. One version of every package is
/// "planted": its requirements admit the planted versions of its dependencies, and the app's
/// requirements admit the planted versions, so the planted versions are a solution and every
/// problem is solvable; the other versions get random requirements that force backtracking.
public struct SyntheticProblem: Sendable {
    public var request: ResolutionRequest
    public var provider: InMemoryResolverProvider

    /// - Parameters:
    ///   - packages: how many packages (`P0` … `P<n-1>`).
    ///   - versionsPerPackage: how many versions each has.
    ///   - dependenciesPerVersion: at most this many dependencies per version.
    ///   - rootRequirements: how many packages the app requires directly.
    ///   - seed: the same seed always makes the same problem.
    public init(packages: Int, versionsPerPackage: Int, dependenciesPerVersion: Int = 3, rootRequirements: Int = 100, seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let versions = (0..<max(1, versionsPerPackage)).map { Version("\($0 / 5 + 1).\($0 % 5).0")! }
        let names = (0..<max(1, packages)).map { "P\($0)" }
        // Planted versions sit in the lower half: the newest versions, tried first, are free.
        let planted = names.map { _ in random.next(below: max(1, versions.count / 2)) }

        func requirement(admitting index: Int?) -> Requirement {
            // Bounds around `index` when it must be admitted; anywhere otherwise.
            let pivot = index ?? random.next(below: versions.count)
            let low = versions[random.next(below: pivot + 1)]
            let high = pivot + 1 < versions.count ? versions[pivot + 1 + random.next(below: versions.count - pivot - 1)] : nil
            let target = versions[pivot]
            // Free requirements are narrow (`<`, `~>`, ranges, exact) so that the newest
            // versions clash often and the resolver must backtrack.
            switch index == nil ? 1 + random.next(below: 4) : random.next(below: 6) {
            case 0: return .versions([.init(.greaterOrEqual, low)])
            case 1: return high.map { .versions([.init(.less, $0)]) } ?? .any
            case 2: return .versions([.init(.pessimistic, target)])
            case 3: return .versions([.init(.greaterOrEqual, low)] + (high.map { [.init(.less, $0)] } ?? []))
            case 4: return .versions([.init(.equal, target)])
            default: return .any
            }
        }

        var table: [String: [Version: [ResolverDependency]]] = [:]
        for (i, name) in names.enumerated() {
            var byVersion: [Version: [ResolverDependency]] = [:]
            for (v, version) in versions.enumerated() {
                var dependencies: [ResolverDependency] = []
                let later = names.count - i - 1
                if later > 0 {
                    let count = random.next(below: dependenciesPerVersion + 1)
                    var chosen: Set<Int> = []
                    for _ in 0..<count {
                        let j = i + 1 + random.next(below: min(later, 40))
                        guard chosen.insert(j).inserted else { continue }
                        let requirement = requirement(admitting: v == planted[i] ? planted[j] : nil)
                        dependencies.append(ResolverDependency(names[j], requirement, at: SourceLocation(file: "\(name)/Package.swift", line: 10 + dependencies.count)))
                    }
                }
                byVersion[version] = dependencies
            }
            table[name] = byVersion
        }
        var requirements: [RootRequirement] = []
        var required: Set<Int> = []
        for index in 0..<min(rootRequirements, names.count) {
            let i = index == 0 ? 0 : random.next(below: names.count)
            guard required.insert(i).inserted else { continue }
            requirements.append(RootRequirement(names[i], requirement(admitting: planted[i]), module: "App\(index)", at: SourceLocation(file: "mortar.json", line: index + 1)))
        }
        request = ResolutionRequest(appName: "App", requirements: requirements)
        provider = InMemoryResolverProvider(table)
    }

    /// Solves the problem (what `mortar-bench resolve` times).
    public func solve() throws(ResolverError) -> Resolution {
        try Resolver.resolve(request, provider: provider)
    }
}
