import MortarCore

extension GenerateService {
    /// Generates (or checks) the outputs of the workspace of `session`: read, made the one
    /// committed files come from (`useLocal`: with `mortar.local.json`'s sources), then
    /// planned and written. Nil when the workspace or an output cannot be used (exit 2).
    public static func run(_ session: WorkspaceSession, options: Options, useLocal: Bool = false, messages: inout [ServiceMessage]) -> Outcome? {
        guard let loaded = session.workspace(messages: &messages),
              let workspace = session.forCommittedOutputs(loaded, useLocal: useLocal, messages: &messages) else { return nil }
        return run(workspace, layout: session.layout, options: options, session.context, messages: &messages)
    }
}
