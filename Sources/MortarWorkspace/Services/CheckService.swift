import MortarCore

/// `mortar check`: every finding of the module graph (and, unless turned off, of the modules'
/// imports), sorted by place.
public enum CheckService {
    /// What to check.
    public struct Options: Hashable, Sendable {
        /// `--strict`: warnings fail too.
        public var strict: Bool
        /// Scan the modules' sources for undeclared, implicit or unused imports (`--no-imports` turns it off).
        public var imports: Bool

        public init(strict: Bool = false, imports: Bool = true) {
            self.strict = strict
            self.imports = imports
        }
    }

    /// The findings, what they are about, and whether they fail the run.
    public struct Outcome: Sendable {
        public var diagnostics: [Diagnostic]
        /// Modules in the graph.
        public var modules: Int
        /// Distinct dependency edges between them.
        public var edges: Int
        /// An error (or, with `strict`, a warning) among the findings.
        public var failed: Bool
    }

    /// Reads the workspace of `session` and checks it; nil when the manifest cannot be used
    /// (`messages` say why).
    public static func run(_ session: WorkspaceSession, options: Options, messages: inout [ServiceMessage]) -> Outcome? {
        // The checks never read a pod's build attributes (`Component.buildSpec`): not kept.
        var loader = session.loader
        loader.keepsBuildSpecs = false
        let lean = WorkspaceSession(layout: session.layout, loader: loader, context: session.context)
        return lean.workspace(messages: &messages).map { check($0, options: options, session.context) }
    }

    /// Checks a loaded workspace (and, with `imports`, its modules' sources).
    public static func check(_ workspace: AppManifests, options: Options, _ context: ServiceContext) -> Outcome {
        // The import walk reads the disk; it runs beside the graph checks, which only compute.
        let fileSystem = context.fileSystem, folder = context.currentDirectory
        let audit = options.imports ? BackgroundResult { ImportAudit.diagnostics(workspace: workspace, fileSystem: fileSystem, currentDirectory: folder) } : nil
        let graph = ModuleGraph(workspace: workspace)
        var diagnostics = Checker.check(workspace, graph: graph)
        if let audit {
            diagnostics = (diagnostics + ThirdPartyPods.demoted(audit.value(), workspace)).sorted()
        }
        return Outcome(
            diagnostics: diagnostics, modules: graph.nodes.count, edges: graph.distinctEdgeCount,
            failed: failing(diagnostics, strict: options.strict))
    }

    /// True when any error (or, with `strict`, any warning).
    public static func failing(_ diagnostics: [Diagnostic], strict: Bool) -> Bool {
        diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
    }
}
