import Foundation
import MortarCLI
import Testing
import MortarTestSupport

/// Runs `mortar` in-process and captures what it prints.
struct CLIRun {
    var exitCode: ExitCode
    var stdout: String
    var stderr: String
}

enum CLIHarness {
    /// The repository's root folder (this file is Tests/MortarCLITests/Support/CLIHarness.swift).
    static let repositoryRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    static func run(_ arguments: [String], in directory: String = repositoryRoot, environment: [String: String] = [:]) -> CLIRun {
        MetroSDKCheckouts.prepare(for: arguments)
        let out = BufferOutput(), err = BufferOutput()
        var env = ProcessInfo.processInfo.environment
        // A CI machine's `CI` would keep non-literal manifests from running; tests say so themselves.
        env["CI"] = nil
        // Trunk is never downloaded by a test (`MORTAR_TRUNK_URL=none`) unless it says so.
        env["MORTAR_TRUNK_URL"] = "none"
        // Never the user's repository cache: a test that wants one names its own folder.
        env["MORTAR_REPOSITORY_CACHE"] = "off"
        for (key, value) in environment { env[key] = value }
        let context = CommandContext(environment: env, currentDirectory: directory, stdout: out, stderr: err)
        let code = CLI.run(arguments, context)
        return CLIRun(exitCode: code, stdout: out.text, stderr: err.text)
    }

    /// Compares `actual` with `Tests/Golden/NAME` (see `GoldenFile`).
    static func expectGolden(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(GoldenFile.compare(actual, at: GoldenFile.home + "/" + name) == nil, sourceLocation: sourceLocation)
    }

    /// A fresh temporary folder, removed by the caller with `removeTemporaryFolder`.
    static func makeTemporaryFolder() -> String {
        let path = NSTemporaryDirectory() + "mortar-test-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Copies `Examples/NAME` into `folder/Examples/NAME` without what a run of mortar makes
    /// there (its checkouts in `Modules/`, `.mortar/`, `mortar.local.json`): other tests fetch
    /// the example's checkouts while this copies, and a checkout half made is no input.
    static func copyExample(_ name: String, into folder: String) throws {
        let source = repositoryRoot + "/Examples/" + name, copy = folder + "/Examples/" + name
        try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: true)
        for entry in try FileManager.default.contentsOfDirectory(atPath: source).sorted()
        where !["Modules", ".mortar", "mortar.local.json"].contains(entry) {
            try FileManager.default.copyItem(atPath: source + "/" + entry, toPath: copy + "/" + entry)
        }
    }

    static func write(_ text: String, to path: String) {
        try! FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try! text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// The `mortar.json` of an app in `root` whose one module is the podspec module `pod` at
    /// `Modules/POD`, generating `Package.swift` only (no Podfile); `platforms` its JSON object.
    static func writePodApp(_ root: String, pod: String = "Kit", platforms: String? = nil) {
        let platformsKey = platforms.map { #" "platforms": \#($0),"# } ?? ""
        write(#"{ "name": "App",\#(platformsKey) "modules": [{ "name": "\#(pod)", "path": "Modules/\#(pod)" }], "outputs": { "swiftpm": "Package.swift", "podfile": null } }"#,
              to: root + "/mortar.json")
    }
}
