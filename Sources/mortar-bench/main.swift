import Foundation
import MortarFormats

// mortar-bench podspecs DIR...: reads every *.podspec and *.podspec.json in the folders
// (e.g. shared/fixtures/real/podspec-ruby and podspec-json) ten times and prints the time of
// one pass. The lead's benchmarks may replace this entry point; `PodspecBatch.read` is the hook.
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.first == "podspecs", arguments.count > 1 else {
    print("usage: mortar-bench podspecs DIR...")
    exit(2)
}
var files: [(file: String, text: String)] = []
for folder in arguments.dropFirst() {
    for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    where name.hasSuffix(".podspec") || name.hasSuffix(".podspec.json") {
        guard let data = FileManager.default.contents(atPath: folder + "/" + name) else { continue }
        files.append((name, String(decoding: data, as: UTF8.self)))
    }
}
let passes = 10
let start = DispatchTime.now().uptimeNanoseconds
var outcome = PodspecBatch.read(files)
for _ in 1..<passes { outcome = PodspecBatch.read(files) }
let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / Double(passes)
print("read \(files.count) podspecs (\(outcome.components.count) components, \(outcome.failures.count) located errors) in \(String(format: "%.3f", seconds)) s per pass")
