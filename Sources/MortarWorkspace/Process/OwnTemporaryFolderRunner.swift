import Foundation
import MortarCore

/// Runs each program with a `TMPDIR` of its own: a new folder inside `parent` (in Mortar's
/// cache), removed when the program has ended, whatever its exit (a failure, a timeout, a
/// launch that failed). `swift` leaves a `TemporaryDirectory.XXXXXX` folder and lock files in
/// `$TMPDIR` at every run (`swift --version`, `swift package dump-package`, `describe`,
/// `build`: a toolchain leak), which would pile up in the user's `/tmp`; here they go with the
/// folder. Only `TMPDIR` is laid over the request's environment; the rest is the inner
/// runner's as before. When the folder cannot be made (a cache that cannot be written), the
/// program runs as it would have without this runner: reading a manifest matters more.
public struct OwnTemporaryFolderRunner: ProcessRunning {
    public var inner: ProcessRunning
    /// The folder the programs' own folders are made in (absolute).
    public var parent: String
    public var fileSystem: FileSysteming

    public init(inner: ProcessRunning, parent: String, fileSystem: FileSysteming) {
        self.inner = inner
        self.parent = parent
        self.fileSystem = fileSystem
    }

    /// The name of the folder in `parent` each program gets: random, so runs in parallel
    /// (several readers, several Mortar processes) never share one.
    static func folderName() -> String { "tmp-" + UUID().uuidString.lowercased() }

    public func run(_ request: ProcessRequest) throws(ProcessError) -> ProcessResult {
        let folder = PathText.join(parent, Self.folderName())
        guard (try? fileSystem.createDirectory(folder)) != nil else { return try inner.run(request) }
        // The parent stays (empty): removing it could remove the folder of a program another
        // reader started meanwhile.
        defer { try? fileSystem.removeItem(folder) }
        var own = request
        own.environment["TMPDIR"] = folder
        return try inner.run(own)
    }
}
