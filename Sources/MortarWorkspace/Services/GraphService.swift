import MortarCore

/// `mortar graph` and `mortar why`: the module graph of a workspace, whole or around one node.
public enum GraphService {
    /// `--focus NAME` and `--depth N`.
    public struct Options: Hashable, Sendable {
        public var focus: String?
        public var depth: Int?

        public init(focus: String? = nil, depth: Int? = nil) {
            self.focus = focus
            self.depth = depth
        }
    }

    /// The graph of the workspace of `session`, focused when asked; nil when the manifest
    /// cannot be used or the focus names no node (`messages` say why: exit 2).
    public static func run(_ session: WorkspaceSession, options: Options, messages: inout [ServiceMessage]) -> GraphView? {
        guard let workspace = session.workspace(messages: &messages) else { return nil }
        let view = GraphView(workspace: workspace)
        guard let focus = options.focus else { return view }
        guard view.node(named: focus) != nil else {
            messages.append(.usage(unknownName(focus, in: view)))
            return nil
        }
        return view.focused(on: focus, depth: options.depth)
    }

    /// "no module or third-party pin named 'X' in the graph; did you mean 'Y'?"
    public static func unknownName(_ name: String, in view: GraphView) -> String {
        let hint = Suggestion.closest(to: name, among: view.nodes.map(\.name)).map { "; did you mean '\($0)'?" } ?? "; 'mortar graph --format json' lists them"
        return "no module or third-party pin named '\(name)' in the graph\(hint)"
    }
}
