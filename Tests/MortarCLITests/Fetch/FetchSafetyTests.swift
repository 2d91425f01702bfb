import Foundation
import MortarCLI
import MortarCore
import MortarWorkspace
import Testing

/// What fetch must never do to a developer's checkout, each with real git: overwrite a file git
/// ignores, move a local tag, move a checkout with an operation in progress, write into a
/// checkout it skips, or pass a deleted remote branch off as unchanged.
@Suite struct FetchSafetyTests {
    static func commit(_ sandbox: FetchSandbox, _ repository: String, _ files: [String: String], force: Bool = false, message: String) throws -> String {
        for (path, text) in files { try sandbox.write(repository + "/" + path, text) }
        try sandbox.git(["add"] + (force ? ["-f"] : []) + ["--"] + files.keys.sorted(), in: repository)
        try sandbox.git(["commit", "--quiet", "-m", message], in: repository)
        return try sandbox.git(["rev-parse", "HEAD"], in: repository)
    }

    @Test func anIgnoredLocalFileThatUpstreamStartsTrackingIsNeverOverwritten() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.makeRemote("Core")
        let remote = sandbox.remotes + "/Core"
        _ = try Self.commit(sandbox, remote, [".gitignore": "local.cfg\n"], message: "Ignore local.cfg")
        try sandbox.git(["tag", "1.0.0"], in: remote)
        try sandbox.writeManifest([#"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#])
        #expect(sandbox.run(["fetch"]).code == .success)
        let local = sandbox.project + "/Modules/Core/local.cfg"
        try sandbox.write(local, "secret=mine\n")
        // Upstream starts tracking the same path.
        _ = try Self.commit(sandbox, remote, ["local.cfg": "secret=theirs\n"], force: true, message: "Track local.cfg")
        try sandbox.git(["tag", "2.0.0"], in: remote)

        let branch = sandbox.run(["fetch"])
        #expect(branch.out.hasPrefix("Core: skipped: the new commit tracks 'local.cfg', which is an ignored file here; move it aside to update\n"), "\(branch.out)")
        #expect(branch.code == .failure)
        #expect(try sandbox.read(local) == "secret=mine\n")

        // The same on a tag switch.
        try sandbox.writeManifest([#"{ "name": "Core", "git": "../remotes/Core", "tag": "2.0.0" }"#])
        try FileManager.default.removeItem(atPath: sandbox.project + "/Modules/Core")
        try sandbox.writeManifest([#"{ "name": "Core", "git": "../remotes/Core", "tag": "1.0.0" }"#])
        #expect(sandbox.run(["fetch"]).code == .success)
        try sandbox.write(local, "secret=mine\n")
        try sandbox.writeManifest([#"{ "name": "Core", "git": "../remotes/Core", "tag": "2.0.0" }"#])
        let tag = sandbox.run(["fetch"])
        #expect(tag.out.hasPrefix("Core: skipped: the new commit tracks 'local.cfg', which is an ignored file here; move it aside to update\n"), "\(tag.out)")
        #expect(try sandbox.read(local) == "secret=mine\n")
    }

    @Test func aLocalTagIsNeverMoved() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        let first = try sandbox.makeRemote("Core")
        let remote = sandbox.remotes + "/Core"
        try sandbox.writeManifest([#"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#])
        #expect(sandbox.run(["fetch"]).code == .success)
        let checkout = sandbox.project + "/Modules/Core"
        try sandbox.git(["tag", "-a", "-m", "mine", "release", first], in: checkout)
        let mine = try sandbox.git(["rev-parse", "refs/tags/release"], in: checkout)
        let second = try Self.commit(sandbox, remote, ["b.txt": "b\n"], message: "Second")
        try sandbox.git(["tag", "release", second], in: remote)

        let run = sandbox.run(["fetch"])
        #expect(run.out.hasPrefix("Core: failed: local tag 'release' differs from the remote's tag of the same name, and mortar never moves a tag it did not create; if the remote's is right, delete the local one (git tag -d release) and fetch again\n"), "\(run.out)")
        #expect(run.code == .failure)
        #expect(try sandbox.git(["rev-parse", "refs/tags/release"], in: checkout) == mine)
    }

    @Test(arguments: ["bisect", "rebase"])
    func aCheckoutWithAnOperationInProgressIsNotMoved(operation: String) throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.makeRemote("Core")
        let remote = sandbox.remotes + "/Core"
        _ = try Self.commit(sandbox, remote, ["b.txt": "b\n"], message: "Second")
        try sandbox.writeManifest([#"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#])
        #expect(sandbox.run(["fetch"]).code == .success)
        let checkout = sandbox.project + "/Modules/Core"
        if operation == "bisect" {
            try sandbox.git(["bisect", "start"], in: checkout)
        } else {
            // Stopped at 'edit' on a pushed commit: HEAD is detached on the remote's history.
            var environment = FetchSandbox.gitEnvironment
            environment["GIT_SEQUENCE_EDITOR"] = "sed -i -e 's/^pick/edit/'"
            let result = try ProcessRunner().run(ProcessRequest("git", ["rebase", "-i", "HEAD~1"], workingDirectory: checkout, environment: environment, timeout: 60))
            try #require(result.status == 0, "\(result.stderrText)")
        }
        let head = try sandbox.git(["rev-parse", "HEAD"], in: checkout)
        _ = try Self.commit(sandbox, remote, ["c.txt": "c\n"], message: "Third")

        let run = sandbox.run(["fetch"])
        #expect(run.out.hasPrefix("Core: skipped: a \(operation) is in progress\n"), "\(run.out)")
        #expect(try sandbox.git(["rev-parse", "HEAD"], in: checkout) == head)
    }

    @Test func aSkippedAheadCheckoutIsNotWrittenAtAll() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.makeRemote("Core")
        let remote = sandbox.remotes + "/Core"
        try sandbox.writeManifest([#"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#])
        #expect(sandbox.run(["fetch"]).code == .success)
        let checkout = sandbox.project + "/Modules/Core"
        _ = try Self.commit(sandbox, checkout, ["mine.txt": "mine\n"], message: "Local work")
        _ = try Self.commit(sandbox, remote, ["theirs.txt": "theirs\n"], message: "Upstream")
        try sandbox.git(["tag", "9.9.9"], in: remote)
        let before = try CleanCommandTests.snapshot(checkout)

        let run = sandbox.run(["fetch"])
        #expect(run.out.hasPrefix("Core: skipped: ahead by 1\n"), "\(run.out)")
        let after = try CleanCommandTests.snapshot(checkout)
        #expect(after == before, "changed: \(Set(after.keys).symmetricDifference(before.keys).sorted()) \(before.keys.filter { after[$0] != before[$0] }.sorted())")
        #expect(!FileManager.default.fileExists(atPath: checkout + "/.git/FETCH_HEAD"))
    }

    /// An edit git status is told not to see (`git update-index --skip-worktree` or
    /// `--assume-unchanged`, as developers hide a local config change) made the checkout look
    /// clean: fetch fetched into it and failed on git's own words (`'git merge --quiet
    /// --ff-only refs/remotes/origin/develop' failed with exit status 1: error: Your local
    /// changes to the following files would be overwritten by merge: …`). It is dirty, as for
    /// clean, and the checkout is not written at all.
    @Test(arguments: ["--skip-worktree", "--assume-unchanged"])
    func anEditHiddenFromGitStatusIsDirty(flag: String) throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.makeRemote("Core")
        let remote = sandbox.remotes + "/Core"
        try sandbox.writeManifest([#"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#])
        #expect(sandbox.run(["fetch"]).code == .success)
        let checkout = sandbox.project + "/Modules/Core"
        try sandbox.git(["update-index", flag, "README.md"], in: checkout)
        try sandbox.write(checkout + "/README.md", "# Core, with my local change\n")
        _ = try Self.commit(sandbox, remote, ["README.md": "# Core, upstream\n"], message: "Upstream")
        let before = try CleanCommandTests.snapshot(checkout)

        let run = sandbox.run(["fetch"])
        #expect(run.err == "")
        #expect(run.out == """
            Core: skipped: dirty
            1 module: 0 cloned, 0 updated, 0 unchanged, 0 local, 1 skipped, 0 failed
            lock file not written: 1 module is not in place

            """)
        #expect(run.code == .failure)
        #expect(try CleanCommandTests.snapshot(checkout) == before)
        #expect(!FileManager.default.fileExists(atPath: checkout + "/.git/FETCH_HEAD"))
    }

    /// A module folder that is a symbolic link to nothing was taken for a missing checkout:
    /// fetch cloned, then failed to rename the clone over the link with `failed:
    /// /abs/Modules/Core: cannot be written: Not a directory; check the folder exists and is
    /// writable`. The link is the developer's: it is a folder that is not a git checkout.
    @Test func aModuleFolderThatIsALinkToNothingIsSkippedAndKept() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.makeRemote("Core")
        try sandbox.writeManifest([#"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#])
        try FileManager.default.createDirectory(atPath: sandbox.project + "/Modules", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: sandbox.project + "/Modules/Core", withDestinationPath: "../../Elsewhere/Core")
        let run = sandbox.run(["fetch"])
        #expect(run.err == "")
        #expect(run.out == """
            Core: skipped: 'Modules/Core' is there and is not a git checkout; move it aside to have Core cloned there, or point Core at it with a path entry ("path": "Modules/Core") instead of its git source
            1 module: 0 cloned, 0 updated, 0 unchanged, 0 local, 1 skipped, 0 failed
            lock file not written: 1 module is not in place

            """)
        #expect(run.code == .failure)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: sandbox.project + "/Modules/Core") == "../../Elsewhere/Core")
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.project + "/Modules") == ["Core"])
        #expect(!FileManager.default.fileExists(atPath: sandbox.root + "/Elsewhere"))
    }

    @Test func aDeletedRemoteBranchIsAFailureWithTheFix() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.makeRemote("Core")
        let remote = sandbox.remotes + "/Core"
        try sandbox.writeManifest([#"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#])
        #expect(sandbox.run(["fetch"]).code == .success)
        // Renamed upstream: develop → development.
        try sandbox.git(["branch", "-m", "develop", "development"], in: remote)

        let run = sandbox.run(["fetch"])
        #expect(run.out.hasPrefix("Core: failed: branch 'develop' not found in ../remotes/Core; check 'branch' in the manifest\n"), "\(run.out)")
        #expect(run.code == .failure)
    }
}
