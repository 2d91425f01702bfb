import Foundation
import MortarCLI
import MortarCore
import Testing

/// `mortar.json` is JSONC, by design: comments and trailing commas are read, with no finding.
/// A `.podspec.json` is read as CocoaPods reads it, with
/// Ruby's `JSON.parse` (json 2.6.1: `{"a": 1,}` is "unexpected token"), so a trailing comma
/// there is an error. CocoaPods' own `Pod::Specification.from_file` (Core, through
/// `from_json`) on `{"name": "Core", "version": "1.0.0",}` raises
/// `JSON::ParserError: 859: unexpected token at '{"name": "Core", "version": "1.0.0",}'`.
@Suite struct TrailingCommaTests {
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
