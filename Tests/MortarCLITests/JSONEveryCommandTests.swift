import Foundation
import MortarCLI
import Testing

/// `--format json` on every command prints exactly one JSON document on
/// standard output, on the bundled MetroSDK example.
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
        ["migrate", "--offline"] + manifest,
        ["resolve", "--offline", "--dry-run"] + manifest,
        ["satisfies", "~> 1.2", "1.2.9", "2.0"],
        ["why", "Core"] + manifest,
    ]

    @Test(arguments: commandLines) func printsOneJSONDocument(_ arguments: [String]) throws {
        let run = CLIHarness.run(arguments + ["--format", "json"])
        let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect(document?["diagnostics"] is [Any], "\(arguments[0]): \(run.stdout)\n\(run.stderr)")
    }

    /// Unusable input (exit 2) is one JSON document too, with the same diagnostics.
    @Test(arguments: ["check", "generate", "graph", "why", "clean", "fetch", "resolve", "coupling", "bootstrap", "migrate"])
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
