import Foundation
import MortarRuby

/// `parse-tree`: only the Ruby parser (`RubyTreeParser`, lexer included, the arena freed), over
/// the real Ruby podspecs under `--dir`: a child case for measuring the parser apart from the
/// evaluator (`--child read parse-tree --dir … --runs N` under callgrind), not a row of the suite.
extension ReadSuite {
    static func parseChild(_ variant: String, root: String, runs: Int) throws(BenchError) -> ChildReport {
        let folder = root + "/podspec-ruby"
        let paths = filesUnder(folder, recursive: false).filter { $0.hasSuffix(".podspec") }
        guard !paths.isEmpty else { throw .setup("no podspec-ruby files under '\(root)'") }
        guard variant == "tree" else { throw .usage("read: unknown case 'parse-\(variant)'") }
        var readings: [Stopwatch.Reading] = []
        var rejected = 0
        for _ in 0..<runs {
            let (count, reading) = Stopwatch.time { () -> Int in
                var failed = 0
                for path in paths {
                    let bytes = Array((FileManager.default.contents(atPath: folder + "/" + path) ?? Data()))
                    if (try? RubyTreeParser.parse(bytes: bytes, file: path)) == nil { failed += 1 }
                }
                return failed
            }
            rejected = count
            readings.append(reading)
        }
        var sizes: [(key: String, value: Int)] = [("files", paths.count)]
        if rejected > 0 { sizes.append(("rejected", rejected)) }
        return ChildReport(readings: readings, peakMemoryMB: PeakMemory.megabytes(), sizes: sizes)
    }
}
