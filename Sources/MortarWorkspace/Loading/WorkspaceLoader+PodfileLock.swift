import MortarCore
import MortarFormats

// `Podfile.lock` beside a Podfile, plugged into loading.
extension WorkspaceLoader {
    /// The `Podfile.lock` beside the Podfile at `podfilePath`, read, with the SHA-1 of the
    /// Podfile's bytes; nil when there is none; a lock that cannot be read stops the command.
    func podfileLock(podfileAt podfilePath: String) throws(ManifestError) -> (lock: PodfileLock, podfileChecksum: String?)? {
        let lockPath = layout(of: podfilePath).podfileLock
        guard fileSystem.fileExists(absolute(lockPath)) else { return nil }
        let text: String
        do {
            text = try fileSystem.readText(absolute(lockPath))
        } catch {
            throw ManifestError("cannot read '\(lockPath)': \(error.reason)", at: SourceLocation(file: lockPath), help: error.fix ?? "check the file's permissions, or run 'pod install' to write it again")
        }
        let lock = try PodfileLockReader.read(text, file: lockPath)
        // CocoaPods' PODFILE CHECKSUM is the SHA-1 of the Podfile's bytes as read from disk.
        return (lock, (try? fileSystem.readBytes(absolute(podfilePath))).map(SHA1.hex))
    }
}
