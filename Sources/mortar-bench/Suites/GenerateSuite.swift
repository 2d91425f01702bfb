import MortarCore
import MortarWorkspace
import MortarTestSupport

/// `generate`: `mortar generate` (load, plan, render and write Package.swift and Podfile) for a
/// 1,000-module synthetic workspace already on disk (podspec modules: Package.swift reading
/// runs the toolchain per module, which would measure the toolchain); `--check` when everything
/// is current; the pure planner alone on 1,000 in-memory modules, half SwiftPM packages; and the
/// podspec → SwiftPM conversion of the 1,000 on-disk modules (the walk of each folder, CocoaPods'
/// globs, targets and findings) with the plan of the composite Package.swift.
enum GenerateSuite: BenchSuite {
    static let name = "generate"
    static let modules = 1000
    /// Source files per module of the workspace the `convert` case walks.
    static let sourceFilesPerModule = 10
    static let outputs = ["--swiftpm", "Generated/Package.swift", "--podfile", "Generated/Podfile"]

    static func run(_ context: BenchContext, notes: inout SuiteNotes) throws(BenchError) -> [BenchRow] {
        let spec = SyntheticWorkspaceSpec(seed: context.options.seed, modules: modules)
        context.log("generate: writing a \(modules)-module workspace")
        let (root, _) = try context.writeWorkspace(spec, named: "generate-\(modules)")
        let runs = "\(context.runs(default: 15))"
        var rows: [BenchRow] = []
        let labels = ["write": "write, podspecs on disk", "check": "--check, up to date", "plan": "plan only, half SwiftPM, in memory",
                      "convert": "convert podspecs (walk + globs) and plan Package.swift"]
        for variant in ["write", "check", "plan"] {
            context.log("generate: measuring \(variant)")
            rows.append(try context.row(name, variant: labels[variant], [variant, "--dir", root, "--runs", runs]))
        }
        context.discard(root)
        // The conversion needs files to select: the same workspace with sources on disk.
        let withSources = SyntheticWorkspaceSpec(seed: context.options.seed, modules: modules, sourceFilesPerModule: sourceFilesPerModule)
        context.log("generate: writing a \(modules)-module workspace with \(sourceFilesPerModule) source files per module")
        let (sourcesRoot, _) = try context.writeWorkspace(withSources, named: "generate-convert-\(modules)")
        context.log("generate: measuring convert")
        rows.append(try context.row(name, variant: labels["convert"], ["convert", "--dir", sourcesRoot, "--runs", runs]))
        context.discard(sourcesRoot)
        return rows
    }

    /// `write`: removes the outputs before each run (not timed), so every run writes them;
    /// `check`: generates once, then times `mortar generate --check`.
    static func child(_ arguments: ChildArguments) throws(BenchError) -> ChildReport {
        let root = try arguments.string("dir")
        let runs = try arguments.int("runs")
        let command = ["generate", "--manifest", SyntheticWorkspacePlan.manifestPath] + outputs
        if arguments.target == "plan" { return try plan(runs: runs) }
        if arguments.target == "convert" { return try convert(root: root, runs: runs) }
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

    /// `PodspecConversionService.convert` (walk, globs, targets, findings) on the loaded on-disk
    /// workspace, then `ManifestGenerator.plan` of its Package.swift; the load is not timed. The
    /// Package.swift is beside mortar.json: a module outside its folder is not convertible
    /// (`PackageFolder`), and under `Generated/` every module was.
    static func convert(root: String, runs: Int) throws(BenchError) -> ChildReport {
        let workspace: AppManifests
        do {
            workspace = try WorkspaceLoader(currentDirectory: root).load(integratorAt: SyntheticWorkspacePlan.manifestPath)
        } catch {
            throw .unexpected("the synthetic mortar.json did not load: \(error)")
        }
        var readings: [Stopwatch.Reading] = []
        var targets = 0
        for _ in 0..<runs {
            let (count, reading) = try Stopwatch.time { () throws(BenchError) in
                let conversions = PodspecConversionService.convert(
                    workspace, manifestFolder: root, packageFolder: root, fileSystem: LocalFileSystem())
                do {
                    _ = try ManifestGenerator.plan(.init(
                        workspace: workspace, manifestFolder: root, swiftpmPath: root + "/Package.swift", podfilePath: nil, conversions: conversions))
                } catch {
                    throw .unexpected("planning failed: \(error)")
                }
                return conversions.values.reduce(0) { $0 + $1.targets.count }
            }
            targets = count
            readings.append(reading)
        }
        guard targets > 0 else { throw .unexpected("the conversion made no target") }
        return ChildReport(readings: readings, peakMemoryMB: PeakMemory.megabytes(), sizes: [("modules", modules), ("targets", targets)])
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
