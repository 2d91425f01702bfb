import Foundation
import MortarWorkspace

/// `mortar-bench fetch [FOLDER]`: the fetch benchmark (60 local repositories, `--jobs 8`; see
/// `FetchBenchmark`), run against the `mortar` executable built beside this one. The folder is
/// removed afterwards unless one was given.
enum FetchSuite {
    /// Runs the benchmark; returns the report and the exit status.
    static func run(_ arguments: [String]) -> (report: String, status: Int32) {
        let mortar = (CommandLine.arguments[0] as NSString).deletingLastPathComponent + "/mortar"
        guard FileManager.default.isExecutableFile(atPath: mortar) else {
            return ("error: '\(mortar)' not found; build it first with 'swift build -c release'\n", 2)
        }
        let given = arguments.first
        let folder = given ?? FileManager.default.temporaryDirectory.path + "/mortar-bench-fetch-\(getpid())"
        defer { if given == nil { try? FileManager.default.removeItem(atPath: folder) } }
        do {
            return (try FetchBenchmark(folder: folder).run(mortar: mortar).description, 0)
        } catch {
            return ("error: \(error)\n", 1)
        }
    }
}
