import Foundation
import MortarCLI
import MortarCore
import MortarFormats
import MortarWorkspace
import Testing
import MortarTestSupport

/// One git layer: every URL, ref and name `mortar fetch` refuses, `mortar resolve` (and the
/// `Git` type both run through) refuses too, with the same message, and no process starts.
@Suite struct GitSafetyTableTests {
    /// Refused URLs and the whole message the validator gives for each.
    static let urls: [(String, String)] = [
        ("ext::sh -c touch% pwned", "url 'ext::sh -c touch% pwned' uses the 'ext::' transport, which can run programs; use an https, ssh, git or file URL or a local path"),
        ("fd::17", "url 'fd::17' uses the 'fd::' transport, which can run programs; use an https, ssh, git or file URL or a local path"),
        ("--upload-pack=touch pwned", "url '--upload-pack=touch pwned' starts with '-' and would be read as an option by git; write a repository URL or path"),
        ("ftp://example.com/Core.git", "url 'ftp://example.com/Core.git' uses the unsupported scheme 'ftp://'; use https, http, ssh, git, file, user@host:path or a local path"),
        ("ssh://git@-oProxyCommand=x/Core", "url 'ssh://git@-oProxyCommand=x/Core' has a host starting with '-'; write a repository URL or path"),
        ("https:///Core.git", "url 'https:///Core.git' has no host; write a repository URL or path"),
        ("@host:Core.git", "url '@host:Core.git' looks like 'user@host:path' but is not one; write a repository URL or path"),
    ]

    /// Refused module / package names, and fetch's message for each (the manifest reader
    /// refuses a module so named before the fetch gate sees it).
    static let names: [(String, String, String)] = [
        ("../Escape", "invalid module name '../Escape'", "module name '../Escape' must start with a letter, digit or '_'; a name is a folder name matching [A-Za-z0-9_][A-Za-z0-9_.+-]*"),
        ("Core/../../x", "invalid module name 'Core/../../x'", "module name 'Core/../../x' may contain only letters, digits, '_', '.', '+' and '-'; a name is a folder name matching [A-Za-z0-9_][A-Za-z0-9_.+-]*"),
        (".hidden", "invalid module name '.hidden'", "module name '.hidden' must start with a letter, digit or '_'; a name is a folder name matching [A-Za-z0-9_][A-Za-z0-9_.+-]*"),
        ("-rf", "invalid module name '-rf'", "module name '-rf' must start with a letter, digit or '_'; a name is a folder name matching [A-Za-z0-9_][A-Za-z0-9_.+-]*"),
    ]

    /// Refused tags, and fetch's whole message for each.
    static let refs: [(String, String)] = [
        ("--output=/tmp/x", "mortar.json:4:69: error[invalid-manifest]: Core: tag '--output=/tmp/x' starts with '-'\n  help: write a valid git tag name"),
        ("1.0..2.0", "mortar.json:4:69: error[invalid-manifest]: Core: tag '1.0..2.0' contains '..'\n  help: write a valid git tag name"),
        ("v1@{0}", "mortar.json:4:69: error[invalid-manifest]: Core: tag 'v1@{0}' contains '@{'\n  help: write a valid git tag name"),
        ("1.0 beta", "mortar.json:4:69: error[invalid-manifest]: Core: tag '1.0 beta' contains ' '\n  help: write a valid git tag name"),
        ("1.0.lock", "mortar.json:4:69: error[invalid-manifest]: Core: tag '1.0.lock' has a component ending with '.lock'\n  help: write a valid git tag name"),
        ("HEAD:evil", "mortar.json:4:69: error[invalid-manifest]: Core: tag 'HEAD:evil' contains ':'\n  help: write a valid git tag name"),
    ]

    static func json(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }

    /// Runs `command` on a manifest with these module entries and pins, with a runner that
    /// records and runs nothing.
    static func run(_ command: String, modules: [String], pins: String) throws -> (code: ExitCode, count: Int, err: String) {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.writeManifest(modules, pins: pins)
        let runner = RecordingProcessRunner()
        let result = sandbox.run([command], runner: runner)
        return (result.code, runner.count, result.err)
    }

