import Foundation
import MortarCLI
import MortarCore
import MortarTestSupport
import Testing

/// A URL or ref git must never see is refused where the manifest is read, so every command
/// refuses it the same way, at its line, before any process starts and before anything is
/// written (`ext::` and `--upload-pack=` pins used to pass check, fetch and generate and land
/// in Package.swift).
@Suite struct GitInputsAtLoadTests {
    static let ext = "ext::sh -c touch% pwned"
    static let extMessage = "url 'ext::sh -c touch% pwned' uses the 'ext::' transport, which can run programs; use an https, ssh, git or file URL or a local path"
    static let dash = "--upload-pack=touch pwned"
    static let dashMessage = "url '--upload-pack=touch pwned' starts with '-' and would be read as an option by git; write a repository URL or path"

    static let commands = ["check", "fetch", "generate", "graph", "bootstrap"]

    /// Runs each command on the sandbox's project with a runner that runs nothing; each must
    /// exit 2 with `err`, start no process and write no file.
    static func expectRefused(_ sandbox: FetchSandbox, _ arguments: [String] = [], err: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let before = try FileManager.default.contentsOfDirectory(atPath: sandbox.project).sorted()
        for command in commands {
            let runner = RecordingProcessRunner()
            let result = sandbox.run([command] + arguments, runner: runner)
            #expect(result.code == .usage, "\(command)", sourceLocation: sourceLocation)
            #expect(result.err == err, "\(command)", sourceLocation: sourceLocation)
            #expect(runner.count == 0, "\(command)", sourceLocation: sourceLocation)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.project).sorted() == before, sourceLocation: sourceLocation)
    }

    @Test(arguments: [(ext, extMessage), (dash, dashMessage)])
    func aPinURLInMortarJSONIsRefusedByEveryCommand(url: String, message: String) throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.writeManifest([], pins: #"{ "Core": { "version": "1.0.0", "git": \#(GitSafetyTableTests.json(url)) } }"#)
        try Self.expectRefused(sandbox, err: "mortar.json:6:13: error[invalid-manifest]: Core: \(message)\n")
    }

    @Test func aPinURLInAPodfileSidecarIsRefused() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.write(sandbox.project + "/Podfile", "platform :ios, '13.0'\n\ntarget 'App' do\n  pod 'Core', '1.0.0'\nend\n")
        try sandbox.write(sandbox.project + "/mortar.json", #"{ "pins": { "Core": { "version": "1.0.0", "git": "\#(Self.ext)" } } }"# + "\n")
        try Self.expectRefused(sandbox, ["--manifest", "Podfile"], err: "mortar.json:1:13: error[invalid-manifest]: Core: \(Self.extMessage)\n")
    }

    @Test func aGitOptionInAPodfileIsRefused() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.write(sandbox.project + "/Podfile", "target 'App' do\n  pod 'Core', :git => '\(Self.dash)', :tag => '1.0.0'\nend\n")
        try Self.expectRefused(sandbox, err: "Podfile:2:3: error[invalid-manifest]: Core: \(Self.dashMessage)\n")
    }

    @Test func aSpecRepositoryURLIsRefused() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.write(sandbox.project + "/mortar.json", #"{ "name": "App", "sources": ["\#(Self.ext)"], "modules": [], "pins": {} }"# + "\n")
        try Self.expectRefused(sandbox, err: "mortar.json:1:30: error[invalid-manifest]: source: \(Self.extMessage)\n")

        try FileManager.default.removeItem(atPath: sandbox.project + "/mortar.json")
        try sandbox.write(sandbox.project + "/Podfile", "source '\(Self.dash)'\n\ntarget 'App' do\nend\n")
        try Self.expectRefused(sandbox, err: "Podfile:1:8: error[invalid-manifest]: source: \(Self.dashMessage)\n  help: name the spec repository by an https, ssh or file URL, or a local path\n")
    }

    @Test func aRefInMortarLocalJSONIsRefusedAtItsLine() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.writeManifest([#"{ "name": "Core", "git": "https://example.com/Core.git", "branch": "develop" }"#])
        try sandbox.write(sandbox.project + "/mortar.local.json", #"{ "modules": { "Core": { "branch": "a..b" } } }"# + "\n")
        try Self.expectRefused(sandbox, err: "mortar.local.json:1:36: error[invalid-manifest]: Core: branch 'a..b' contains '..'\n  help: write a valid git branch name\n")
    }

    /// `[::1]:repo` was refused with a false reason ("uses the '[::' transport, which can run
    /// programs"): git reads a host in brackets as scp-like ssh (`host_end` in connect.c; ssh is
    /// run for `::1`), so it is accepted; a bracket left open is refused for what it is.
    @Test func anIPv6HostInBracketsIsScpLikeAndAnOpenBracketIsNamed() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.writeManifest([#"{ "name": "Core", "git": "[::1:repo", "branch": "develop" }"#])
        try Self.expectRefused(sandbox, err: "mortar.json:4:15: error[invalid-manifest]: Core: url '[::1:repo' looks like '[host]:path' (an IPv6 address in brackets) but is not one; write a repository URL or path\n")
        try sandbox.writeManifest([#"{ "name": "Core", "git": "[::1]:repo", "branch": "develop" }"#])
        let runner = RecordingProcessRunner()
        let check = sandbox.run(["check"], runner: runner)
        #expect(check.err == "")
        #expect(check.code == .success)
    }
}
