import MortarCore
import MortarFormats

/// Reads `Package.swift`: as text first (`PackageSwiftReader`, no process, nothing run), and
/// only when that refuses (the manifest is not literal) and `runManifests` allows, with the
/// toolchain's own `swift package dump-package` (argv, no shell, a timeout), which compiles and
/// runs the manifest's code — in SwiftPM's sandbox on macOS, unsandboxed on Linux. Its JSON is
/// cached by a SHA-256 of the manifest bytes, the package folder and the toolchain version: an
/// unchanged manifest costs no compile on the next run.
public struct PackageDumper: Sendable {
    public var fileSystem: FileSysteming
    public var processRunner: ProcessRunning
    /// Absolute folder of cache entries (`dump-package/<sha256>.json` inside it).
    public var cacheDirectory: String
    public var toolchain: ToolchainVersion
    public var executable: String
    public var timeout: Double
    /// Whether a manifest the static reader refuses may be run by `dump-package`
    /// (`--run-manifests`; by default, unless `CI` is set: `runsManifestsByDefault`).
    public var runManifests: Bool

    public init(
        fileSystem: FileSysteming, processRunner: ProcessRunning, cacheDirectory: String,
        toolchain: ToolchainVersion = ToolchainVersion(), executable: String = "swift", timeout: Double = 300, runManifests: Bool = true
    ) {
        self.runManifests = runManifests
        self.fileSystem = fileSystem
        self.processRunner = processRunner
        self.cacheDirectory = cacheDirectory
        self.toolchain = toolchain
        self.executable = executable
        self.timeout = timeout
    }

    /// What runs `swift`: with a `TMPDIR` of its own in `tmp/` of the cache, removed after each
    /// run (`swift` leaves a `TemporaryDirectory.XXXXXX` folder in `$TMPDIR` every time).
    var swiftRunner: ProcessRunning {
        OwnTemporaryFolderRunner(inner: processRunner, parent: PathText.join(cacheDirectory, "tmp"), fileSystem: fileSystem)
    }

