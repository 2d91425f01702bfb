import MortarCore

/// `mortar why NAME`: every dependency path from the app's roots to a module or package.
public enum WhyService {
    /// How many paths to show by default.
    public static let defaultLimit = 20

    /// The paths to NAME and, for a third-party package, where its version comes from.
    public struct Outcome: Sendable {
        public var paths: DependencyPaths
        /// NAME is a third-party package (a pin, a pod).
        public var isPackage: Bool
        /// For a package: where its version is pinned (`'X' is pinned to 1.0 at mortar.json:3:5`).
        public var pinLine: String?

        /// The paths as text: the pin line, a heading, then each path and its edges with
        /// their manifest lines.
        public func text() -> String {
            (pinLine.map { $0 + "\n" } ?? "") + WhyService.text(paths, isPod: isPackage)
        }

        /// `{"target", "package", "pin", "roots", "truncated", "paths": [[{"from", "to", "location"}]]}`.
        public func json() -> JSONValue {
            .object([
                ("target", .string(paths.target)),
                ("package", .bool(isPackage)),
                ("pin", .optional(pinLine)),
                ("isRoot", .bool(paths.roots.contains(paths.target))),
                ("truncated", .bool(paths.isTruncated)),
                ("paths", .array(paths.paths.map { path in
                    .array(path.map { edge in
                        .object([("from", .string(edge.from)), ("to", .string(edge.to)), ("location", .string(edge.location.description))])
                    })
                })),
            ])
        }
    }

    /// The paths to `target` in the workspace of `session`, at most `limit`; nil when the
    /// manifest cannot be used or `target` names no node (`messages` say why: exit 2).
    public static func run(_ session: WorkspaceSession, target: String, limit: Int = defaultLimit, messages: inout [ServiceMessage]) -> Outcome? {
        guard let workspace = session.workspace(messages: &messages) else { return nil }
        let view = GraphView(workspace: workspace)
        guard let node = view.node(named: target) else {
            messages.append(.usage(GraphService.unknownName(target, in: view)))
            return nil
        }
        let isPackage = node.kind == .thirdParty
        return Outcome(
            paths: DependencyPaths.find(to: target, in: view, limit: limit), isPackage: isPackage,
            pinLine: isPackage ? pinLine(target, workspace.integrator) : nil)
    }

    /// Where a third-party package's version comes from: the manifest's pin, Podfile.lock, or nowhere.
    static func pinLine(_ name: String, _ integrator: IntegratorManifest) -> String {
        let file = PathText.lastComponent(of: integrator.path)
        guard let pin = integrator.pins.first(where: { $0.name == name }) else {
            return "'\(name)' is pinned nowhere: \(file) has no pin for it"
        }
        guard let version = pin.version else {
            return "'\(name)' is required at '\(pin.requirement)' at \(pin.location) but not pinned to one version"
        }
        guard pin.isTransitive else { return "'\(name)' is pinned to \(version) at \(pin.location)" }
        let by = pin.requiredBy.isEmpty ? "" : ", required by \(pin.requiredBy.map { "'\($0)'" }.joined(separator: ", "))"
        return "'\(name)' is pinned to \(version) at \(pin.location); \(file) does not name it\(by)"
    }

    /// The paths as text: a heading, then each path and its edges with their manifest lines.
    public static func text(_ result: DependencyPaths, isPod: Bool = false) -> String {
        let target = result.target
        if result.roots.contains(target) {
            if isPod { return "'\(target)' is a pod of the app itself: no module or pod depends on it\n" }
            return "'\(target)' is a root of the app: no module depends on it\n"
        }
        guard !result.paths.isEmpty else {
            return "nothing in the app depends on '\(target)'\n"
        }
        let count = result.paths.count
        let more = result.isTruncated ? "the first \(count) paths (there are more; raise --limit)" : "\(count) path\(count == 1 ? "" : "s")"
        var out = "'\(target)' is in the app through \(more), shortest first:\n"
        for (index, path) in result.paths.enumerated() {
            let names = [path[0].from] + path.map(\.to)
            out += "\n\(index + 1). \(names.joined(separator: " → "))\n"
            let width = path.map { "\($0.from) → \($0.to)".count }.max() ?? 0
            for edge in path {
                let label = "\(edge.from) → \(edge.to)"
                out += "     \(label)\(String(repeating: " ", count: width - label.count))  \(edge.location)\n"
            }
        }
        return out
    }
}
