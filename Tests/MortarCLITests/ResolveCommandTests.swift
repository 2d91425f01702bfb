import Foundation
import MortarCLI
import MortarTestSupport
import MortarWorkspace
import Testing

/// `mortar resolve` end to end: real git repositories with tags and a manifest at each tag,
/// created in a temporary folder.
@Suite struct ResolveCommandTests {
    /// Runs git in `directory` (`TestGit`: under the temporary folder only), failing the test
    /// on a refusal or a non-zero exit.
    static func git(_ arguments: [String], in directory: String) {
        do {
            try TestGit.run(arguments, in: directory)
        } catch {
            Issue.record("\(error)")
        }
    }

    /// A repository `name` with one commit and tag per version, each with `<name>.podspec.json`
    /// declaring `dependencies` (name → requirement strings).
    static func makePackage(_ name: String, in root: String, versions: [(tag: String, dependencies: [(String, [String])])]) -> String {
        let folder = root + "/repos/" + name
        try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        git(["init", "-q", "-b", "main"], in: folder)
        for (tag, dependencies) in versions {
            let entries = dependencies.map { dependency in
                "    \"\(dependency.0)\": [\(dependency.1.map { "\"\($0)\"" }.joined(separator: ", "))]"
            }.joined(separator: ",\n")
            let spec = "{\n  \"name\": \"\(name)\",\n  \"version\": \"\(tag)\",\n  \"dependencies\": {\n\(entries)\n  }\n}\n"
            CLIHarness.write(spec, to: "\(folder)/\(name).podspec.json")
            git(["add", "-A"], in: folder)
            git(["commit", "-q", "--allow-empty", "-m", tag], in: folder)
            git(["tag", "-a", tag, "-m", tag], in: folder)
        }
        git(["tag", "nightly"], in: folder)
        return "file://" + folder
    }

    @Test func choosesPinsFromTagsAndEditsACommentedManifest() throws {
        let root = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let core = Self.makePackage("Core", in: root, versions: [
            ("1.0.0", []), ("1.5.0", []), ("2.0.0", []), ("2.1.0", []), ("3.0.0-beta.1", []),
        ])
        let network = Self.makePackage("Network", in: root, versions: [
            ("1.0.0", [("Core", [">= 1.0"])]),
            ("2.0.0", [("Core", [">= 1.0", "< 2.0"])]),
        ])
        let auth = Self.makePackage("Auth", in: root, versions: [("1.0.0", [("Core", ["~> 2.0"])])])
        let app = root + "/app"
        CLIHarness.write("""
            {"name": "Login", "version": "1.0.0", "dependencies": {"Auth": [], "Network": []}}

            """, to: app + "/Modules/Login/Login.podspec.json")
        let manifest = """
            {
              // The demo app: one module, three third-party packages.
              "name": "Demo",
              "modules": [
                { "name": "Login", "path": "Modules/Login" }   // sign-in
              ],
              "pins": {
                /* chosen by `mortar resolve` */
                "Auth": { "version": "1.0.0", "git": "\(auth)" },
                "Core": { "version": "1.0.0", "git": "\(core)" }, // utilities
                "Network": { "version": "2.0.0", "git": "\(network)" }
              }
            }

            """
        CLIHarness.write(manifest, to: app + "/mortar.json")

        // Kept pins clash: Auth needs Core 2.x, the pin says 1.0.0.
        let clash = CLIHarness.run(["resolve"], in: app)
        #expect(clash.exitCode == .failure)
        #expect(clash.stdout == "")
        #expect(clash.stderr == """
            Auth/Auth.podspec.json:5:5: error[version-conflict]: no versions satisfy every requirement: no version of Core satisfies both
              Auth/Auth.podspec.json:5:5: note: Demo → Login → Auth 1.0.0 needs Core '~> 2.0'
              mortar.json:10:5: note: Demo pins Core 1.0.0
              help: the pin of 'Core' is kept; run 'mortar resolve --update=Core' to let it move, or change the requirements above

            """)

        let clashJSON = CLIHarness.run(["resolve", "--format", "json"], in: app)
        #expect(clashJSON.exitCode == .failure)
        #expect(clashJSON.stdout == """
            {
              "error": {
                "message": "no versions satisfy every requirement",
                "facts": [
                  {
                    "text": "Demo → Login → Auth 1.0.0 needs Core '~> 2.0'",
                    "location": "Auth/Auth.podspec.json:5:5"
                  },
                  {
                    "text": "Demo pins Core 1.0.0",
                    "location": "mortar.json:10:5"
                  }
                ],
                "conclusion": "no version of Core satisfies both",
                "help": "the pin of 'Core' is kept; run 'mortar resolve --update=Core' to let it move, or change the requirements above"
              },
              "diagnostics": [
                {
                  "code": "version-conflict",
                  "severity": "error",
                  "message": "no versions satisfy every requirement: no version of Core satisfies both",
                  "locations": [
                    {
                      "file": "Auth/Auth.podspec.json",
                      "line": 5,
                      "column": 5
                    }
                  ],
                  "notes": [
                    {
                      "message": "Demo → Login → Auth 1.0.0 needs Core '~> 2.0'",
                      "location": {
                        "file": "Auth/Auth.podspec.json",
                        "line": 5,
                        "column": 5
                      }
                    },
                    {
                      "message": "Demo pins Core 1.0.0",
                      "location": {
                        "file": "mortar.json",
                        "line": 10,
                        "column": 5
                      }
                    }
                  ],
                  "help": "the pin of 'Core' is kept; run 'mortar resolve --update=Core' to let it move, or change the requirements above"
                }
              ],
              "messages": []
            }

            """)

        // Pins it cannot write (a read-only file system): a located error, the manifest as it was.
        let out = BufferOutput(), err = BufferOutput()
        let refused = CLI.run(["resolve", "--update=Core,Network"], CommandContext(
            environment: ProcessInfo.processInfo.environment.filter { $0.key != "CI" }.merging(["MORTAR_TRUNK_URL": "none"]) { $1 },
            currentDirectory: app, stdout: out, stderr: err, fileSystem: RefusingFileSystem(refused: "/mortar.json")))
        #expect(refused == .usage)
        #expect(err.text == """
            mortar.json: error[write-failed]: the resolved pins cannot be written: Read-only file system
              help: check the folder exists and is writable, or run mortar resolve again once it can be

            """)
        #expect(try String(contentsOfFile: app + "/mortar.json", encoding: .utf8) == manifest)

        // Letting Core and Network move: Core rises to 2.1.0 (not the beta), and Network must
        // come down to 1.0.0, whose requirement on Core allows 2.x.
        let resolved = CLIHarness.run(["resolve", "--update=Core,Network"], in: app)
        #expect(resolved.stderr == "")
        #expect(resolved.exitCode == .success)
        #expect(resolved.stdout == """
            Auth     1.0.0 (kept)
            Core     1.0.0 → 2.1.0
            Network  2.0.0 → 1.0.0
            wrote 2 pins to mortar.json

            """)
        let edited = try String(contentsOfFile: app + "/mortar.json", encoding: .utf8)
        #expect(edited == manifest
            .replacingOccurrences(of: "\"Core\": { \"version\": \"1.0.0\"", with: "\"Core\": { \"version\": \"2.1.0\"")
            .replacingOccurrences(of: "\"Network\": { \"version\": \"2.0.0\"", with: "\"Network\": { \"version\": \"1.0.0\""))

        // Offline, with the repositories gone, the cache answers: nothing to change.
        try FileManager.default.moveItem(atPath: root + "/repos", toPath: root + "/moved")
        let offline = CLIHarness.run(["resolve", "--offline", "--update", "--dry-run", "--format", "json"], in: app)
        #expect(offline.stderr == "")
        #expect(offline.exitCode == .success)
        #expect(offline.stdout == """
            {
              "pins": [
                {
                  "name": "Auth",
                  "old": "1.0.0",
                  "new": "1.0.0",
                  "changed": false
                },
                {
                  "name": "Core",
                  "old": "2.1.0",
                  "new": "2.1.0",
                  "changed": false
                },
                {
                  "name": "Network",
                  "old": "1.0.0",
                  "new": "1.0.0",
                  "changed": false
                }
              ],
              "file": "mortar.json",
              "written": false,
              "diagnostics": [],
              "messages": []
            }

            """)

        // Online again without the repositories: the error says which package and why.
        let unreachable = CLIHarness.run(["resolve", "--update=Core"], in: app)
        #expect(unreachable.exitCode == .usage)
        #expect(unreachable.stderr.hasPrefix("mortar.json: error[versions-unavailable]: cannot read the versions of 'Auth': 'git ls-remote --tags -- \(auth)' failed with exit status"))
        #expect(unreachable.stderr.hasSuffix("\n  help: check the package's URL and that git can reach it, then run mortar resolve again\n"))
    }

    @Test func asksForAnEqualsSignBeforeUpdateNames() {
        let run = CLIHarness.run(["resolve", "--update", "Alamofire"])
        #expect(run.exitCode == .usage)
        #expect(run.stderr == "error[usage]: option --update of 'mortar resolve' takes its value after '='\n  help: write '--update=Alamofire'\n")
    }

    @Test func rejectsAnUnknownPackageInUpdate() {
        let root = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        CLIHarness.write("{\n  \"name\": \"Demo\",\n  \"pins\": { \"Alamofire\": \"5.9.1\" }\n}\n", to: root + "/mortar.json")
        let run = CLIHarness.run(["resolve", "--update=Alamofir"], in: root)
        #expect(run.exitCode == .usage)
        #expect(run.stderr == "error[usage]: unknown package 'Alamofir' in --update\n  help: did you mean 'Alamofire'?\n")
    }

    /// A component that cannot be read is printed like every other manifest problem (place,
    /// severity, code, help), as a warning: resolution goes on without its requirements.
    @Test func anUnreadableComponentIsAWarningInTheOneShape() {
        let root = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        CLIHarness.write("{\n  \"name\": \"Demo\",\n  \"modules\": [{ \"name\": \"Login\", \"path\": \"Modules/Login\" }],\n  \"pins\": {}\n}\n", to: root + "/mortar.json")
        CLIHarness.write("{ \"version\": \"1.0\" }\n", to: root + "/Modules/Login/Login.podspec.json")
        let run = CLIHarness.run(["resolve", "--dry-run"], in: root)
        #expect(run.exitCode == .success)
        #expect(run.stderr == """
            Modules/Login/Login.podspec.json:1:1: warning[invalid-manifest]: the podspec has no 'name'; its requirements are not part of this resolution
              help: add "name": "MyPod"

            """)
        #expect(run.stdout == "mortar.json is up to date\n")
    }
}
