import MortarCore
import MortarFormats
import MortarWorkspace

/// What every command that reads the workspace shares: the `--manifest` and `--cache-dir`
/// options, finding the default manifest, and reporting an unusable one (exit 2).
struct ManifestSession {
    static let manifestOption = OptionSpec("--manifest", value: "PATH", help: "The integrator manifest (default: mortar.json here, else Podfile)")
    static let cacheOption = OptionSpec("--cache-dir", value: "DIR", help: "Where derived data is cached (default: .mortar/cache beside the manifest)")

    let loader: WorkspaceLoader
    /// The manifest path as the user gave it (or the default found).
    let manifestPath: String

    /// Resolves the manifest path and builds a loader; prints a usage error and returns nil
    /// when there is no manifest to read.
    init?(_ arguments: ParsedArguments, _ context: CommandContext) {
        var loader = WorkspaceLoader(
            fileSystem: context.fileSystem, processRunner: context.processRunner, environment: context.environment,
            currentDirectory: context.currentDirectory)
        guard let path = arguments.value("--manifest") ?? loader.defaultIntegratorPath() else {
            context.stderr.write("error: no mortar.json or Podfile in this folder; pass --manifest PATH, or run 'mortar init' to write a starter mortar.json\n")
            return nil
        }
        let manifestFolder = PathText.directory(of: path)
        loader.cacheDirectory = arguments.value("--cache-dir").map(loader.absolute)
            ?? loader.absolute(PathText.join(manifestFolder, ".mortar/cache"))
        self.loader = loader
        self.manifestPath = path
    }

    /// Reads the integrator manifest, or prints every problem and returns nil (exit 2).
    func integrator(_ context: CommandContext) -> IntegratorManifest? {
        do {
            return try loader.loadIntegrator(at: manifestPath)
        } catch {
            context.stderr.write(error.description + "\n")
            return nil
        }
    }

    /// Reads the integrator and every component, or prints why it cannot (exit 2).
    func workspace(_ context: CommandContext) -> Workspace? {
        integrator(context).map(loader.load)
    }
}
