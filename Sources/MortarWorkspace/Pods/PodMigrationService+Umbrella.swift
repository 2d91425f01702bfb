import MortarCore
import MortarFormats

/// An umbrella pod whose own source is no repository (HackerTracker-iOS' Firebase 6.4.0: an
/// `http` archive on dl.google.com) has its package where the pods its specs in use depend on
/// have theirs (FirebaseAuth, FirebaseFirestore, FirebaseStorage: firebase-ios-sdk). Only when
/// every one of them is mapped, to one package at one version: then the umbrella is that
/// package, its products mapped by `PodProductMapper` as any umbrella's are (a product named as
/// the pod a subspec depends on, else that pod's own products). Anything else (a pod unmapped,
/// two repositories, two versions) keeps it "no source known" with what was found: never a guess.
extension PodMigrationService {
    /// The row of `entry` (no source known, its spec found) mapped through `rows`, the rows of
    /// every other pod, or as it was with the evidence added to its reason.
    func throughDependencies(_ entry: Located, rows: [String: PodMigration], manifestFolder: String, repositoryCache: RepositoryCache?) -> PodMigration {
        var pod = entry.pod
        guard let facts = entry.facts else { return pod }
        let bySpec = facts.podsDependedOn(by: pod.specs)
        var problems: [String] = []
        // One package at one version: its URL and requirement, and the pods (with their spec) there.
        var groups: [(url: String, requirement: String, names: [String], pods: [String])] = []
        for (spec, pods) in bySpec {
            if pods.isEmpty { problems.append("'\(spec)' depends on no other pod") }
            for other in pods {
                let shown = "'\(other)' (of '\(spec)')"
                guard let row = rows[other] else {
                    problems.append("\(shown) has no row: no pin names it")
                    continue
                }
                guard row.status == .mapped, let url = row.url, let requirement = row.packageRequirement else {
                    problems.append("\(shown) is \(row.status.rawValue)")
                    continue
                }
                if let at = groups.firstIndex(where: { RepositoryURL.same($0.url, url) && $0.requirement == requirement }) {
                    groups[at].names.append(other)
                    groups[at].pods.append(shown)
                } else {
                    groups.append((url, requirement, [other], [shown]))
                }
            }
        }
        let found = groups.map { "\($0.pods.joined(separator: ", ")) mapped to \($0.url) (\($0.requirement))" }
        guard problems.isEmpty, groups.count == 1, let first = rows[groups[0].names[0]] else {
            guard !bySpec.isEmpty else { return pod }
            let why = ((groups.count > 1 ? ["they name several packages or versions"] : []) + (problems.isEmpty ? [] : ["not every one is mapped"]))
                .joined(separator: " and ")
            pod.reason = (pod.reason.map { $0 + "; " } ?? "")
                + "the pods its specs depend on do not settle one (\(why)): " + (found + problems).joined(separator: "; ")
            return pod
        }
        let probe = probe(first.url!, manifestFolder: manifestFolder, repositoryCache: repositoryCache)
        guard let ref = first.ref, case let .package(products) = probe.products(at: ref) else {
            // Read for those pods just now: not expected, and never a silent drop of the evidence.
            pod.reason = (pod.reason.map { $0 + "; " } ?? "") + "the pods its specs depend on map to \(found.joined(separator: "; ")), whose products could not be read again"
            return pod
        }
        let others = Set(bySpec.flatMap(\.pods))
        var dependencyProducts: [String: [String]] = [:]
        for other in others { dependencyProducts[other] = rows[other]?.products }
        let source = facts.http.map { "its own source is http '\($0)', no repository" } ?? "its own source names no repository"
        pod.url = first.url
        pod.urlOrigin = "\(source); the pods its specs depend on are all mapped to this package at this version: \(groups[0].pods.joined(separator: ", "))"
        pod.ref = ref
        pod.refOrigin = "the \(ref.kind) of those pods"
        pod.revision = first.revision
        pod.revisionReason = first.revisionReason
        if first.version != pod.version {
            pod.pinnedVersion = pod.version
            pod.version = first.version
        }
        pod.reason = nil
        pod.mappedThrough = others.sorted()
        let mapped = PodProductMapper.map(
            pod: pod.name, specs: pod.specs, explicit: entry.explicit, facts: facts, package: products, dependencyProducts: dependencyProducts)
        pod.choices = mapped.choices
        pod.unmapped = mapped.unmapped
        pod.status = mapped.unmapped.isEmpty ? .mapped : .unmapped
        return pod
    }
}
