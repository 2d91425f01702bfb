import Foundation
import MortarCLI
import MortarWorkspace
import MortarCore
import Testing

/// The command line itself: help, version, option syntax, typos, init.
@Suite struct CommandLineTests {
    @Test func versionAndHelp() {
        #expect(CLIHarness.run(["--version"]).stdout == "mortar \(CLI.version)\n")
        let help = CLIHarness.run(["help"])
        #expect(help.exitCode == .success)
        #expect(help.stdout.hasPrefix("mortar \(CLI.version): integrate a modular app from many module repositories\n\nUSAGE: mortar COMMAND [OPTIONS]\n"))
        for command in CLI.commands { #expect(help.stdout.contains("  \(command.name) ")) }
        let check = CLIHarness.run(["help", "check"])
        #expect(check.stdout.hasPrefix("USAGE: mortar check [OPTIONS]\n\nCheck the module graph: dependencies, pins, conflicts, cycles, layers.\n"))
        #expect(check.stdout.contains("  --manifest PATH  The integrator manifest (default: mortar.json here, else the first of CocoaPods.podfile.yaml, CocoaPods.podfile, Podfile, Podfile.rb, as CocoaPods looks)\n"))
        #expect(CLIHarness.run(["check", "--help"]).stdout == check.stdout)
    }

    @Test func typosGetSuggestions() {
        let command = CLIHarness.run(["chek"])
        #expect(command.exitCode == .usage)
        #expect(command.stderr == "error[usage]: unknown command 'chek'\n  help: did you mean 'check'?\n")
        let option = CLIHarness.run(["check", "--manifets", "x.json"])
        #expect(option.exitCode == .usage)
        #expect(option.stderr == "error[usage]: unknown option --manifets for 'mortar check'\n  help: did you mean --manifest?\n")
        let far = CLIHarness.run(["check", "--zzzzzzzz"])
        #expect(far.stderr == "error[usage]: unknown option --zzzzzzzz for 'mortar check'\n  help: run 'mortar help check' for its options\n")
    }

    @Test func optionForms() {
        let spaced = CLIHarness.run(["check", "--manifest", "Examples/Cycle/mortar.json", "--format", "json"])
        let joined = CLIHarness.run(["check", "--manifest=Examples/Cycle/mortar.json", "--format=json"])
        #expect(spaced.stdout == joined.stdout)
        #expect(spaced.exitCode == .failure)
        #expect(CLIHarness.run(["check", "--format"]).stderr == "error[usage]: option --format FORMAT of 'mortar check' needs a value\n  help: write the value after it; run 'mortar help check' for its options\n")
        #expect(CLIHarness.run(["check", "--strict=yes"]).stderr == "error[usage]: option --strict of 'mortar check' is a flag and takes no value\n  help: write --strict alone\n")
        #expect(CLIHarness.run(["check", "--format", "xml"]).stderr == "error[usage]: invalid value 'xml' for --format\n  help: expected text, json, sarif, github\n")
        #expect(CLIHarness.run(["check", "extra"]).stderr == "error[usage]: unexpected argument 'extra' (argument 2) for 'mortar check'\n  help: run 'mortar help check'\n")
    }

    @Test func initWritesTheStarterOnceAndItReads() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = CLIHarness.run(["init"], in: folder)
        #expect(first.exitCode == .success)
        #expect(first.stdout == "wrote mortar.json; edit its modules and pins, then run 'mortar check --manifest mortar.json'\nadded Modules/, .mortar/, mortar.local.json to .gitignore\n")
        #expect(try String(contentsOfFile: folder + "/.gitignore", encoding: .utf8) == "\(GitIgnoreEdit.header)\n/Modules/\n/.mortar/\n/mortar.local.json\n")
        let written = try String(contentsOfFile: folder + "/mortar.json", encoding: .utf8)
        let template = try String(contentsOfFile: CLIHarness.repositoryRoot + "/Templates/mortar.json", encoding: .utf8)
        #expect(written == template, "Templates/mortar.json differs from the compiled-in copy in Sources/MortarCLI/StarterManifest.swift; copy it there")
        let again = CLIHarness.run(["init"], in: folder)
        #expect(again.exitCode == .failure)
        #expect(again.stderr == """
            mortar.json: error[write-failed]: already exists, and mortar init never overwrites a file
              help: remove it, or pass --output OTHER.json

            """)
        #expect(try String(contentsOfFile: folder + "/mortar.json", encoding: .utf8) == template)
        // The starter is a valid manifest: check reads it (its modules are placeholders, so it
        // reports them as not fetched / missing, never as unusable input).
        let check = CLIHarness.run(["check"], in: folder)
        #expect(check.exitCode == .failure)
        #expect(check.stderr == "")
    }

    @Test func podfileSidecarSchemaIsJSONAndNamesEveryKeyThatMeansSomethingBesideAPodfile() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: CLIHarness.repositoryRoot + "/Templates/mortar-podfile.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(Set(properties.keys) == ["$schema", "name", "checkouts", "layers", "modules", "pins", "policy", "config", "outputs"])
        let modules = try #require(properties["modules"] as? [String: Any])
        let item = try #require(modules["items"] as? [String: Any])
        #expect(Set(try #require(item["properties"] as? [String: Any]).keys) == ["name", "layer", "kind", "integration", "manifest"])
    }

    @Test func schemaIsJSONAndNamesEveryTopLevelKey() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: CLIHarness.repositoryRoot + "/Templates/mortar.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(Set(properties.keys) == ["$schema", "name", "platforms", "checkouts", "layers", "modules", "pins", "policy", "config", "outputs", "sources", "podfile", "gitBase"])
    }
}

/// `MORTAR_GIT_TIMEOUT`: the network time limit of git, checked before any command runs.
@Suite struct GitTimeoutSettingTests {
    @Test(arguments: ["0", "many", "-5", "86401", "1.5"])
    func anUnusableValueIsAUsageError(_ value: String) {
        let run = CLIHarness.run(["check", "--manifest", "Examples/MetroSDK/mortar.json"], environment: ["MORTAR_GIT_TIMEOUT": value])
        #expect(run.exitCode == .usage)
        #expect(run.stderr == "error[usage]: invalid value '\(value)' for MORTAR_GIT_TIMEOUT\n  help: expected a whole number of seconds from 1 to 86400\n")
    }

    @Test func aValueSetsTheNetworkLimitOfGit() throws {
        let context = CommandContext(environment: ["MORTAR_GIT_TIMEOUT": "42"], currentDirectory: "/", stdout: BufferOutput(), stderr: BufferOutput())
        #expect(context.git.networkTimeout == 42)
        #expect(try context.gitNetworkTimeout() == 42)
        let unset = CommandContext(environment: [:], currentDirectory: "/", stdout: BufferOutput(), stderr: BufferOutput())
        #expect(unset.git.networkTimeout == 900)
    }
}
