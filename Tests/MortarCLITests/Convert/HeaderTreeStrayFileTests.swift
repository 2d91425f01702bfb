import Foundation
import MortarCLI
import Testing

/// A header tree (`.mortar/targets/TARGET/include`) is Mortar's: links and its own files. A
/// file of the user's put there would be one of the target's public headers to SwiftPM, so
/// `generate` and `generate --check` say so alike, with where and how to fix it; the file is
/// never removed, and the tree is left as it is while it is there.
@Suite struct HeaderTreeStrayFileTests {
    static let error = """
        error[write-failed]: '.mortar/targets/HUD/include/Extra.h' is in the header tree '.mortar/targets/HUD', and Mortar did not make it: SwiftPM would take it as part of the target's public interface, so the tree is left as it is
          help: move it out of .mortar/targets/HUD (Mortar never removes a file it did not make), then run 'mortar generate'

        """

    @Test func aFileOfTheUsersInAHeaderTreeIsSaidByGenerateAndCheckAndKept() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let app = ObjectiveCPodPackageTests.umbrellaAtTheRoot
        let root = ObjectiveCPodPackageTests.makeApp(pod: "HUD", podspec: app.podspec, files: app.files, in: folder)
        #expect(CLIHarness.run(["generate"], in: root).exitCode == .success)
        let extra = root + "/.mortar/targets/HUD/include/Extra.h"
        CLIHarness.write("int extra(void);\n", to: extra)
        // A hidden file SwiftPM never takes (a Finder's `.DS_Store`) is no concern.
        CLIHarness.write("", to: root + "/.mortar/targets/HUD/include/.DS_Store")

        let check = CLIHarness.run(["generate", "--check"], in: root)
        #expect(check.stdout == "")
        #expect(check.stderr == Self.error)
        #expect(check.exitCode == .failure)

        let run = CLIHarness.run(["generate"], in: root)
        #expect(run.stdout == "unchanged Package.swift\nunchanged Sources/App/App.swift\n")
        #expect(run.stderr == Self.error)
        #expect(run.exitCode == .failure)
        #expect(try String(contentsOfFile: extra, encoding: .utf8) == "int extra(void);\n")

        try FileManager.default.removeItem(atPath: extra)
        #expect(CLIHarness.run(["generate", "--check"], in: root).stdout == "2 generated files and 1 header tree are up to date\n")
    }
}
