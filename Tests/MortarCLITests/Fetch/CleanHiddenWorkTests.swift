import Foundation
import MortarCLI
import MortarCore
import MortarWorkspace
import Testing

/// `mortar clean` with real git against work `git status` and remote-tracking refs do not
/// show: each checkout is kept, byte for byte, and clean says why.
@Suite struct CleanHiddenWorkTests {
    /// A sandbox with one `develop` module per name, fetched.
    static func fetched(_ names: [String]) throws -> FetchSandbox {
        let sandbox = try FetchSandbox()
        for name in names { try sandbox.makeRemote(name) }
        try sandbox.writeManifest(names.map { #"{ "name": "\#($0)", "git": "../remotes/\#($0)", "branch": "develop" }"# })
        let fetch = sandbox.run(["fetch"])
        guard fetch.code == .success else { throw SandboxError(message: "fetch failed: \(fetch.out)\(fetch.err)") }
        return sandbox
    }

    /// Commits `file` in `directory` and returns the commit's id.
    @discardableResult
    static func commit(_ sandbox: FetchSandbox, _ file: String, in directory: String, message: String = "Local") throws -> String {
        try sandbox.write(directory + "/" + file, message + "\n")
        try sandbox.git(["add", "-A"], in: directory)
        try sandbox.git(["commit", "--quiet", "-m", message], in: directory)
        return try sandbox.git(["rev-parse", "HEAD"], in: directory)
    }

    @Test func workGitStatusAndRemoteTrackingRefsDoNotShowIsKept() throws {
        let names = ["Assumed", "Skipped", "Tagged", "Wip", "Gone", "Linked"]
        let sandbox = try Self.fetched(names)
        defer { sandbox.cleanUp() }
        let modules = sandbox.project + "/Modules"
        // Edits git status is told not to see.
        try sandbox.git(["update-index", "--assume-unchanged", "README.md"], in: modules + "/Assumed")
        try sandbox.write(modules + "/Assumed/README.md", "hidden edit\n")
        try sandbox.git(["update-index", "--skip-worktree", "README.md"], in: modules + "/Skipped")
        try sandbox.write(modules + "/Skipped/README.md", "hidden edit\n")
        // A local annotated tag on a commit only it keeps.
        try sandbox.git(["checkout", "--quiet", "--detach"], in: modules + "/Tagged")
        try Self.commit(sandbox, "release.txt", in: modules + "/Tagged")
        try sandbox.git(["tag", "-a", "-m", "Mine", "mine-1"], in: modules + "/Tagged")
        try sandbox.git(["checkout", "--quiet", "develop"], in: modules + "/Tagged")
        // A commit only `refs/wip/x` keeps.
        let wip = try Self.commit(sandbox, "wip.txt", in: modules + "/Wip")
        try sandbox.git(["update-ref", "refs/wip/x", wip], in: modules + "/Wip")
        try sandbox.git(["reset", "--quiet", "--hard", "HEAD~1"], in: modules + "/Wip")
        // A pushed branch deleted on the remote since: only the stale remote-tracking ref has it.
        try sandbox.git(["checkout", "--quiet", "-b", "feature"], in: modules + "/Gone")
        try Self.commit(sandbox, "feature.txt", in: modules + "/Gone")
        try sandbox.git(["push", "--quiet", "origin", "feature"], in: modules + "/Gone")
        try sandbox.git(["checkout", "--quiet", "develop"], in: modules + "/Gone")
        try sandbox.git(["branch", "-D", "feature"], in: sandbox.remotes + "/Gone")
        // A linked worktree outside the project (its branch is on the remote).
        try sandbox.git(["worktree", "add", "--quiet", "--detach", sandbox.root + "/elsewhere/Linked"], in: modules + "/Linked")
        let before = try names.map { try CleanCommandTests.snapshot(modules + "/" + $0) }

        let expected = """
            kept Modules/Assumed: edits hidden by assume-unchanged or skip-worktree ('README.md')
            kept Modules/Gone: 1 commit not on its remote
            kept Modules/Linked: a linked worktree ('ROOT/elsewhere/Linked')
            kept Modules/Skipped: edits hidden by assume-unchanged or skip-worktree ('README.md')
            kept Modules/Tagged: 1 commit not on its remote, a tag not on its remote ('mine-1')
            kept Modules/Wip: 1 commit not on its remote
            would remove .mortar
            1 to remove, 6 kept

            """
        try sandbox.write(sandbox.project + "/.mortar/cache/x", "x\n")
        let dry = sandbox.run(["clean", "--dry-run"])
        #expect(dry.out.replacingOccurrences(of: sandbox.root, with: "ROOT") == expected)
        #expect(dry.err == "")
        #expect(dry.code == .failure)

        let run = sandbox.run(["clean"])
        #expect(run.out.replacingOccurrences(of: sandbox.root, with: "ROOT") == expected.replacingOccurrences(of: "would remove", with: "removed").replacingOccurrences(of: "1 to remove", with: "1 removed"))
        #expect(run.code == .failure)
        #expect(try names.map { try CleanCommandTests.snapshot(modules + "/" + $0) } == before, "kept checkouts are byte for byte as they were")
        #expect(try sandbox.git(["status", "--porcelain"], in: sandbox.root + "/elsewhere/Linked") == "", "the linked worktree still works")
    }

    /// Module 'App' whose repository holds repository 'Lib' as a submodule (with `ignore = all`
    /// in `.gitmodules` when `ignoreAll`), fetched and its submodule checked out: the checkout.
    static func fetchAppWithSubmodule(_ sandbox: FetchSandbox, ignoreAll: Bool) throws -> String {
        try sandbox.makeRemote("Lib")
        let app = sandbox.remotes + "/App"
        try sandbox.makeRemote("App")
        try sandbox.git(["-c", "protocol.file.allow=always", "submodule", "add", "--quiet", "--", sandbox.remotes + "/Lib", "Lib"], in: app)
        if ignoreAll {
            try sandbox.git(["config", "-f", ".gitmodules", "submodule.Lib.ignore", "all"], in: app)
            try sandbox.git(["add", "-A"], in: app)
        }
        try sandbox.git(["commit", "--quiet", "-m", "Lib"], in: app)
        try sandbox.writeManifest([#"{ "name": "App", "git": "../remotes/App", "branch": "develop" }"#])
        #expect(sandbox.run(["fetch"]).code == .success)
        let checkout = sandbox.project + "/Modules/App"
        try sandbox.git(["-c", "protocol.file.allow=always", "submodule", "update", "--quiet", "--init"], in: checkout)
        return checkout
    }

    @Test func aSubmoduleChangeHiddenByIgnoreAllIsKept() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        let checkout = try Self.fetchAppWithSubmodule(sandbox, ignoreAll: true)
        try sandbox.git(["checkout", "--quiet", "-b", "work"], in: checkout + "/Lib")
        try Self.commit(sandbox, "mine.txt", in: checkout + "/Lib")
        #expect(try sandbox.git(["status", "--porcelain"], in: checkout) == "", "git status shows nothing")

        let run = sandbox.run(["clean"])
        #expect(run.out == "kept Modules/App: a changed submodule ('Lib')\n0 removed, 1 kept\n")
        #expect(run.code == .failure)
        #expect(try sandbox.read(checkout + "/Lib/mine.txt") == "Local\n")
    }

    /// The submodule is where the superproject recorded it, so git status shows nothing, but
    /// a branch of its own holds a commit its remote does not have.
    @Test func anUnchangedSubmoduleWithUnpushedWorkIsKept() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        let checkout = try Self.fetchAppWithSubmodule(sandbox, ignoreAll: false)
        try sandbox.git(["checkout", "--quiet", "-b", "side"], in: checkout + "/Lib")
        try Self.commit(sandbox, "side.txt", in: checkout + "/Lib")
        try sandbox.git(["checkout", "--quiet", "--detach", "HEAD~1"], in: checkout + "/Lib")
        #expect(try sandbox.git(["status", "--porcelain", "--ignore-submodules=none"], in: checkout) == "", "git status shows nothing")

        let run = sandbox.run(["clean"])
        #expect(run.out == "kept Modules/App: submodule 'Lib': 1 commit not on its remote\n0 removed, 1 kept\n")
        #expect(run.code == .failure)
    }

    @Test func aRemoteThatCannotBeReachedKeepsTheCheckout() throws {
        let sandbox = try Self.fetched(["Core"])
        defer { sandbox.cleanUp() }
        try FileManager.default.moveItem(atPath: sandbox.remotes + "/Core", toPath: sandbox.remotes + "/Moved")

        let run = sandbox.run(["clean"])
        #expect(run.out.replacingOccurrences(of: sandbox.root, with: "ROOT") == """
            kept Modules/Core: its remote could not be asked which commits it has (fatal: 'ROOT/remotes/Core' does not appear to be a git repository); run clean again when it can be reached
            0 removed, 1 kept

            """)
        #expect(run.code == .failure)
        #expect(FileManager.default.fileExists(atPath: sandbox.project + "/Modules/Core/README.md"))
    }

    /// The remote moved on since the last fetch: its new tips are fetched by id (no ref of the
    /// checkout moves) so that the checkout's commits are found on it, and it goes.
    @Test func aCheckoutBehindItsRemoteIsRemoved() throws {
        let sandbox = try Self.fetched(["Core"])
        defer { sandbox.cleanUp() }
        try Self.commit(sandbox, "later.txt", in: sandbox.remotes + "/Core", message: "Later")
        try sandbox.git(["checkout", "--quiet", "-b", "topic"], in: sandbox.remotes + "/Core")
        try Self.commit(sandbox, "topic.txt", in: sandbox.remotes + "/Core", message: "Topic")

        let run = sandbox.run(["clean"])
        #expect(run.out == "removed Modules/Core\nremoved Modules\n2 removed, 0 kept\n")
        #expect(run.code == .success)
    }

    @Test func ignoredFilesAndHooksAreNamedBeforeRemovalOrKeptWithKeepIgnored() throws {
        let sandbox = try Self.fetched(["Core", "Plain"])
        defer { sandbox.cleanUp() }
        let checkout = sandbox.project + "/Modules/Core"
        try sandbox.write(checkout + "/.git/info/exclude", "build/\n.env\n")
        try sandbox.write(checkout + "/build/App.o", "o\n")
        try sandbox.write(checkout + "/.env", "TOKEN=1\n")
        try sandbox.write(checkout + "/.git/hooks/pre-commit", "#!/bin/sh\n")

        let keep = sandbox.run(["clean", "--keep-ignored"])
        #expect(keep.out == """
            kept Modules/Core: ignored files ('.env', 'build/'), hooks ('pre-commit'), --keep-ignored
            removed Modules/Plain
            1 removed, 1 kept

            """)
        #expect(keep.code == .failure)
        #expect(try sandbox.read(checkout + "/.env") == "TOKEN=1\n")

        let run = sandbox.run(["clean"])
        #expect(run.out == """
            removed Modules/Core with ignored files ('.env', 'build/') and hooks ('pre-commit')
            removed Modules
            2 removed, 0 kept

            """)
        #expect(run.code == .success)
        #expect(!FileManager.default.fileExists(atPath: sandbox.project + "/Modules"))
    }
}
