import MortarCore
import MortarFormats

/// `mortar migrate`: every pinned pod mapped to a SwiftPM package (`PodMigrationService`),
/// every podspec module converted as `generate` converts it (`PodspecConversionService`), under
/// the checkouts lock; with `write`, each mapped pod's `git` and `products` recorded in its pin
/// (`MigrationPinWriter`). It never prints.
public enum MigrateService {
    /// `--offline`, `--jobs`, `--retry-failed`, `--accept-later-versions`, `--accept-default-branch` and `--write`.
    public struct Options: Sendable {
        /// How the pods are mapped (`PodMigrationService`); its git timeout is the session's.
        public var mapping: PodMigrationService.Options
        public var write: Bool

        public init(
            offline: Bool = false, jobs: Int = 8, retryFailed: Bool = false, acceptLaterVersions: Bool = false, write: Bool = false,
            downloads: CDNDownloader.Policy = .init(), acceptDefaultBranch: Bool = false
        ) {
            mapping = .init(offline: offline, jobs: jobs, downloads: downloads, retryFailed: retryFailed, acceptLaterVersions: acceptLaterVersions,
                acceptDefaultBranch: acceptDefaultBranch)
            self.write = write
        }
    }

    /// The report, the manifest it is about, and what `--write` did (nil: not asked, or
    /// nothing written because the packages do not resolve together).
    public struct Outcome: Sendable {
        public var report: PodMigrationReport
        public var integrator: IntegratorManifest
        public var written: MigrationPinWriter.Outcome?

        /// Where a pin is fixed, as the report says it: `mortar.json`, `the mortar.json beside the Podfile`.
        public var fixPlace: String { PodMigrationReport.fixPlace(for: integrator) }
        /// Every pod maps and every podspec module converts with no finding, and what `--write`
        /// asked of the `.gitignore` did not fail: exit 0.
        public var succeeded: Bool { report.allMapped && report.allConverted && written?.gitIgnoreFailed != true }
    }

    /// Why there is no report: unusable input or a failed write (exit 2), or the lock (exit 1).
    public enum Stop: Error, Sendable {
        case usage, failure
    }

    /// Reads the manifest of `session`, takes the checkouts lock, maps and converts; writes the
    /// pins when `options.write` says so.
    public static func run(
        _ session: WorkspaceSession, options: Options, http: HTTPFetching = URLSessionHTTPClient(), messages: inout [ServiceMessage]
    ) -> Result<Outcome, Stop> {
        guard let integrator = session.integrator(messages: &messages) else { return .failure(.usage) }
        // One run at a time in the cache (and `clean` waits): a second migrate never reads a
        // spec repository the first is still cloning.
        guard let lock = session.lockCheckouts(integrator, command: "migrate", messages: &messages) else { return .failure(.failure) }
        defer { lock.release() }
        let layout = session.layout
        let workspace = session.loader.load(integrator)
        var mapping = options.mapping
        mapping.timeout = session.context.git.networkTimeout
        let service = PodMigrationService(loader: session.loader, cacheDirectory: layout.cache, options: mapping, http: http)
        let pods = service.run(workspace)
        let lookup = pods.lookup
        let conversions = PodspecConversionService.convert(
            workspace, manifestFolder: layout.absoluteFolder,
            packageFolder: layout.outputs(integrator).swiftpm.map(PathText.directory(of:)), fileSystem: session.context.fileSystem
        ) { pod in lookup.productDependencies(for: pod, pins: integrator.pins).map { .product(name: $0.product, package: $0.package) } }
        let report = pods.with(modules: conversions.values)
        var outcome = Outcome(report: report, integrator: integrator, written: nil)
        guard options.write else { return .success(outcome) }
        // Pins SwiftPM would reject are not recorded: the finding says why.
        if report.findings.contains(where: { $0.code == .versionConflict }) {
            messages.append(.line(.note, "nothing was written: the packages the pods map to do not resolve together (the error below); fix that, then run 'mortar migrate --write' again"))
            return .success(outcome)
        }
        guard let written = MigrationPinWriter.write(report, integrator: integrator, session: session, messages: &messages) else {
            return .failure(.usage)
        }
        outcome.written = written
        return .success(outcome)
    }
}
