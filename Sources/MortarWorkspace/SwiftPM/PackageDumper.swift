import MortarCore
import MortarFormats

/// Reads `Package.swift` with the toolchain's own `swift package dump-package` (argv, no
/// shell, a timeout), caching its JSON by a SHA-256 of the manifest bytes, the package folder
/// and the toolchain version: an unchanged manifest costs no compile on the next run.
public struct PackageDumper: Sendable {
    public var fileSystem: FileSysteming
    public var processRunner: ProcessRunning
    /// Absolute folder of cache entries (`dump-package/<sha256>.json` inside it).
    public var cacheDirectory: String
    public var toolchain: ToolchainVersion
    public var executable: String
    public var timeout: Double

    public init(
        fileSystem: FileSysteming, processRunner: ProcessRunning, cacheDirectory: String,
        toolchain: ToolchainVersion = ToolchainVersion(), executable: String = "swift", timeout: Double = 300
    ) {
        self.fileSystem = fileSystem
        self.processRunner = processRunner
        self.cacheDirectory = cacheDirectory
        self.toolchain = toolchain
        self.executable = executable
        self.timeout = timeout
    }

    /// The dump-package JSON of the package in `packageDirectory` (absolute), from the cache
    /// when the manifest is unchanged. `displayPath` is the manifest path shown in diagnostics.
    public func dumpJSON(packageDirectory: String, displayPath: String) -> Result<(json: String, cached: Bool), WorkspaceLoader.ReadFailure> {
        let location = SourceLocation(file: displayPath)
        var hasher = SHA256()
        let version: String
        do {
            version = try toolchain.text(executable: executable, runner: processRunner, timeout: 60)
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
            result = try processRunner.run(request)
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
    /// the `Package.swift` line that names it.
    public func read(packageDirectory: String, displayPath: String) -> Result<SwiftPMPackage, WorkspaceLoader.ReadFailure> {
        let dumped: String
        switch dumpJSON(packageDirectory: packageDirectory, displayPath: displayPath) {
        case let .success(value): dumped = value.json
        case let .failure(failure): return .failure(failure)
        }
        let manifestText = (try? fileSystem.readText(PathText.join(packageDirectory, "Package.swift"))) ?? ""
        do throws(ManifestError) {
            return .success(try SwiftPMDumpReader.read(json: dumped, manifestText: manifestText, manifestPath: displayPath, packageDirectory: packageDirectory))
        } catch {
            let issue = error.issues.first
            return .failure(fail(.invalidManifest, .error, "cannot read the dump of '\(displayPath)': \(issue?.message ?? "\(error)")",
                                       at: [SourceLocation(file: displayPath)], help: "check that 'swift package dump-package' works in that folder"))
        }
    }

    func fail(_ code: DiagnosticCode, _ severity: Severity, _ message: String, at locations: [SourceLocation], help: String) -> WorkspaceLoader.ReadFailure {
        WorkspaceLoader.ReadFailure([Diagnostic(code, severity, message, at: locations, help: help)])
    }
}
