import MortarCore
import MortarFormats

/// What every service that reads the workspace shares: the manifest found (`--manifest`, else
/// the default), its `WorkspaceLayout`, a loader with the cache folder, `mortar.local.json`
/// applied, and the checkouts lock. It never prints: each step returns its messages.
public struct WorkspaceSession: Sendable {
    /// How to open a workspace: the command line's `--manifest`, `--cache-dir` and `--run-manifests`.
    public struct Options: Hashable, Sendable {
        /// `--manifest PATH`, as given; nil: `mortar.json` here, else the Podfile found under
        /// CocoaPods' names (`WorkspaceLoader.defaultIntegratorPath`).
        public var manifest: String?
        /// `--cache-dir DIR`, as given; nil: `.mortar/cache` beside the manifest.
        public var cacheDirectory: String?
        /// `--run-manifests`: let SwiftPM run a Package.swift that is not literal.
        public var runManifests: Bool

        public init(manifest: String? = nil, cacheDirectory: String? = nil, runManifests: Bool = false) {
            self.manifest = manifest
            self.cacheDirectory = cacheDirectory
            self.runManifests = runManifests
        }
    }

    /// Why there is no workspace to open.
    public static let noManifest = "no mortar.json or Podfile in this folder (tried \(WorkspaceLoader.defaultIntegratorNames.joined(separator: ", "))); pass --manifest PATH, or run 'mortar init' to write a starter mortar.json"

    public let layout: WorkspaceLayout
    public let loader: WorkspaceLoader
    public let context: ServiceContext

    /// The session of the manifest `options` name (or the default found), nil when there is
    /// none (`noManifest` says why).
    public static func open(_ options: Options, _ context: ServiceContext) -> WorkspaceSession? {
        var loader = context.loader()
        guard let path = options.manifest ?? loader.defaultIntegratorPath() else { return nil }
        let layout = WorkspaceLayout(manifest: path, currentDirectory: context.currentDirectory, cacheDirectory: options.cacheDirectory)
        loader.cacheDirectory = layout.cache
        if options.runManifests { loader.runManifests = true }
        return WorkspaceSession(layout: layout, loader: loader, context: context)
    }

    /// The integrator manifest, or nil when it cannot be used (the messages say why: exit 2).
    /// With `local` (the default), `mortar.local.json` beside it, when there is one, replaces
    /// the sources of the modules it names, and a note says which.
    public func integrator(local: Bool = true, messages: inout [ServiceMessage]) -> IntegratorManifest? {
        let manifest: IntegratorManifest
        do {
            manifest = try loader.loadIntegrator(at: layout.manifest)
        } catch {
            messages.append(.diagnostics(error.diagnostics))
            return nil
        }
        if local { messages.append(.diagnostics(manifest.readWarnings)) }
        // Two entries of one name would share one checkout folder: no command acts on that.
        let repeated = manifest.repeatedModules
        if !repeated.isEmpty {
            let issues = repeated.map { again, first in
                ManifestIssue("module '\(again.name)' is listed twice (first at \(first.location))", at: again.location,
                              help: "keep one entry for '\(again.name)' in \(layout.manifestName)")
            }
            messages.append(.diagnostics(ManifestError(issues).diagnostics))
            return nil
        }
        guard local else { return manifest }
        let shown = layout.localOverrides
        let path = layout.absolute(shown)
        guard context.fileSystem.fileExists(path) else { return manifest }
        let overrides: [LocalOverride]
        do throws(ManifestError) {
            let text: String
            do {
                text = try context.fileSystem.readText(path)
            } catch {
                throw ManifestError(
                    "cannot read '\(shown)': \(error.reason)", at: SourceLocation(file: shown),
                    help: error.fix ?? "check the file's permissions, or remove it to use the manifest alone")
            }
            overrides = try LocalOverridesReader.read(text, file: shown, modules: manifest.modules)
        } catch {
            messages.append(.diagnostics(error.diagnostics))
            return nil
        }
        guard !overrides.isEmpty else { return manifest }
        let list = overrides.map { "\($0.module) (\($0.summary))" }.joined(separator: ", ")
        messages.append(.line(.note, "\(shown) overrides \(list) on this machine"))
        return LocalOverride.apply(overrides, to: manifest)
    }

    /// True when the folder the checkouts lock would sit in is missing: then there is no
    /// checkouts folder either, and nothing in it to clean.
    public func checkoutsParentIsMissing(_ manifest: IntegratorManifest) -> Bool {
        let checkouts = PathText.normalize(layout.absolute(layout.checkouts(manifest)))
        return !context.fileSystem.directoryExists(PathText.directory(of: checkouts))
    }

    /// Reads the integrator and every component, or nil when the integrator cannot be used.
    public func workspace(messages: inout [ServiceMessage]) -> AppManifests? {
        integrator(messages: &messages).map(loader.load)
    }

