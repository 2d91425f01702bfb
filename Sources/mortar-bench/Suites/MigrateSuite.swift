import Foundation
import MortarTestSupport
import MortarWorkspace

/// `migrate`: `mortar migrate --jobs 8` of an app pinning 50 pods, each a local git repository
/// whose tag `1.0.0` has a literal Package.swift: cold (an empty cache: 50 tag lists, 50 shallow
/// fetches, each Package.swift read as text — no `swift` runs) and warm (everything answered
/// from the cache, no process started). Then the same pods pinned by version only and found
/// through a CocoaPods CDN on loopback (the bench serves a trunk-layout folder with
/// `LoopbackHTTPServer`): cold adds the metadata, one versions index per fragment and one spec
/// per pod over HTTP; warm downloads nothing.
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
        var pins: [String] = []
        for index in 0..<pods {
            let name = String(format: "Pod%02d", index)
            let folder = root + "/repos/" + name
            try write("""
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(name: "\(name)", products: [.library(name: "\(name)", targets: ["\(name)"])], targets: [.target(name: "\(name)")])

                """, to: folder + "/Package.swift")
            try write("public let \(name.lowercased()) = \(index)\n", to: folder + "/Sources/\(name)/\(name).swift")
            try maker.git(["init", "-q", "-b", "main"], in: folder)
            try maker.git(["add", "-A"], in: folder)
            try maker.git(["commit", "-q", "-m", "\(name) 1.0.0"], in: folder)
            try maker.git(["tag", "1.0.0"], in: folder)
            pins.append("    \"\(name)\": {\"version\": \"1.0.0\", \"git\": \"\(folder)\"}")
        }
        try write("{\n  \"name\": \"MigrateBench\",\n  \"pins\": {\n\(pins.joined(separator: ",\n"))\n  }\n}\n", to: root + "/mortar.json")
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
        context.discard(root)
        return [cold, warm, cdnCold, cdnWarm]
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
        case "cold":
            for _ in 0..<runs {
                try FetchSuite.setAside(root + "/.mortar", in: trash)
                readings.append(try Stopwatch.time { () throws(BenchError) in try InProcessMortar.run(migrate, in: root) }.reading)
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
