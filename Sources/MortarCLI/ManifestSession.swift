import MortarCore
import MortarFormats
import MortarOutput
import MortarWorkspace

/// The CLI's name for `WorkspaceSession`: the options every command that reads the workspace
/// shares (`--manifest`, `--cache-dir`, `--run-manifests`) and opening it, printing what it says.
typealias ManifestSession = WorkspaceSession

extension WorkspaceSession {
    static let manifestOption = OptionSpec("--manifest", value: "PATH", help: "The integrator manifest (default: mortar.json here, else Podfile)")
    static let cacheOption = OptionSpec("--cache-dir", value: "DIR", help: "Where derived data is cached (default: .mortar/cache beside the manifest)")

    static let runManifestsOption = OptionSpec(
        "--run-manifests",
        help: "Let SwiftPM run a Package.swift Mortar cannot read as literal text (default: yes unless CI is set; unsandboxed on Linux)")

    /// The session options of a parsed command line.
    static func options(_ arguments: ParsedArguments) -> WorkspaceSession.Options {
        WorkspaceSession.Options(
            manifest: arguments.value("--manifest"), cacheDirectory: arguments.value("--cache-dir"), runManifests: arguments.flag("--run-manifests"))
    }

    /// The session of the manifest the command line names (or the default found); prints a
    /// usage error and returns nil when there is no manifest to read.
    static func open(_ arguments: ParsedArguments, _ context: CommandContext) -> WorkspaceSession? {
        guard let session = WorkspaceSession.open(options(arguments), context.services) else {
            context.stderr.write("error: \(WorkspaceSession.noManifest)\n")
            if arguments.value("--format") == "json" { context.stdout.write(ServiceJSON.stopped([.line(.error, WorkspaceSession.noManifest)])) }
            return nil
        }
        return session
    }
}

extension WorkspaceSession {
    /// The integrator manifest, printing what reading it says; nil: exit 2.
    func integrator(_ context: CommandContext, local: Bool = true) -> IntegratorManifest? {
        var messages: [ServiceMessage] = []
        defer { context.render(messages) }
        return integrator(local: local, messages: &messages)
    }

    /// The integrator and every component, printing what reading them says; nil: exit 2.
    func workspace(_ context: CommandContext) -> AppManifests? {
        integrator(context).map(loader.load)
    }

    /// The checkouts lock, printing why not; nil: exit 1.
    func lockCheckouts(_ manifest: IntegratorManifest, command: String, _ context: CommandContext) -> WorkspaceLock? {
        var messages: [ServiceMessage] = []
        defer { context.render(messages) }
        return lockCheckouts(manifest, command: command, messages: &messages)
    }

    /// `forCommittedOutputs`, printing its notes; nil: exit 2.
    func forCommittedOutputs(_ workspace: AppManifests, useLocal: Bool, _ context: CommandContext) -> AppManifests? {
        var messages: [ServiceMessage] = []
        defer { context.render(messages) }
        return forCommittedOutputs(workspace, useLocal: useLocal, messages: &messages)
    }
}

extension WorkspaceSession {
    /// The manifest as the user gave it (`layout.manifest`).
    var manifestPath: String { layout.manifest }
    /// The cache folder, absolute (`layout.cache`).
    var cacheDirectory: String { layout.cache }
}
