import Foundation
import MortarCore
import MortarFormats
import MortarWorkspace
import MortarTestSupport

/// `read`: read manifests from disk into the model (file read + parse + model): every real
/// fixture in `shared/fixtures/real` (Ruby podspecs, `.podspec.json`, both together through
/// `PodspecBatch.read`, Podfiles), and synthetic corpora of 1,000 podspecs in each format.
/// Files a reader rejects with a located error (the fixtures Ruby itself cannot evaluate
/// statically) count as read and are reported as `rejected`.
enum ReadSuite: BenchSuite {
    static let name = "read"
    static let syntheticCount = 1000

    /// One kind of manifest: its fixture folders, which files belong, and how to read them.
    struct Kind: Sendable {
        var key: String
        var folders: [String]
        var matches: @Sendable (_ fileName: String) -> Bool
        /// Whether each run reads the files the way `WorkspaceLoader.load` reads modules on
        /// every core: each file read from disk and given to `read` alone, through `ParallelMap`.
        var inParallel = false
        /// Reads the files; returns how many were rejected.
        var read: @Sendable (_ files: [(file: String, text: String)]) -> Int = { _ in 0 }
        /// Reads the files' bytes instead, when set: the files are read with `readUTF8`, as
        /// `WorkspaceLoader` reads a Ruby podspec (no `String` of the file made).
        var readUTF8: (@Sendable (_ files: [(file: String, text: UTF8Text)]) -> Int)?
    }

    /// Reads Ruby podspecs one after the other, from their bytes as the loader reads them;
    /// returns how many were rejected.
    /// Each result is dropped where it is made: `(try? read(…)) == nil` compared optionals of a
    /// whole `Component` through generic witnesses, the bench's own cost, not the reader's.
    static let readRubyPodspecs: @Sendable (_ files: [(file: String, text: UTF8Text)]) -> Int = { files in
        var rejected = 0
        for entry in files {
            do { _ = try RubyPodspecReader.read(entry.text, file: entry.file) } catch { rejected += 1 }
        }
        return rejected
    }

    static let kinds: [Kind] = [
        Kind(key: "podspec-ruby", folders: ["podspec-ruby"], matches: { $0.hasSuffix(".podspec") }, readUTF8: readRubyPodspecs),
        Kind(key: "podspec-ruby-parallel", folders: ["podspec-ruby"], matches: { $0.hasSuffix(".podspec") }, inParallel: true, readUTF8: readRubyPodspecs),
        Kind(key: "podspec-json", folders: ["podspec-json"], matches: { $0.hasSuffix(".podspec.json") }) { files in
            files.filter { (try? PodspecJSONReader.read($0.text, file: $0.file)) == nil }.count
        },
        Kind(key: "podspecs", folders: ["podspec-ruby", "podspec-json"], matches: { $0.hasSuffix(".podspec") || $0.hasSuffix(".podspec.json") }) { files in
            PodspecBatch.read(files).failures.count
        },
        Kind(key: "podfile", folders: ["podfile"], matches: { !$0.hasPrefix(".") }) { files in
            files.filter { (try? PodfileReader.read($0.text, file: $0.file)) == nil }.count
        },
    ]

    /// How the rows name each kind.
    static let labels = [
        "podspec-ruby": "Ruby podspecs", "podspec-json": "podspec.json", "podspecs": "podspecs, Ruby + JSON (PodspecBatch)",
        "podfile": "Podfiles",
        "podspec-ruby-parallel": "Ruby podspecs, on every core (ParallelMap, as the loader reads \(WorkspaceLoader.parallelThreshold)+ modules)",
    ]

    /// The kinds compared with the Ruby anchor: the one-thread row (the per-core figure) and the
    /// row on every core the loader uses (Ruby evaluates in one thread).
    static let anchoredKinds = ["podspec-ruby", "podspec-ruby-parallel"]

    /// The Ruby anchor's row (`RubyAnchor`).
    static let rubyAnchorLabel = "real Ruby podspecs, in Ruby (podspec-oracle.rb, one process)"

    static func run(_ context: BenchContext, notes: inout SuiteNotes) throws(BenchError) -> [BenchRow] {
        var rows: [BenchRow] = []
        let runs = "\(context.runs(default: 20))"
        if let fixtures = findFixtures(context.options.fixtures) {
            for kind in kinds where kind.folders.allSatisfy({ FileManager.default.fileExists(atPath: fixtures + "/" + $0) }) {
                context.log("read: real \(kind.key)")
                rows.append(try context.row(name, variant: "real \(labels[kind.key]!)", ["real-\(kind.key)", "--dir", fixtures, "--runs", runs]))
            }
            if let oracle = RubyAnchor.oracle(fixtures: fixtures), rows.contains(where: { $0.variant == "real \(labels["podspec-ruby"]!)" }) {
                context.log("read: real Ruby podspecs in Ruby (the anchor)")
                let anchorArguments = ["ruby-podspec-ruby", "--dir", fixtures, "--oracle", oracle, "--runs", runs]
                let anchor = try context.row(name, variant: rubyAnchorLabel, anchorArguments)
                rows.append(anchor)
                notes.ratios += anchorRatios(rows, anchor: anchor)
                context.log("read: real Ruby podspecs and the anchor in \(anchorRounds) interleaved rounds")
                let rounds = try interleavedRatio(
                    context, read: ["real-podspec-ruby", "--dir", fixtures, "--runs", runs], anchor: anchorArguments, rounds: anchorRounds)
                notes.ratios.append((name, interleavedLabel(rounds: anchorRounds), rubyAnchorLabel, rounds.wall, rounds.cpu))
            } else {
                notes.unavailable.append(("read (Ruby anchor)", "no shared/tools/podspec-oracle.rb beside the fixtures"))
            }
        } else {
            notes.unavailable.append(("read (real fixtures)", "no shared/fixtures/real folder above the current folder; pass --fixtures DIR"))
        }
        var growth: [BenchRow] = []
        for (key, count) in [("podspec-json", syntheticCount)] + growthCounts.map({ ("podspec-ruby", $0) }) {
            let formats: SyntheticWorkspaceSpec.FormatMix = key == "podspec-json" ? .allJSON : .init(json: 0, ruby: 1)
            let spec = SyntheticWorkspaceSpec(seed: context.options.seed, modules: count, formats: formats)
            context.log("read: synthetic \(key), \(count) files")
            let (root, _) = try context.writeWorkspace(spec, named: "read-\(key)-\(count)")
            let row = try context.row(name, variant: "synthetic \(labels[key]!)", ["synthetic-\(key)", "--dir", root, "--runs", runs])
            rows.append(row)
            if key == "podspec-ruby" { growth.append(row) }
            context.discard(root)
        }
        if let fit = growthFit(growth) { notes.fits.append(fit) }
        return rows
    }

