import MortarCore
import MortarOutput
import MortarWorkspace

/// `mortar generate`: writes the composite Package.swift (with its umbrella source) and Podfile.
struct GenerateCommand: Command {
    static let name = "generate"
    static let summary = "Write the composite Package.swift and Podfile from the manifests"
    /// The options `bootstrap` shares with `generate` (all but `--check`).
    static let generateOptions: [OptionSpec] = [
        OptionSpec("--swiftpm", value: "PATH", help: "Where to write Package.swift (default: outputs.swiftpm of mortar.json)"),
        OptionSpec("--podfile", value: "PATH", help: "Where to write the Podfile (default: outputs.podfile of mortar.json; CocoaPods.podfile beside a Podfile)"),
        OptionSpec("--template-dir", value: "DIR", help: "Templates here replace the built-in ones of the same name"),
        OptionSpec("--use-local", help: "Write the sources of mortar.local.json into the generated files (by default they use the manifest's)"),
    ]
    static let options: [OptionSpec] = .workspace(generateOptions + [
        OptionSpec("--check", help: "Write nothing; exit 1 with a unified diff when a file is out of date"),
        OptionSpec("--force", help: "Replace an existing output Mortar did not write (one without its generated header)"),
        .format("How findings print: text (default), json, sarif or github"),
    ])
    static let help = CommandHelp.generate

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let format = context.option({ try arguments.choice("--format", default: DiagnosticFormat.text) }),
              let session = context.session(arguments) else { return .usage }
        var messages: [ServiceMessage] = []
        var options = serviceOptions(arguments)
        options.force = arguments.flag("--force")
        let outcome = GenerateService.run(session, options: options, useLocal: arguments.flag("--use-local"), messages: &messages)
        context.render(messages)
        guard let outcome else { return context.stopped(messages, json: format == .json) }
        let written = GenerateRenderer.render(
            outcome, format: format, manifestName: session.layout.manifestName, stdout: context.stdout, stderr: context.stderr)
        return written ? .success : .failure
    }

    /// `--swiftpm`, `--podfile`, `--check` and `--template-dir` (`generate`'s and `bootstrap`'s).
    static func serviceOptions(_ arguments: ParsedArguments) -> GenerateService.Options {
        GenerateService.Options(
            swiftpm: arguments.value("--swiftpm"), podfile: arguments.value("--podfile"), check: arguments.flag("--check"),
            templateDirectory: arguments.value("--template-dir"))
    }
}
