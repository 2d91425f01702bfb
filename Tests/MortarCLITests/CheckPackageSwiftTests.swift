import Foundation
import MortarCLI
import Testing
import MortarTestSupport

/// A module whose manifest is a `Package.swift`: its SwiftPM requirement is a component
/// requirement like any other, and a pin must satisfy it.
@Suite struct CheckPackageSwiftTests {
    @Test func aSwiftPMRequirementIsCheckedAgainstThePin() {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        CLIHarness.write("""
            {
              "name": "App",
              "modules": [{ "name": "Demo", "path": "Demo" }],
              "pins": { "swift-log": "1.4.0" },
              "policy": { "componentRequirements": "off" }
            }
            """, to: folder + "/mortar.json")
        CLIHarness.write("let package = Package(\n  name: \"Demo\",\n  dependencies: [\n    .package(url: \"https://github.com/apple/swift-log.git\", from: \"1.5.0\"),\n  ]\n)\n",
                         to: folder + "/Demo/Package.swift")
        let runner = RecordingProcessRunner.scriptedSwift(dump: DescribePackageSwiftTests.dump)
        let out = BufferOutput(), err = BufferOutput()
        let context = CommandContext(environment: ["NO_COLOR": "1"], currentDirectory: folder, stdout: out, stderr: err, processRunner: runner)
        let code = CLI.run(["check", "--format", "json"], context)
        #expect(code == .failure)
        #expect(out.text.contains("\"code\": \"version-conflict\""), "\(out.text)")
        #expect(out.text.contains("Demo/Package.swift"), "\(out.text)")
        #expect(runner.dumps == 1)
        #expect(FileManager.default.fileExists(atPath: folder + "/.mortar/cache/dump-package"), "cached beside the integrator manifest")
        _ = CLI.run(["check"], context)
        #expect(runner.dumps == 1, "an unchanged manifest is not dumped again")
    }
}