    /// Each anchored kind's row (`anchoredKinds`, in that order) against the Ruby anchor: the
    /// ratio of the anchor's median to the row's, by wall time and by CPU time (every thread's).
    static func anchorRatios(_ rows: [BenchRow], anchor: BenchRow) -> [(suite: String, subject: String, anchor: String, wall: Double, cpu: Double)] {
        anchoredKinds.compactMap { key in
            guard let row = rows.last(where: { $0.variant == "real \(labels[key]!)" }) else { return nil }
            return (name, row.variant!, anchor.variant ?? rubyAnchorLabel, anchor.median / row.median, (anchor.cpuMedian ?? 0) / (row.cpuMedian ?? 1))
        }
    }

    /// How the time to read synthetic Ruby podspecs grows with their count (`Statistics.exponent`,
    /// as `check` fits its own). Reading is one thread's work, so the CPU medians are the points:
    /// the steadier figure on a shared machine.
    static func growthFit(_ rows: [BenchRow]) -> (suite: String, over: String, exponent: Double)? {
        let sizes = rows.map { Double($0.size("files") ?? 0) }
        guard let exponent = Statistics.exponent(sizes: sizes, times: rows.map { $0.cpuMedian ?? $0.median }) else { return nil }
        return (name, "synthetic Ruby podspec files", exponent)
    }

    /// The synthetic Ruby podspec counts read, for the growth exponent of `read`.
    static let growthCounts = [250, 500, 1000, 2000]

    /// `real-KIND`: the kind's fixture folders under `--dir`; `synthetic-KIND`: every matching
    /// file anywhere under `--dir`. Each run reads the files from disk and parses them.
    static func child(_ arguments: ChildArguments) throws(BenchError) -> ChildReport {
        let root = try arguments.string("dir")
        let runs = try arguments.int("runs")
        let parts = arguments.target.split(separator: "-", maxSplits: 1).map(String.init)
        if parts.first == "ruby" {
            let folder = root + "/podspec-ruby"
            let files = filesUnder(folder, recursive: false).filter { $0.hasSuffix(".podspec") }.map { folder + "/" + $0 }
            return try RubyAnchor.measure(oracle: try arguments.string("oracle"), files: files, runs: runs)
        }
        if parts.first == "parse", parts.count == 2 { return try parseChild(parts[1], root: root, runs: runs) }
        guard parts.count == 2, let kind = kinds.first(where: { $0.key == parts[1] }) else { throw .usage("read: unknown case '\(arguments.target)'") }
        let paths = parts[0] == "real"
            ? kind.folders.flatMap { folder in filesUnder(root + "/" + folder, recursive: false).filter(kind.matches).map { folder + "/" + $0 } }
            : filesUnder(root, recursive: true).filter { kind.matches(PathText.lastComponent(of: $0)) }
        guard !paths.isEmpty else { throw .setup("no \(kind.key) files under '\(root)'") }
        let fileSystem = LocalFileSystem()
        var readings: [Stopwatch.Reading] = []
        var rejected = 0
        for _ in 0..<runs {
            let (count, reading) = Stopwatch.time { () -> Int in
                if let readUTF8 = kind.readUTF8 {
                    let read: @Sendable (String) -> (file: String, text: UTF8Text) = { path in
                        (file: path, text: (try? fileSystem.readUTF8(root + "/" + path)) ?? UTF8Text(""))
                    }
                    if kind.inParallel { return ParallelMap.map(paths) { path in readUTF8([read(path)]) }.reduce(0, +) }
                    return readUTF8(paths.map(read))
                }
                if kind.inParallel {
                    return ParallelMap.map(paths) { path in
                        kind.read([(file: path, text: (try? fileSystem.readText(root + "/" + path)) ?? "")])
                    }.reduce(0, +)
                }
                let files = paths.map { path in (file: path, text: (try? fileSystem.readText(root + "/" + path)) ?? "") }
                return kind.read(files)
            }
            rejected = count
            readings.append(reading)
        }
        var sizes: [(key: String, value: Int)] = [("files", paths.count)]
        if rejected > 0 { sizes.append(("rejected", rejected)) }
        return ChildReport(readings: readings, peakMemoryMB: PeakMemory.megabytes(), sizes: sizes)
    }

    /// Relative paths of the files under `root` (recursively or not), sorted.
    static func filesUnder(_ root: String, recursive: Bool) -> [String] {
        if !recursive { return ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted() }
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [String] = []
        while let path = enumerator.nextObject() as? String { files.append(path) }
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
