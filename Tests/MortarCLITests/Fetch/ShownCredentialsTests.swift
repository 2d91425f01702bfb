import Foundation
import MortarCLI
import MortarCore
import MortarOutput
import MortarWorkspace
import Testing
import MortarTestSupport

/// What Mortar shows never carries a URL's credentials, whichever command or renderer made the
/// line (`TextOutput` hides them once for every stream); the files it writes keep the URL as
/// written (the pin in mortar.json, the generated Package.swift).
@Suite(.serialized) struct ShownCredentialsTests {
    @Test(arguments: [
        ("package: http://alice:s3cret@127.0.0.1:8080/Kit (the pin's git)\n", "package: http://***@127.0.0.1:8080/Kit (the pin's git)\n"),
        (#"{"url": "https://ghp_1234@github.com", "other": "https://x:y@h/z"}"#, #"{"url": "https://***@github.com", "other": "https://***@h/z"}"#),
        (".package(url: \"https://u:p@host/Kit.git\", exact: \"1.0.0\")", ".package(url: \"https://***@host/Kit.git\", exact: \"1.0.0\")"),
        ("'git clone -- ssh://git:pw@host/x' failed", "'git clone -- ssh://git:***@host/x' failed"),
        ("from `https://tok@host`, then", "from `https://***@host`, then"),
        // Nothing secret, or no URL: as written.
        ("mail me@example.com at https://example.com/a@b or git@github.com:acme/core.git", "mail me@example.com at https://example.com/a@b or git@github.com:acme/core.git"),
        ("ssh://git@host/x and 1://u:p@h", "ssh://git@host/x and 1://u:p@h"),
    ])
    func credentialsAreHiddenInRunningText(text: String, shown: String) {
        #expect(URLCredentials.hiddenInText(text) == shown)
    }

    @Test func aBufferAndAStreamShowNoCredentials() {
        let out = BufferOutput()
        out.write("clone https://alice:s3cret@host/x\n")
        out.writeStyled("\u{1B}[1;31merror\u{1B}[0m: https://alice:s3cret@host/x\n")
        #expect(out.text == "clone https://***@host/x\n\u{1B}[1;31merror\u{1B}[0m: https://***@host/x\n")
    }

    /// migrate's report shows the package's URL hidden, and says where it is as written.
    @Test func migrateShowsThePackagesURLWithoutItsCredentials() throws {
        let box = try FetchSandbox()
        defer { box.cleanUp() }
        try box.makePackageRemote("Kit", tag: "1.2.0")
        let server = try LoopbackHTTPServer(root: box.remotes, serving: .gitRepositories)
        defer { server.stop() }
        let host = String(server.url.dropFirst("http://".count))
        try box.writeManifest([], pins: "{\"Kit\": {\"version\": \"1.2.0\", \"git\": \"http://alice:s3cret@\(host)Kit\"}}")

        let run = box.run(["migrate"])

        #expect(run.err == "")
        #expect(run.out == """
            Kit 1.2.0: mapped
              package: http://***@\(host)Kit (the pin's git, mortar.json:6:12)
              tag: 1.2.0 (the tag of version 1.2.0)
              Kit → Kit (a product named 'Kit')
              the URL's credentials are shown as ***; mortar.json and the Package.swift generate writes have it as written: keep them in a git credential helper or ~/.netrc instead
            1 pod: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
        #expect(run.code == .success)
        let markdown = box.run(["migrate", "--format", "markdown", "--offline"])
        #expect(markdown.out == """
            # Moving App from CocoaPods to SwiftPM

            1 pod: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

            - [x] **Kit** 1.2.0: mapped — `.package(url: "http://***@\(host)Kit", exact: "1.2.0")`, `Kit`
              - the URL's credentials are shown as ***; mortar.json and the Package.swift generate writes have it as written: keep them in a git credential helper or ~/.netrc instead

            """)
        let json = box.run(["migrate", "--format", "json", "--offline"])
        #expect(json.out.contains("\"url\": \"http://***@\(host)Kit\""), "\(json.out)")
        #expect(!json.out.contains("s3cret"))
        // What is written keeps the URL as given.
        #expect(box.run(["generate", "--swiftpm", "Package.swift"]).code == .success)
        #expect(try box.read(box.project + "/Package.swift").contains(".package(url: \"http://alice:s3cret@\(host)Kit\", exact: \"1.2.0\")"))
    }

    /// resolve's messages name a pin's repository without its credentials.
    @Test func resolveShowsThePinsRepositoryWithoutItsCredentials() throws {
        let box = try FetchSandbox()
        defer { box.cleanUp() }
        try box.write(box.project + "/Login/Login.podspec.json", #"{"name": "Login", "version": "1.0.0", "dependencies": {"Lib": ["~> 1.0"]}}"#)
        try box.writeManifest([#"{ "name": "Login", "path": "Login" }"#], pins: #"{"Lib": {"version": "1.0.0", "git": "https://alice:s3cret@git.example.com/Lib.git"}}"#)

        let run = box.run(["resolve", "--offline"])

        #expect(run.out == "")
        #expect(run.err == """
            mortar.json: error[versions-unavailable]: cannot read the versions of 'Lib': --offline and no tags of 'https://***@git.example.com/Lib.git' are cached; run 'mortar resolve' once without --offline
              help: check the package's URL and that git can reach it, then run mortar resolve again

            """)
        #expect(run.code == .usage)
        let json = box.run(["resolve", "--offline", "--format", "json"])
        #expect(json.out.contains("no tags of 'https://***@git.example.com/Lib.git' are cached"), "\(json.out)")
        #expect(!json.out.contains("s3cret") && !json.err.contains("s3cret"))
    }

    /// describe shows a module's URL hidden, in text and JSON; the manifest keeps it.
    @Test func describeShowsAModulesURLWithoutItsCredentials() throws {
        let box = try FetchSandbox()
        defer { box.cleanUp() }
        try box.writeManifest([#"{ "name": "Lib", "git": "https://alice:s3cret@git.example.com/Lib.git", "tag": "1.0.0" }"#])

        let text = box.run(["describe", "mortar.json"])
        let json = box.run(["describe", "mortar.json", "--format", "json"])

        #expect(text.out == "App (mortar.json, mortar.json)\nmodules:\n  Lib: git https://***@git.example.com/Lib.git tag '1.0.0'  (mortar.json:4:15)\npins: none\n")
        #expect(text.err == "")
        #expect(json.out.contains("\"git\": \"https://***@git.example.com/Lib.git\""), "\(json.out)")
        #expect(!json.out.contains("s3cret"))
        #expect(try box.read(box.project + "/mortar.json").contains("https://alice:s3cret@git.example.com/Lib.git"))
    }
}
