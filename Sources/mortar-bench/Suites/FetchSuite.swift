import Foundation
import MortarWorkspace

/// `fetch`: `mortar fetch --jobs 8` of 60 module repositories (local git repositories with a
/// `develop` branch and tags, about 24 MB in all), cold and as a no-op second run, against
/// `xargs -P 8 git clone` of the same list run by the same process.
enum FetchSuite: BenchSuite {
    static let name = "fetch"
    static let repositories = 60
    /// Incompressible bytes per repository: 60 × 400 kB ≈ 24 MB.
    static let payloadBytes = 400_000
    static let jobs = "8"

    static func run(_ context: BenchContext, notes: inout SuiteNotes) throws(BenchError) -> [BenchRow] {
        guard InProcessMortar.has("fetch") else {
            notes.unavailable.append((name, "this build has no 'mortar fetch' command (issue 4)"))
            return []
        }
        let spec = SyntheticWorkspaceSpec(
            seed: context.options.seed, modules: repositories, sourceFilesPerModule: 4, payloadBytesPerModule: payloadBytes, gitSources: true)
        context.log("fetch: writing \(repositories) repositories")
        let (root, plan) = try context.writeWorkspace(spec, named: "fetch-\(repositories)")
        try GitRepositoryMaker(runner: context.runner).make(plan, root: root)
        let labels = ["cold": "mortar fetch, cold", "noop": "mortar fetch, no-op", "xargs": "xargs -P 8 git clone, cold"]
        var rows: [BenchRow] = []
        for variant in ["cold", "noop", "xargs"] {
            context.log("fetch: measuring \(labels[variant]!)")
            let runs = context.runs(default: variant == "noop" ? 10 : 5)
            rows.append(try context.row(name, variant: labels[variant], [variant, "--dir", root, "--runs", "\(runs)", "--seed", "\(context.options.seed)"]))
        }
        context.discard(root)
        return rows
    }

    static func child(_ arguments: ChildArguments) throws(BenchError) -> ChildReport {
        let root = try arguments.string("dir")
        let runs = try arguments.int("runs")
        let runner = ProcessRunner()
        let plan = SyntheticWorkspacePlan(SyntheticWorkspaceSpec(seed: UInt64(try arguments.int("seed")), modules: repositories, gitSources: true))
        let checkouts = root + "/Modules"
        let fetch = ["fetch", "--manifest", SyntheticWorkspacePlan.manifestPath, "--jobs", jobs]
        var readings: [Stopwatch.Reading] = []
        switch arguments.target {
        case "cold", "noop":
            if arguments.target == "noop" {
                BenchContext.remove(checkouts, runner: runner)
                _ = try InProcessMortar.run(fetch, in: root)
            }
            for _ in 0..<runs {
                if arguments.target == "cold" { BenchContext.remove(checkouts, runner: runner) }
                readings.append(try Stopwatch.time { () throws(BenchError) in try InProcessMortar.run(fetch, in: root) }.reading)
            }
        case "xargs":
            // The same list, as `git clone --branch REF -- URL DEST` lines for xargs.
            let clones = root + "/Clones"
            let lines = plan.modules.map { module in
                "--branch \(module.tag ?? "develop") -- \(root)/\(module.directory) \(clones)/\(module.name)\n"
            }.joined()
            let request = ProcessRequest("xargs", ["-P", jobs, "-L", "1", "git", "clone", "-q"], environment: GitRepositoryMaker.environment, timeout: 600, input: Array(lines.utf8))
            for _ in 0..<runs {
                BenchContext.remove(clones, runner: runner)
                let (result, reading) = try Stopwatch.time { () throws(BenchError) in
                    do { return try runner.run(request) } catch let error as ProcessError { throw .unexpected(error.description) } catch { throw .unexpected("\(error)") }
                }
                guard result.status == 0 else { throw .unexpected("xargs git clone failed: \(result.stderrText.prefix(600))") }
                readings.append(reading)
            }
        default:
            throw .usage("fetch: unknown case '\(arguments.target)'")
        }
        return ChildReport(readings: readings, peakMemoryMB: PeakMemory.megabytes(), sizes: [("repositories", plan.modules.count)])
    }
}
