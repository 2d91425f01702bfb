import Foundation
import MortarCore
import MortarWorkspace

/// Runs the toolchain's `swift` (or `swiftc`) for a test (`package describe`, `dump-package`, `build`,
/// `test`) as Mortar runs it (`OwnTemporaryFolderRunner`): with a `TMPDIR` of its own, removed
/// after the run, so the `TemporaryDirectory.XXXXXX` folder `swift` leaves at every run does
/// not pile up in the machine's `/tmp`. Every test that starts `swift` goes through here.
public enum SwiftCommand {
    /// Where the runs' own folders are made (each removed after its run): one folder in the
    /// test process's temporary folder.
    public static var scratch: String { PathText.join(NSTemporaryDirectory(), "mortar-test-swift") }

    /// Runs `request` through `runner` with a `TMPDIR` of its own; the rest of the environment
    /// is the runner's.
    public static func run(_ request: ProcessRequest, runner: ProcessRunning = ProcessRunner()) throws(ProcessError) -> ProcessResult {
        try OwnTemporaryFolderRunner(inner: runner, parent: scratch, fileSystem: LocalFileSystem()).run(request)
    }
}
