import MortarCore
import MortarWorkspace

/// `check`: load a synthetic workspace from disk (mortar.json and every `.podspec.json`) and
/// check it, at 100, 1,000, 5,000 and 20,000 modules; fits how time grows with modules + edges.
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

    /// Loads and checks the workspace in `--dir` `--runs` times; the workspace must be clean.
    static func child(_ arguments: ChildArguments) throws(BenchError) -> ChildReport {
        let root = try arguments.string("dir")
        let runs = try arguments.int("runs")
        let loader = WorkspaceLoader(currentDirectory: root)
        var samples: [Double] = []
        var modules = 0, edges = 0
        for _ in 0..<runs {
            let ((workspace, findings), seconds) = try Stopwatch.measure { () throws(BenchError) in
                let workspace: Workspace
                do {
                    workspace = try loader.load(integratorAt: SyntheticWorkspace.manifestPath)
                } catch {
                    throw .unexpected("the synthetic mortar.json did not load: \(error)")
                }
                return (workspace, Checker.check(workspace))
            }
            guard findings.isEmpty else {
                throw .unexpected("the clean synthetic workspace has \(findings.count) findings, first: \(findings[0].message)")
            }
            samples.append(seconds)
            modules = workspace.integrator.modules.count
            edges = workspace.components.values.reduce(0) { $0 + $1.dependencies.count }
        }
        return ChildReport(samples: samples, peakMemoryMB: PeakMemory.megabytes(), sizes: [("modules", modules), ("edges", edges)])
    }
}
