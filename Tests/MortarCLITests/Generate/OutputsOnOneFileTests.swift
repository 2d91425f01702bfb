import Foundation
import MortarCLI
import MortarCore
import Testing

/// Two outputs on one file would overwrite each other, and `--check` could never pass: refused
/// (exit 2, nothing written), located at the later output's key and naming the other, with
/// paths compared after `..`, symbolic links and case.
@Suite struct OutputsOnOneFileTests {
    /// A project folder `App` with a `mortar.json` setting these `outputs` and a folder link
    /// `Link` → `Real`.
    static func project(outputs: String) throws -> String {
        let folder = CLIHarness.makeTemporaryFolder() + "/App"
        CLIHarness.write("{\n  \"name\": \"App\",\n  \"outputs\": { \(outputs) },\n  \"modules\": []\n}\n", to: folder + "/mortar.json")
        try FileManager.default.createDirectory(atPath: folder + "/Real", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/Link", withDestinationPath: "Real")
        return folder
    }

    @Test(arguments: [
        (#""registrySwift": "Package.swift""#, [],
         "mortar.json:3:33: error[invalid-manifest]: outputs.registrySwift 'Package.swift' is also outputs.swiftpm ('Package.swift'); each output needs a file of its own\n  help: set \"outputs\": {\"registrySwift\": \"Generated/ModuleRegistry.swift\"} in mortar.json\n"),
        (#""swiftpm": "Composite/Package.swift", "podfile": "Sub/../composite/package.swift""#, [],
         "mortar.json:3:65: error[invalid-manifest]: outputs.podfile 'composite/package.swift' is also outputs.swiftpm (mortar.json:3:27); each output needs a file of its own\n  help: set \"outputs\": {\"podfile\": \"Composite/Podfile\"} in mortar.json, or pass --podfile PATH\n"),
        (#""swiftpm": "Real/Package.swift", "podfile": "Link/Package.swift""#, [],
         "mortar.json:3:60: error[invalid-manifest]: outputs.podfile 'Link/Package.swift' is also outputs.swiftpm (mortar.json:3:27); each output needs a file of its own\n  help: set \"outputs\": {\"podfile\": \"Composite/Podfile\"} in mortar.json, or pass --podfile PATH\n"),
        (#""registryPlist": "Sources/App/App.swift""#, [],
         "mortar.json:3:33: error[invalid-manifest]: the umbrella source of outputs.swiftpm 'Sources/App/App.swift' is also outputs.registryPlist (mortar.json:3:33); each output needs a file of its own\n  help: choose another folder for outputs.swiftpm\n"),
        (#""podfile": "App.podfile""#, ["--swiftpm", "App.podfile"],
         "mortar.json:3:27: error[invalid-manifest]: outputs.podfile 'App.podfile' is also --swiftpm ('App.podfile'); each output needs a file of its own\n  help: set \"outputs\": {\"podfile\": \"Composite/Podfile\"} in mortar.json, or pass --podfile PATH\n"),
    ] as [(String, [String], String)])
    func twoOutputsOnOneFileAreRefused(outputs: String, options: [String], message: String) throws {
        let folder = try Self.project(outputs: outputs)
        defer { try? FileManager.default.removeItem(atPath: PathText.directory(of: folder)) }
        for check in [[], ["--check"]] {
            let run = CLIHarness.run(["generate"] + options + check, in: folder)
            #expect(run.stderr == message)
            #expect(run.stdout == "")
            #expect(run.exitCode == .usage)
        }
        #expect(OutputPlacementTests.files(folder) == ["Link", "Real", "mortar.json"])
    }
}
