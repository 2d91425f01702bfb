import MortarCore
import MortarFormats

/// Will the mapped packages resolve? The packages the pods map to, each at its version, with
/// what each one's `Package.swift` at that tag requires of the others, resolved together by
/// Mortar's resolver (`Resolver`) as SwiftPM would: a clash is one `version-conflict` finding
/// with the chain of requirements, as `mortar resolve` explains them. Pure.
///
/// Only the mapped packages take part: a package pinned by commit or branch (SwiftPM lets
/// the root take those over any version requirement) and packages no pod maps to are left to
/// SwiftPM, and so is a package whose manifest could not be read as text.
public enum PodResolutionCheck {
    /// The finding for `pods` (each mapped one with the package read at its ref in
    /// `packages`, by pod name), or none when they resolve. `versions` are the other versions
    /// each package has (by identity; its tags), so a clash with the pinned one is named as
    /// such; `app` names the root (`App`).
    public static func findings(_ pods: [PodMigration], packages: [String: SwiftPMPackage], versions available: [String: [Version]] = [:], app: String) -> [Diagnostic] {
        var versions: [String: Set<Version>] = [:]
        var requirements: [RootRequirement] = []
        var manifests: [String: [Version: SwiftPMPackage]] = [:]
        for pod in pods.sorted(by: { $0.name < $1.name }) {
            guard pod.status == .mapped, pod.revision == nil, case .tag? = pod.ref, let identity = pod.identity, let version = Version(pod.version) else { continue }
            versions[identity, default: []].formUnion([version] + (available[identity] ?? []).filter { !$0.isPrerelease })
            requirements.append(RootRequirement(identity, .versions([.init(.equal, version)]), at: pod.location))
            if let package = packages[pod.name] { manifests[identity, default: [:]][version] = package }
        }
        guard requirements.count > 1 else { return [] }
        let provider = Provider(versions: versions, manifests: manifests)
        do {
            _ = try Resolver.resolve(ResolutionRequest(appName: app, requirements: requirements), provider: provider)
            return []
        } catch {
            guard case let .unsatisfiable(failure) = error else { return [] }
            return [Diagnostic(
                .versionConflict, .error,
                "the packages the pods map to cannot be resolved together, so SwiftPM would reject them: \(failure.conclusion)",
                at: failure.facts.compactMap(\.location).filter { !$0.file.hasSuffix("Package.swift") }.sorted(),
                notes: failure.facts.map { Diagnostic.Note($0.text, at: $0.location) },
                help: failure.help)]
        }
    }

    /// The mapped packages' versions and their manifests' requirements on one another.
    struct Provider: ResolverProvider {
        var versions: [String: Set<Version>]
        var manifests: [String: [Version: SwiftPMPackage]]

        func versions(of package: String) throws(ResolverError) -> [Version] {
            (versions[package] ?? []).sorted()
        }

        func dependencies(of package: String, at version: Version) throws(ResolverError) -> [ResolverDependency] {
            guard let manifest = manifests[package]?[version] else { return [] }
            return manifest.dependencies
                .filter { $0.kind == .sourceControl && versions[$0.identity] != nil && $0.identity != package }
                .map { ResolverDependency($0.identity, $0.requirement, at: $0.sourceLocation) }
        }
    }
}
