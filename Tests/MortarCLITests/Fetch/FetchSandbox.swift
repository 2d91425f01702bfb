import Foundation
import MortarCLI
import MortarCore
import MortarTestSupport
import MortarWorkspace

/// A temporary folder with "remote" repositories and a project for CLI fetch tests.
final class FetchSandbox: @unchecked Sendable {
    let root: String
    var project: String { root + "/project" }
    var remotes: String { root + "/remotes" }

    init() throws {
        root = FileManager.default.temporaryDirectory.path + "/mortar-cli-fetch-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/project", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/remotes", withIntermediateDirectories: true)
    }

    func cleanUp() { try? FileManager.default.removeItem(atPath: root) }

    /// `TestGit`'s fixed identity, dates and configuration.
    static let gitEnvironment: [String: String] = TestGit.environment

    /// Runs git in `directory` (under the temporary folder: `TestGit` refuses any other) and
    /// returns trimmed standard output; throws on failure.
    @discardableResult
    func git(_ arguments: [String], in directory: String) throws -> String {
        try TestGit.run(arguments, in: directory)
    }

    /// `remotes/<name>` with one commit on `develop`; returns the commit id.
    @discardableResult
    func makeRemote(_ name: String) throws -> String {
        let path = remotes + "/" + name
        try git(["init", "--quiet", "--initial-branch", "develop", path], in: root)
        try write(path + "/README.md", "# \(name)\n")
        try git(["add", "-A"], in: path)
        try git(["commit", "--quiet", "-m", "Initial"], in: path)
        return try git(["rev-parse", "HEAD"], in: path)
    }

    /// A package repository `name` in the remotes folder: one library product and target of that
    /// name (or `manifest` as its Package.swift), committed and tagged `tag` (annotated with
    /// `annotation`). Returns its path.
    @discardableResult
    func makePackageRemote(_ name: String, tag: String, annotation: String? = nil, manifest: String? = nil) throws -> String {
        let remote = remotes + "/" + name
        try makeRemote(name)
        try write(remote + "/Package.swift", manifest ?? """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "\(name)", products: [.library(name: "\(name)", targets: ["\(name)"])], targets: [.target(name: "\(name)")])
            """)
        try write(remote + "/Sources/\(name)/\(name).swift", "public let \(name.lowercased()) = 1\n")
        try git(["add", "-A"], in: remote)
        try git(["commit", "--quiet", "-m", "Package"], in: remote)
        try git(["tag"] + (annotation.map { ["-a", "-m", $0] } ?? []) + [tag], in: remote)
        return remote
    }

    func write(_ path: String, _ text: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    /// Writes `project/mortar.json` with these module entries (JSON object texts).
    func writeManifest(_ modules: [String], pins: String = "{}") throws {
        try write(project + "/mortar.json", "{\n  \"name\": \"App\",\n  \"modules\": [\n    \(modules.joined(separator: ",\n    "))\n  ],\n  \"pins\": \(pins)\n}\n")
    }

    /// Runs `mortar` in-process from the project folder.
    func run(_ arguments: [String], terminal: Bool = false, runner: ProcessRunning = ProcessRunner(), environment: [String: String] = [:]) -> (code: ExitCode, out: String, err: String) {
        let out = BufferOutput(), err = BufferOutput()
        let context = CommandContext(
            // Trunk is never downloaded unless a test points it at its own loopback server.
            environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "MORTAR_TRUNK_URL": "none"].merging(environment) { $1 }, currentDirectory: project,
            stdout: out, stderr: err, isTerminal: terminal, processRunner: runner)
        let code = CLI.run(arguments, context)
        return (code, out.text, err.text)
    }
}

struct SandboxError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
