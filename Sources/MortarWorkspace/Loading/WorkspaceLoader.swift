import MortarCore
import MortarFormats
import MortarRuby

/// Reads the integrator manifest and every module's component manifest from disk into a
/// `AppManifests`. What cannot be read becomes a located diagnostic (`missing-manifest`,
/// `invalid-manifest`), never a crash; only an unusable integrator manifest throws.
///
/// Paths: `displayPath`s (as the user gave them, relative to `currentDirectory`) go into every
/// location; absolute paths are only used to open files.
public struct WorkspaceLoader: Sendable {
    public var fileSystem: FileSysteming
    public var processRunner: ProcessRunning
    public var environment: [String: String]
    public var currentDirectory: String
    /// Where derived data is cached (`swift package dump-package` output); defaults to
    /// `.mortar/cache` beside the integrator manifest.
    public var cacheDirectory: String?
    /// `swift --version`, asked at most once per loader (part of every dump-package cache key).
    public var toolchain = ToolchainVersion()
    /// Whether a `Package.swift` that is not literal may be run by `swift package dump-package`
    /// (`--run-manifests`); by default unless `CI` is set (`PackageDumper.runsManifestsByDefault`).
    public var runManifests: Bool
    /// Whether a podspec's component keeps its `buildSpec` (every attribute of every spec,
    /// located): what converting a pod to a package needs. The graph's checks never read it,
    /// and at 20,000 modules it is most of the loaded model's memory, so `check` reads
    /// without it.
    public var keepsBuildSpecs = true

    public init(
        fileSystem: FileSysteming = LocalFileSystem(), processRunner: ProcessRunning = ProcessRunner(),
        environment: [String: String] = [:], currentDirectory: String, cacheDirectory: String? = nil
    ) {
        self.fileSystem = fileSystem
        self.processRunner = processRunner
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.cacheDirectory = cacheDirectory
        self.runManifests = PackageDumper.runsManifestsByDefault(environment: environment)
    }

    /// The layout of the manifest at `displayPath`, with this loader's cache folder.
    public func layout(of displayPath: String) -> WorkspaceLayout {
        WorkspaceLayout(manifest: displayPath, currentDirectory: currentDirectory, cacheDirectory: cacheDirectory)
    }

    /// An absolute path for a display path.
    public func absolute(_ path: String) -> String {
        PathText.absolute(path, from: currentDirectory)
    }

    /// The integrator manifest to use when none is named: `mortar.json` here, else the Podfile
    /// (`podfilePath`). A `mortar.json` whose modules name no source (no `git`, no `path`)
    /// beside a Podfile only lends it layers, so the Podfile is the integrator then.
    public func defaultIntegratorPath() -> String? {
        let hasJSON = fileSystem.fileExists(absolute("mortar.json"))
        let podfile = podfilePath()
        if hasJSON, let podfile, let text = try? fileSystem.readText(absolute("mortar.json")),
           let root = try? JSONParser.parse(text, file: "mortar.json", allowComments: true) {
            let modules = root["modules"]?.arrayValue ?? []
            if !modules.contains(where: { $0["git"] != nil || $0["path"] != nil }) { return podfile }
        }
        if hasJSON { return "mortar.json" }
        return podfile
    }

    /// Every name `defaultIntegratorPath` tries, in its order.
    public static let defaultIntegratorNames = ["mortar.json"] + ManifestKind.podfileNames

    /// The app's Podfile in `folder` (as shown; empty for the current folder), as `pod install`
    /// finds it: the first of CocoaPods' names (`ManifestKind.podfileNames`) that is a file,
    /// except a `CocoaPods.podfile` Mortar generated (a Podfile app's composite Podfile,
    /// `Outputs.podfileAppPodfile`, which shadows the app's own for CocoaPods only).
    public func podfilePath(in folder: String = "") -> String? {
        for name in ManifestKind.podfileNames {
            let path = PathText.join(folder, name)
            guard fileSystem.fileExists(absolute(path)) else { continue }
            if name == Outputs.podfileAppPodfile, let text = try? fileSystem.readText(absolute(path)), GenerationInput.isGenerated(text) { continue }
            return path
        }
        return nil
    }

    /// Reads `mortar.json` or a `Podfile` (with its sidecar and lock), by file name; every URL
    /// and ref it would hand to git must pass `GitInputIssues`, so every command refuses them.
    /// - Throws: `ManifestError` with every problem, located.
    public func loadIntegrator(at displayPath: String) throws(ManifestError) -> IntegratorManifest {
        try Self.refusingGitInputs(try readIntegrator(at: displayPath))
    }

    /// `manifest`, unless a URL or ref in it is refused (`GitInputIssues`).
    static func refusingGitInputs(_ manifest: IntegratorManifest) throws(ManifestError) -> IntegratorManifest {
        let refused = GitInputIssues.issues(in: manifest)
        if !refused.isEmpty { throw ManifestError(refused) }
        return manifest
    }

