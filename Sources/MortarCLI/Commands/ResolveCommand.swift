import MortarCore
import MortarFormats
import MortarWorkspace

/// `mortar resolve`: chooses pins from the versions that exist and writes them back.
struct ResolveCommand: Command {
    static let name = "resolve"
    static let summary = "Choose pins from the tags that exist and write them into the manifest"
    static let positionals: String? = nil
    static let options: [OptionSpec] = [
        ManifestSession.manifestOption,
        OptionSpec("--update", optionalValue: "NAMES", help: "Let every pin move, or only the comma-separated NAMES (--update=A,B)"),
        OptionSpec("--dry-run", help: "Print the pins it would write, write nothing"),
        OptionSpec("--offline", help: "Use only tags and manifests cached by an earlier run"),
        OptionSpec("--format", value: "FORMAT", help: "text (default) or json"),
        ManifestSession.cacheOption,
        ManifestSession.runManifestsOption,
    ]
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
        guard let json = context.option({ try arguments.choice("--format", default: TextOrJSON.text) == .json }) else { return .usage }
        guard let session = ManifestSession.open(arguments, context), let integrator = session.integrator(context) else { return .usage }
        let workspace = session.loader.load(integrator)
        // Refused exactly as fetch refuses a module, before git runs for any package.
        let refused = ResolveInputs.refused(in: workspace)
        if !refused.isEmpty {
            context.stderr.write(DiagnosticRenderer.entries(refused.map(\.diagnostic)))
            return .usage
        }
        // A component that cannot be read is left out of the resolution: a warning, not a stop.
        context.stderr.write(DiagnosticRenderer.entries(workspace.readDiagnostics.sorted().map { diagnostic in
            var warning = diagnostic
            warning.severity = .warning
            warning.message += "; its requirements are not part of this resolution"
            return warning
        }))
        guard let update = updatePolicy(arguments, workspace: workspace, context) else { return .usage }

        let request = ResolutionRequest(workspace: workspace, update: update)
        var keptPins: [String: Version] = [:]
        for (name, pin) in request.pins where !update.allowsUpdate(of: name) { keptPins[name] = pin.version }
        let provider = GitVersionProvider(
            configuration: .init(urls: ResolutionRequest.packageURLs(in: workspace), pins: keptPins, offline: arguments.flag("--offline")),
            loader: session.loader,
            cache: ResolveCache(directory: session.cacheDirectory))
        let resolution: Resolution
        do {
            resolution = try Resolver.resolve(request, provider: provider)
        } catch {
            switch error {
            case let .unsatisfiable(failure):
                if json { context.stdout.write(failureJSON(failure)) } else { context.stderr.write("error: \(failure)\n") }
                return .failure
            case .unavailable:
                context.stderr.write("error: \(error)\n")
                return .usage
            }
        }

        for skipped in resolution.skipped {
            context.stderr.write("note: \(skipped)\n")
        }
        let report = PinReport(resolution: resolution, pins: integrator.pins, urls: provider.url(of:))
        let changes = report.changes
        var written = false
        if !changes.isEmpty, !arguments.flag("--dry-run") {
            do {
                written = try PinWriter(fileSystem: context.fileSystem).write(changes, integrator: integrator, path: session.loader.absolute(integrator.path))
            } catch {
                context.stderr.write("\(error)\n")
                return .usage
            }
        }
        if json {
            context.stdout.write(report.json(file: integrator.path, written: written))
            return .success
        }
        context.stdout.write(report.text())
        let count = "\(changes.count) pin\(changes.count == 1 ? "" : "s")"
        if changes.isEmpty {
            context.stdout.write("\(integrator.path) is up to date\n")
        } else if arguments.flag("--dry-run") {
            context.stdout.write("would write \(count) to \(integrator.path) (dry run: nothing written)\n")
        } else {
            context.stdout.write("wrote \(count) to \(integrator.path)\n")
        }
        return .success
    }

    /// `--update` lets every pin move; `--update=A,B` only those, which must be packages the app
    /// pins or needs.
    static func updatePolicy(_ arguments: ParsedArguments, workspace: AppManifests, _ context: CommandContext) -> UpdatePolicy? {
        guard arguments.flag("--update") else { return UpdatePolicy.none }
        guard let value = arguments.value("--update") else { return .all }
        let names = value.split(separator: ",").map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
        let known = Set(workspace.integrator.pins.map(\.name))
            .union(ResolutionRequest(workspace: workspace, update: .none).requirements.map(\.package))
        for name in names where !known.contains(name) {
            let hint = Suggestion.closest(to: name, among: Array(known)).map { "; did you mean '\($0)'?" } ?? "; it is neither pinned nor required"
            context.stderr.write("error: unknown package '\(name)' in --update\(hint)\n")
            return nil
        }
        guard !names.isEmpty else {
            context.stderr.write("error: \(UsageError.invalidValue(option: "--update", value: value, expected: "comma-separated package names"))\n")
            return nil
        }
        return .only(Set(names))
    }

    /// `{"error": {"message", "facts": [{"text", "location"}], "conclusion", "help"}}`.
    static func failureJSON(_ failure: ResolutionFailure) -> String {
        JSONValue.object([("error", .object([
            ("message", .string(ResolutionFailure.summary)),
            ("facts", .array(failure.facts.map { fact in
                .object([("text", .string(fact.text)), ("location", .optional(fact.location?.description))])
            })),
            ("conclusion", .string(failure.conclusion)),
            ("help", .string(failure.help)),
        ]))]).rendered()
    }
}
