import MortarCore
import MortarFormats
import MortarWorkspace

/// `mortar init`: writes a starter `mortar.json`, never over an existing file.
struct InitCommand: Command {
    static let name = "init"
    static let summary = "Write a starter mortar.json"
    static let positionals: String? = "[PODFILE]"
    static let options: [OptionSpec] = [
        OptionSpec("--output", value: "PATH", help: "Where to write it (default: mortar.json, beside the Podfile with --from-podfile)"),
        OptionSpec("--from-podfile", help: "Write the mortar.json to put beside PODFILE (default: Podfile) instead of a starter"),
    ]
    static let help = """
        Writes a commented starter integrator manifest to edit: layers, a git module, a path
        module, a pin. With --from-podfile, writes instead the mortar.json that sits beside a
        Podfile (PODFILE, default Podfile): each of its modules by name with the layer left to
        fill, and each pod whose git URL is known as a pin. Refuses to overwrite an existing file.
        Adds what Mortar makes to the .gitignore beside it (once; its own lines stay): .mortar,
        mortar.local.json and the checkouts folder, or only each cloned module's folder in it
        when the app keeps anything of its own there (its :path modules in Modules/, say).

        EXIT STATUS: 0 written, 1 the file already exists, 2 bad options or the file cannot be written.
        """

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        var text = StarterManifest.text
        var starter = try? MortarJSONReader.read(StarterManifest.text, file: "mortar.json")
        var next = "edit its modules and pins"
        var defaultPath = "mortar.json"
        if arguments.flag("--from-podfile") {
            let podfile = arguments.positionals.first ?? "Podfile"
            let loader = WorkspaceLoader(
                fileSystem: context.fileSystem, processRunner: context.processRunner, environment: context.environment,
                currentDirectory: context.currentDirectory)
            let manifest: IntegratorManifest
            do {
                manifest = try loader.loadPodfileAlone(at: podfile)
            } catch {
                context.stderr.write(DiagnosticRenderer.entries(error.diagnostics))
                return .usage
            }
            text = PodfileSidecarStarter.text(for: manifest, podfileName: PathText.lastComponent(of: podfile))
            starter = manifest
            next = "fill its layers"
            defaultPath = PathText.join(PathText.directory(of: podfile), "mortar.json")
        } else if let extra = arguments.positionals.first {
            context.stderr.write("error: unexpected argument '\(extra)'; a Podfile is named only with --from-podfile\n")
            return .usage
        }
        let path = arguments.value("--output") ?? defaultPath
        let absolute = context.absolute(path)
        if context.fileSystem.fileExists(absolute) || context.fileSystem.directoryExists(absolute) {
            context.stderr.write("error: '\(path)' already exists; mortar init never overwrites a file (remove it, or pass --output OTHER.json)\n")
            return .failure
        }
        do {
            try context.fileSystem.writeAtomically(Array(text.utf8), to: absolute)
        } catch {
            context.stderr.write("error: \(error)\n")
            return .usage
        }
        let check = arguments.flag("--from-podfile") ? (arguments.positionals.first ?? "Podfile") : path
        context.stdout.write("wrote \(path); \(next), then run 'mortar check --manifest \(check)'\n")
        guard let starter else { return .success }
        let entries = GitIgnoreStep.entries(starter, manifestPath: path, absolute: context.absolute, context)
        return GitIgnoreStep.ensure(entries, for: starter, besideManifest: path, absolute: context.absolute, context) ? .success : .failure
    }
}
