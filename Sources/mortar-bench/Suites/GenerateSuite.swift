import MortarCore
import MortarWorkspace
import MortarTestSupport

/// `generate`: `mortar generate` (load, plan, render and write Package.swift and Podfile) for a
/// 1,000-module synthetic workspace already on disk (podspec modules: Package.swift reading
/// runs the toolchain per module, which would measure the toolchain); `--check` when everything
/// is current; and the pure planner alone on 1,000 in-memory modules, half SwiftPM packages.
enum GenerateSuite: BenchSuite {
    static let name = "generate"
    static let modules = 1000
    static let outputs = ["--swiftpm", "Generated/Package.swift", "--podfile", "Generated/Podfile"]

    static func run(_ context: BenchContext, notes: inout SuiteNotes) throws(BenchError) -> [BenchRow] {
        let spec = SyntheticWorkspaceSpec(seed: context.options.seed, modules: modules)
        context.log("generate: writing a \(modules)-module workspace")
        let (root, _) = try context.writeWorkspace(spec, named: "generate-\(modules)")
        let runs = "\(context.runs(default: 15))"
        var rows: [BenchRow] = []
        let labels = ["write": "write, podspecs on disk", "check": "--check, up to date", "plan": "plan only, half SwiftPM, in memory"]
        for variant in ["write", "check", "plan"] {
            context.log("generate: measuring \(variant)")
            rows.append(try context.row(name, variant: labels[variant], [variant, "--dir", root, "--runs", runs]))
        }
        context.discard(root)
        return rows
    }

    /// `write`: removes the outputs before each run (not timed), so every run writes them;
    /// `check`: generates once, then times `mortar generate --check`.
    static func child(_ arguments: ChildArguments) throws(BenchError) -> ChildReport {
        let root = try arguments.string("dir")
        let runs = try arguments.int("runs")
        let command = ["generate", "--manifest", SyntheticWorkspacePlan.manifestPath] + outputs
        if arguments.target == "plan" { return try plan(runs: runs) }
        let check = arguments.target == "check"
        if check { try InProcessMortar.run(command, in: root) }
        var readings: [Stopwatch.Reading] = []
        for _ in 0..<runs {
            if !check { BenchContext.remove(root + "/Generated", runner: ProcessRunner()) }
            let (_, reading) = try Stopwatch.time { () throws(BenchError) in try InProcessMortar.run(check ? command + ["--check"] : command, in: root) }
            readings.append(reading)
        }
        return ChildReport(readings: readings, peakMemoryMB: PeakMemory.megabytes(), sizes: [("modules", modules)])
    }

    /// `ManifestGenerator.plan` for both outputs of `MortarCore.SyntheticWorkspace.make`.
    static func plan(runs: Int) throws(BenchError) -> ChildReport {
        let request = ManifestGenerator.Request(
            workspace: SyntheticWorkspace.make(modules: modules), manifestFolder: ".", swiftpmPath: "Package.swift", podfilePath: "Podfile")
        var readings: [Stopwatch.Reading] = []
        for _ in 0..<runs {
            let (plan, reading) = try Stopwatch.time { () throws(BenchError) in
                do {
                    return try ManifestGenerator.plan(request)
                } catch {
                    throw .unexpected("planning failed: \(error)")
                }
            }
            guard plan.files.count == 3 else { throw .unexpected("the plan has \(plan.files.count) files, not 3") }
            readings.append(reading)
        }
        return ChildReport(readings: readings, peakMemoryMB: PeakMemory.megabytes(), sizes: [("modules", modules)])
    }
}
