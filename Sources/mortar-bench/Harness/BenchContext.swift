import Foundation
import MortarWorkspace
import MortarTestSupport

/// What suites share while they run: the options, a scratch folder, and the way to measure a
/// case in a child process of this same executable.
struct BenchContext: Sendable {
    var options: BenchOptions
    /// A fresh folder for generated inputs; removed at the end unless `--keep`.
    var scratch: String
    /// This executable, re-run as `mortar-bench --child SUITE …`.
    var executable: String
    var runner = ProcessRunner()

    /// When the run started, for the elapsed time in progress lines.
    var started = DispatchTime.now().uptimeNanoseconds

    /// Progress goes to standard error (with the time since the start), so standard output
    /// holds only the report.
    func log(_ message: String) {
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        FileHandle.standardError.write(Data("mortar-bench: [\(String(format: "%6.1f", elapsed)) s] \(message)\n".utf8))
    }

    /// Runs `mortar-bench --child SUITE arguments…` and reads its report.
    func measureInChild(_ suite: String, _ arguments: [String]) throws(BenchError) -> ChildReport {
        let request = ProcessRequest(executable, ["--child", suite] + arguments, timeout: 300)
        let result = try runner.runToZeroExit(request, cannotStart: BenchError.childFailed) {
            .childFailed("'\(request.commandLine)' exited with status \($0.status): \($0.stderrText.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        let line = result.stdoutText.split(separator: "\n").last.map(String.init) ?? ""
        return try ChildReport(json: line)
    }

    /// Runs a suite's child measurement and turns it into a row.
    func row(_ suite: String, variant: String? = nil, _ arguments: [String]) throws(BenchError) -> BenchRow {
        let report = try measureInChild(suite, arguments)
        return BenchRow(suite: suite, variant: variant, sizes: report.sizes, samples: report.samples, cpuSamples: report.cpuSamples, peakMemoryMB: report.peakMemoryMB)
    }

    /// Measures several cases of one suite in alternating order, one run per child at a time:
    /// round 1 runs A then B, round 2 B then A, and so on. A machine whose speed drifts (other
    /// work, disk writeback) then weighs on every case alike, and round `i` of each case forms
    /// a pair for `Statistics.pairedComparison`.
    func interleavedRows(_ suite: String, _ cases: [(variant: String, arguments: [String])], runs: Int) throws(BenchError) -> [BenchRow] {
        let rounds = try interleavedReports(suite, cases.map { $0.arguments + ["--runs", "1"] }, rounds: runs)
        return cases.indices.map { index in
            let report = rounds.dropFirst().reduce(rounds[0][index]) { $0.appending($1[index]) }
            return BenchRow(suite: suite, variant: cases[index].variant, sizes: report.sizes, samples: report.samples, cpuSamples: report.cpuSamples, peakMemoryMB: report.peakMemoryMB)
        }
    }

    /// Each child's arguments of `arguments` measured once a round for `rounds` rounds (at least
    /// one), the order alternating as `interleavedRows` says: each round's reports, in the
    /// order of `arguments`.
    func interleavedReports(_ suite: String, _ arguments: [[String]], rounds: Int) throws(BenchError) -> [[ChildReport]] {
        var reports: [[ChildReport]] = []
        for round in 0..<max(1, rounds) {
            var inRound: [ChildReport?] = Array(repeating: nil, count: arguments.count)
            for index in round % 2 == 0 ? Array(arguments.indices) : arguments.indices.reversed() {
                inRound[index] = try measureInChild(suite, arguments[index])
            }
            reports.append(inRound.map { $0! })
        }
        return reports
    }

    /// A new empty folder inside the scratch folder.
    func makeFolder(_ name: String) throws(BenchError) -> String {
        let path = scratch + "/" + name
        if FileManager.default.fileExists(atPath: path) { Self.remove(path, runner: runner) }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .setup("cannot create '\(path)': \(error.localizedDescription)")
        }
        return path
    }

    /// Removes a folder made by `makeFolder`, unless `--keep` (with `rm -rf`: much faster than
    /// `FileManager` on tens of thousands of entries).
    func discard(_ path: String) {
        if !options.keep { Self.remove(path, runner: runner) }
    }

    static func remove(_ path: String, runner: ProcessRunner) {
        if (try? runner.run(ProcessRequest("rm", ["-rf", "--", path], timeout: 300)))?.status != 0 {
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// Plans and writes a synthetic workspace into a new folder named `name`.
    func writeWorkspace(_ spec: SyntheticWorkspaceSpec, named name: String) throws(BenchError) -> (root: String, workspace: SyntheticWorkspacePlan) {
        let root = try makeFolder(name)
        let workspace = SyntheticWorkspacePlan(spec)
        do {
            try SyntheticWorkspaceWriter().write(workspace, to: root)
        } catch {
            throw .setup(error.description)
        }
        return (root, workspace)
    }

    /// The runs for a case: `--runs` when given, else the suite's bounded default.
    func runs(default count: Int) -> Int { options.runs ?? count }
}
