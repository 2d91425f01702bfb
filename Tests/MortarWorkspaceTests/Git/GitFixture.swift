import Foundation
import MortarCore
import MortarWorkspace
import MortarTestSupport

/// A temporary folder with real git repositories for fetch tests; removed by `cleanUp()`.
final class GitFixture: @unchecked Sendable {
    let root: String
    /// Where the test's "remote" repositories live.
    var remotes: String { root + "/remotes" }
    /// The integrator's folder (the manifest's folder).
    var project: String { root + "/project" }

    init() throws {
        root = FileManager.default.temporaryDirectory.path + "/mortar-fetch-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/remotes", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/project", withIntermediateDirectories: true)
    }

    func cleanUp() { try? FileManager.default.removeItem(atPath: root) }

    /// `TestGit`'s fixed identity, dates and configuration, and never the user's repository
    /// cache (services read it from this environment).
    static let environment: [String: String] = TestGit.environment.merging(["MORTAR_REPOSITORY_CACHE": "off"]) { $1 }

    /// Runs git in `directory` (under the temporary folder: `TestGit` refuses any other) and
    /// returns trimmed standard output; throws on failure.
    @discardableResult
    func git(_ arguments: [String], in directory: String) throws -> String {
        try TestGit.run(arguments, in: directory, environment: GitFixture.environment, timeout: 60)
    }

    /// A repository `remotes/<name>` with one commit on `develop` (and `main`), returning its
    /// folder.
    @discardableResult
    func makeRemote(_ name: String, branches: [String] = ["develop", "main"]) throws -> String {
        let path = remotes + "/" + name
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try git(["init", "--quiet", "--initial-branch", branches[0]], in: path)
        try write("README.md", "# \(name)\n", in: path)
        try git(["add", "-A"], in: path)
        try git(["commit", "--quiet", "-m", "Initial \(name)"], in: path)
        for branch in branches.dropFirst() { try git(["branch", branch], in: path) }
        return path
    }

    /// Adds a commit writing `file` on the checked-out branch of `repository`; returns its id.
    @discardableResult
    func commit(_ file: String, _ text: String, in repository: String, message: String = "Change") throws -> String {
        try write(file, text, in: repository)
        try git(["add", "-A"], in: repository)
        try git(["commit", "--quiet", "-m", message], in: repository)
        return try git(["rev-parse", "HEAD"], in: repository)
    }

    func write(_ file: String, _ text: String, in directory: String) throws {
        let path = directory + "/" + file
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// A manifest whose modules are `(name, url, ref)` git modules, checkouts in `Modules`.
    func manifest(_ modules: [(String, String, GitReference)], extra: [Module] = []) -> IntegratorManifest {
        let gitModules = modules.enumerated().map { index, module in
            Module(name: module.0, source: .git(url: module.1, ref: module.2), location: SourceLocation(file: "mortar.json", line: index + 1, column: 5))
        }
        return IntegratorManifest(path: "mortar.json", name: "App", modules: gitModules + extra)
    }

    /// Fetches with the real engine.
    func fetch(_ manifest: IntegratorManifest, _ options: FetchOptions = FetchOptions()) -> FetchReport {
        FetchEngine().fetch(manifest, layout: WorkspaceLayout(manifest: "mortar.json", currentDirectory: project), options: options)
    }

    /// The checkout folder of module `name`.
    func checkout(_ name: String) -> String { project + "/Modules/" + name }

    /// A fingerprint of every file under `directory` except `.git` (paths, modes, bytes),
    /// with `HEAD`'s commit and branch: equal fingerprints mean nothing was touched.
    func fingerprint(_ directory: String) throws -> String {
        var lines: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: directory)!
        while let relative = enumerator.nextObject() as? String {
            if relative == ".git" || relative.hasPrefix(".git/") { continue }
            let path = directory + "/" + relative
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            let type = attributes[.type] as? FileAttributeType
            if type == .typeDirectory { lines.append("d \(relative)"); continue }
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            lines.append("f \(relative) \(attributes[.posixPermissions] ?? 0) \(SHA256.hex(bytes))")
        }
        let head = try git(["rev-parse", "HEAD"], in: directory)
        let branch = (try? git(["symbolic-ref", "--short", "HEAD"], in: directory)) ?? "(detached)"
        let stashes = try git(["stash", "list"], in: directory)
        return (lines.sorted() + ["HEAD \(head) \(branch)", "stash [\(stashes)]"]).joined(separator: "\n")
    }
}

struct FixtureError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

