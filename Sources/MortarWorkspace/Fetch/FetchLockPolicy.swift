import MortarCore
import MortarFormats

/// What happened to the lock file after a fetch.
public enum FetchLockStatus: Equatable, Sendable {
    case written(String)
    case unchanged(String)
    /// Not written, and why.
    case notWritten(String)
    /// `--locked`: followed, not written.
    case followed(String)
    /// Writing failed (exit 1).
    case writeFailed(String)
}

/// The lock side of `mortar fetch`: which lock `--locked` follows, and when and how the lock is
/// written after a run (whole after a full run; after `--only`, the existing lock with the
/// fetched modules' entries replaced, provided the result still matches the manifest). Paths
/// are display paths, made absolute against `currentDirectory`.
public struct FetchLockPolicy: Sendable {
    /// Why `--locked` cannot go on: a diagnostic located at the lock file, and whether the
    /// input is unusable (exit 2) or merely out of date (exit 1).
    public struct Refusal: Error, Equatable, Sendable {
        public var diagnostic: Diagnostic
        public var isUsageError: Bool

        public init(_ diagnostic: Diagnostic, isUsageError: Bool) {
            self.diagnostic = diagnostic
            self.isUsageError = isUsageError
        }

        /// An error at the lock file `lockPath` with `help`.
        init(_ message: String, at lockPath: String, help: String, isUsageError: Bool) {
            self.init(Diagnostic(.invalidManifest, .error, message, at: [SourceLocation(file: lockPath)], help: help), isUsageError: isUsageError)
        }
    }

    public var fileSystem: FileSysteming
    public var currentDirectory: String

    public init(fileSystem: FileSysteming, currentDirectory: String) {
        self.fileSystem = fileSystem
        self.currentDirectory = currentDirectory
    }

    func absolute(_ path: String) -> String { PathText.absolute(path, from: currentDirectory) }

    /// The lock `--locked` follows: it must exist, read, and still match `manifest`.
    public func lockToFollow(_ lockPath: String, manifest: IntegratorManifest, manifestPath: String) -> Result<LockFile, Refusal> {
        let path = absolute(lockPath)
        guard fileSystem.fileExists(path) else {
            return .failure(Refusal("no lock file to follow", at: lockPath, help: "run 'mortar fetch' without --locked to write it", isUsageError: true))
        }
        let lock: LockFile
        let text: String
        do {
            text = try fileSystem.readText(path)
        } catch {
            return .failure(Refusal(
                "cannot read '\(lockPath)': \(error.reason)", at: lockPath, help: error.fix ?? "check the file's permissions", isUsageError: true))
        }
        do throws(LockFileError) {
            lock = try LockFileReader.read(text, file: lockPath)
        } catch {
            return .failure(Refusal(error.diagnostic(.error), isUsageError: true))
        }
        let mismatches = lock.mismatches(with: manifest)
        if !mismatches.isEmpty {
            let names = mismatches.map { "'\($0)'" }.joined(separator: ", ")
            return .failure(Refusal(
                "no longer matches \(manifestPath) for \(names)", at: lockPath, help: "run 'mortar fetch' without --locked to update it", isUsageError: false))
        }
        return .success(lock)
    }

    /// Writes the lock when every fetched module is in place, and says what happened.
    public func writeLock(_ report: FetchReport, manifest: IntegratorManifest, manifestPath: String, lockPath: String, options: FetchOptions) -> FetchLockStatus {
        if options.locked != nil { return .followed(lockPath) }
        if !manifest.overridden.isEmpty {
            let names = manifest.overridden.map { "'\($0)'" }.joined(separator: ", ")
            return .notWritten("\(LocalOverridesReader.fileName) overrides \(names) on this machine, and the lock records the manifest's sources; move \(LocalOverridesReader.fileName) aside to update it")
        }
        let missing = report.results.filter { !$0.outcome.isInPlace }.count
        if missing > 0 { return .notWritten("\(missing) \(missing == 1 ? "module is" : "modules are") not in place") }
        let path = absolute(lockPath)
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.readBytes(absolute(manifestPath))
        } catch {
            return .writeFailed("\(error)")
        }
        var lock = report.lockFile(manifest: manifest, manifestBytes: bytes)
        if options.only != nil {
            guard fileSystem.fileExists(path) else {
                return .notWritten("--only fetched part of the modules and there is no \(lockPath) yet; run 'mortar fetch' without --only to write it")
            }
            let existing: LockFile
            do {
                existing = try LockFileReader.read(try fileSystem.readText(path), file: lockPath)
            } catch {
                return .notWritten("\(error)")
            }
            let (updated, stale) = existing.updating(lock.modules, manifest: manifest, manifestDigest: lock.manifestDigest)
            if !stale.isEmpty {
                let names = stale.map { "'\($0)'" }.joined(separator: ", ")
                return .notWritten("\(lockPath) would still not match \(manifestPath) for \(names), which --only left out; run 'mortar fetch' without --only to update it")
            }
            lock = updated
        }
        let text = LockFileWriter.write(lock)
        if let existing = try? fileSystem.readBytes(path), existing == Array(text.utf8) { return .unchanged(lockPath) }
        do {
            try fileSystem.writeAtomically(Array(text.utf8), to: path)
        } catch {
            return .writeFailed("\(error)")
        }
        return .written(lockPath)
    }
}
