import MortarCore
import MortarOutput
import MortarWorkspace

/// `mortar check`: reads every manifest and reports what is wrong with the graph.
struct CheckCommand: Command {
    static let name = "check"
    static let summary = "Check the module graph: dependencies, pins, conflicts, cycles, layers"
    static let positionals: String? = nil
    static let options: [OptionSpec] = .workspace([
        .format("text (default), json, sarif or github"),
        OptionSpec("--strict", help: "Fail on warnings too"),
        OptionSpec("--no-imports", help: "Do not scan module sources for undeclared, implicit or unused imports"),
    ])
    static let help = """
        Reads the integrator manifest and every module's component manifest, then reports every
        finding at once, sorted by place: unknown-dependency, unpinned-dependency,
        component-requirement, version-conflict, cycle, layer-violation, duplicate-module,
        unused-pin, missing-manifest, invalid-manifest. When modules have source files, it also
        scans their imports: undeclared-import, implicit-import, unused-dependency (turn that off
        with --no-imports). Every code is described in the reference:
        Sources/MortarCLI/Mortar.docc/ChecksAndDiagnostics.md.

        In a Podfile app, a :git pod the mortar.json beside the Podfile does not list under
        "modules" is a third-party pod: a finding inside its podspec or sources is a note that
        says whose podspec it is, never an error or a warning; the app's own modules (:path
        pods, those the mortar.json lists) are checked in full.

        Text output is `path:line:col: error[code]: message` with notes and a help line; colour
        only on a terminal and never with NO_COLOR. --format json, sarif (2.1.0) and github
        (workflow annotations) are for programs and CI. Text and github print at most 100
        findings of each code, then one line '… and N more error[code]'; the summary counts
        every finding, and json and sarif keep every one.

        EXIT STATUS: 0 no errors (warnings allowed unless --strict), 1 findings at error level,
        2 unusable input (a manifest that cannot be read, a bad option).
        """

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
