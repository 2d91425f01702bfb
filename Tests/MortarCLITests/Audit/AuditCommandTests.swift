import Foundation
import MortarCLI
import Testing
import MortarTestSupport

/// `mortar check` with imports, `coupling`, `graph` and `why` on the committed examples.
struct AuditCommandTests {
    @Test func checkReportsEachImportProblemOfTheCouplingExampleAtItsLine() {
        let result = CLIHarness.run(["check", "--manifest", "Examples/Coupling/mortar.json"])
        #expect(result.exitCode == .failure)
        #expect(result.stderr == "")
        CLIHarness.expectGolden(result.stdout, "audit/coupling-check.txt")
    }

    @Test func noImportsTurnsTheScanOff() {
        let result = CLIHarness.run(["check", "--manifest", "Examples/Coupling/mortar.json", "--no-imports"])
        #expect(result.exitCode == .success)
        #expect(result.stdout == "no problems found (5 modules, 3 dependencies between them)\n")
    }

    @Test func metroSDKSourcesMatchTheirManifests() {
        let result = CLIHarness.run(["check", "--manifest", "Examples/MetroSDK/mortar.json", "--strict"])
        #expect(result.exitCode == .success)
        #expect(result.stdout.hasPrefix("no problems found"))
    }

    @Test func importFindingsFlowThroughJSONSARIFAndGitHubFormats() {
        let json = CLIHarness.run(["check", "--manifest", "Examples/Coupling/mortar.json", "--format", "json"]).stdout
        #expect(json.contains("\"code\": \"undeclared-import\""))
        let github = CLIHarness.run(["check", "--manifest", "Examples/Coupling/mortar.json", "--format", "github"]).stdout
        #expect(github.contains("::error file=Examples/Coupling/Modules/UI/Sources/LayoutView.m,line=5,col=1"))
        let sarif = CLIHarness.run(["check", "--manifest", "Examples/Coupling/mortar.json", "--format", "sarif"]).stdout
        for rule in ["undeclared-import", "implicit-import", "unused-dependency"] {
            #expect(sarif.contains("\"ruleId\": \"\(rule)\""))
        }
    }

    @Test(arguments: [
        (["coupling", "--manifest", "Examples/Coupling/mortar.json"], "coupling.txt"),
        (["coupling", "--manifest", "Examples/Coupling/mortar.json", "--format", "json"], "coupling.json"),
        (["coupling", "--manifest", "Examples/Coupling/mortar.json", "--format", "csv"], "coupling.csv"),
        (["coupling", "--manifest", "Examples/MetroSDK/mortar.json", "--format", "csv"], "metrosdk-coupling.csv"),
        (["graph", "--manifest", "Examples/MetroSDK/mortar.json"], "metrosdk.dot"),
        (["graph", "--manifest", "Examples/MetroSDK/mortar.json", "--format", "mermaid"], "metrosdk.mmd"),
        (["graph", "--manifest", "Examples/MetroSDK/mortar.json", "--format", "json"], "metrosdk-graph.json"),
        (["graph", "--manifest", "Examples/MetroSDK/mortar.json", "--format", "mermaid", "--focus", "Network", "--depth", "1"], "metrosdk-network.mmd"),
        (["graph", "--manifest", "Examples/LayerViolation/mortar.json"], "layerviolation.dot"),
        (["graph", "--manifest", "Examples/Cycle/mortar.json", "--format", "mermaid"], "cycle.mmd"),
        (["why", "Core", "--manifest", "Examples/MetroSDK/mortar.json", "--limit", "4"], "why-core.txt"),
        (["why", "GMObjC", "--manifest", "Examples/MetroSDK/mortar.json"], "why-gmobjc.txt"),
    ])
    func outputsMatchTheirGoldenFiles(_ arguments: [String], _ golden: String) {
        let result = CLIHarness.run(arguments)
        #expect(result.exitCode == .success)
        #expect(result.stderr == "")
        CLIHarness.expectGolden(result.stdout, "audit/" + golden)
        // Byte-stable: a second run prints the same bytes.
        #expect(CLIHarness.run(arguments).stdout == result.stdout)
    }

    @Test(arguments: [
        (["graph", "--manifest", "Examples/MetroSDK/mortar.json", "--format", "png"], "error[usage]: invalid value 'png' for --format\n  help: expected dot, mermaid, json\n"),
        (["graph", "--manifest", "Examples/MetroSDK/mortar.json", "--depth", "2"], "error[usage]: --depth needs --focus NAME\n  help: add --focus NAME, or run 'mortar help graph'\n"),
        (["graph", "--manifest", "Examples/MetroSDK/mortar.json", "--focus", "Netwrk"], "error[usage]: no module or third-party pin named 'Netwrk' in the graph\n  help: did you mean 'Network'?\n"),
        (["graph", "--manifest", "Examples/MetroSDK/mortar.json", "--focus", "Core", "--depth", "-1"], "error[usage]: invalid value '-1' for --depth\n  help: expected a whole number, 0 or more\n"),
        (["why", "--manifest", "Examples/MetroSDK/mortar.json"], "error[usage]: 'mortar why' expects one module or pin NAME\n  help: run 'mortar help why'\n"),
        (["why", "Jorney", "--manifest", "Examples/MetroSDK/mortar.json"], "error[usage]: no module or third-party pin named 'Jorney' in the graph\n  help: did you mean 'Journey'?\n"),
        (["why", "Core", "--limit", "0", "--manifest", "Examples/MetroSDK/mortar.json"], "error[usage]: invalid value '0' for --limit\n  help: expected a whole number, 1 or more\n"),
        (["coupling", "--manifest", "Examples/Coupling/mortar.json", "--format", "xml"], "error[usage]: invalid value 'xml' for --format\n  help: expected text, json, csv\n"),
    ])
    func unusableInputExitsTwoWithWhatToDo(_ arguments: [String], _ message: String) {
        let result = CLIHarness.run(arguments)
        #expect(result.exitCode == .usage)
        #expect(result.stdout == "")
        #expect(result.stderr == message)
    }

