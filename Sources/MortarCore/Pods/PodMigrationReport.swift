/// The migration report of an app: every pinned pod and its SwiftPM package, sorted by name,
/// and the findings between pods (two repositories with one package identity).
public struct PodMigrationReport: Hashable, Sendable {
    /// Sorted by name.
    public var pods: [PodMigration]
    /// `package-identity-clash` findings, sorted.
    public var findings: [Diagnostic]
    /// The podspec modules converted to SwiftPM targets, sorted by name (`with(modules:)`).
    public var modules: [ModuleConversion] = []

    public init(pods: [PodMigration]) {
        self.pods = pods.sorted { $0.name < $1.name }
        self.findings = Self.identityClashes(self.pods)
    }

    /// Where a fix is written: the integrator's `mortar.json`, or for a Podfile app the
    /// `mortar.json` beside it (the Podfile's own pods have no place for a URL and products).
    public static func fixPlace(for integrator: IntegratorManifest) -> String {
        let file = PathText.lastComponent(of: integrator.path)
        return integrator.kind == .podfile ? "the mortar.json beside the \(file)" : file
    }

    /// True when every pod maps and no two repositories share an identity: exit 0.
    public var allMapped: Bool { findings.isEmpty && pods.allSatisfy { $0.status == .mapped } }

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
        for (identity, sharing) in byIdentity where Set(sharing.map { normalizedURL($0.url!) }).count > 1 {
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

    /// One repository URL however it is spelled: lowercased, without trailing `/` or `.git`
    /// (also what `MortarXcode` uses to find a package reference already in a project).
    public static func normalizedURL(_ url: String) -> String {
        var text = url.lowercased()
        while text.hasSuffix("/") { text.removeLast() }
        if text.hasSuffix(".git") { text.removeLast(4) }
        return text
    }
}
