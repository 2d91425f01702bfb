import MortarCore
import MortarWorkspace

/// `mortar integrate`: CocoaPods out of the app's Xcode project, its packages in, per target.
struct IntegrateCommand: Command {
    static let name = "integrate"
    static let summary = "Take CocoaPods out of the Xcode project and link each target to its SwiftPM products"
    static let positionals: String? = nil
    static let options: [OptionSpec] = [
        ManifestSession.manifestOption,
        OptionSpec("--project", value: "PATH", help: "The app's .xcodeproj (default: the Podfile's project line, else the one beside the Podfile)"),
        OptionSpec("--dry-run", help: "Print what would change; write nothing"),
        OptionSpec("--remote-packages", help: "Reference each pod's package at its exact version instead of the composite package"),
        OptionSpec("--format", value: "FORMAT", help: "text (default) or json"),
        ManifestSession.cacheOption,
    ]
    static let help = """
        The last step of a move from CocoaPods (after 'mortar migrate --write' and 'mortar
        generate'): for every Xcode target the Podfile names, its target definitions resolved
        as CocoaPods resolves them (abstract targets, inherit! :complete / :search_paths /
        :none, nested test targets), it

        - removes CocoaPods' integration as 'pod deintegrate' does: the [CP] check, embed and
          resources phases and [CP-User] phases, the libPods-*.a / Pods_*.framework build files
          and references, the Pods base configurations, the then-empty Pods and Frameworks
          groups;
        - references the packages: the composite package 'generate' wrote as one local package
          (default), or with --remote-packages each pod's package at its exact version (modules
          still through the composite package);
        - links each target to exactly the products of the pods and modules it uses (a unit
          test target with inherit! :search_paths gets its own pods only): the products the
          pins record ("products"), and those generate builds of each module. A tool pod
          (SwiftLint, SwiftGen, SwiftFormat, R.swift) is linked nowhere, with a warning; a pod
          a target uses only in some configurations (:configurations) is linked for all of
          them, with a warning (pod-configurations).

        The project is --project, else the Podfile's project (or xcodeproj) line, else the one
        .xcodeproj beside the Podfile. Everything is planned first; it refuses, writing nothing,
        when a pod has no product recorded (unmapped-pod), a target of the Podfile is not in the
        project, the composite package is not generated, the project does not read
        (xcodeproj-syntax, xcodeproj-model), or an edit would have to change what it does not
        understand or undo a choice (the same package URL referenced at another version:
        xcodeproj-refused). A real run writes project.pbxproj (and the workspace) atomically,
        keeping every object it does not change byte for byte; a second run changes nothing. --dry-run prints the same
        plan and writes nothing.

        CocoaPods' workspace (the Podfile's workspace line, else PROJECT.xcworkspace beside
        the Podfile) loses its Pods/Pods.xcodeproj entry and keeps the rest. It never deletes
        or edits the Podfile, Podfile.lock or Pods/: the report ends with how to finish (build
        and test with the packages, then delete those).

        EXIT STATUS: 0 integrated (or nothing to change); 1 refused (nothing written); 2 unusable
        input (a manifest, project or workspace that cannot be read) or a bad option.
        """

    enum Format: String, CaseIterable {
        case text, json
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let format = context.option({ try arguments.choice("--format", default: Format.text) }) else { return .usage }
        guard let session = ManifestSession.open(arguments, context), let integrator = session.integrator(context) else { return .usage }
        let workspace = session.loader.load(integrator)
        let options = IntegrationOptions(
            podfilePath: session.loader.absolute(session.manifestPath), shownPodfilePath: session.manifestPath,
            projectPath: arguments.value("--project").map(session.loader.absolute), dryRun: arguments.flag("--dry-run"),
            remotePackages: arguments.flag("--remote-packages"))
        let outcome = IntegrationService(fileSystem: context.fileSystem).run(workspace, options: options)
        switch format {
        case .text:
            context.stdout.write(IntegrationRenderer.text(outcome))
            context.stderr.writeStyled(DiagnosticRenderer.entries(outcome.diagnostics, color: context.useColor))
        case .json:
            context.stdout.write(IntegrationRenderer.json(outcome).rendered())
        }
        guard outcome.isRefused else { return .success }
        let unreadable: Set<DiagnosticCode> = [.xcodeprojSyntax, .xcodeprojModel, .xcworkspaceSyntax]
        return outcome.diagnostics.contains { $0.severity == .error && unreadable.contains($0.code) } ? .usage : .failure
    }
}
