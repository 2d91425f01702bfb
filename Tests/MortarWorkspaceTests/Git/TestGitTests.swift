import Foundation
import MortarTestSupport
import Testing

/// The tests' git (`TestGit`) runs only in a folder under the system's temporary folder: a
/// relative path (the project's own worktree under `swift test`) or any other folder is refused
/// before git runs, with the whole reason.
@Suite struct TestGitTests {
    static let fix = "make the repository in the test's own temporary folder, by an absolute path (FileManager.default.temporaryDirectory)"

    @Test func aRelativeFolderIsRefused() {
        #expect(TestGit.refusal(["add", "-A"], in: "remotes/Core", temporaryFolder: "/tmp") == """
            refusing to run 'git add -A' in 'remotes/Core': a relative path is the current folder's (the project's own worktree under 'swift test'); \(Self.fix)
            """)
    }

    @Test(arguments: ["/work/project", "/tmp/../work/project", "/tmpfoo/x", "/tmp"])
    func aFolderOutsideTheTemporaryFolderIsRefused(folder: String) {
        #expect(TestGit.refusal(["commit", "-m", "x"], in: folder, temporaryFolder: "/tmp") == """
            refusing to run 'git commit -m x' in '\(folder)': it is not inside the temporary folder '/tmp'; \(Self.fix)
            """)
    }

    @Test func aFolderInsideTheTemporaryFolderIsAccepted() {
        #expect(TestGit.refusal(["init"], in: "/tmp/mortar-x/remotes/Core", temporaryFolder: "/tmp") == nil)
        #expect(TestGit.refusal(["init"], in: "/tmp/mortar-x/./a/../remotes", temporaryFolder: "/tmp/") == nil)
    }

    /// A symbolic link inside the temporary folder to a folder outside it is where git would
    /// write: refused.
    @Test func aLinkOutOfTheTemporaryFolderIsRefused() throws {
        let root = FileManager.default.temporaryDirectory.path + "/mortar-test-git-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/out", withDestinationPath: "/")
        let error = #expect(throws: TestGit.Failure.self) { try TestGit.run(["status"], in: root + "/out") }
        let base = URL(fileURLWithPath: FileManager.default.temporaryDirectory.path).resolvingSymlinksInPath().path
        #expect(error?.description == "refusing to run 'git status' in '\(root)/out': it is not inside the temporary folder '\(base)'; \(Self.fix)")
        #expect(try TestGit.run(["init", "--quiet", root + "/repo"], in: root) == "")
    }
}
