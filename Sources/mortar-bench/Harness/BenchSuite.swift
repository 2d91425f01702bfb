/// One benchmark suite: it prepares its inputs, then measures each case in a child process.
protocol BenchSuite {
    static var name: String { get }
    /// Runs every case (in child processes) and returns one row per case.
    static func run(_ context: BenchContext, notes: inout SuiteNotes) throws(BenchError) -> [BenchRow]
    /// Measures one case in this process (the child side).
    static func child(_ arguments: ChildArguments) throws(BenchError) -> ChildReport
}

/// Every suite, in report order. A suite whose command is not in this build (as `fetch`
/// before issue 4 lands) runs nothing and says "not available" with the reason.
enum BenchSuites {
    static var available: [any BenchSuite.Type] { [CheckSuite.self, ReadSuite.self, GenerateSuite.self, ImportsSuite.self, FetchSuite.self, ResolveSuite.self, MigrateSuite.self] }

    static var names: [String] { available.map { $0.name } }

    static func suite(named name: String) -> (any BenchSuite.Type)? {
        available.first { $0.name == name }
    }
}
