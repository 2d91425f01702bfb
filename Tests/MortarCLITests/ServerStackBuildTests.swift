import Foundation
import MortarCLI
import MortarWorkspace
import Testing
import MortarTestSupport

/// The generated Package.swift of Examples/ServerStack is not only well-formed: it builds, with
/// the real toolchain, against the real packages it pins (resolved through git like any user's).
@Suite struct ServerStackBuildTests {
    /// Sources import SwiftPM packages by product (`import Logging` for swift-log): the audit
    /// must match them, so the example is clean, imports included.
    @Test func checkIsCleanWithImports() {
        let run = CLIHarness.run(["check", "--strict", "--manifest", "Examples/ServerStack/mortar.json"])
        #expect(run.exitCode == .success)
        #expect(run.stdout == "no problems found (3 modules, 3 dependencies between them)\n")
        #expect(run.stderr == "")
    }

    /// Generates the example's Package.swift into a copy of the example; returns the copy's folder.
    static func generateCopy(in folder: String) throws -> String {
        let copy = folder + "/ServerStack"
        try FileManager.default.copyItem(atPath: CLIHarness.repositoryRoot + "/Examples/ServerStack", toPath: copy)
        try? FileManager.default.removeItem(atPath: copy + "/Package.swift")
        let generate = CLIHarness.run(["generate", "--manifest", "ServerStack/mortar.json"], in: folder)
        #expect(generate.exitCode == .success, "\(generate.stdout)\(generate.stderr)")
        return copy
    }

    /// Offline: the committed Package.swift is exactly what `generate` writes.
    @Test func committedPackageIsCurrent() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let copy = try Self.generateCopy(in: folder)
        let generated = try String(contentsOfFile: copy + "/Package.swift", encoding: .utf8)
        let committed = try String(contentsOfFile: CLIHarness.repositoryRoot + "/Examples/ServerStack/Package.swift", encoding: .utf8)
        #expect(generated == committed, "Examples/ServerStack/Package.swift is out of date; run 'mortar generate --manifest Examples/ServerStack/mortar.json'")
    }

    /// Resolves the pinned packages from github.com and builds them (minutes): only when
    /// `MORTAR_BUILD_TESTS=1`, which `.ci/run` sets in its own step "ServerStack builds".
    @Test(.enabled(if: ProcessInfo.processInfo.environment["MORTAR_BUILD_TESTS"] == "1",
                   "set MORTAR_BUILD_TESTS=1 to resolve and build the generated package (Tests in the reference: Sources/MortarCLI/Mortar.docc/Tests.md)"))
    func generatedPackageBuilds() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let copy = try Self.generateCopy(in: folder)
        let build = try SwiftCommand.run(ProcessRequest(
            "swift", ["build", "--package-path", copy, "--scratch-path", copy + "/.build"], timeout: 1_200))
        #expect(build.status == 0, "swift build of the generated Package.swift failed:\n\(build.stdoutText.suffix(3_000))\(build.stderrText.suffix(3_000))")
    }
}
