import MortarCore
import MortarOutput
import MortarWorkspace

/// `mortar check`: reads every manifest and reports what is wrong with the graph.
struct CheckCommand: Command {
    static let name = "check"
    static let summary = "Check the module graph: dependencies, pins, conflicts, cycles, layers"
    static let options: [OptionSpec] = .workspace([
        .format("text (default), json, sarif or github"),
        OptionSpec("--strict", help: "Fail on warnings too"),
        OptionSpec("--no-imports", help: "Do not scan module sources for undeclared, implicit or unused imports"),
    ])
    static let help = CommandHelp.check

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let format = context.option({ try arguments.choice("--format", default: DiagnosticFormat.text) }),
              let session = context.session(arguments) else { return .usage }
        var messages: [ServiceMessage] = []
        let options = CheckService.Options(strict: arguments.flag("--strict"), imports: !arguments.flag("--no-imports"))
        let outcome = CheckService.run(session, options: options, messages: &messages)
        context.render(messages)
        guard let outcome else { return context.stopped(messages, json: format == .json) }
        let summary = DiagnosticRenderer.Summary(modules: outcome.modules, edges: outcome.edges)
        let report = DiagnosticRenderer.render(outcome.diagnostics, format: format, summary: summary, color: context.useColor)
        // Only the text format has colours; its values are escaped by `Diagnostic.text`.
        if format == .text { context.stdout.writeStyled(report) } else { context.stdout.write(report) }
        return outcome.failed ? .failure : .success
    }
}
