import MortarCore
import MortarFormats
import MortarWorkspace
import MortarTestSupport
import Testing

/// `describe`'s reading, driven without the CLI: the reader is chosen by `ManifestKind`, a bad
/// manifest is an `invalid-manifest` diagnostic, and no process starts for a text manifest.
@Suite struct DescribeServiceTests {
    @Test func readsByKindAndReportsAnUnusableManifestAsADiagnostic() throws {
        let runner = RecordingProcessRunner()
        let loader = WorkspaceLoader(processRunner: runner, currentDirectory: "/nonexistent")
        let text = "{ \"name\": \"Core\", \"version\": \"1.0.0\", \"dependencies\": { \"Log\": [\"~> 2.0\"] } }\n"

        let described = try loader.describe(.podspecJSON, text: text, path: "Core.podspec.json").get()
        let component = try PodspecJSONReader.read(text, file: "Core.podspec.json")
        #expect(described.text == ManifestDescriber.text(component))
        #expect(described.json == ManifestDescriber.json(component))

        let failed = loader.describe(.podspecJSON, text: "{ \"version\": \"1.0\" }", path: "P.podspec.json")
        guard case let .failure(failure) = failed else { Issue.record("a podspec without a name was read"); return }
        #expect(failure.diagnostics.map { $0.text() } == ["P.podspec.json:1:1: error[invalid-manifest]: the podspec has no 'name'\n  help: add \"name\": \"MyPod\"\n"])
        #expect(runner.count == 0)
    }
}
