import Foundation

/// `mortar-bench`: runs the suites and prints the report; `--child` measures one case.
enum BenchCommand {
    /// Returns the process exit status: 0 measured, 1 a suite failed, 2 a bad command line.
    static func run(_ arguments: [String]) -> Int32 {
        if arguments.first == "--help" || arguments.first == "-h" {
            print(BenchOptions.usage)
            return 0
        }
        if arguments.first == "--child" {
            return runChild(Array(arguments.dropFirst()))
        }
        let options: BenchOptions
        do {
            options = try BenchOptions.parse(arguments)
        } catch {
            FileHandle.standardError.write(Data("mortar-bench: error: \(error)\n".utf8))
            return 2
        }
        let scratch = NSTemporaryDirectory() + "mortar-bench-\(ProcessInfo.processInfo.processIdentifier)"
        let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        let context = BenchContext(options: options, scratch: scratch, executable: executable)
        defer {
            if options.keep { context.log("inputs kept in \(scratch)") } else { BenchContext.remove(scratch, runner: context.runner) }
        }
        var rows: [BenchRow] = []
        var notes = SuiteNotes()
        var failed = false
        for name in options.suites {
            guard let suite = BenchSuites.suite(named: name) else { continue }
            context.log("\(name): starting")
            do {
                let (suiteRows, seconds) = try Stopwatch.measure { () throws(BenchError) in try suite.run(context, notes: &notes) }
                rows += suiteRows
                context.log("\(name): done in \(String(format: "%.1f", seconds)) s")
            } catch {
                context.log("\(name): error: \(error)")
                failed = true
            }
        }
        let report: String
        switch options.format {
        case .text: report = ReportRenderer.text(rows, notes: notes)
        case .json: report = ReportRenderer.json(rows, notes: notes)
        case .markdown: report = ReportRenderer.markdown(rows, notes: notes)
        }
        FileHandle.standardOutput.write(Data(report.utf8))
        return failed ? 1 : 0
    }

    static func runChild(_ arguments: [String]) -> Int32 {
        do {
            let parsed = try ChildArguments(arguments)
            guard let suite = BenchSuites.suite(named: parsed.suite) else { throw BenchError.usage("unknown suite '\(parsed.suite)'") }
            let report = try suite.child(parsed)
            print(report.json())
            return 0
        } catch {
            FileHandle.standardError.write(Data("mortar-bench --child: error: \(error)\n".utf8))
            return 1
        }
    }
}
