import MortarCore
import MortarFormats
import MortarWorkspace

/// What every command that reads the workspace shares: the `--manifest` and `--cache-dir`
/// options, finding the default manifest, and reporting an unusable one (exit 2).
struct ManifestSession {
    static let manifestOption = OptionSpec("--manifest", value: "PATH", help: "The integrator manifest (default: mortar.json here, else Podfile)")
    static let cacheOption = OptionSpec("--cache-dir", value: "DIR", help: "Where derived data is cached (default: .mortar/cache beside the manifest)")

    static let runManifestsOption = OptionSpec(
        "--run-manifests",
        help: "Let SwiftPM run a Package.swift Mortar cannot read as literal text (default: yes unless CI is set; unsandboxed on Linux)")

    /// `loader` allowed to run manifests when `--run-manifests` is given (else its default:
    /// allowed unless `CI` is set).
    static func applyingRunManifests(_ arguments: ParsedArguments, to loader: WorkspaceLoader) -> WorkspaceLoader {
        var result = loader
        if arguments.flag("--run-manifests") { result.runManifests = true }
        return result
    }

    let loader: WorkspaceLoader
    /// The manifest path as the user gave it (or the default found).
    let manifestPath: String

    /// The cache folder, absolute: `--cache-dir`, else `.mortar/cache` beside the manifest.
    var cacheDirectory: String { loader.cacheDirectory ?? loader.absolute(CacheFolder.beside(manifestPath)) }

    /// A session over the manifest at `manifestPath` (as the user gave it) read by `loader`.
    init(loader: WorkspaceLoader, manifestPath: String) {
        self.loader = loader
        self.manifestPath = manifestPath
    }

    /// Resolves the manifest path (`--manifest`, else the default found) and builds a loader
    /// with the cache folder (`--cache-dir`, else beside the manifest); prints a usage error
    /// and returns nil when there is no manifest to read. The initializer never prints.
    static func open(_ arguments: ParsedArguments, _ context: CommandContext) -> ManifestSession? {
        var loader = WorkspaceLoader(
            fileSystem: context.fileSystem, processRunner: context.processRunner, environment: context.environment,
            currentDirectory: context.currentDirectory)
        guard let path = arguments.value("--manifest") ?? loader.defaultIntegratorPath() else {
            context.stderr.write("error: no mortar.json or Podfile in this folder; pass --manifest PATH, or run 'mortar init' to write a starter mortar.json\n")
            return nil
        }
        loader.cacheDirectory = arguments.value("--cache-dir").map(loader.absolute) ?? loader.absolute(CacheFolder.beside(path))
        return ManifestSession(loader: applyingRunManifests(arguments, to: loader), manifestPath: path)
    }

    /// Reads the integrator manifest, or prints every problem and returns nil (exit 2). With
    /// `local` (the default), `mortar.local.json` beside it, when there is one, replaces the
    /// sources of the modules it names, and a note says which.
    func integrator(_ context: CommandContext, local: Bool = true) -> IntegratorManifest? {
        let manifest: IntegratorManifest
        do {
            manifest = try loader.loadIntegrator(at: manifestPath)
        } catch {
            context.stderr.write(DiagnosticRenderer.entries(error.diagnostics))
            return nil
        }
        if local { context.stderr.write(DiagnosticRenderer.entries(manifest.readWarnings)) }
        // Two entries of one name would share one checkout folder: no command acts on that.
        let repeated = manifest.repeatedModules
        if !repeated.isEmpty {
            let issues = repeated.map { again, first in
                ManifestIssue("module '\(again.name)' is listed twice (first at \(first.location))", at: again.location,
                              help: "keep one entry for '\(again.name)' in \(PathText.lastComponent(of: manifestPath))")
            }
            context.stderr.write(DiagnosticRenderer.entries(ManifestError(issues).diagnostics))
            return nil
        }
        guard local else { return manifest }
        let shown = PathText.join(PathText.directory(of: manifestPath), LocalOverridesReader.fileName)
        let path = loader.absolute(shown)
        guard context.fileSystem.fileExists(path) else { return manifest }
        let overrides: [LocalOverride]
        do {
            let text: String
            do {
                text = try context.fileSystem.readText(path)
            } catch {
                throw ManifestError(
                    "cannot read '\(shown)': \(error.reason)", at: SourceLocation(file: shown),
                    help: error.fix ?? "check the file's permissions, or remove it to use the manifest alone")
            }
            overrides = try LocalOverridesReader.read(text, file: shown, modules: manifest.modules)
        } catch let error as ManifestError {
            context.stderr.write(DiagnosticRenderer.entries(error.diagnostics))
            return nil
        } catch {
            context.stderr.write("error: \(error)\n")
            return nil
        }
        guard !overrides.isEmpty else { return manifest }
        let list = overrides.map { "\($0.module) (\($0.summary))" }.joined(separator: ", ")
        context.stderr.write("note: \(shown) overrides \(list) on this machine\n")
        return LocalOverride.apply(overrides, to: manifest)
    }

    /// Takes the lock of the manifest's checkouts folder for `command`, waiting up to
    /// `MORTAR_LOCK_WAIT` seconds (default 10) for another run; prints why not and returns nil.
    func lockCheckouts(_ manifest: IntegratorManifest, command: String, _ context: CommandContext) -> WorkspaceLock? {
        let checkouts = loader.absolute(PathText.join(PathText.directory(of: manifestPath), manifest.checkouts))
        let wait = context.environment["MORTAR_LOCK_WAIT"].flatMap(Double.init) ?? 10
        do {
            return try WorkspaceLock.acquire(checkouts: PathText.normalize(checkouts), purpose: "mortar \(command)", wait: wait)
        } catch {
            context.stderr.write("error: \(error)\n")
            return nil
        }
    }

    /// The workspace committed outputs are generated from: the manifest's own module sources,
    /// never `mortar.local.json`'s (unless `useLocal`). An overridden module's manifest is read
    /// again at the manifest's own place for it (its checkout), so what the developer's own
    /// copy declares (another dependency, a framework) never reaches a committed file, and
    /// `generate --check` here agrees with CI.
    func forCommittedOutputs(_ workspace: AppManifests, useLocal: Bool, _ context: CommandContext) -> AppManifests? {
        guard !useLocal, !workspace.integrator.overridden.isEmpty else { return workspace }
        guard let original = integrator(context, local: false) else { return nil }
        context.stderr.write("note: generated files use the sources of \(PathText.lastComponent(of: manifestPath)), not \(LocalOverridesReader.fileName)'s; pass --use-local to write those\n")
        var result = workspace
        result.integrator = original
        for name in workspace.integrator.overridden {
            guard let module = original.module(named: name) else { continue }
            switch loader.readComponent(of: module, integrator: original) {
            case let .success(component): result.components[name] = component
            case .failure:
                result.components[name] = nil
                let folder = loader.moduleDirectory(module, integrator: original)
                context.stderr.write("note: '\(name)' is not at \(folder), where \(PathText.lastComponent(of: manifestPath)) puts it, so generated files leave out what its manifest declares; fetch it there (move \(LocalOverridesReader.fileName) aside and run 'mortar fetch') for complete files\n")
            }
        }
        return result
    }

    /// Reads the integrator and every component, or prints why it cannot (exit 2).
    func workspace(_ context: CommandContext) -> AppManifests? {
        integrator(context).map(loader.load)
    }
}
