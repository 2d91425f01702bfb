import Foundation
import MortarCLI
import Testing
import MortarTestSupport

/// `mortar check` on the bundled examples: golden outputs in every format, and exit codes.
@Suite struct ExamplesCheckTests {
    @Test(arguments: [
        ("Conflict", ExitCode.failure), ("Cycle", .failure), ("LayerViolation", .failure),
    ])
    func textReport(example: String, exit: ExitCode) {
        let run = CLIHarness.run(["check", "--manifest", "Examples/\(example)/mortar.json"], environment: ["NO_COLOR": "1"])
        #expect(run.exitCode == exit)
        #expect(run.stderr == "")
        CLIHarness.expectGolden(run.stdout, "check-\(example).txt")
    }

    @Test func conflictNamesEveryRequirerAndThePin() {
        let run = CLIHarness.run(["check", "--manifest", "Examples/Conflict/mortar.json"])
        #expect(run.stdout == """
            Examples/Conflict/Modules/Ads/Ads.podspec.json:6:5: error[version-conflict]: requirements on 'O' conflict: 'Ads' requires 'O' '= 1.2', 'Login' requires 'O' '= 1.1': no version satisfies both
              Examples/Conflict/Modules/Ads/Ads.podspec.json:6:5: note: 'Ads' requires 'O' '= 1.2'
              Examples/Conflict/Modules/Login/Login.podspec.json:6:5: note: 'Login' requires 'O' '= 1.1'
              Examples/Conflict/mortar.json:12:5: note: pinned to '= 1.2' here
              help: make the components agree, or better, remove their requirements and let the integrator pin 'O' once
            1 error (2 modules, 0 dependencies between them)

            """)
    }

    @Test func cycleReportsTheClosedPath() {
        let run = CLIHarness.run(["check", "--manifest", "Examples/Cycle/mortar.json"])
        #expect(run.exitCode == .failure)
        #expect(run.stdout.contains("error[cycle]: dependency cycle: SDKManager → UserManager → SDKManager\n"))
    }

    @Test(arguments: ["Conflict", "Cycle", "LayerViolation"])
    func jsonReportParses(example: String) throws {
        let run = CLIHarness.run(["check", "--manifest", "Examples/\(example)/mortar.json", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(!diagnostics.isEmpty)
        for diagnostic in diagnostics {
            #expect(Set(diagnostic.keys) == ["code", "severity", "message", "locations", "notes", "help"])
        }
        CLIHarness.expectGolden(run.stdout, "check-\(example).json")
    }

    @Test func sarifReport() throws {
        let run = CLIHarness.run(["check", "--manifest", "Examples/LayerViolation/mortar.json", "--format", "sarif"])
        #expect(run.exitCode == .failure)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["version"] as? String == "2.1.0")
        let runs = try #require(object["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["layer-violation", "layer-violation"])
        #expect(results.map { $0["level"] as? String } == ["error", "error"])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.contains { $0["id"] as? String == "version-conflict" })
        CLIHarness.expectGolden(run.stdout, "check-LayerViolation.sarif")
    }

    @Test func githubAnnotations() {
        let run = CLIHarness.run(["check", "--manifest", "Examples/Cycle/mortar.json", "--format", "github"])
        #expect(run.stdout == """
            ::error file=Examples/Cycle/Modules/SDKManager/SDKManager.podspec.json,line=6,col=5,title=mortar cycle::dependency cycle: SDKManager → UserManager → SDKManager%0AExamples/Cycle/Modules/SDKManager/SDKManager.podspec.json:6:5: note: 'SDKManager' depends on 'UserManager' here%0AExamples/Cycle/Modules/UserManager/UserManager.podspec.json:6:5: note: 'UserManager' depends on 'SDKManager' here%0Ahelp: break the cycle: move what both need into a lower module, or invert one dependency through a protocol in a lower layer
            1 error (3 modules, 2 dependencies between them)

            """)
    }

    @Test func colourOnlyOnATerminalWithoutNoColor() {
        let out = BufferOutput(), err = BufferOutput()
        let plain = CommandContext(environment: ["NO_COLOR": "1"], currentDirectory: CLIHarness.repositoryRoot, stdout: out, stderr: err, isTerminal: true)
        _ = CLI.run(["check", "--manifest", "Examples/Cycle/mortar.json"], plain)
        #expect(!out.text.contains("\u{1B}["))
        let coloured = BufferOutput()
        let terminal = CommandContext(environment: [:], currentDirectory: CLIHarness.repositoryRoot, stdout: coloured, stderr: err, isTerminal: true)
        _ = CLI.run(["check", "--manifest", "Examples/Cycle/mortar.json"], terminal)
        #expect(coloured.text.contains("\u{1B}[1;31merror[cycle]\u{1B}[0m"))
    }

    @Test func brokenManifestExitsTwoWithItsPlace() {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        CLIHarness.write("{\n  \"name\": \"App\",\n  \"modules\": [\n    { \"name\": \"Core\" \"path\": \"Core\" }\n  ]\n}\n", to: folder + "/mortar.json")
        let run = CLIHarness.run(["check"], in: folder)
        #expect(run.exitCode == .usage)
        #expect(run.stdout == "")
        #expect(run.stderr == """
            mortar.json:4:22: error[invalid-manifest]: unexpected '"' after the value of "name"; expected ',' or '}'
              help: fix the JSON syntax at that place

            """)
    }

    @Test func strictFailsOnWarnings() {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        CLIHarness.write("{ \"modules\": [ { \"name\": \"A\", \"path\": \"A\" } ], \"pins\": { \"Unused\": \"1.0\" } }\n", to: folder + "/mortar.json")
        CLIHarness.write("{ \"name\": \"A\" }\n", to: folder + "/A/A.podspec.json")
        let lenient = CLIHarness.run(["check"], in: folder)
        #expect(lenient.exitCode == .success)
        #expect(lenient.stdout == """
            mortar.json:1:58: warning[unused-pin]: 'Unused' is pinned but no module depends on it
              help: remove the pin, or add the dependency to the module that uses 'Unused'
            1 warning (1 module, 0 dependencies between them)

            """)
        #expect(CLIHarness.run(["check", "--strict"], in: folder).exitCode == .failure)
    }

    @Test func noManifestHere() {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CLIHarness.run(["check"], in: folder)
        #expect(run.exitCode == .usage)
        #expect(run.stderr == "error[usage]: no mortar.json or Podfile in this folder (tried mortar.json, CocoaPods.podfile.yaml, CocoaPods.podfile, Podfile, Podfile.rb)\n  help: pass --manifest PATH, or run 'mortar init' to write a starter mortar.json\n")
    }
}
