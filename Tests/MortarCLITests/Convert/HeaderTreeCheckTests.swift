import Foundation
import Testing

/// `generate --check` and the header trees, which are Mortar's state in `.mortar/` (ignored by
/// git), made on each machine: on a fresh clone (CI) none is there, and `--check` failed with
/// "out of date … run 'mortar generate' and commit the result" — for files no one commits. A
/// tree not made yet is a note; a tree that differs is still out of date, with a help that
/// does not say to commit it.
@Suite struct HeaderTreeCheckTests {
    @Test func aFreshCloneWhoseCommittedFilesAreCurrentPassesTheCheck() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = HeaderTreeLinkTests.makeApp(in: folder)
        #expect(CLIHarness.run(["generate"], in: root).exitCode == .success)
        try FileManager.default.removeItem(atPath: root + "/.mortar")

        let check = CLIHarness.run(["generate", "--check"], in: root)

        #expect(check.stderr == """
            note[out-of-date]: header tree '.mortar/targets/Kit' is not made yet (a fresh clone, or after 'mortar clean'); it is not committed
              help: run 'mortar generate' before 'swift build'

            """)
        #expect(check.stdout == "2 generated files are up to date\n")
        #expect(check.exitCode == .success)
        #expect(!FileManager.default.fileExists(atPath: root + "/.mortar"))
    }

    @Test func aTreeThatDiffersIsOutOfDateWithNothingToCommit() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = HeaderTreeLinkTests.makeApp(in: folder)
        #expect(CLIHarness.run(["generate"], in: root).exitCode == .success)
        try FileManager.default.removeItem(atPath: root + "/.mortar/targets/Kit/include/Kit.h")

        let check = CLIHarness.run(["generate", "--check"], in: root)

        #expect(check.stderr == """
            error[out-of-date]: '.mortar/targets/Kit' is out of date
              help: run 'mortar generate' (header trees are made on each machine, in .mortar/, which git ignores)

            """)
        #expect(check.stdout == "+ .mortar/targets/Kit/include/Kit.h -> ../module/Kit/Kit.h\n")
        #expect(check.exitCode == .failure)
    }
}
