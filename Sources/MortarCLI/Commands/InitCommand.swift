import MortarCore
import MortarFormats
import MortarOutput
import MortarWorkspace

/// `mortar init`: writes a starter `mortar.json`, never over an existing file.
struct InitCommand: Command {
    static let name = "init"
    static let summary = "Write a starter mortar.json"
    static let positionals: String? = "[PODFILE]"
    static let options: [OptionSpec] = [
        OptionSpec("--output", value: "PATH", help: "Where to write it (default: mortar.json, beside the Podfile with --from-podfile)"),
        OptionSpec("--from-podfile", help: "Write the mortar.json to put beside PODFILE (default: Podfile) instead of a starter"),
        .format(),
    ]
    static let help = """
        Writes a commented starter integrator manifest to edit: layers, a git module, a path
        module, a pin. With --from-podfile, writes instead the mortar.json that sits beside a
        Podfile (PODFILE, default Podfile): each of its modules by name with the layer left to
        fill, and each pod whose git URL is known as a pin. Refuses to overwrite an existing file.
        Adds what Mortar makes to the .gitignore beside it (once; its own lines stay): .mortar,
        mortar.local.json and the checkouts folder, or only each cloned module's folder in it
        when the app keeps anything of its own there (its :path modules in Modules/, say).
        --format json prints one JSON document: "written", "next", "manifest", "gitignore"
        ("added", "file"), "diagnostics" and "messages".

        EXIT STATUS: 0 written, 1 the file already exists, 2 bad options or the file cannot be written.
        """

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let json = context.option({ try arguments.choice("--format", default: TextOrJSON.text) == .json }) else { return .usage }
        var options = InitService.Options(output: arguments.value("--output"))
        if arguments.flag("--from-podfile") {
            options.podfile = arguments.positionals.first ?? "Podfile"
        } else if let extra = arguments.positionals.first {
            context.stderr.write("error: unexpected argument '\(extra)'; a Podfile is named only with --from-podfile\n")
            return .usage
        }
        var messages: [ServiceMessage] = []
        let result = InitService.run(options, context.services, messages: &messages)
        context.render(messages)
        switch result {
        case let .success(outcome) where json:
            context.stdout.write(ServiceJSON.initialized(outcome, messages))
            return outcome.gitIgnoreFailed ? .failure : .success
        case let .success(outcome):
            context.stdout.write("wrote \(outcome.written); \(outcome.next), then run 'mortar check --manifest \(outcome.manifest)'\n")
            context.stdout.write(ServiceText.gitIgnore(outcome.gitIgnore))
            return outcome.gitIgnoreFailed ? .failure : .success
        case .failure(.exists): return context.stopped(messages, json: json, .failure)
        case .failure(.usage): return context.stopped(messages, json: json)
        }
    }
}
