/// The migration report of an app: every pinned pod and its SwiftPM package, sorted by name,
/// and the findings between pods (two repositories with one package identity).
public struct PodMigrationReport: Hashable, Sendable {
    /// Sorted by name.
    public var pods: [PodMigration]
    /// `package-identity-clash` and `package-pins-disagree` findings, sorted.
    public var findings: [Diagnostic]
    /// The podspec modules converted to SwiftPM targets, sorted by name (`with(modules:)`).
    public var modules: [ModuleConversion] = []

    public init(pods: [PodMigration]) {
        self.pods = pods.sorted { $0.name < $1.name }
        self.findings = (Self.identityClashes(self.pods) + Self.pinDisagreements(self.pods)).sorted()
    }

    /// Where a fix is written: the integrator's `mortar.json`, or for a Podfile app the
    /// `mortar.json` beside it (the Podfile's own pods have no place for a URL and products).
    public static func fixPlace(for integrator: IntegratorManifest) -> String {
        let file = PathText.lastComponent(of: integrator.path)
        return integrator.kind == .podfile ? "the mortar.json beside the \(file)" : file
    }

    /// True when every pod maps (a tool is replaced, not mapped; a `:git` pod without a
    /// Package.swift stays a module, which its module row answers for) and no two repositories
    /// share an identity: exit 0.
    public var allMapped: Bool {
        findings.isEmpty && pods.allSatisfy {
            $0.status == .mapped || $0.status == .tool || ($0.status == .binary && $0.reason == nil)
                || ($0.isGitModule && $0.status == .noPackage)
        }
    }

    /// How many pods have each status.
    public func count(_ status: PodMigration.Status) -> Int { pods.filter { $0.status == status }.count }

    /// The lookup the composite Package.swift uses: every mapped pod.
    public var lookup: PodProductLookup { PodProductLookup(pods.filter { $0.status == .mapped }) }

    /// SwiftPM names a package by the last segment of its URL, so two different repositories
    /// ending the same way (`github.com/a/Utils`, `github.com/b/utils.git`) cannot both be
    /// dependencies of one package. Pods from one repository are one package, no clash.
    static func identityClashes(_ pods: [PodMigration]) -> [Diagnostic] {
        var byIdentity: [String: [PodMigration]] = [:]
        for pod in pods where pod.url != nil { byIdentity[pod.identity!, default: []].append(pod) }
        var findings: [Diagnostic] = []
        for (identity, sharing) in byIdentity where Set(sharing.map { RepositoryURL.identity($0.url!) }).count > 1 {
            let ordered = sharing.sorted { $0.name < $1.name }
            let list = ordered.map { "'\($0.name)' (\($0.url!))" }.joined(separator: ", ")
            findings.append(Diagnostic(
                .packageIdentityClash, .error,
                "pods \(list) come from different repositories with the same package identity '\(identity)'; SwiftPM cannot depend on both",
                at: ordered.map(\.location),
                help: "use one repository for them, or a fork whose last URL segment differs, in the pins' \"git\""))
        }
        return findings.sorted()
    }

    /// Pods of one repository are one package at one version: pods whose tags stand for
    /// different versions or commits (`Utilities-7.1.1` and `DataTransport-8.0.1` on two
    /// commits) cannot all be had; never one chosen silently.
    static func pinDisagreements(_ pods: [PodMigration]) -> [Diagnostic] {
        var byURL: [String: [PodMigration]] = [:]
        for pod in pods where pod.status == .mapped && pod.url != nil && pod.packageRequirement != nil {
            byURL[RepositoryURL.identity(pod.url!), default: []].append(pod)
        }
        var findings: [Diagnostic] = []
        for sharing in byURL.values where Set(sharing.map { $0.packageRequirement! }).count > 1 {
            let ordered = sharing.sorted { $0.name < $1.name }
            let list = ordered.map { pod in
                "'\(pod.name)' \(pod.version) (\(pod.ref.map { "\($0.kind) '\($0.value)'" } ?? "") → \(pod.packageRequirement!))"
            }.joined(separator: ", ")
            findings.append(Diagnostic(
                .packagePinsDisagree, .error,
                "pods \(list) come from one repository, \(ordered[0].url!), at different versions; one package is taken at one",
                at: ordered.map(\.location),
                help: "pin these pods to the versions of one release of the repository (tags of one commit), as its podspecs at that release name them"))
        }
        return findings
    }
}
