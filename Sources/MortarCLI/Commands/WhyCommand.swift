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
        ManifestSession.runManifestsOption,
    ]
    static let help = """
        Lists the dependency paths from the app's roots to NAME (a module or a third-party
        package: a pin, a pod of the Podfile or of its Podfile.lock, or a dependency pinned
        nowhere), shortest first, each edge with the manifest line that declares it (edges between
        pods come from Podfile.lock). For a package, a first line says where its version is pinned.
        The roots are the modules no other module depends on (when every module is depended on,
        every module) and the Podfile's own pods nothing depends on. Paths never visit a node
        twice, so cycles are safe.

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
        let node = view.node(named: target)
        let paths = render(DependencyPaths.find(to: target, in: view, limit: limit), isPod: node?.kind == .thirdParty)
        context.stdout.write(node?.kind == .thirdParty ? pinLine(target, workspace.integrator) + paths : paths)
        return .success
    }

    /// Where a third-party package's version comes from: the manifest's pin, Podfile.lock, or nowhere.
    static func pinLine(_ name: String, _ integrator: IntegratorManifest) -> String {
        let file = PathText.lastComponent(of: integrator.path)
        guard let pin = integrator.pins.first(where: { $0.name == name }) else {
            return "'\(name)' is pinned nowhere: \(file) has no pin for it\n"
        }
        guard let version = pin.version else {
            return "'\(name)' is required at '\(pin.requirement)' at \(pin.location) but not pinned to one version\n"
        }
        guard pin.isTransitive else { return "'\(name)' is pinned to \(version) at \(pin.location)\n" }
        let by = pin.requiredBy.isEmpty ? "" : ", required by \(pin.requiredBy.map { "'\($0)'" }.joined(separator: ", "))"
        return "'\(name)' is pinned to \(version) at \(pin.location); \(file) does not name it\(by)\n"
    }

    /// The paths as text: a heading, then each path and its edges with their manifest lines.
    static func render(_ result: DependencyPaths, isPod: Bool = false) -> String {
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
