import Foundation
import MortarCore
import MortarFormats
import MortarWorkspace

/// `read`: read component manifests from disk into the model: every real fixture in
/// `shared/fixtures/real`, and a synthetic corpus of 1,000 podspecs.
enum ReadSuite: BenchSuite {
    static let name = "read"
    static let syntheticCount = 1000

    /// One kind of manifest the suite reads: a variant name, the file suffix, and the reader.
    struct Kind: Sendable {
        var key: String
        var suffix: String
        var read: @Sendable (_ text: String, _ file: String) -> Bool
    }

    static let kinds: [Kind] = [
        Kind(key: "podspec-json", suffix: ".podspec.json") { text, file in (try? PodspecJSONReader.read(text, file: file)) != nil },
    ]

    static func run(_ context: BenchContext, notes: inout SuiteNotes) throws(BenchError) -> [BenchRow] {
        var rows: [BenchRow] = []
        let runs = context.runs(default: 20)
        if let fixtures = findFixtures(context.options.fixtures) {
            for kind in kinds {
                let folder = fixtures + "/" + kind.key
                guard FileManager.default.fileExists(atPath: folder) else { continue }
                context.log("read: real \(kind.key)")
                rows.append(try context.row(name, variant: "real \(kind.key)", ["real-\(kind.key)", "--dir", folder, "--runs", "\(runs)"]))
            }
        } else {
            notes.unavailable.append(("read (real fixtures)", "no shared/fixtures/real folder above the current folder; pass --fixtures DIR"))
        }
        for kind in kinds {
            let format: SyntheticWorkspaceSpec.FormatMix = kind.key == "podspec-json" ? .allJSON : .init(json: 0, ruby: 1)
            let spec = SyntheticWorkspaceSpec(seed: context.options.seed, modules: syntheticCount, formats: format)
            context.log("read: synthetic \(kind.key)")
            let (root, _) = try context.writeWorkspace(spec, named: "read-\(kind.key)")
            rows.append(try context.row(name, variant: "synthetic \(kind.key)", ["synthetic-\(kind.key)", "--dir", root, "--runs", "\(runs)"]))
            context.discard(root)
        }
        return rows
    }

    /// Reads every matching file under `--dir` `--runs` times (file read + parse + model).
    static func child(_ arguments: ChildArguments) throws(BenchError) -> ChildReport {
        let root = try arguments.string("dir")
        let runs = try arguments.int("runs")
        let key = arguments.target.split(separator: "-", maxSplits: 1).last.map(String.init) ?? ""
        guard let kind = kinds.first(where: { $0.key == key }) else { throw .usage("read: unknown case '\(arguments.target)'") }
        let files = filesUnder(root, suffix: kind.suffix)
        guard !files.isEmpty else { throw .setup("no *\(kind.suffix) files under '\(root)'") }
        let fileSystem = LocalFileSystem()
        var readings: [Stopwatch.Reading] = []
        var failures = 0
        for _ in 0..<runs {
            let (failed, reading) = Stopwatch.time { () -> Int in
                var failed = 0
                for file in files {
                    let text = (try? fileSystem.readText(root + "/" + file)) ?? ""
                    if !kind.read(text, file) { failed += 1 }
                }
                return failed
            }
            readings.append(reading)
            failures = failed
        }
        var sizes: [(key: String, value: Int)] = [("files", files.count)]
        if failures > 0 { sizes.append(("rejected", failures)) }
        return ChildReport(readings: readings, peakMemoryMB: PeakMemory.megabytes(), sizes: sizes)
    }

    /// Relative paths of the files under `root` ending in `suffix`, sorted.
    static func filesUnder(_ root: String, suffix: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(suffix) { files.append(path) }
        }
        return files.sorted()
    }

    /// `--fixtures`, else the first `shared/fixtures/real` found walking up from the current folder.
    static func findFixtures(_ given: String?) -> String? {
        if let given { return FileManager.default.fileExists(atPath: given) ? given : nil }
        var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        for _ in 0..<6 {
            let candidate = folder.appendingPathComponent("shared/fixtures/real").path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}
