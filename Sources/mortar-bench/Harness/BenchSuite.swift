/// One benchmark suite: it prepares its inputs, then measures each case in a child process.
protocol BenchSuite {
    static var name: String { get }
    /// Runs every case (in child processes) and returns one row per case.
    static func run(_ context: BenchContext, notes: inout SuiteNotes) throws(BenchError) -> [BenchRow]
    /// Measures one case in this process (the child side).
    static func child(_ arguments: ChildArguments) throws(BenchError) -> ChildReport
}

/// Every suite, in report order, and the ones whose code is not in this build yet.
enum BenchSuites {
    static var available: [any BenchSuite.Type] { [CheckSuite.self, ReadSuite.self, GenerateSuite.self, FetchSuite.self] }

    /// Suites the issue asks for whose API has not landed on this branch: name → why.
    static let missing: [(name: String, reason: String)] = [
        ("imports", "the import scanner API (issue 6) is not in this build"),
        ("resolve", "the resolver API (issue 7) is not in this build"),
    ]

    static var names: [String] { available.map { $0.name } + missing.map(\.name) }

    static func suite(named name: String) -> (any BenchSuite.Type)? {
        available.first { $0.name == name }
    }
}