    @Test func whyOnARootAndOnSomethingNothingUses() {
        #expect(CLIHarness.run(["why", "Bybus", "--manifest", "Examples/MetroSDK/mortar.json"]).stdout == "'Bybus' is a root of the app: no module depends on it\n")
        #expect(CLIHarness.run(["why", "UserManager", "--manifest", "Examples/Cycle/mortar.json"]).stdout == "nothing in the app depends on 'UserManager'\n")
    }
}

/// The reference shows real output: its MetroSDK picture and Coupling report must not drift.
struct AuditReadmeTests {
    /// The fenced block of `language` that follows `marker` in the reference article `article`.
    static func block(in article: String, after marker: String, language: String) -> String? {
        guard let text = try? String(contentsOfFile: CLIHarness.repositoryRoot + "/Sources/MortarCLI/Mortar.docc/" + article, encoding: .utf8),
              let start = text.range(of: marker),
              let open = text.range(of: "```\(language)\n", range: start.upperBound..<text.endIndex),
              let close = text.range(of: "\n```\n", range: open.upperBound..<text.endIndex) else { return nil }
        return String(text[open.upperBound..<close.lowerBound]) + "\n"
    }

    @Test func referencePictureIsTheGraphCommandsOutput() {
        let mermaid = CLIHarness.run(["graph", "--manifest", "Examples/MetroSDK/mortar.json", "--format", "mermaid"]).stdout
        #expect(AuditReadmeTests.block(in: "GraphAndWhy.md", after: "### `mortar graph", language: "mermaid") == mermaid, "GraphAndWhy.md's MetroSDK picture is out of date; paste the output of 'mortar graph --manifest Examples/MetroSDK/mortar.json --format mermaid'")
        let check = CLIHarness.run(["check", "--manifest", "Examples/Coupling/mortar.json"]).stdout
        #expect(AuditReadmeTests.block(in: "ImportsAndCoupling.md", after: "# Imports and coupling", language: "") == check, "ImportsAndCoupling.md's report is out of date; paste the output of 'mortar check --manifest Examples/Coupling/mortar.json'")
    }
}

/// The integrator's policy reaches the import findings, end to end, in a temporary workspace.
struct AuditPolicyTests {
    @Test func policyLevelsFromMortarJSON() {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        CLIHarness.write("""
            {
              "name": "Policy",
              "modules": [
                { "name": "Base", "path": "Base" },
                { "name": "Kit", "path": "Kit" },
                { "name": "App", "path": "App" }
              ],
              "policy": { "implicitImports": "error", "unusedDependencies": "off" }
            }
            """, to: folder + "/mortar.json")
        for (name, dependencies) in [("Base", ""), ("Kit", "\"Base\": []"), ("App", "\"Kit\": [], \"Base\": []")] {
            CLIHarness.write("{ \"name\": \"\(name)\", \"version\": \"1.0\", \"source_files\": \"Sources/*.swift\", \"dependencies\": { \(dependencies) } }\n", to: "\(folder)/\(name)/\(name).podspec.json")
        }
        CLIHarness.write("public struct Base {}\n", to: folder + "/Base/Sources/Base.swift")
        CLIHarness.write("import Base\n", to: folder + "/Kit/Sources/Kit.swift")
        CLIHarness.write("import Kit\n", to: folder + "/App/Sources/App.swift")
        var result = CLIHarness.run(["check"], in: folder)
        #expect(result.exitCode == .success)
        #expect(result.stdout == "no problems found (3 modules, 3 dependencies between them)\n")

        CLIHarness.write("{ \"name\": \"App\", \"version\": \"1.0\", \"source_files\": \"Sources/*.swift\", \"dependencies\": { \"Kit\": [] } }\n", to: folder + "/App/App.podspec.json")
        CLIHarness.write("import Kit\n\nimport Base\n", to: folder + "/App/Sources/App.swift")
        result = CLIHarness.run(["check"], in: folder)
        #expect(result.exitCode == .failure)
        #expect(result.stdout == """
            App/Sources/App.swift:3:1: error[implicit-import]: 'App' imports 'Base', which it only reaches through 'Kit'
              note: dependency path: App → Kit → Base
              help: add 'Base' to App.podspec.json dependencies
            1 error (3 modules, 2 dependencies between them)

            """)
    }
}
