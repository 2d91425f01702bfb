/// The command line of `mortar-bench` (the measuring parent; `--child` is handled apart).
struct BenchOptions: Sendable {
    enum Format: String, Sendable { case text, json, markdown }

    /// Suites to run, in the order given (all when none is named).
    var suites: [String]
    var format: Format = .text
    /// Runs per case, overriding each suite's own bounded count.
    var runs: Int?
    /// Sizes for the suites that scale (`check` modules), overriding the defaults.
    var sizes: [Int]?
    /// Groups of cases to run in the suites that have them (`fetch`: clone, noop, cache, large); all when nil.
    var cases: [String]?
    var seed: UInt64 = 1
    /// The real fixtures folder (`shared/fixtures/real`); found by walking up from the current folder when not given.
    var fixtures: String?
    /// A folder of module folders the `imports` suite also measures.
    var folder: String?
    /// Keep the generated workspaces (their folder is printed) instead of removing them.
    var keep = false

    static let usage = """
        usage: mortar-bench [SUITE...] [--format text|json|markdown] [--runs N] [--sizes N,N,...] [--cases NAME,...] [--seed N] [--fixtures DIR] [--folder DIR] [--keep]

        Suites: \(BenchSuites.names.joined(separator: ", ")) (default: all).
        Each case runs in a child process of its own (so peak memory is that case's), several
        times; the table shows the median, min and max wall time, the median CPU time (every
        thread, and child processes such as git) and the peak resident memory.

          --format FORMAT      text: an aligned table (default); json: one JSON document;
                               markdown: a table for the reference (Performance.md)
          --runs N             runs per case (default: bounded per suite and size)
          --sizes N,N,...      module counts for 'check' (default 100,1000,5000,20000)
          --cases NAME,...     only these groups of cases; 'fetch': clone (cold against xargs),
                               noop, cache (the repository cache, 60 repositories), large (the
                               repositories of 2,500 files) (default: all)
          --seed N             seed of the synthetic workspaces (default 1)
          --fixtures DIR       the real manifests folder (default: shared/fixtures/real beside the repository)
          --folder DIR         'imports' also scans every module folder under DIR
          --keep               keep the generated inputs and print where they are

        Build it in release mode for figures worth quoting: swift run -c release mortar-bench
        """

    static func parse(_ arguments: [String]) throws(BenchError) -> BenchOptions {
        var options = BenchOptions(suites: [])
        var index = 0
        func value(_ name: String) throws(BenchError) -> String {
            index += 1
            guard index < arguments.count else { throw .usage("option \(name) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--format":
                let text = try value(argument)
                guard let format = Format(rawValue: text) else { throw .usage("unknown format '\(text)'; use text, json or markdown") }
                options.format = format
            case "--runs":
                let text = try value(argument)
                guard let runs = Int(text), runs > 0, runs <= 1000 else { throw .usage("--runs needs a number from 1 to 1000, not '\(text)'") }
                options.runs = runs
            case "--sizes":
                let text = try value(argument)
                let sizes = text.split(separator: ",").compactMap { Int($0) }
                guard !sizes.isEmpty, sizes.count == text.split(separator: ",").count, sizes.allSatisfy({ $0 >= 4 && $0 <= 200_000 }) else {
                    throw .usage("--sizes needs numbers from 4 to 200000 separated by commas, not '\(text)'")
                }
                options.sizes = sizes
            case "--cases":
                let text = try value(argument)
                let cases = text.split(separator: ",").map(String.init)
                guard !cases.isEmpty, cases.allSatisfy({ FetchSuite.caseGroups.contains($0) }) else {
                    throw .usage("--cases needs names from \(FetchSuite.caseGroups.joined(separator: ", ")) separated by commas, not '\(text)'")
                }
                options.cases = cases
            case "--seed":
                let text = try value(argument)
                guard let seed = UInt64(text) else { throw .usage("--seed needs a non-negative number, not '\(text)'") }
                options.seed = seed
            case "--fixtures":
                options.fixtures = try value(argument)
            case "--folder":
                options.folder = try value(argument)
            case "--keep":
                options.keep = true
            default:
                if argument.hasPrefix("-") { throw .usage("unknown option '\(argument)'") }
                guard BenchSuites.names.contains(argument) else {
                    throw .usage("unknown suite '\(argument)'; the suites are \(BenchSuites.names.joined(separator: ", "))")
                }
                if !options.suites.contains(argument) { options.suites.append(argument) }
            }
            index += 1
        }
        if options.suites.isEmpty { options.suites = BenchSuites.names }
        return options
    }
}
