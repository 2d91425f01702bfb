import MortarCore
import MortarFormats
import MortarWorkspace

/// `mortar describe FILE`: reads any supported manifest and prints the model Mortar sees.
struct DescribeCommand: Command {
    static let name = "describe"
    static let summary = "Print the model Mortar reads from one manifest"
    static let positionals: String? = "FILE"
    static let options: [OptionSpec] = [
        OptionSpec("--format", value: "FORMAT", help: "text (default) or json"),
        ManifestSession.cacheOption,
    ]
    static let help = """
        Reads FILE by its name and prints what Mortar understands of it: a podspec
        (NAME.podspec, read statically without Ruby), a NAME.podspec.json, a Package.swift
        (through 'swift package dump-package', cached by content in .mortar/cache beside it),
        a Podfile (any file whose name contains 'Podfile'), or a mortar.json (any other .json).

        --format json starts with the normalized keys: "name", "version", "dependencies" for a
        component; "platform", "sources", "pods" for a Podfile; more keys follow. Output is
        byte-stable.

        ENV[...] in Ruby manifests reads this process's environment, as CocoaPods would.

        EXIT STATUS: 0 read, 2 unreadable (a located error says why and what to do).
        """


    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let json = context.option({ try arguments.choice("--format", default: TextOrJSON.text) == .json }) else { return .usage }
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            context.stderr.write("error: 'mortar describe' takes exactly one FILE; run 'mortar help describe'\n")
            return .usage
        }
        guard let kind = ManifestKind(fileName: path) else {
            context.stderr.write("error: cannot tell which kind of manifest '\(path)' is; name it NAME.podspec, NAME.podspec.json, Package.swift, Podfile or mortar.json\n")
            return .usage
        }
        let text: String
        do {
            text = try context.fileSystem.readText(context.absolute(path))
        } catch {
            context.stderr.write("error: cannot read '\(path)': \(error.reason)\((error.fix.map { "; \($0)" } ?? ""))\n")
            return .usage
        }
        let loader = WorkspaceLoader(
            fileSystem: context.fileSystem, processRunner: context.processRunner, environment: context.environment,
            currentDirectory: context.currentDirectory,
            cacheDirectory: arguments.value("--cache-dir").map(context.absolute) ?? context.absolute(CacheFolder.beside(path)))
        switch loader.describe(kind, text: text, path: path) {
        case let .success(description):
            context.stderr.write(DiagnosticRenderer.entries(description.warnings))
            context.stdout.write(json ? description.json.rendered() : description.text)
            return .success
        case let .failure(failure):
            context.stderr.write(DiagnosticRenderer.entries(failure.diagnostics))
            return .usage
        }
    }
}
