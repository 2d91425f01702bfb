import Foundation
import MortarCLI
import MortarWorkspace
import Testing

/// `generate --format`: its findings in every format `check` has, on standard output alone;
/// the file lines go to standard error.
@Suite struct GenerateFormatTests {
    @Test(arguments: ["json", "sarif", "github"])
    func findingsInEachFormat(_ format: String) {
        let run = CLIHarness.run(["generate", "--manifest", "Examples/MetroSDK/mortar.json", "--check", "--format", format])
        #expect(run.exitCode == .success)
        #expect(run.stderr == "5 generated files are up to date\n")
        CLIHarness.expectGolden(run.stdout, "generate-MetroSDK.\(format == "github" ? "github.txt" : format)")
    }

    @Test func textIsUnchangedAndAnUnknownFormatIsAUsageError() {
        let text = CLIHarness.run(["generate", "--manifest", "Examples/MetroSDK/mortar.json", "--check"])
        #expect(text.stdout == "5 generated files are up to date\n")
        #expect(text.stderr.hasPrefix("Examples/MetroSDK/Modules/Network/Network.podspec.json:25:5: warning[unmapped-pod]: "))
        let bad = CLIHarness.run(["generate", "--manifest", "Examples/MetroSDK/mortar.json", "--format", "xml"])
        #expect(bad.exitCode == .usage)
        #expect(bad.stderr == "error[usage]: invalid value 'xml' for --format\n  help: expected text, json, sarif, github\n")
    }
}
