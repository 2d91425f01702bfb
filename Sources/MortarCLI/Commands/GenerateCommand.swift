import MortarCore
import MortarWorkspace

/// `mortar generate`: writes the composite Package.swift (with its umbrella source) and Podfile.
struct GenerateCommand: Command {
    static let name = "generate"
    static let summary = "Write the composite Package.swift and Podfile from the manifests"
    static let positionals: String? = nil
    /// The options `bootstrap` shares with `generate` (all but `--check`).
    static let generateOptions: [OptionSpec] = [
        OptionSpec("--swiftpm", value: "PATH", help: "Where to write Package.swift (default: outputs.swiftpm of mortar.json)"),
        OptionSpec("--podfile", value: "PATH", help: "Where to write the Podfile (default: outputs.podfile of mortar.json; CocoaPods.podfile beside a Podfile)"),
        OptionSpec("--template-dir", value: "DIR", help: "Templates here replace the built-in ones of the same name"),
        OptionSpec("--use-local", help: "Write the sources of mortar.local.json into the generated files (by default they use the manifest's)"),
    ]
    static let options: [OptionSpec] = [ManifestSession.manifestOption] + generateOptions + [
        OptionSpec("--check", help: "Write nothing; exit 1 with a unified diff when a file is out of date"),
        OptionSpec("--format", value: "FORMAT", help: "How findings print: text (default), json, sarif or github"),
        ManifestSession.cacheOption,
    ]
    static let help = """
        Reads the integrator manifest and every module's manifest, then writes the files named
        in mortar.json "outputs" (or by --swiftpm / --podfile): a Package.swift with every
        SwiftPM module by .package(path:) and every pin at its exact version, plus the source of
        its umbrella target (Sources/NAME/NAME.swift beside it), and a Podfile with every podspec
        module by :path and every pod at its pin. Output is byte-stable; a file whose content
        would not change is not touched. Modules left out of an output are reported
        (not-swiftpm, not-cocoapods), as are pins with no package URL (unknown-pin-url).

        No output may name a file Mortar reads (the manifest, the mortar.json and Podfile.lock
        beside a Podfile, a module's manifest, the lock, a template): that is exit 2, before
        anything is written. For a Podfile app the composite Podfile is CocoaPods.podfile
        beside it, which 'pod install' there reads instead of the Podfile; the Podfile itself
        is never written. A Podfile app's package is named after its "name" in the mortar.json
        beside the Podfile, else the Podfile's workspace or project line, else the single
        .xcworkspace or .xcodeproj beside it, else that folder (never its first target), kept
        to letters, digits and '_'; a note (package-name) says after what.

        --check compares instead of writing, for CI: it prints a unified diff of every file
        that differs from what would be written.

        --format json, sarif (2.1.0) or github prints the findings on standard output in that
        format, as 'mortar check' does; the lines naming written files (and --check's diffs) then
        go to standard error.

        Templates (Package.swift.mustache, Umbrella.swift.mustache, Podfile.mustache) are built
        in; --template-dir DIR replaces those present in DIR. See the README's table of
        template variables.

        EXIT STATUS: 0 written or up to date, 1 out of date (--check) or a file could not be
        written, 2 unusable input (a manifest or template that cannot be read).
        """

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let format = context.option({ try arguments.choice("--format", default: DiagnosticFormat.text) }) else { return .usage }
        guard let session = ManifestSession.open(arguments, context), let loaded = session.workspace(context),
              let workspace = session.forCommittedOutputs(loaded, useLocal: arguments.flag("--use-local"), context) else { return .usage }
        return Generate.run(
            workspace: workspace, options: Generate.Options(arguments, manifestPath: session.manifestPath, format: format), context: context)
    }
}
