import MortarCore
import MortarTestSupport

/// `resolve`: the resolver on `SyntheticProblem`s of 500 packages × 20 versions (each version
/// depending on up to 3 later packages, 100 app requirements, solvable with backtracking), one
/// problem per seed; only solving is timed.
enum ResolveSuite: BenchSuite {
    static let name = "resolve"
    static let packages = 500
    static let versions = 20

    static func run(_ context: BenchContext, notes: inout SuiteNotes) throws(BenchError) -> [BenchRow] {
        context.log("resolve: measuring \(packages) packages × \(versions) versions")
        return [try context.row(name, ["\(packages)", "--runs", "\(context.runs(default: 10))", "--seed", "\(context.options.seed)"])]
    }

    /// Solves problems for seeds `seed`, `seed + 1`, … (one run each).
    static func child(_ arguments: ChildArguments) throws(BenchError) -> ChildReport {
        let runs = try arguments.int("runs")
        let first = UInt64(try arguments.int("seed"))
        var readings: [Stopwatch.Reading] = []
        for seed in first..<first + UInt64(runs) {
            let problem = SyntheticProblem(packages: packages, versionsPerPackage: versions, seed: seed)
            let (resolution, reading) = try Stopwatch.time { () throws(BenchError) in
                do {
                    return try problem.solve()
                } catch {
                    throw .unexpected("the solvable problem of seed \(seed) did not resolve: \(error)")
                }
            }
            guard !resolution.versions.isEmpty else { throw .unexpected("seed \(seed): an empty solution") }
            readings.append(reading)
        }
        return ChildReport(readings: readings, peakMemoryMB: PeakMemory.megabytes(), sizes: [("packages", packages), ("versions", versions)])
    }
}
