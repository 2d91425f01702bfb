import Foundation
import MortarCLI
import Testing

/// `--format json` on every command prints exactly one JSON document on
/// standard output, on the bundled MetroSDK example — a copy of it in a temporary folder, so
/// `bootstrap` and `fetch` clone nothing into the repository's own `Examples/`.
@Suite struct JSONEveryCommandTests {
    static let manifest = ["--manifest", "Examples/MetroSDK/mortar.json"]

    static let commandLines: [[String]] = [
        ["bootstrap", "--no-gitignore"] + manifest,
        ["check"] + manifest,
        ["clean", "--dry-run"] + manifest,
        ["coupling"] + manifest,
        ["describe", "Examples/MetroSDK/mortar.json"],
        ["fetch"] + manifest,
        ["generate", "--check"] + manifest,
        ["graph"] + manifest,
        ["help"],
        ["help", "check"],
        ["integrate", "--dry-run"] + manifest,
        ["migrate", "--offline"] + manifest,
        ["resolve", "--offline", "--dry-run"] + manifest,
        ["satisfies", "~> 1.2", "1.2.9", "2.0"],
        ["why", "Core"] + manifest,
    ]

    @Test(arguments: commandLines) func printsOneJSONDocument(_ arguments: [String]) throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try CLIHarness.copyExample("MetroSDK", into: folder)
        let run = CLIHarness.run(arguments + ["--format", "json"], in: folder)
        let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect(document?["diagnostics"] is [Any], "\(arguments[0]): \(run.stdout)\n\(run.stderr)")
    }

    /// Unusable input (exit 2) is one JSON document too, with the same diagnostics.
    @Test(arguments: ["check", "generate", "graph", "why", "clean", "fetch", "resolve", "coupling", "bootstrap", "migrate", "integrate"])
    func aManifestThatCannotBeReadIsOneJSONDocument(_ command: String) throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        CLIHarness.write("{ \"name\": \"App\", \"modules\": [ }\n", to: folder + "/mortar.json")
        let run = CLIHarness.run([command] + (command == "why" ? ["Core"] : []) + ["--format", "json"], in: folder)
        #expect(run.exitCode == .usage)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(command): \(run.stdout)")
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["code"] as? String } == ["invalid-manifest"], "\(command)")
        #expect(run.stderr.hasPrefix("mortar.json:1:"), "\(command): \(run.stderr)")
    }

    /// A command line that cannot be used (exit 2) is one JSON document too, its diagnostic
    /// `usage`, and the same diagnostic in text on standard error.
    @Test(arguments: [
        (["chek"], "unknown command 'chek'", "did you mean 'check'?"),
        (["check", "--manifets", "x.json"], "unknown option --manifets for 'mortar check'", "did you mean --manifest?"),
        (["fetch", "--jobs", "0"], "invalid value '0' for --jobs", "expected a whole number from 1 to 10000"),
        (["graph", "--depth", "2"], "--depth needs --focus NAME", "add --focus NAME, or run 'mortar help graph'"),
        (["check", "extra"], "unexpected argument 'extra' (argument 2) for 'mortar check'", "run 'mortar help check'"),
        (["init", "Podfile"], "unexpected argument 'Podfile' (argument 2) for 'mortar init'", "a Podfile is named only with --from-podfile"),
        (["why"], "'mortar why' expects one module or pin NAME", "run 'mortar help why'"),
        (["describe"], "'mortar describe' expects exactly one FILE", "run 'mortar help describe'"),
        (["satisfies", "1.0"], "'mortar satisfies' expects a requirement and at least one version", "run 'mortar help satisfies'"),
    ])
    func aUsageErrorIsOneJSONDocument(_ arguments: [String], _ message: String, _ help: String) throws {
        let run = CLIHarness.run(arguments + ["--format", "json"])
        #expect(run.exitCode == .usage)
        #expect(run.stderr == "error[usage]: \(message)\n  help: \(help)\n")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? NSDictionary, "\(run.stdout)")
        let expected: NSDictionary = [
            "diagnostics": [["code": "usage", "severity": "error", "message": message, "locations": [], "notes": [], "help": help]],
            "messages": [],
        ]
        #expect(document == expected, "\(run.stdout)")
    }

    @Test func helpIsOneJSONDocument() throws {
        let text = CLIHarness.run(["help", "check"]).stdout
        let run = CLIHarness.run(["help", "check", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? NSDictionary, "\(run.stdout)")
        #expect(document == ["command": "check", "help": text, "diagnostics": [], "messages": []] as NSDictionary)
        let list = try #require(try JSONSerialization.jsonObject(with: Data(CLIHarness.run(["help", "--format", "json"]).stdout.utf8)) as? NSDictionary)
        let commands = try #require(list["commands"] as? [[String: String]])
        #expect(commands.map { $0["name"] ?? "" } == CLI.commands.map { $0.name })
        #expect(commands.first == ["name": "bootstrap", "summary": "Fetch every module, check the graph, generate the manifests (the main job)"])
    }

    @Test func initPrintsOneJSONDocument() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let podfile = CLIHarness.repositoryRoot + "/Examples/MetroSDK/Podfile"
        let run = CLIHarness.run(["init", "--from-podfile", podfile, "--output", "mortar.json", "--format", "json"], in: folder)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(document["written"] as? String == "mortar.json")
        #expect(run.exitCode == .success, "\(run.stderr)")
    }
}