    /// Takes the lock of the manifest's checkouts folder for `command`, waiting up to
    /// `MORTAR_LOCK_WAIT` seconds (default 10) for another run; nil (and why) when it cannot.
    /// The folder the lock file sits in (the checkouts folder's parent, inside the project:
    /// `Deps` of `"checkouts": "Deps/Modules"`) is made first when it is missing. With
    /// `cloning` (fetch, bootstrap), a checkouts folder that cannot be one — a file, or a
    /// symbolic link to nothing, there or on the way — is refused before anything runs. For every
    /// command, a checkouts folder reached through a symbolic link out of the project (a
    /// committed `Modules -> ~/elsewhere`) is refused at the manifest's `checkouts` line.
    public func lockCheckouts(_ manifest: IntegratorManifest, command: String, cloning: Bool = false, messages: inout [ServiceMessage]) -> WorkspaceLock? {
        let checkouts = layout.absolute(layout.checkouts(manifest))
        let wait = context.environment["MORTAR_LOCK_WAIT"].flatMap(Double.init) ?? 10
        if cloning, let blocked = OutputPlacement.blockedFolder(of: PathText.normalize(checkouts) + "/-") {
            let shown = PathText.relative(blocked.folder, from: PathText.normalize(layout.absoluteFolder))
            messages.append(.diagnostics([Diagnostic(
                .writeFailed, .error, "the checkouts folder '\(layout.checkouts(manifest))' cannot be made: '\(shown)' is \(blocked.what)",
                at: [SourceLocation(file: layout.checkouts(manifest))],
                help: "move '\(shown)' aside, or name another folder with \"checkouts\" in \(layout.manifestName)")]))
            return nil
        }
        let project = PathText.normalize(layout.absoluteFolder)
        if let out = OutputPlacement.linkLeadingOut(to: PathText.normalize(checkouts), project: project) {
            let shown = PathText.relative(out.link, from: project)
            messages.append(.diagnostics([Diagnostic(
                .writeFailed, .error,
                "the checkouts folder '\(layout.checkouts(manifest))' leads out of the project: '\(shown)' is a symbolic link to '\(out.destination)'; Mortar never clones or removes checkouts there",
                at: [manifest.checkoutsLocation ?? SourceLocation(file: layout.checkouts(manifest))],
                help: "replace the link '\(shown)' by a folder (move what it holds into the project), or name a folder inside the project with \"checkouts\" in \(layout.manifestName)")]))
            return nil
        }
        let parent = PathText.directory(of: PathText.normalize(checkouts))
        if !context.fileSystem.directoryExists(parent) {
            do {
                try context.fileSystem.createDirectory(parent)
            } catch {
                messages.append(.diagnostics([.fileFailure(.writeFailed, "cannot be made", file: PathText.directory(of: layout.checkouts(manifest)), error, help: "check the manifest's folder is writable")]))
                return nil
            }
        }
        do {
            return try WorkspaceLock.acquire(checkouts: PathText.normalize(checkouts), purpose: "mortar \(command)", wait: wait, clock: context.fileSystem)
        } catch {
            messages.append(.diagnostics([Diagnostic(.workspaceLocked, .error, splitting: "\(error)", at: [SourceLocation(file: layout.checkouts(manifest))])]))
            return nil
        }
    }

    /// The workspace committed outputs are generated from: the manifest's own module sources,
    /// never `mortar.local.json`'s (unless `useLocal`). An overridden module's manifest is read
    /// again at the manifest's own place for it (its checkout), so what the developer's own
    /// copy declares (another dependency, a framework) never reaches a committed file, and
    /// `generate --check` here agrees with CI.
    public func forCommittedOutputs(_ workspace: AppManifests, useLocal: Bool, messages: inout [ServiceMessage]) -> AppManifests? {
        guard !useLocal, !workspace.integrator.overridden.isEmpty else { return workspace }
        guard let original = integrator(local: false, messages: &messages) else { return nil }
        let name = layout.manifestName, local = LocalOverridesReader.fileName
        messages.append(.line(.note, "generated files use the sources of \(name), not \(local)'s; pass --use-local to write those"))
        var result = workspace
        result.integrator = original
        for module in workspace.integrator.overridden {
            guard let entry = original.module(named: module) else { continue }
            switch loader.readComponent(of: entry, integrator: original) {
            case let .success(component): result.components[module] = component
            case .failure:
                result.components[module] = nil
                let folder = loader.moduleDirectory(entry, integrator: original)
                messages.append(.line(.note, "'\(module)' is not at \(folder), where \(name) puts it, so generated files leave out what its manifest declares; fetch it there (move \(local) aside and run 'mortar fetch') for complete files"))
            }
        }
        return result
    }
}
