import MortarCore

/// `mortar init`: writes a starter `mortar.json`, never over an existing file.
struct InitCommand: Command {
    static let name = "init"
    static let summary = "Write a starter mortar.json"
    static let positionals: String? = nil
    static let options: [OptionSpec] = [
        OptionSpec("--output", value: "PATH", help: "Where to write it (default: mortar.json)"),
    ]
    static let help = """
        Writes a commented starter integrator manifest to edit: layers, a git module, a path
        module, a pin. Refuses to overwrite an existing file. Adds the checkouts folder,
        .mortar and mortar.local.json to the .gitignore beside it (once; its own lines stay).

        EXIT STATUS: 0 written, 1 the file already exists, 2 bad options or the file cannot be written.
        """

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        let path = arguments.value("--output") ?? "mortar.json"
        let absolute = context.absolute(path)
        if context.fileSystem.fileExists(absolute) || context.fileSystem.directoryExists(absolute) {
            context.stderr.write("error: '\(path)' already exists; mortar init never overwrites a file (remove it, or pass --output OTHER.json)\n")
            return .failure
        }
        do {
            try context.fileSystem.writeAtomically(Array(StarterManifest.text.utf8), to: absolute)
        } catch {
            context.stderr.write("error: \(error)\n")
            return .usage
        }
        context.stdout.write("wrote \(path); edit its modules and pins, then run 'mortar check --manifest \(path)'\n")
        let written = GitIgnoreStep.ensure(GitIgnoreStep.entries(checkouts: "Modules"), besideManifest: path, absolute: context.absolute, context)
        return written ? .success : .failure
    }
}
