import Foundation
import MortarCLI
import MortarCore
import Testing
import MortarTestSupport

/// Two entries of one name would race into one checkout folder: every command refuses such a
/// manifest, located, before any process starts or anything is written.
@Suite struct DuplicateModuleTests {
    @Test(arguments: [["fetch"], ["bootstrap"], ["check"], ["generate"], ["clean"], ["graph"], ["why", "Core"], ["coupling"]])
    func everyCommandRefusesARepeatedModule(_ arguments: [String]) throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.writeManifest([
            #"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#,
            #"{ "name": "Core", "git": "../remotes/Other", "branch": "main" }"#,
        ])
        let runner = RecordingProcessRunner()
        let run = sandbox.run(arguments, runner: runner)
        #expect(run.code == .usage)
        #expect(run.err == "mortar.json:5:15: error[invalid-manifest]: module 'Core' is listed twice (first at mortar.json:4:15)\n  help: keep one entry for 'Core' in mortar.json\n")
        #expect(run.out == "")
        #expect(runner.count == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.project) == ["mortar.json"])
    }
}
