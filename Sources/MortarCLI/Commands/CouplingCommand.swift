import MortarCore
import MortarWorkspace

/// `mortar coupling`: how much each module really uses each other one, next to the manifests.
struct CouplingCommand: Command {
    static let name = "coupling"
    static let summary = "Measure real coupling: public declarations each module uses of each other one"
    static let options: [OptionSpec] = .workspace([.format("text (default), json or csv")])
    static let help = CommandHelp.coupling

    enum Format: String, CaseIterable { case text, json, csv }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let format = context.option({ try arguments.choice("--format", default: Format.text) }),
              let session = context.session(arguments) else { return .usage }
        var messages: [ServiceMessage] = []
        let report = CouplingService.run(session, messages: &messages)
        context.render(messages)
        guard let report else { return context.stopped(messages, json: format == .json) }
        switch format {
        case .text: context.stdout.write(report.text())
        case .json: context.stdout.write(ServiceJSON.document(report.json(), messages))
        case .csv: context.stdout.write(report.csv())
        }
        return .success
    }
}
