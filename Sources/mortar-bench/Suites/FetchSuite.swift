import Foundation
import MortarWorkspace
import MortarTestSupport

/// `fetch`: `mortar fetch --jobs 8` of 60 module repositories (local git repositories with a
/// `develop` branch and tags, about 24 MB in all), cold and as a no-op second run, against
/// `xargs -P 8 git clone` of the same list; and a no-op run over repositories of real size
/// (thousands of tracked files each, where `git status` costs what it costs in real checkouts);
/// and a second app cloning from the repository cache against a cold fetch (`FetchSuite+Cache`).
///
/// The cold fetch and xargs run in interleaved rounds (A B, B A, …), each run after the previous
/// output is renamed aside and the disk is synced, so neither pays for the other's writeback or
/// deletions (on a disk mounted with `discard`, an `rm -rf` just before a run can double its
/// time); the report compares them round by round.
///
/// Nothing is deleted until every case has run: the outputs set aside stay in each set's
/// `Trash` and both sets' folders are removed at the end. A case measured right after another
/// removed its outputs pays for those deletions in every file it creates: on ext4 without a
/// journal (this project's build machine), each new inode skips the inodes freed in the last
/// seconds to minutes, one by one: creating 2,500 files beside freshly removed checkouts took
/// 2.0–2.5 s of system time instead of 0.11 s, and the second app from the cache, measured
/// right after the cold case had removed its five runs of 20,000 files, spent three quarters
/// of its samples in the kernel's `find_inode_bit` (Performance.md, *The repository cache*).
enum FetchSuite: BenchSuite {
    static let name = "fetch"
    static let repositories = 60
    /// Incompressible bytes per repository: 60 × 400 kB ≈ 24 MB.
    static let payloadBytes = 400_000
    static let jobs = "8"
    /// The real-size case: 8 repositories of 2,500 tracked files (20,000 files in all).
    static let largeRepositories = 8
    static let largeFiles = 2500
    /// The groups `--cases` picks from, in the order they run.
    static let caseGroups = ["clone", "noop", "cache", "large"]

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
        let common = ["--dir", root, "--seed", "\(context.options.seed)"]
        func wanted(_ group: String) -> Bool { context.options.cases?.contains(group) ?? true }
        var rows: [BenchRow] = []
        if wanted("clone") {
            let cold = "mortar fetch, cold"
            let xargs = "xargs -P 8 git clone, cold"
            let rounds = context.runs(default: 15)
            context.log("fetch: measuring \(cold) and \(xargs) in \(rounds) interleaved rounds")
            let pair = try context.interleavedRows(name, [(cold, ["cold"] + common), (xargs, ["xargs"] + common)], runs: rounds)
            if let comparison = Statistics.pairedComparison(pair[0].samples, baseline: pair[1].samples) {
                notes.comparisons.append((name, cold, xargs, comparison))
            }
            rows += pair
        }
        if wanted("noop") {
            context.log("fetch: measuring mortar fetch, no-op")
            rows.append(try context.row(name, variant: "mortar fetch, no-op", ["noop", "--runs", "\(context.runs(default: 10))"] + common))
            context.log("fetch: measuring mortar fetch, no-op, every module at a tag")
            rows.append(try context.row(name, variant: "mortar fetch, no-op, all at tags", ["noop-tags", "--runs", "\(context.runs(default: 10))"] + common))
        }
        if wanted("cache") { rows += try cacheRows(context, common: common) }
        guard wanted("large") else {
            context.discard(root)
            return rows
        }
        context.log("fetch: writing \(largeRepositories) repositories of \(largeFiles) files")
        let largeSpec = SyntheticWorkspaceSpec(
            seed: context.options.seed, modules: largeRepositories, sourceFilesPerModule: largeFiles, gitSources: true)
        let (largeRoot, largePlan) = try context.writeWorkspace(largeSpec, named: "fetch-large-\(largeRepositories)")
        try GitRepositoryMaker(runner: context.runner).make(largePlan, root: largeRoot)
        context.log("fetch: measuring mortar fetch, no-op, \(largeFiles) files a repository")
        let noopLarge = try context.row(
            name, variant: "mortar fetch, no-op, \(largeFiles) files each",
            ["noop", "--runs", "\(context.runs(default: 10))", "--dir", largeRoot, "--seed", "\(context.options.seed)",
             "--repositories", "\(largeRepositories)"])
        // The repository cache over smart HTTP again, on repositories of real size.
        let largeRemote = try remoteRows(
            context, common: ["--dir", largeRoot, "--seed", "\(context.options.seed)", "--repositories", "\(largeRepositories)"],
            label: ", \(largeFiles) files each")
        context.discard(root)
        context.discard(largeRoot)
        return rows + [noopLarge] + largeRemote
    }

    static func child(_ arguments: ChildArguments) throws(BenchError) -> ChildReport {
        let root = try arguments.string("dir")
        let runs = try arguments.int("runs")
        let runner = ProcessRunner()
        // The real-size case names its own count (only the modules' names matter here).
        let count = (try? arguments.int("repositories")) ?? repositories
        let plan = SyntheticWorkspacePlan(SyntheticWorkspaceSpec(seed: UInt64(try arguments.int("seed")), modules: count, gitSources: true))
        let fetch = ["fetch", "--manifest", SyntheticWorkspacePlan.manifestPath, "--jobs", jobs]
        // Left for the suite to remove with `root` once every case has run (see above).
        let trash = root + "/Trash"
        var readings: [Stopwatch.Reading] = []
        switch arguments.target {
        case "cold":
            for _ in 0..<runs {
                try setAside(root + "/Modules", in: trash)
                readings.append(try Stopwatch.time { () throws(BenchError) in try InProcessMortar.run(fetch, in: root) }.reading)
            }
        case "noop":
            try setAside(root + "/Modules", in: trash)
            _ = try InProcessMortar.run(fetch, in: root)
            for _ in 0..<runs {
                sync()
                readings.append(try Stopwatch.time { () throws(BenchError) in try InProcessMortar.run(fetch, in: root) }.reading)
            }
        case "noop-tags":
            // The same modules, every one at tag 1.0.0: an already-correct checkout costs one
            // `git status` and no remote contact. Its own checkouts folder: fetch never moves a
            // checkout off the branch it is on.
            try setAside(root + "/ModulesAtTags", in: trash)
            let tagged = "mortar-tags.json"
            do {
                let text = try String(contentsOfFile: root + "/" + SyntheticWorkspacePlan.manifestPath, encoding: .utf8)
                try text.replacingOccurrences(of: "\"branch\": \"develop\"", with: "\"tag\": \"1.0.0\"")
                    .replacingOccurrences(of: "\"checkouts\": \"Modules\"", with: "\"checkouts\": \"ModulesAtTags\"")
                    .write(toFile: root + "/" + tagged, atomically: true, encoding: .utf8)
            } catch {
                throw .setup("cannot write '\(tagged)': \(error.localizedDescription)")
            }
            let fetchTags = ["fetch", "--manifest", tagged, "--jobs", jobs]
            _ = try InProcessMortar.run(fetchTags, in: root)
            for _ in 0..<runs {
                sync()
                readings.append(try Stopwatch.time { () throws(BenchError) in try InProcessMortar.run(fetchTags, in: root) }.reading)
            }
        case "xargs":
            // The same list, as `git clone --branch REF -- URL DEST` lines for xargs, with the
            // environment mortar gives git (so both read the same git configuration).
            let clones = root + "/Clones"
            let lines = plan.modules.map { module in
                "--branch \(module.tag ?? "develop") -- \(root)/\(module.directory) \(clones)/\(module.name)\n"
            }.joined()
            let request = ProcessRequest("xargs", ["-P", jobs, "-L", "1", "git", "clone", "-q"], environment: Git.environment, timeout: 600, input: Array(lines.utf8))
            for _ in 0..<runs {
                try setAside(clones, in: trash)
                let (result, reading) = try Stopwatch.time { () throws(BenchError) in
                    do { return try runner.run(request) } catch let error as ProcessError { throw .unexpected(error.description) } catch { throw .unexpected("\(error)") }
                }
                guard result.status == 0 else { throw .unexpected("xargs git clone failed: \(result.stderrText.prefix(600))") }
                readings.append(reading)
            }
        default:
            let (timed, sizes) = try cacheChild(arguments, root: root, runs: runs, trash: trash)
            return ChildReport(readings: timed, peakMemoryMB: PeakMemory.megabytes(), sizes: [("repositories", plan.modules.count)] + sizes)
        }
        return ChildReport(readings: readings, peakMemoryMB: PeakMemory.megabytes(), sizes: [("repositories", plan.modules.count)])
    }

    /// Renames `folder` (when it exists) into `trash` and syncs the disk: the next run starts
    /// with no pending writes and no deletion in flight. The trash is removed with the set's
    /// folder after every case of the suite has run.
    static func setAside(_ folder: String, in trash: String) throws(BenchError) {
        if FileManager.default.fileExists(atPath: folder) {
            do {
                try FileManager.default.createDirectory(atPath: trash, withIntermediateDirectories: true)
                try FileManager.default.moveItem(atPath: folder, toPath: trash + "/" + UUID().uuidString)
            } catch {
                throw .setup("cannot move '\(folder)' aside: \(error.localizedDescription)")
            }
        }
        sync()
    }
}
