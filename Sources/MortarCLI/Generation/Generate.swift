import MortarCore
import MortarOutput
import MortarWorkspace

/// Prints `GenerateService`'s outcome, for `generate` and `bootstrap`: findings, then each
/// file written or unchanged, or (`--check`) a diff of each file out of date.
public enum Generate {
    /// What to generate and how: the manifest as given, and the command line's options.
    public struct Options: Hashable, Sendable {
        /// The integrator manifest, as given (relative to the current folder or absolute).
        public var manifestPath: String
        public var service: GenerateService.Options
        /// `--format`: how findings print; other than text, they go to standard output and the
        /// file lines to standard error.
        public var format: DiagnosticFormat

        public init(manifestPath: String, swiftpm: String? = nil, podfile: String? = nil, check: Bool = false, templateDirectory: String? = nil,
                    format: DiagnosticFormat = .text) {
            self.manifestPath = manifestPath
            self.service = GenerateService.Options(swiftpm: swiftpm, podfile: podfile, check: check, templateDirectory: templateDirectory)
            self.format = format
        }

        /// The options of a parsed `generate` (or `bootstrap`) command line.
        public init(_ arguments: ParsedArguments, manifestPath: String, format: DiagnosticFormat = .text) {
            self.init(
                manifestPath: manifestPath, swiftpm: arguments.value("--swiftpm"), podfile: arguments.value("--podfile"),
                check: arguments.flag("--check"), templateDirectory: arguments.value("--template-dir"), format: format)
        }
    }

    /// Generates (or checks) the composite manifests of a loaded workspace and prints the outcome.
    /// - Returns: 0 when written or current; 1 when `--check` found a stale file or a write
    ///   failed; 2 when an output is refused or a template or the app name is unusable.
    public static func run(
        workspace: AppManifests, options: Options, lockCommits: [String: String]? = nil, pods: PodProductLookup = PodProductLookup(), context: CommandContext
    ) -> ExitCode {
        let layout = WorkspaceLayout(manifest: options.manifestPath, currentDirectory: context.currentDirectory)
        var messages: [ServiceMessage] = []
        let outcome = GenerateService.run(
            workspace, layout: layout, options: options.service, lockCommits: lockCommits, pods: pods, context.services, messages: &messages)
        context.render(messages)
        guard let outcome else { return context.stopped(messages, json: options.format == .json) }
        return render(outcome, format: options.format, manifestName: layout.manifestName, context)
    }

    /// Prints the outcome (`GenerateRenderer`) and returns the exit code.
    static func render(_ outcome: GenerateService.Outcome, format: DiagnosticFormat, manifestName: String, _ context: CommandContext) -> ExitCode {
        GenerateRenderer.render(outcome, format: format, manifestName: manifestName, stdout: context.stdout, stderr: context.stderr) ? .success : .failure
    }

    /// What `bootstrap` calls after `check`: generation is skipped, and said so, when check
    /// found errors, unless `force`.
    public static func runAfterCheck(
        checkFoundErrors: Bool, force: Bool, workspace: AppManifests, options: Options, lockCommits: [String: String]? = nil, context: CommandContext
    ) -> ExitCode {
        if checkFoundErrors, !force {
            context.stderr.write("generate: skipped because check found errors; fix them, or pass --force to generate anyway\n")
            return .failure
        }
        return run(workspace: workspace, options: options, lockCommits: lockCommits, context: context)
    }
}
