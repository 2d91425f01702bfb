import Foundation
import MortarTestSupport
import MortarWorkspace

/// `migrate`: `mortar migrate --jobs 8` of an app pinning 50 pods, each a local git repository
/// whose tag `1.0.0` has a literal Package.swift: cold (an empty cache: 50 tag lists, 50 shallow
/// fetches, each Package.swift read as text — no `swift` runs) and warm (everything answered
/// from the cache, no process started). Then the same pods pinned by version only and found
/// through a CocoaPods CDN on loopback (the bench serves a trunk-layout folder with
/// `LoopbackHTTPServer`): cold adds the metadata, one versions index per fragment and one spec
/// per pod over HTTP; warm downloads nothing. Last, the anchor: the same pods with manifests the
/// static reader refuses, each read by `swift package dump-package` (`anchorLabel`).
enum MigrateSuite: BenchSuite {
    static let name = "migrate"
    static let pods = 50

    static func run(_ context: BenchContext, notes: inout SuiteNotes) throws(BenchError) -> [BenchRow] {
        guard InProcessMortar.has("migrate") else {
            notes.unavailable.append((name, "this build has no 'mortar migrate' command (issue 14)"))
            return []
        }
        let root = try context.makeFolder("migrate-\(pods)")
        context.log("migrate: writing \(pods) package repositories")
        let maker = GitRepositoryMaker(runner: context.runner)
        try writeApp(root, pins: try writeRepositories(root + "/repos", maker: maker) { name in
            "let package = Package(name: \"\(name)\", products: [.library(name: \"\(name)\", targets: [\"\(name)\"])], targets: [.target(name: \"\(name)\")])\n"
        })
        context.log("migrate: measuring cold and warm runs")
        let common = ["--dir", root]
        let cold = try context.row(name, variant: "mortar migrate, cold", ["cold", "--runs", "\(context.runs(default: 3))"] + common)
        let warm = try context.row(name, variant: "mortar migrate, warm", ["warm", "--runs", "\(context.runs(default: 10))"] + common)

        context.log("migrate: the same pods through a CDN on loopback")
        let server = try serveTrunk(root: root)
        defer { server.stop() }
        let cdn = ["--dir", root + "/cdn-app"]
        let cdnCold = try context.row(name, variant: "mortar migrate via a CDN, cold", ["cold", "--runs", "\(context.runs(default: 3))"] + cdn)
        let cdnWarm = try context.row(name, variant: "mortar migrate via a CDN, warm", ["warm", "--runs", "\(context.runs(default: 10))"] + cdn)
        context.log("migrate: the CDN answered \(server.totalRequests) requests")

        context.log("migrate: the anchor, the same pods with manifests only dump-package reads")
        let dumped = root + "/dump-app"
        try writeApp(dumped, pins: try writeRepositories(root + "/repos-dump", maker: maker) { name in
            "// Not literal (an '#if'), so mortar asks 'swift package dump-package' for it.\n#if true\n"
                + "let package = Package(name: \"\(name)\", products: [.library(name: \"\(name)\", targets: [\"\(name)\"])], targets: [.target(name: \"\(name)\")])\n#endif\n"
        })
        let anchor = try context.row(name, variant: anchorLabel, ["cold-dump", "--runs", "\(context.runs(default: 1))", "--dir", dumped])
        notes.ratios.append((name, cold.variant!, anchorLabel, anchor.median / cold.median, (anchor.cpuMedian ?? 0) / (cold.cpuMedian ?? 1)))
        context.discard(root)
        return [cold, warm, cdnCold, cdnWarm, anchor]
    }

    /// The anchor of issue 27's "migrate cold ≥ 5× faster than the dump-package path": the cold
    /// case's 50 pods, each `Package.swift` the same package behind an `#if`, which the static
    /// reader refuses, so each is read by `swift package dump-package` (`--run-manifests`).
    static let anchorLabel = "mortar migrate, cold, every Package.swift through dump-package"