    @Test(arguments: urls)
    func aURLFetchRefusesResolveRefusesBeforeAnyProcess(url: String, message: String) throws {
        let fetched = try Self.run("fetch", modules: [#"{ "name": "Core", "git": \#(Self.json(url)), "tag": "1.0.0" }"#], pins: "{}")
        #expect(fetched.code == .usage)
        #expect(fetched.count == 0)
        #expect(fetched.err == "mortar.json:4:15: error[invalid-manifest]: Core: \(message)\n")

        let resolved = try Self.run("resolve", modules: [], pins: #"{ "Core": { "version": "1.0.0", "git": \#(Self.json(url)) } }"#)
        #expect(resolved.code == .usage)
        #expect(resolved.count == 0)
        #expect(resolved.err == "mortar.json:6:13: error[invalid-manifest]: Core: \(message)\n")
    }

    @Test(arguments: names)
    func aNameFetchRefusesResolveRefusesBeforeAnyProcess(name: String, fetchMessage: String, message: String) throws {
        let fetched = try Self.run("fetch", modules: [#"{ "name": \#(Self.json(name)), "git": "https://example.com/Core.git", "tag": "1.0.0" }"#], pins: "{}")
        #expect(fetched.code == .usage)
        #expect(fetched.count == 0)
        #expect(fetched.err == "mortar.json:4:15: error[invalid-manifest]: \(fetchMessage)\n  help: a module name is a folder name: letters, digits, '_', '.', '+' or '-', not starting with '.' or '-', no '/'\n")

        let resolved = try Self.run("resolve", modules: [], pins: #"{ \#(Self.json(name)): { "version": "1.0.0", "git": "https://example.com/Core.git" } }"#)
        #expect(resolved.code == .usage)
        #expect(resolved.count == 0)
        #expect(resolved.err == "mortar.json:6:13: error[invalid-manifest]: \(name): \(message)\n")
    }

    @Test(arguments: refs)
    func aRefFetchRefusesTheGitLayerRefusesBeforeAnyProcess(tag: String, fetchError: String) throws {
        let fetched = try Self.run("fetch", modules: [#"{ "name": "Core", "git": "https://example.com/Core.git", "tag": \#(Self.json(tag)) }"#], pins: "{}")
        #expect(fetched.code == .usage)
        #expect(fetched.count == 0)
        #expect(fetched.err == fetchError + "\n")

        // Resolve hands git only tags a remote advertises: each goes through the same gate.
        let runner = RecordingProcessRunner()
        let git = Git(runner: runner)
        var refusal: GitInputError?
        do throws(GitInputError) { try GitInputValidator.ref(.tag(tag)) } catch { refusal = error }
        let error = GitError(argv: [], reason: .refused(try #require(refusal)))
        #expect(throws: error) { try git.fetchTag(tag, from: "https://example.com/Core.git", into: "/nonexistent") }
        #expect(throws: error) { try git.rootFiles(atTag: tag, in: "/nonexistent") }
        #expect(throws: error) { try git.show(tag: tag, path: "Core.podspec", in: "/nonexistent") }
        #expect(runner.count == 0)
        #expect(GitTagListReader.read("1111111111111111111111111111111111111111\trefs/tags/\(tag)\n").isEmpty)
    }

    @Test(arguments: urls)
    func everyNetworkCommandOfTheGitLayerRefusesTheURL(url: String, message: String) {
        let runner = RecordingProcessRunner()
        let git = Git(runner: runner)
        #expect(throws: GitError.self) { try git.clone(url, into: "/nonexistent/Core") }
        #expect(throws: GitError.self) { try git.remoteRefs(url) }
        #expect(throws: GitError.self) { try git.remoteBranchTip(url, branch: "main") }
        #expect(throws: GitError.self) { try git.listTags(url) }
        #expect(throws: GitError.self) { try git.fetchTag("1.0.0", from: url, into: "/nonexistent") }
        do {
            _ = try git.listTags(url)
        } catch {
            #expect(error.description == message)
        }
        #expect(runner.count == 0)
    }
}
