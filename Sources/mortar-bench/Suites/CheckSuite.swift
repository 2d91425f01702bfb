import MortarCLI
import MortarCore
import MortarWorkspace
import MortarTestSupport

/// `check`: `mortar check` of a synthetic workspace already on disk (mortar.json and every
/// `.podspec.json`: load, check, report) at 100, 1,000, 5,000 and 20,000 modules, and how time
/// grows with modules + edges.
enum CheckSuite: BenchSuite {
    static let name = "check"
    static let defaultSizes = [100, 1000, 5000, 20000]

    /// Bounded so the whole suite stays well under 3 minutes on 2 cores.
    static func defaultRuns(_ modules: Int) -> Int {
        switch modules {
        case ...1000: return 15
        case ...5000: return 9
        default: return 5
        }
    }

    static func run(_ context: BenchContext, notes: inout SuiteNotes) throws(BenchError) -> [BenchRow] {
        var rows: [BenchRow] = []
        for modules in context.options.sizes ?? defaultSizes {
            context.log("check: writing a \(modules)-module workspace")
            let spec = SyntheticWorkspaceSpec(seed: context.options.seed, modules: modules)
            let (root, _) = try context.writeWorkspace(spec, named: "check-\(modules)")
            context.log("check: measuring \(modules) modules")
            rows.append(try context.row(name, ["\(modules)", "--dir", root, "--runs", "\(context.runs(default: defaultRuns(modules)))"]))
            context.discard(root)
        }
        let sizes = rows.map { Double(($0.size("modules") ?? 0) + ($0.size("edges") ?? 0)) }
        if let exponent = Statistics.exponent(sizes: sizes, times: rows.map(\.median)) {
            notes.fits.append((name, "modules + edges", exponent))
        }
        return rows
    }

    /// Runs `mortar check --manifest mortar.json` in-process (load from disk, check, render the
    /// report) `--runs` times; the workspace is clean, so anything but exit 0 is an error.
    static func child(_ arguments: ChildArguments) throws(BenchError) -> ChildReport {
        let root = try arguments.string("dir")
        let runs = try arguments.int("runs")
        var readings: [Stopwatch.Reading] = []
        var peak: Double?
        for run in 0..<runs {
            let stdout = BufferOutput(), stderr = BufferOutput()
            let context = CommandContext(environment: [:], currentDirectory: root, stdout: stdout, stderr: stderr)
            let (code, reading) = Stopwatch.time { CLI.run(["check", "--manifest", SyntheticWorkspacePlan.manifestPath], context) }
            guard code == .success else {
                throw .unexpected("'mortar check' of the clean synthetic workspace exited \(code.rawValue): \((stdout.text + stderr.text).prefix(400))")
            }
            readings.append(reading)
            // The peak after the first run is what one `mortar check` process reaches. Later
            // runs in the same process would add what the allocator kept from earlier runs
            // (freed memory the read threads' malloc arenas hold on to), which no real
            // `mortar check` pays.
            if run == 0 { peak = PeakMemory.megabytes() }
        }
        // Sizes come from one more load, after the measurements (so they cost nothing measured).
        let workspace: AppManifests
        do {
            workspace = try WorkspaceLoader(currentDirectory: root).load(integratorAt: SyntheticWorkspacePlan.manifestPath)
        } catch {
            throw .unexpected("the synthetic mortar.json did not load: \(error)")
        }
        let edges = workspace.components.values.reduce(0) { $0 + $1.dependencies.count }
        return ChildReport(readings: readings, peakMemoryMB: peak, sizes: [("modules", workspace.integrator.modules.count), ("edges", edges)])
    }
}
