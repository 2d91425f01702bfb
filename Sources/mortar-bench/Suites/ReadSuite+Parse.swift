import Foundation
import MortarRuby

/// `parse-old` / `parse-tree`: only the Ruby parser of issue 27's rewrite, old (`RubyParser`,
/// a tree of `RubyEnumNode`s) or new (`RubyTreeParser`, one arena), over the real Ruby podspecs
/// under `--dir`: child cases for measuring one beside the other (`--child read parse-tree
/// --dir … --runs N` under callgrind), not rows of the suite.
extension ReadSuite {
    static func parseChild(_ variant: String, root: String, runs: Int) throws(BenchError) -> ChildReport {
        let folder = root + "/podspec-ruby"
        let paths = filesUnder(folder, recursive: false).filter { $0.hasSuffix(".podspec") }
        guard !paths.isEmpty else { throw .setup("no podspec-ruby files under '\(root)'") }
        guard variant == "old" || variant == "tree" else { throw .usage("read: unknown case 'parse-\(variant)'") }
        var readings: [Stopwatch.Reading] = []
        var rejected = 0
        for _ in 0..<runs {
            let (count, reading) = Stopwatch.time { () -> Int in
                var failed = 0
                for path in paths {
                    let bytes = Array((FileManager.default.contents(atPath: folder + "/" + path) ?? Data()))
                    if variant == "old" {
                        if (try? RubyParser.parse(bytes: bytes, file: path)) == nil { failed += 1 }
                    } else {
                        if (try? RubyTreeParser.parse(bytes: bytes, file: path)) == nil { failed += 1 }
                    }
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