    func readIntegrator(at displayPath: String) throws(ManifestError) -> IntegratorManifest {
        let path = absolute(displayPath)
        let text: String
        do {
            text = try fileSystem.readText(path)
        } catch {
            throw ManifestError(
                "cannot read the integrator manifest: \(error.reason)", at: SourceLocation(file: displayPath),
                help: error.fix ?? "pass --manifest PATH to a mortar.json or Podfile (run 'mortar init' to start one)")
        }
        if ManifestKind(fileName: displayPath)?.isJSON == true {
            return try MortarJSONReader.read(text, file: displayPath)
        }
        if ManifestKind.isYAMLPodfile(displayPath) { throw Self.yamlPodfileRefusal(displayPath) }
        return try loadPodfile(text: text, displayPath: displayPath)
    }

    /// Reads the integrator and every component.
    public func load(integratorAt displayPath: String) throws(ManifestError) -> AppManifests {
        load(try loadIntegrator(at: displayPath))
    }

    /// Reads every module's component manifest. Large workspaces are read on every core; the
    /// result (components and diagnostics, in manifest order) does not depend on the timing.
    public func load(_ integrator: IntegratorManifest) -> AppManifests {
        var workspace = AppManifests(integrator: integrator, readDiagnostics: integrator.findings)
        // The manifest's own list when no name repeats (the usual case): a filtered copy of every
        // module record would live through the whole read (5 MB at 20,000 modules).
        var seen: Set<String> = []
        seen.reserveCapacity(integrator.modules.count)
        let modules = integrator.modules.allSatisfy({ seen.insert($0.name).inserted })
            ? integrator.modules
            : { var first: Set<String> = []; return integrator.modules.filter { first.insert($0.name).inserted } }()
        seen = []
        let results = modules.count >= Self.parallelThreshold
            ? ParallelMap.map(modules) { module in readComponent(of: module, integrator: integrator) }
            : modules.map { module in readComponent(of: module, integrator: integrator) }
        workspace.components.reserveCapacity(modules.count)
        for (module, result) in zip(modules, results) {
            switch result {
            case let .success(component): workspace.components[module.name] = component
            case let .failure(failure): workspace.readDiagnostics += failure.diagnostics
            }
        }
        return workspace
    }

    /// Below this many modules, threads cost more than they save (`package`: `mortar-bench read`
    /// names it in its parallel row).
    package static let parallelThreshold = 64

    /// The folder a module lives in, as a display path: `checkouts/Name` for git modules,
    /// the `path` (relative to the manifest's folder) for path modules.
    public func moduleDirectory(_ module: Module, integrator: IntegratorManifest) -> String {
        layout(of: integrator.path).moduleFolder(module, of: integrator)
    }

    /// Problems met reading one module, as diagnostics.
    public struct ReadFailure: Error, Sendable {
        public var diagnostics: [Diagnostic]
        public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    }

    /// Finds and reads one module's component manifest.
    public func readComponent(of module: Module, integrator: IntegratorManifest) -> Result<Component, ReadFailure> {
        let folder = moduleDirectory(module, integrator: integrator)
        // The common case first: when `<Name>.podspec.json` can be read, the folder exists and
        // discovery would pick it, so one open replaces three path lookups.
        if module.manifest == nil {
            let path = PathText.join(folder, "\(module.name).podspec.json")
            // A file that cannot be read as text is read again below, to say why.
            if let text = try? fileSystem.readText(absolute(path)) {
                return readComponent(text: text, manifestAt: path, module: module)
            }
        }
        guard fileSystem.directoryExists(absolute(folder)) else {
            if case .git = module.source {
                return .failure(ReadFailure([Diagnostic(
                    .missingManifest, .warning,
                    "module '\(module.name)' has not been fetched: '\(folder)' does not exist, so its dependencies were not checked",
                    at: [module.sourceSite], help: "run 'mortar fetch' (or 'mortar bootstrap') first")]))
            }
            let what = fileSystem.kind(absolute(folder)) == .file ? "a file, not a folder" : "which does not exist"
            return .failure(ReadFailure([Diagnostic(
                .missingManifest, .error, "module '\(module.name)' points at '\(folder)', \(what)",
                at: [module.sourceSite], help: "fix its \(Self.pathKey(in: module.sourceSite.file)) in \(PathText.lastComponent(of: module.sourceSite.file))")]))
        }
        let manifest: String
        switch discoverManifest(module: module, folder: folder) {
        case let .success(found): manifest = found
        case let .failure(failure): return .failure(failure)
        }
        let read = readComponent(manifestAt: manifest, module: module)
        if case let .failure(failure) = read, ManifestKind(fileName: manifest) == .podspec {
            return .failure(ReadFailure(failure.diagnostics.map { Self.podspecJSONWayOn($0, podspec: manifest, folder: folder, module: module.name) }))
        }
        return read
    }

