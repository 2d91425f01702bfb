import MortarCore
import MortarWorkspace

/// `mortar why NAME`: every dependency path from the app's roots to NAME.
struct WhyCommand: Command {
    static let name = "why"
    static let summary = "Show why a module or pin is in the app: every path from the roots to it"
    static let positionals: String? = "NAME"
    static let options: [OptionSpec] = [
        ManifestSession.manifestOption,
        OptionSpec("--limit", value: "N", help: "Show at most N paths (default 20)"),
        ManifestSession.cacheOption,
    ]
    static let help = """
        Lists the dependency paths from the app's roots to NAME (a module or a third-party pin),
        shortest first, each edge with the manifest line that declares it. The roots are the
        modules no other module depends on; when every module is depended on (the graph is all
        cycles), every module is a root. Paths never visit a module twice, so cycles are safe.

        EXIT STATUS: 0 printed (also when nothing depends on NAME), 2 unusable input (no NAME, an
        unknown NAME, a bad option, a manifest that cannot be read).
        """

    static let defaultLimit = 20

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard arguments.positionals.count == 1, let target = arguments.positionals.first else {
            context.stderr.write("error: \(UsageError.wrongArguments(command: name, expected: "one module or pin NAME"))\n")
            return .usage
        }
        guard let limit = context.option({ try arguments.wholeNumber("--limit", from: 1) ?? defaultLimit }) else { return .usage }
        guard let session = ManifestSession.open(arguments, context), let workspace = session.workspace(context) else { return .usage }
        let view = GraphView(workspace: workspace)
        guard view.node(named: target) != nil else {
            context.stderr.write("error: \(GraphCommand.unknownName(target, in: view))\n")
            return .usage
        }
        context.stdout.write(render(DependencyPaths.find(to: target, in: view, limit: limit)))
        return .success
    }

    /// The paths as text: a heading, then each path and its edges with their manifest lines.
    static func render(_ result: DependencyPaths) -> String {
        let target = result.target
        if result.roots.contains(target) {
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
