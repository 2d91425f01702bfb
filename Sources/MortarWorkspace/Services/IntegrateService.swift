import MortarCore
import MortarFormats

/// `mortar integrate`: a Podfile app's Xcode project integrated with its packages
/// (`IntegrationService`), over the workspace of a session.
public enum IntegrateService {
    /// `--project`, `--dry-run`, `--remote-packages`.
    public struct Options: Hashable, Sendable {
        /// `--project PATH`, as given (relative to the current folder); nil: the Podfile's.
        public var project: String?
        public var dryRun: Bool
        public var remotePackages: Bool

        public init(project: String? = nil, dryRun: Bool = false, remotePackages: Bool = false) {
            self.project = project
            self.dryRun = dryRun
            self.remotePackages = remotePackages
        }
    }

    /// The integration of the workspace of `session`, or nil when the manifest cannot be used
    /// (`messages` say why: exit 2).
    public static func run(_ session: WorkspaceSession, options: Options, messages: inout [ServiceMessage]) -> IntegrationOutcome? {
        guard let integrator = session.integrator(messages: &messages) else { return nil }
        let layout = session.layout
        let integration = IntegrationOptions(
            podfilePath: layout.absoluteManifest, shownPodfilePath: layout.manifest, projectPath: options.project.map(layout.absolute),
            dryRun: options.dryRun, remotePackages: options.remotePackages)
        return IntegrationService(fileSystem: session.context.fileSystem).run(session.loader.load(integrator), options: integration)
    }

    /// A refusal because the project or workspace does not read (exit 2, not 1).
    public static func isUnreadable(_ outcome: IntegrationOutcome) -> Bool {
        let unreadable: Set<DiagnosticCode> = [.readFailed, .xcodeprojSyntax, .xcodeprojModel, .xcworkspaceSyntax]
        return outcome.diagnostics.contains { $0.severity == .error && unreadable.contains($0.code) }
    }
}
