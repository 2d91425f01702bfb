import Foundation
import MortarCLI
import MortarCore
import MortarFormats
import Testing

@Suite struct DescribeCommandTests {
    static let fixtures: String? = {
        for up in ["..", "../.."] {
            let candidate = URL(fileURLWithPath: CLIHarness.repositoryRoot).appendingPathComponent(up)
                .appendingPathComponent("shared/fixtures/real").standardized.path
            if FileManager.default.fileExists(atPath: candidate + "/README.md") { return candidate }
        }
        return nil
    }()

    /// Enables the agreement tests only when `../shared/fixtures/real` is beside the clone.
    static var fixturesPresent: ConditionTrait {
        .enabled(if: fixtures != nil, "../shared/fixtures/real is not beside this clone: describe's real-fixture tests do not run")
    }

    /// `mortar describe` with an empty environment (as the fixtures' oracle evaluated them).
    static func describe(_ arguments: [String], in directory: String) -> CLIRun {
        let out = BufferOutput(), err = BufferOutput()
        let context = CommandContext(environment: [:], currentDirectory: directory, stdout: out, stderr: err)
        return CLIRun(exitCode: CLI.run(["describe"] + arguments, context), stdout: out.text, stderr: err.text)
    }

    /// A temporary folder holding `files` (name → text); the caller removes it.
    static func folder(with files: [String: String]) -> String {
        let folder = CLIHarness.makeTemporaryFolder()
        for (name, text) in files { CLIHarness.write(text, to: folder + "/" + name) }
        return folder
    }

