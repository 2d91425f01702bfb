import MortarCore
import MortarFormats
import MortarOutput
import MortarWorkspace

/// `mortar resolve`: chooses pins from the versions that exist and writes them back.
struct ResolveCommand: Command {
    static let name = "resolve"
    static let summary = "Choose pins from the tags that exist and write them into the manifest"
    static let positionals: String? = nil
    static let options: [OptionSpec] = .workspace([
        OptionSpec("--update", optionalValue: "NAMES", help: "Let every pin move, or only the comma-separated NAMES (--update=A,B)"),
        OptionSpec("--dry-run", help: "Print the pins it would write, write nothing"),
        OptionSpec("--offline", help: "Use only tags and manifests cached by an earlier run"),
        .format(),
    ])
    static let help = """
        Chooses a version for every third-party package the app's components need, directly or
        through other packages: the highest version that satisfies every requirement on it
        (PubGrub, as in SwiftPM and Dart's pub). Existing pins are kept unless --update lets
        them move; packages without a pin get one. Prereleases are chosen only when a
        requirement names one.

        Versions are the tags of each package's git repository (pins' "git", or the
        .package(url:) of a component); the requirements of a version come from its manifest at
        that tag, fetched shallowly into the cache folder. --offline uses only that cache.

        Prints each pin (old → new), then writes the changed ones into mortar.json, changing only
        those values (comments, order and formatting kept), or into the Podfile's pod lines.
        When no versions work, explains why: each clashing requirement with the chain from the
        app to it and its file:line, and what would fix it.

        EXIT STATUS: 0 pins chosen (and written unless --dry-run), 1 no versions satisfy every
        requirement, 2 unusable input (a manifest that cannot be read, a package whose tags or
        manifest cannot be fetched, a bad option).
        """

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let json = context.option({ try arguments.choice("--format", default: TextOrJSON.text) == .json }),
              let session = context.session(arguments) else { return .usage }
        let options = ResolveService.Options(
            update: arguments.flag("--update"), updateNames: arguments.value("--update"), dryRun: arguments.flag("--dry-run"), offline: arguments.flag("--offline"))
        var messages: [ServiceMessage] = []
        let result = ResolveService.run(session, options: options, messages: &messages)
        context.render(messages)
        switch result {
        case .failure(.usage): return context.stopped(messages, json: json)
        case let .failure(.unsatisfiable(failure)):
            if json {
                context.stdout.write(ServiceJSON.resolveFailure(failure, messages))
            } else {
                context.render([.diagnostics([failure.diagnostic])])
            }
            return .failure
        case let .success(outcome):
            context.stdout.write(json ? ServiceJSON.document(outcome.json(), messages) : outcome.text())
            return .success
        }
    }
}
