import Foundation
import MortarCLI

/// Examples/MetroSDK's modules are git bundles: tests that read the example need its checkouts
/// in Examples/MetroSDK/Modules, fetched from the bundles (no network) once per test process.
enum MetroSDKCheckouts {
    /// The `mortar fetch` output; evaluated once, thread-safely, on first use.
    static let fetched: String = {
        let out = BufferOutput(), err = BufferOutput()
        let context = CommandContext(
            environment: ProcessInfo.processInfo.environment.merging(["MORTAR_REPOSITORY_CACHE": "off"]) { $1 }, currentDirectory: CLIHarness.repositoryRoot, stdout: out, stderr: err)
        _ = CLI.run(["fetch", "--manifest", "Examples/MetroSDK/mortar.json"], context)
        return out.text + err.text
    }()

    /// Makes sure the checkouts are there when `arguments` name the example.
    static func prepare(for arguments: [String]) {
        if arguments.contains(where: { $0.contains("Examples/MetroSDK") }) { _ = fetched }
    }
}