    /// The dump-package JSON of the package in `packageDirectory` (absolute), from the cache
    /// when the manifest is unchanged. `displayPath` is the manifest path shown in diagnostics.
    public func dumpJSON(packageDirectory: String, displayPath: String) -> Result<(json: String, cached: Bool), WorkspaceLoader.ReadFailure> {
        let location = SourceLocation(file: displayPath)
        var hasher = SHA256()
        let version: String
        do {
            version = try toolchain.text(executable: executable, runner: swiftRunner, timeout: 60)
        } catch {
            return .failure(fail(.invalidManifest, .error, "cannot read '\(displayPath)': \(error)", at: [location],
                                       help: "install a Swift toolchain and put 'swift' on PATH, or add a .podspec.json beside Package.swift"))
        }
        hasher.update(Array("mortar dump-package v1\n\(version)\n\(packageDirectory)\n".utf8))
        let entries = ((try? fileSystem.contentsOfDirectory(packageDirectory)) ?? ["Package.swift"])
            .filter(ManifestKind.isPackageSwift).sorted()
        for entry in entries {
            do {
                let bytes = try fileSystem.readBytes(PathText.join(packageDirectory, entry))
                hasher.update(Array("\(entry)\n\(bytes.count)\n".utf8))
                hasher.update(bytes)
            } catch {
                return .failure(fail(.invalidManifest, .error, "cannot read '\(displayPath)': \(error)", at: [location], help: "check the file's permissions"))
            }
        }
        let key = hasher.finalize().map { byte -> String in
            let hex = String(byte, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
        let folder = PathText.join(cacheDirectory, "dump-package")
        let entryPath = PathText.join(folder, "\(key).json")
        if fileSystem.fileExists(entryPath), let bytes = try? fileSystem.readBytes(entryPath), !bytes.isEmpty {
            return .success((String(decoding: bytes, as: UTF8.self), true))
        }
        let request = ProcessRequest(executable, ["package", "--package-path", packageDirectory, "dump-package"],
                                     workingDirectory: packageDirectory, timeout: timeout)
        let result: ProcessResult
        do {
            result = try swiftRunner.run(request)
        } catch {
            return .failure(fail(.invalidManifest, .error, "cannot read '\(displayPath)': \(error)", at: [location],
                                       help: "check that 'swift package dump-package' works in that folder"))
        }
        guard result.status == 0 else {
            let stderr = result.stderrText.trimmingCharacters(in: .whitespacesAndNewlines)
            let detail = stderr.isEmpty ? "exit status \(result.status)" : stderr
            return .failure(fail(.invalidManifest, .error, "'swift package dump-package' cannot read '\(displayPath)': \(detail)", at: [location],
                                       help: "fix Package.swift so that 'swift package dump-package' succeeds in its folder"))
        }
        // Best effort: a cache that cannot be written only costs the next run a compile.
        try? fileSystem.createDirectory(folder)
        try? fileSystem.writeAtomically(result.stdout, to: entryPath)
        return .success((result.stdoutText, false))
    }

    /// Reads the package into the model (`format` `.swiftpm`), locating each dependency at
    /// the `Package.swift` line that names it: statically when the manifest is literal, else
    /// through `dump-package` when `runManifests` allows, else a diagnostic that says why not.
    public func read(packageDirectory: String, displayPath: String) -> Result<SwiftPMPackage, WorkspaceLoader.ReadFailure> {
        let refusal: PackageSwiftRefusal
        switch readStatically(packageDirectory: packageDirectory, displayPath: displayPath) {
        case let .success(package): return .success(package)
        case let .failure(reason): refusal = reason
        }
        guard runManifests else {
            return .failure(fail(.invalidManifest, .error, "'\(displayPath)' is not a literal manifest: \(refusal.reason)", at: [refusal.location],
                                 help: Self.runManifestsHelp))
        }
        let dumped: String
        switch dumpJSON(packageDirectory: packageDirectory, displayPath: displayPath) {
        case let .success(value): dumped = value.json
        case let .failure(failure): return .failure(failure)
        }
        // Located in the file SwiftPM read: a version-specific variant when it picked one.
        let name = manifestName(packageDirectory: packageDirectory) ?? "Package.swift"
        let manifestText = (try? fileSystem.readText(PathText.join(packageDirectory, name))) ?? ""
        do throws(ManifestError) {
            return .success(try SwiftPMDumpReader.read(
                json: dumped, manifestText: manifestText, manifestPath: Self.shownPath(displayPath, manifest: name), packageDirectory: packageDirectory))
        } catch {
            let issue = error.issues.first
            return .failure(fail(.invalidManifest, .error, "cannot read the dump of '\(displayPath)': \(issue?.message ?? "\(error)")",
                                       at: [SourceLocation(file: displayPath)], help: "check that 'swift package dump-package' works in that folder"))
        }
    }

    /// What to do about a manifest that is not literal when running it is not allowed.
    public static let runManifestsHelp = "rerun with --run-manifests to let SwiftPM evaluate it (that runs its code; unsandboxed on Linux)"

    /// True unless `CI` is set (to anything but `0` or `false`): a manifest the static reader
    /// refuses is run on a developer's machine, never unasked in CI.
    public static func runsManifestsByDefault(environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.trimmingWhitespace().lowercased() else { return true }
        return value.isEmpty || value == "0" || value == "false"
    }

    /// The package read as text (`PackageSwiftReader`), nothing run: the manifest SwiftPM
    /// would read (`manifestName`). Refused when it is not literal, or when `Package@swift-X.swift`
    /// variants sit beside it and the toolchain's version is unknown.
    /// `manifest` names the file when the caller already knows which one SwiftPM reads.
    public func readStatically(packageDirectory: String, displayPath: String, manifest: String? = nil) -> Result<SwiftPMPackage, PackageSwiftRefusal> {
        guard let name = manifest ?? manifestName(packageDirectory: packageDirectory) else {
            return .failure(PackageSwiftRefusal(
                "version-specific manifests sit beside it, and 'swift --version' did not say which one this toolchain reads", at: SourceLocation(file: displayPath)))
        }
        let shown = Self.shownPath(displayPath, manifest: name)
        let text: String
        do {
            text = try fileSystem.readText(PathText.join(packageDirectory, name))
        } catch {
            return .failure(PackageSwiftRefusal("it cannot be read: \(error)", at: SourceLocation(file: shown)))
        }
        do throws(PackageSwiftRefusal) {
            return .success(try PackageSwiftReader.read(text, file: shown, packageDirectory: packageDirectory))
        } catch {
            return .failure(error)
        }
    }

    /// The file SwiftPM reads in `packageDirectory`: `Package.swift`, or the version-specific
    /// variant this toolchain picks (`PackageManifestChoice`, asking `swift --version` once per
    /// run, only when there are variants). Nil when the version cannot be told.
    public func manifestName(packageDirectory: String) -> String? {
        let entries = ((try? fileSystem.contentsOfDirectory(packageDirectory)) ?? []).filter(ManifestKind.isPackageSwift)
        guard entries.contains(where: { $0 != "Package.swift" }) else { return "Package.swift" }
        guard let text = try? toolchain.text(executable: executable, runner: swiftRunner, timeout: 60),
              let version = PackageManifestChoice.swiftVersion(fromVersionText: text)
        else { return nil }
        let regular = (try? fileSystem.readText(PathText.join(packageDirectory, "Package.swift"))) ?? ""
        return PackageManifestChoice.manifest(files: entries, packageSwiftText: regular, swiftVersion: version)
    }

    /// `displayPath` (of `Package.swift`) for the manifest file `name` beside it.
    static func shownPath(_ displayPath: String, manifest name: String) -> String {
        name == "Package.swift" ? displayPath : PathText.join(PathText.directory(of: displayPath), name)
    }

    func fail(_ code: DiagnosticCode, _ severity: Severity, _ message: String, at locations: [SourceLocation], help: String) -> WorkspaceLoader.ReadFailure {
        WorkspaceLoader.ReadFailure([Diagnostic(code, severity, message, at: locations, help: help)])
    }
}