    /// A podspec that cannot be read statically: the exact way on is CocoaPods' JSON form of it,
    /// written beside it, named as the module's `"manifest"` (mortar reads a `.podspec.json`
    /// with no Ruby).
    static func podspecJSONWayOn(_ diagnostic: Diagnostic, podspec: String, folder: String, module: String) -> Diagnostic {
        guard diagnostic.code == .invalidManifest else { return diagnostic }
        let name = PathText.lastComponent(of: podspec)
        let inside = PathText.relative(podspec, from: folder)
        let way = "in '\(PathText.directory(of: podspec))' run 'pod ipc spec \(name) > \(name).json', then set \"manifest\": \"\(inside).json\" on module '\(module)' in mortar.json"
        var result = diagnostic
        let generic = RubyError.alternative(for: podspec)
        if let help = diagnostic.help, help.contains(generic) {
            result.help = help.replacingOccurrences(of: generic, with: way)
        } else if let help = diagnostic.help, help.hasSuffix("or use mortar.json / a .podspec.json") {
            result.help = String(help.dropLast("use mortar.json / a .podspec.json".count)) + way
        }
        return result
    }

    /// Discovery order: the module's `manifest`, `<Name>.podspec.json`, `<Name>.podspec`, a
    /// single `*.podspec(.json)`, `Package.swift`.
    func discoverManifest(module: Module, folder: String) -> Result<String, ReadFailure> {
        if let named = module.manifest {
            let path = PathText.join(folder, named)
            guard fileSystem.fileExists(absolute(path)) else {
                return .failure(ReadFailure([Diagnostic(
                    .missingManifest, .error, "module '\(module.name)' names manifest '\(named)', but '\(path)' does not exist",
                    at: [module.location], help: "fix its \"manifest\" path, or remove it to let mortar find the manifest")]))
            }
            return .success(path)
        }
        for candidate in ["\(module.name).podspec.json", "\(module.name).podspec"] {
            let path = PathText.join(folder, candidate)
            if fileSystem.fileExists(absolute(path)) { return .success(path) }
        }
        let entries = (try? fileSystem.contentsOfDirectory(absolute(folder))) ?? []
        let podspecs = entries.filter { ManifestKind.isPodspec($0) && fileSystem.fileExists(absolute(PathText.join(folder, $0))) }
        if podspecs.count == 1 { return .success(PathText.join(folder, podspecs[0])) }
        if podspecs.count > 1 {
            return .failure(ReadFailure([Diagnostic(
                .missingManifest, .error,
                "module '\(module.name)' has several podspecs in '\(folder)' (\(podspecs.joined(separator: ", "))) and none is named '\(module.name).podspec'",
                at: [module.location], help: "name the one to use with \"manifest\": \"\(podspecs[0])\"")]))
        }
        let package = PathText.join(folder, "Package.swift")
        if fileSystem.fileExists(absolute(package)) { return .success(package) }
        return .failure(ReadFailure([Diagnostic(
            .missingManifest, .error,
            "module '\(module.name)' has no manifest in '\(folder)': no \(module.name).podspec.json, \(module.name).podspec, other podspec or Package.swift",
            // At the folder's source: the mortar.local.json `path` that chose it, when one did.
            at: [module.sourceSite],
            help: module.sourceLocation == nil
                ? "add a component manifest to the module, or name it with \"manifest\""
                : "fix its \(Self.pathKey(in: module.sourceSite.file)) in \(PathText.lastComponent(of: module.sourceSite.file)) to name the module's folder")]))
    }

    /// How the file that chose a module's folder spells the key: `:path` in a Podfile
    /// (`pod 'X', :path => '…'`), `"path"` in mortar.json and mortar.local.json.
    static func pathKey(in file: String) -> String {
        ManifestKind(fileName: file) == .podfile ? ":path" : "\"path\""
    }

    /// Reads one component manifest by its kind.
    public func readComponent(manifestAt displayPath: String, module: Module) -> Result<Component, ReadFailure> {
        do {
            // A Ruby podspec is lexed as bytes: read as such, no `String` of it is made.
            if ManifestKind(fileName: displayPath) == .podspec {
                return readRubyPodspec(text: try fileSystem.readUTF8(absolute(displayPath)), displayPath: displayPath, buildSpec: keepsBuildSpecs)
            }
            return readComponent(text: try fileSystem.readText(absolute(displayPath)), manifestAt: displayPath, module: module)
        } catch {
            return .failure(ReadFailure([Diagnostic(
                .invalidManifest, .error, "cannot read '\(displayPath)': \(error.reason)", at: [SourceLocation(file: displayPath)],
                help: error.fix ?? "check the file's permissions")]))
        }
    }

    /// Reads one component manifest's text by its kind.
    func readComponent(text: String, manifestAt displayPath: String, module: Module) -> Result<Component, ReadFailure> {
        // A file of no component kind is read as podspec JSON (its errors say what it lacks).
        switch ManifestKind(fileName: displayPath) {
        case .podspec:
            return readRubyPodspec(text: text, displayPath: displayPath, buildSpec: keepsBuildSpecs)
        case .packageSwift:
            return readPackageSwift(displayPath: displayPath, module: module)
        case .podspecJSON, .podfile, .mortarJSON, nil:
            do {
                return .success(try PodspecJSONReader.read(text, file: displayPath, buildSpec: keepsBuildSpecs))
            } catch {
                return .failure(ReadFailure(error.issues.map { issue in
                    Diagnostic(.invalidManifest, .error, issue.message, at: [issue.location], help: issue.help ?? "fix the podspec at that place")
                }))
            }
        }
    }
}