    static func expected(_ name: String) -> JSONValue? {
        guard let fixtures, let text = try? String(contentsOfFile: "\(fixtures)/expected/\(name).json", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("{") }),
              let node = try? JSONParser.parse(String(line), file: name) else { return nil }
        return JSONValue(node)
    }

    @Test(Self.fixturesPresent) func describeAgreesWithRubyOnEveryRealManifest() throws {
        let fixtures = try #require(Self.fixtures, "shared/fixtures/real was not found beside the repository")
        var agreeing = 0, total = 0
        var unread: [String] = []
        for folder in ["podspec-ruby", "podspec-json", "podfile"] {
            let keys = folder == "podfile" ? ["platform", "sources", "pods"] : ["name", "version", "dependencies"]
            for name in try FileManager.default.contentsOfDirectory(atPath: "\(fixtures)/\(folder)").sorted() {
                guard let expected = Self.expected(name) else { continue }
                total += 1
                let run = Self.describe(["\(folder)/\(name)", "--format", "json"], in: fixtures)
                guard run.exitCode == .success else {
                    unread.append(name)
                    continue
                }
                let output = JSONValue(try JSONParser.parse(run.stdout, file: name))
                guard case let .object(members) = output else {
                    Issue.record("\(name): not a JSON object")
                    continue
                }
                #expect(members.prefix(3).map(\.0) == keys, "\(name): output must start with \(keys)")
                let normalized = JSONValue.object(Array(members.prefix(3))).sortedKeys
                if normalized == expected.sortedKeys { agreeing += 1 } else { Issue.record("\(name) disagrees with Ruby") }
            }
        }
        print("mortar describe agreement: \(agreeing)/\(total)")
        #expect(total >= 90)
        #expect(unread == ["realm_realm-swift__Realm.podspec", "realm_realm-swift__RealmSwift.podspec"])
        #expect(agreeing == total - unread.count)
    }

    @Test(Self.fixturesPresent) func notStaticManifestsExitTwoWithALocatedError() throws {
        let fixtures = try #require(Self.fixtures)
        let list = try String(contentsOfFile: "\(fixtures)/expected/NOT-STATIC.txt", encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(list.count == 7)
        // Plain Ruby refuses BeeHive's Podfile for its typographic quotes; CocoaPods reads it
        // (replacing them, with a warning), and so does Mortar.
        let beeHive = "alibaba_BeeHive__Example_Podfile"
        let read = Self.describe(["podfile/\(beeHive)"], in: fixtures)
        #expect(read.exitCode == .success)
        #expect(read.stderr == "podfile/\(beeHive):3:16: warning[invalid-manifest]: typographic quotes (“ ” ‘ ’ ‛) were read as straight quotes, as CocoaPods does\n"
            + "  help: write straight quotes (' or \") in the Podfile, and turn off smart quotes in your editor\n")
        for name in list where name != beeHive {
            let folder = name.hasSuffix(".podspec") ? "podspec-ruby" : "podfile"
            let run = Self.describe(["\(folder)/\(name)", "--format", "json"], in: fixtures)
            #expect(run.exitCode == .usage, "\(name)")
            // With --format json, the same diagnostics are also one JSON document on standard output.
            #expect(run.stdout.hasPrefix("{\n  \"diagnostics\": [\n    {\n      \"code\": \"invalid-manifest\",\n      \"severity\": \"error\",\n"), "\(name): \(run.stdout)")
            #expect(run.stdout.hasSuffix("  ],\n  \"messages\": []\n}\n"), "\(name): \(run.stdout)")
            #expect(run.stderr.hasPrefix("\(folder)/\(name):"), "\(name): \(run.stderr)")
            #expect(run.stderr.contains(": error[invalid-manifest]: ") && run.stderr.contains("\n  help: "), "\(name): \(run.stderr)")
        }
    }

    @Test func textAndJSONAreByteStable() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        CLIHarness.write("""
            Pod::Spec.new do |s|
              s.name = 'Kit'
              s.version = '1.0'
              s.ios.deployment_target = '13.0'
              s.dependency 'AFNetworking', '~> 4.0'
              s.subspec 'Core' do |c|
                c.dependency 'Kit/Base'
              end
            end
            """, to: folder + "/Kit.podspec")
        let text = Self.describe(["Kit.podspec"], in: folder)
        #expect(text.exitCode == .success)
        #expect(text.stdout == """
            Kit 1.0 (podspec, Kit.podspec)
            platforms: ios 13.0
            subspecs: Kit/Core
            dependencies:
              AFNetworking ~> 4.0  (Kit.podspec:5:3)
            internal dependencies:
              Kit/Base any version [in Kit/Core]  (Kit.podspec:7:5)

            """)
        let first = Self.describe(["Kit.podspec", "--format", "json"], in: folder)
        let second = Self.describe(["Kit.podspec", "--format=json"], in: folder)
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.hasPrefix("{\n  \"name\": \"Kit\",\n  \"version\": \"1.0\",\n  \"dependencies\": {\n    \"AFNetworking\": [\n      \"~> 4.0\"\n    ]\n  },\n"))
    }

    /// A platform named without a deployment target (`s.platform = :ios`) is still a platform
    /// the pod supports, alone: `pod ipc spec` writes it `"ios": null`.
    @Test func describesAPlatformWithoutADeploymentTarget() {
        let folder = Self.folder(with: [
            "Kit.podspec": "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.version = '1.0'\n  s.platform = :ios\nend\n",
            "Kit.podspec.json": #"{ "name": "Kit", "version": "1.0", "platforms": { "osx": "10.15", "ios": null } }"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = Self.describe(["Kit.podspec"], in: folder)
        #expect(text.exitCode == .success)
        #expect(text.stdout == """
            Kit 1.0 (podspec, Kit.podspec)
            platforms: ios (default)
            dependencies: none

            """)
        let json = Self.describe(["Kit.podspec", "--format", "json"], in: folder)
        #expect(json.stdout.contains("\n  \"platforms\": {\n    \"ios\": null\n  },\n"))
        let fromJSON = Self.describe(["Kit.podspec.json"], in: folder)
        #expect(fromJSON.stdout == """
            Kit 1.0 (podspec.json, Kit.podspec.json)
            platforms: ios (default), osx 10.15
            dependencies: none

            """)
    }

    @Test func describesAMortarJSON() {
        let run = Self.describe(["Examples/MetroSDK/mortar.json"], in: CLIHarness.repositoryRoot)
        #expect(run.exitCode == .success)
        #expect(run.stdout.hasPrefix("""
            MetroSDK (mortar.json, Examples/MetroSDK/mortar.json)
            platforms: ios 13.0
            layers (bottom first): foundation, common, routes, features (isolated)
            modules:
              Core: git repos/Core.bundle tag '1.0.0' layer 'foundation' kind 'basic'  (Examples/MetroSDK/mortar.json:15:15)

            """))
        let json = Self.describe(["Examples/MetroSDK/mortar.json", "--format", "json"], in: CLIHarness.repositoryRoot)
        #expect(json.stdout.hasPrefix("{\n  \"name\": \"MetroSDK\",\n  \"platforms\": {\n    \"ios\": \"13.0\"\n  },\n"))
    }

    @Test(arguments: [
        (["notes.txt"], "error[usage]: cannot tell which kind of manifest 'notes.txt' is\n  help: name it NAME.podspec, NAME.podspec.json, Package.swift, Podfile or mortar.json\n"),
        (["Missing.podspec"], "Missing.podspec: error[invalid-manifest]: cannot read 'Missing.podspec': no such file or folder\n  help: check the path and the file's permissions\n"),
        (["A.podspec", "--format", "yaml"], "error[usage]: invalid value 'yaml' for --format\n  help: expected text or json\n"),
        ([], "error[usage]: 'mortar describe' expects exactly one FILE\n  help: run 'mortar help describe'\n"),
    ])
    func usageErrors(arguments: [String], message: String) {
        let run = Self.describe(arguments, in: NSTemporaryDirectory())
        #expect(run.exitCode == .usage)
        #expect(run.stderr.hasPrefix(message))
    }
}

/// Names read from a manifest reach the terminal with their control characters written visibly.
@Suite struct TerminalEscapingTests {
    @Test func aDependencyNameCannotDriveTheTerminal() {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        CLIHarness.write(#"{"name":"Kit","version":"1.0","dependencies":{"Evil\u001b]0;pwned\u0007\u001b[2J":[]}}"#, to: folder + "/Kit.podspec.json")
        let run = CLIHarness.run(["describe", "Kit.podspec.json"], in: folder)
        #expect(run.exitCode == .success)
        #expect(run.stdout == """
            Kit 1.0 (podspec.json, Kit.podspec.json)
            dependencies:
              Evil\\u{1B}]0;pwned\\u{7}\\u{1B}[2J any version  (Kit.podspec.json:1:47)

            """)
        let json = CLIHarness.run(["describe", "Kit.podspec.json", "--format", "json"], in: folder)
        #expect(json.stdout.contains(#""Evil\u001b]0;pwned\u0007\u001b[2J""#), "JSON escapes as JSON does: \(json.stdout)")
    }

    /// The exact sequences Mortar's own colours and progress line use, and line feeds, inside a
    /// name: written visibly in a coloured report, so no name can erase or fake a location.
    @Test func aNameCannotEraseOrRecolourAnErrorsLocation() {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        CLIHarness.write(#"{ "name": "App", "modules": [ { "name": "Core", "path": "Core" } ] }"#, to: folder + "/mortar.json")
        CLIHarness.write(#"{"name":"Core","version":"1.0","dependencies":{"X\r\u001b[K\u001b[1;31mok\u001b[0m\nnext":[]}}"#, to: folder + "/Core/Core.podspec.json")
        let out = BufferOutput(), err = BufferOutput()
        let terminal = CommandContext(environment: [:], currentDirectory: folder, stdout: out, stderr: err, isTerminal: true)
        #expect(CLI.run(["check", "--no-imports"], terminal) == .failure)
        #expect(out.text == "\u{1B}[1mCore/Core.podspec.json:1:48: \u{1B}[0m\u{1B}[1;31merror[unknown-dependency]\u{1B}[0m: "
            + "\u{1B}[1m'Core' depends on 'X\\r\\u{1B}[K\\u{1B}[1;31mok\\u{1B}[0m\\nnext', which is neither a module nor a pin\u{1B}[0m\n"
            + "  \u{1B}[32mhelp\u{1B}[0m: add 'X\\r\\u{1B}[K\\u{1B}[1;31mok\\u{1B}[0m\\nnext' to \"modules\" if it is one of yours, or pin it in \"pins\" of mortar.json\n"
            + "1 error (1 module, 0 dependencies between them)\n")
        let describe = CLIHarness.run(["describe", "Core/Core.podspec.json"], in: folder)
        #expect(describe.stdout == """
            Core 1.0 (podspec.json, Core/Core.podspec.json)
            dependencies:
              X\\r\\u{1B}[K\\u{1B}[1;31mok\\u{1B}[0m\\nnext any version  (Core/Core.podspec.json:1:48)

            """)
    }
}
