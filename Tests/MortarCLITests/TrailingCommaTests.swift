import Foundation
import MortarCLI
import MortarCore
import Testing

/// `mortar.json` is JSONC: comments and trailing commas are read. A trailing comma is warned
/// of where it is (JSON has none, and `jq`, `JSONSerialization`, `JSON.parse` and an editor in
/// JSON mode refuse the file there); a `.podspec.json` is read as CocoaPods reads it, with
/// Ruby's `JSON.parse` (json 2.6.1: `{"a": 1,}` is "unexpected token"), so a trailing comma
/// there is an error. CocoaPods' own `Pod::Specification.from_file` (Core, through
/// `from_json`) on `{"name": "Core", "version": "1.0.0",}` raises
/// `JSON::ParserError: 859: unexpected token at '{"name": "Core", "version": "1.0.0",}'`.
@Suite struct TrailingCommaTests {
    @Test func aTrailingCommaInMortarJSONIsWarnedOfWhereItIs() {
        let root = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        CLIHarness.write("""
            {
              "name": "App",
              "modules": [
                { "name": "Core", "path": "Core" },
              ],
              "pins": {},  // none yet
            }

            """, to: root + "/mortar.json")
        CLIHarness.write(#"{"name": "Core", "version": "1.0.0"}"# + "\n", to: root + "/Core/Core.podspec.json")

        let run = CLIHarness.run(["check"], in: root)

        #expect(run.stderr == """
            mortar.json:4:39: warning[invalid-manifest]: a trailing comma: JSON has none, and tools that read mortar.json as JSON (jq, editors, scripts) refuse the file here
              help: remove the ',' after the last item
            mortar.json:6:13: warning[invalid-manifest]: a trailing comma: JSON has none, and tools that read mortar.json as JSON (jq, editors, scripts) refuse the file here
              help: remove the ',' after the last item

            """)
        #expect(run.stdout == "no problems found (1 module, 0 dependencies between them)\n")
        #expect(run.exitCode == .success)
    }

    @Test func aTrailingCommaInAPodspecJSONIsAnErrorAsInCocoaPods() {
        let root = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        CLIHarness.write(#"{ "name": "App", "modules": [{ "name": "Core", "path": "Core" }] }"# + "\n", to: root + "/mortar.json")
        CLIHarness.write(#"{"name": "Core", "version": "1.0.0",}"# + "\n", to: root + "/Core/Core.podspec.json")

        let run = CLIHarness.run(["check"], in: root)

        #expect(run.stderr == "")
        #expect(run.stdout == """
            Core/Core.podspec.json:1:37: error[invalid-manifest]: unexpected '}'; expected a key in double quotes
              help: fix the JSON syntax at that place
            1 error (1 module, 0 dependencies between them)

            """)
        #expect(run.exitCode == .failure)
    }
}
