import MortarCore
import MortarWorkspace

/// `mortar coupling`: how much each module really uses each other one, next to the manifests.
struct CouplingCommand: Command {
    static let name = "coupling"
    static let summary = "Measure real coupling: public declarations each module uses of each other one"
    static let positionals: String? = nil
    static let options: [OptionSpec] = .workspace([.format("text (default), json or csv")])
    static let help = """
        Reads every module's sources and counts, for each ordered pair of modules, how many of
        one's public declarations the other uses: type, function, constant, enum case and macro
        names from public headers, category methods as selectors (-complete:), and Swift
        public/open declarations; never a C/Objective-C keyword, qualifier or SDK macro (void,
        _Nullable, MAX). Uses are identifiers outside comments and strings; Objective-C method
        names match only as selectors of the same arity, in message sends and @selector (not
        dot syntax); Objective-C files see only headers and @objc-visible Swift. A name the
        module declares itself, in any file and at any access level, is its own. A name counts
        for the one module that declares it; when several do, only an import of one of them
        (or Module.Name in Swift) says which, else it is listed as ambiguous and counted for
        none. Each count stands next to what the manifests say: declared directly, reached only
        transitively, or not at all.
        text is a matrix followed by the differences and the ambiguous names; json and csv list
        every pair that uses something or is declared (json also the ambiguous names).

        EXIT STATUS: 0 printed, 2 unusable input.
        """

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