    /// `Pod00`…`Pod49` under `folder`, each a git repository whose tag `1.0.0` has the
    /// `Package.swift` `manifest` gives (after the tools version line) and one Swift file;
    /// returns the `mortar.json` pins naming them.
    static func writeRepositories(_ folder: String, maker: GitRepositoryMaker, manifest: (String) -> String) throws(BenchError) -> [String] {
        var pins: [String] = []
        for index in 0..<pods {
            let name = String(format: "Pod%02d", index)
            let repository = folder + "/" + name
            try write("// swift-tools-version:5.9\nimport PackageDescription\n\n" + manifest(name), to: repository + "/Package.swift")
            try write("public let \(name.lowercased()) = \(index)\n", to: repository + "/Sources/\(name)/\(name).swift")
            try maker.git(["init", "-q", "-b", "main"], in: repository)
            try maker.git(["add", "-A"], in: repository)
            try maker.git(["commit", "-q", "-m", "\(name) 1.0.0"], in: repository)
            try maker.git(["tag", "1.0.0"], in: repository)
            pins.append("    \"\(name)\": {\"version\": \"1.0.0\", \"git\": \"\(repository)\"}")
        }
        return pins
    }

    static func writeApp(_ folder: String, pins: [String]) throws(BenchError) {
        try write("{\n  \"name\": \"MigrateBench\",\n  \"pins\": {\n\(pins.joined(separator: ",\n"))\n  }\n}\n", to: folder + "/mortar.json")
    }

    /// A trunk-layout folder whose specs name the pods' repositories and tag `1.0.0`, served on
    /// loopback, and `cdn-app/mortar.json` naming it as the only source, pinning by version.
    static func serveTrunk(root: String) throws(BenchError) -> LoopbackHTTPServer {
        let names = (0..<pods).map { String(format: "Pod%02d", $0) }
        do {
            try TrunkFolder.write(names.map { name in
                (name: name, version: "1.0.0",
                 json: "{\"name\": \"\(name)\", \"version\": \"1.0.0\", \"source\": {\"git\": \"\(root)/repos/\(name)\", \"tag\": \"1.0.0\"}}\n")
            }, to: root + "/trunk")
            let server = try LoopbackHTTPServer(root: root + "/trunk")
            let pins = names.map { "    \"\($0)\": \"1.0.0\"" }.joined(separator: ",\n")
            try write("{\n  \"name\": \"MigrateBench\",\n  \"sources\": [\"\(server.url)\"],\n  \"pins\": {\n\(pins)\n  }\n}\n", to: root + "/cdn-app/mortar.json")
            return server
        } catch let error as BenchError {
            throw error
        } catch {
            throw .setup("cannot serve a trunk folder: \(error)")
        }
    }

    static func child(_ arguments: ChildArguments) throws(BenchError) -> ChildReport {
        let root = try arguments.string("dir")
        let runs = try arguments.int("runs")
        let migrate = ["migrate", "--jobs", "8"]
        let trash = root + "/Trash"
        defer { BenchContext.remove(trash, runner: ProcessRunner()) }
        var readings: [Stopwatch.Reading] = []
        switch arguments.target {
        case "cold", "cold-dump":
            let arguments = arguments.target == "cold" ? migrate : migrate + ["--run-manifests"]
            for _ in 0..<runs {
                try FetchSuite.setAside(root + "/.mortar", in: trash)
                readings.append(try Stopwatch.time { () throws(BenchError) in try InProcessMortar.run(arguments, in: root) }.reading)
            }
        case "warm":
            _ = try InProcessMortar.run(migrate, in: root)
            for _ in 0..<runs {
                readings.append(try Stopwatch.time { () throws(BenchError) in try InProcessMortar.run(migrate, in: root) }.reading)
            }
        default:
            throw .usage("migrate: unknown case '\(arguments.target)'")
        }
        return ChildReport(readings: readings, peakMemoryMB: PeakMemory.megabytes(), sizes: [("pods", pods)])
    }

    static func write(_ text: String, to path: String) throws(BenchError) {
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw .setup("cannot write '\(path)': \(error.localizedDescription)")
        }
    }
}
