import Foundation
import MortarWorkspace
import MortarTestSupport

/// The repository cache cases of `fetch`: the 60 modules at tag 1.0.0 with `file://` origins
/// (git's transport runs, as it does for a remote: pack-objects and index-pack, without the
/// network's latency), cloned cold from the origins, and cloned by a second app from a warm
/// cache with the origins renamed away (any contact would fail the run). One untimed run of the
/// second app goes through a `git` that logs its argv, to count git processes, `git clone`s
/// (a checkout of a tag the entry holds is written from the entry's files and checked out by
/// `git read-tree`: none) and contacts with the origins.
extension FetchSuite {
    static func cacheRows(_ context: BenchContext, common: [String]) throws(BenchError) -> [BenchRow] {
        try coldAndSecondRows(
            context, cold: ("mortar fetch, cold, file:// origins, no cache", "cache-cold"),
            second: ("second app from the repository cache, origins gone", "cache-second"), runs: 10, common: common)
            + (try remoteRows(context, common: common))
    }

    /// A cold fetch's row and a second app's, each measured by its child (`target`) over
    /// `common`'s repositories.
    static func coldAndSecondRows(
        _ context: BenchContext, cold: (variant: String, target: String), second: (variant: String, target: String), runs: Int, common: [String]
    ) throws(BenchError) -> [BenchRow] {
        try [cold, second].map { (variant, target) throws(BenchError) in
            context.log("fetch: measuring \(variant)")
            return try context.row(name, variant: variant, [target, "--runs", "\(context.runs(default: runs))"] + common)
        }
    }

    /// A manifest beside the synthetic one with every module at tag 1.0.0, its origin
    /// `ORIGINS/NAME` (`file://ROOT/repos/`, or a loopback server's URL), and its own checkouts folder.
    static func writeTaggedManifest(_ root: String, origins: String, named file: String, checkouts: String) throws(BenchError) {
        do {
            let text = try String(contentsOfFile: root + "/" + SyntheticWorkspacePlan.manifestPath, encoding: .utf8)
            try text.replacingOccurrences(of: "\"branch\": \"develop\"", with: "\"tag\": \"1.0.0\"")
                .replacingOccurrences(of: "\"git\": \"repos/", with: "\"git\": \"\(origins)")
                .replacingOccurrences(of: "\"checkouts\": \"Modules\"", with: "\"checkouts\": \"\(checkouts)\"")
                .write(toFile: root + "/" + file, atomically: true, encoding: .utf8)
        } catch {
            throw .setup("cannot write '\(file)': \(error.localizedDescription)")
        }
    }

    static func cacheChild(_ arguments: ChildArguments, root: String, runs: Int, trash: String) throws(BenchError) -> (readings: [Stopwatch.Reading], sizes: [(key: String, value: Int)]) {
        var readings: [Stopwatch.Reading] = []
        let cache = root + "/RepositoryCache"
        switch arguments.target {
        case "cache-cold":
            try writeTaggedManifest(root, origins: "file://\(root)/repos/", named: "mortar-file.json", checkouts: "ModulesFile")
            let fetch = ["fetch", "--manifest", "mortar-file.json", "--jobs", jobs, "--no-repository-cache"]
            for _ in 0..<runs {
                try setAside(root + "/ModulesFile", in: trash)
                readings.append(try Stopwatch.time { () throws(BenchError) in try InProcessMortar.run(fetch, in: root) }.reading)
            }
            return (readings, [])
        case "cache-second":
            try writeTaggedManifest(root, origins: "file://\(root)/repos/", named: "mortar-file.json", checkouts: "ModulesFile")
            try writeTaggedManifest(root, origins: "file://\(root)/repos/", named: "mortar-second.json", checkouts: "ModulesSecond")
            try setAside(root + "/ModulesFile", in: trash)
            try setAside(cache, in: trash)
            // The first app fills the cache.
            _ = try InProcessMortar.run(["fetch", "--manifest", "mortar-file.json", "--jobs", jobs, "--repository-cache", cache], in: root)
            let fetch = ["fetch", "--manifest", "mortar-second.json", "--jobs", jobs, "--repository-cache", cache]
            let away = root + "/repos-away"
            do { try FileManager.default.moveItem(atPath: root + "/repos", toPath: away) } catch { throw .setup("cannot move the origins away: \(error.localizedDescription)") }
            defer { try? FileManager.default.moveItem(atPath: away, toPath: root + "/repos") }
            let (processes, contacts, clones) = try countedRun(fetch, root: root, trash: trash, checkouts: "ModulesSecond", origins: root + "/repos/")
            for _ in 0..<runs {
                try setAside(root + "/ModulesSecond", in: trash)
                readings.append(try Stopwatch.time { () throws(BenchError) in try InProcessMortar.run(fetch, in: root) }.reading)
            }
            return (readings, [("git-processes", processes), ("git-clones", clones), ("origin-contacts", contacts)])
        default:
            return try remoteChild(arguments, root: root, runs: runs, trash: trash)
        }
    }

    /// Runs `fetch` once (into `checkouts`, set aside first) through a `git` that logs each
    /// argv, and returns how many git processes ran, how many of them were a clone, fetch or
    /// ls-remote naming an origin (an argument containing `origins`), and how many were a `git
    /// clone` of any source.
    static func countedRun(_ fetch: [String], root: String, trash: String, checkouts: String, origins: String) throws(BenchError) -> (processes: Int, contacts: Int, clones: Int) {
        let bin = root + "/git-log-bin", log = root + "/git-log.txt"
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        guard let git = folders.map({ $0 + "/git" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { throw .setup("no git on PATH") }
        do {
            try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
            try "#!/bin/sh\nprintf '%s\\n' \"$*\" >> '\(log)'\nexec '\(git)' \"$@\"\n".write(toFile: bin + "/git", atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin + "/git")
            try? FileManager.default.removeItem(atPath: log)
        } catch {
            throw .setup("cannot write the logging git: \(error.localizedDescription)")
        }
        try setAside(root + "/" + checkouts, in: trash)
        let path = bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        _ = try InProcessMortar.run(fetch, in: root, environment: ["PATH": path])
        let lines = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n")
        let contacts = lines.filter { line in
            line.contains(origins) && [" clone ", " fetch ", " ls-remote "].contains { line.contains($0) }
        }.count
        return (lines.count, contacts, lines.filter { $0.contains(" clone ") }.count)
    }
}
