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

    /// An app of the pod `HUD` in `folder`, generated, whose header tree then gets a file of the
    /// user's, `Extra.h`, and a hidden one SwiftPM never takes (a Finder's `.DS_Store`, no
    /// concern); its root and the user's file.
    static func appWithAFileOfTheUsers(in folder: String) -> (root: String, extra: String) {
        let app = ObjectiveCPodPackageTests.umbrellaAtTheRoot
        let root = ObjectiveCPodPackageTests.makeApp(pod: "HUD", podspec: app.podspec, files: app.files, in: folder)
        #expect(CLIHarness.run(["generate"], in: root).exitCode == .success)
        let extra = root + "/.mortar/targets/HUD/include/Extra.h"
        CLIHarness.write("int extra(void);\n", to: extra)
        CLIHarness.write("", to: root + "/.mortar/targets/HUD/include/.DS_Store")
        return (root, extra)
    }

    @Test func aFileOfTheUsersInAHeaderTreeIsSaidByGenerateAndCheckAndKept() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (root, extra) = Self.appWithAFileOfTheUsers(in: folder)

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

    /// `clean` removed `.mortar` whole, the user's file in a header tree with it, though
    /// `generate` had just said Mortar never removes it. `.mortar` is kept while a tree holds
    /// one, saying which and how to fix it; once the file is moved out, it goes.
    @Test func cleanKeepsTheMortarFolderWhileAHeaderTreeHoldsAFileOfTheUsers() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (root, extra) = Self.appWithAFileOfTheUsers(in: folder)

        let kept = "kept .mortar: a file Mortar did not make in its header trees ('.mortar/targets/HUD/include/Extra.h'); "
            + "move it out of .mortar (Mortar never removes a file it did not make), then run clean again\n"
        let dry = CLIHarness.run(["clean", "--dry-run"], in: root)
        #expect(dry.stdout == "kept Modules/HUD: not a git module of mortar.json\n" + kept + "0 to remove, 2 kept\n")
        let run = CLIHarness.run(["clean"], in: root)
        #expect(run.stdout == "kept Modules/HUD: not a git module of mortar.json\n" + kept + "0 removed, 2 kept\n")
        #expect(run.stderr == "")
        #expect(run.exitCode == .failure)
        #expect(try String(contentsOfFile: extra, encoding: .utf8) == "int extra(void);\n")

        try FileManager.default.removeItem(atPath: extra)
        #expect(CLIHarness.run(["clean"], in: root).stdout == "kept Modules/HUD: not a git module of mortar.json\nremoved .mortar\n1 removed, 1 kept\n")
        #expect(!FileManager.default.fileExists(atPath: root + "/.mortar"))
    }
}
