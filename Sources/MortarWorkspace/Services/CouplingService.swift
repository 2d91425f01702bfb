import MortarCore

/// `mortar coupling`: how much each module uses each other one, next to what the manifests say.
public enum CouplingService {
    /// The report of the workspace of `session`; nil when the manifest cannot be used.
    public static func run(_ session: WorkspaceSession, messages: inout [ServiceMessage]) -> CouplingReport? {
        guard let workspace = session.workspace(messages: &messages) else { return nil }
        let context = session.context
        let sources = ImportAudit.sources(workspace: workspace, fileSystem: context.fileSystem, currentDirectory: context.currentDirectory)
        return CouplingReport.build(workspace: workspace, sources: sources)
    }
}
