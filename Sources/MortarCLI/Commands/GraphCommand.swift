import MortarCore
import MortarWorkspace

/// `mortar graph`: the module graph as a picture (DOT, Mermaid) or as data (JSON).
struct GraphCommand: Command {
    static let name = "graph"
    static let summary = "Draw the module graph: layers, cycles and layer violations (dot, mermaid, json)"
    static let options: [OptionSpec] = .workspace([
        .format("dot (default), mermaid or json"),
        OptionSpec("--focus", value: "NAME", help: "Only NAME, what it depends on and what depends on it"),
        OptionSpec("--depth", value: "N", help: "With --focus: at most N edges away from NAME in each direction"),
    ])
    static let help = CommandHelp.graph

    enum Format: String, CaseIterable { case dot, mermaid, json }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let format = context.option({ try arguments.choice("--format", default: Format.dot) }),
              let depth = context.option({ try arguments.wholeNumber("--depth", from: 0) }) else { return .usage }
        if depth != nil, arguments.value("--focus") == nil {
            return context.usage(UsageError.needsOption("--depth", needs: "--focus NAME", command: name))
        }
        guard let session = context.session(arguments) else { return .usage }
        var messages: [ServiceMessage] = []
        let view = GraphService.run(session, options: .init(focus: arguments.value("--focus"), depth: depth), messages: &messages)
        context.render(messages)
        guard let view else { return context.stopped(messages, json: format == .json) }
        switch format {
        case .dot: context.stdout.write(view.dot())
        case .mermaid: context.stdout.write(view.mermaid())
        case .json: context.stdout.write(ServiceJSON.document(view.json(), messages))
        }
        return .success
    }
}
