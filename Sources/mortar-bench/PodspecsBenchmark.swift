import Foundation
import MortarFormats

/// `mortar-bench podspecs DIR...`: times reading every `*.podspec` and `*.podspec.json` in the
/// folders (e.g. `shared/fixtures/real/podspec-ruby` and `podspec-json`) with
/// `PodspecBatch.read`, ten passes, and reports the time of one pass.
enum PodspecsBenchmark {
    static let passes = 10

    /// Runs the benchmark and returns its report.
    static func run(_ folders: [String]) -> String {
        guard !folders.isEmpty else { return "usage: mortar-bench podspecs DIR...\n" }
        var files: [(file: String, text: String)] = []
        for folder in folders {
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            where name.hasSuffix(".podspec") || name.hasSuffix(".podspec.json") {
                guard let data = FileManager.default.contents(atPath: folder + "/" + name) else { continue }
                files.append((name, String(decoding: data, as: UTF8.self)))
            }
        }
        let start = DispatchTime.now().uptimeNanoseconds
        var outcome = PodspecBatch.read(files)
        for _ in 1..<passes { outcome = PodspecBatch.read(files) }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / Double(passes)
        return "podspecs: read \(files.count) files (\(outcome.components.count) components, \(outcome.failures.count) located errors) in \(String(format: "%.3f", seconds)) s per pass\n"
    }
}
