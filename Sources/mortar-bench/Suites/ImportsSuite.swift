import Foundation
import MortarCore
import MortarWorkspace

/// `imports`: the import scan of 300 and 3,000 source files (`ImportsCorpus`): lexing, scanning
/// and header resolution in memory, and walking the module folders and reading the files too;
/// with `--folder DIR`, every module folder under DIR as well.
enum ImportsSuite: BenchSuite {
    static let name = "imports"
    static let moduleCounts = [30, 300]

    static func run(_ context: BenchContext, notes: inout SuiteNotes) throws(BenchError) -> [BenchRow] {
        var rows: [BenchRow] = []
        for modules in moduleCounts {
            let files = modules * ImportsCorpus.filesPerModule
            let runs = "\(context.runs(default: files > 1000 ? 7 : 15))"
            context.log("imports: writing \(files) files")
            let root = try context.makeFolder("imports-\(files)")
            for module in ImportsCorpus.corpus(modules: modules) {
                for file in module.files {
                    let path = "\(root)/\(module.module)/\(file.relativePath)"
                    try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                    guard FileManager.default.createFile(atPath: path, contents: Data(file.bytes)) else { throw .setup("cannot write '\(path)'") }
                }
            }
            context.log("imports: measuring \(files) files")
            rows.append(try context.row(name, variant: "in memory", ["memory", "--modules", "\(modules)", "--runs", runs]))
            rows.append(try context.row(name, variant: "walk, read and scan", ["disk", "--dir", root, "--runs", runs]))
            context.discard(root)
        }
        if let folder = context.options.folder {
            context.log("imports: measuring \(folder)")
            rows.append(try context.row(name, variant: PathText.lastComponent(of: folder), ["disk", "--dir", folder, "--runs", "\(context.runs(default: 7))"]))
        }
        return rows
    }

    /// `memory`: scans the corpus held in memory; `disk`: walks every module folder under
    /// `--dir`, reads its files and scans them.
    static func child(_ arguments: ChildArguments) throws(BenchError) -> ChildReport {
        let runs = try arguments.int("runs")
        var readings: [Stopwatch.Reading] = []
        var files = 0
        switch arguments.target {
        case "memory":
            let sources = ImportsCorpus.corpus(modules: try arguments.int("modules"))
            let known = Set(sources.map(\.module))
            files = sources.reduce(0) { $0 + $1.files.count }
            for _ in 0..<runs {
                let (imports, reading) = Stopwatch.time { SourceAudit.scanImports(sources, knownModules: known) }
                guard !imports.isEmpty else { throw .unexpected("the scan found no imports") }
                readings.append(reading)
            }
        case "disk":
            let folder = try arguments.string("dir")
            let modules = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
            let walker = SourceWalker(fileSystem: LocalFileSystem(), currentDirectory: folder)
            for _ in 0..<runs {
                let (count, reading) = Stopwatch.time { () -> Int in
                    let sources = modules.map { module in
                        walker.sources(module: module, component: Component(name: module, format: .podspecJSON, path: "\(module).podspec.json", sourcePaths: ["."]), folder: module)
                    }
                    _ = SourceAudit.scanImports(sources, knownModules: Set(modules))
                    return sources.reduce(0) { $0 + $1.files.count }
                }
                files = count
                readings.append(reading)
            }
        default:
            throw .usage("imports: unknown case '\(arguments.target)'")
        }
        return ChildReport(readings: readings, peakMemoryMB: PeakMemory.megabytes(), sizes: [("files", files)])
    }
}
