import Foundation
import MortarWorkspace
import Testing

/// Reading HEAD's commit from the files git keeps, against `git rev-parse` on real clones.
@Suite struct GitHeadFilesTests {
    static let id = "0123456789abcdef0123456789abcdef01234567"

    @Test(arguments: [
        ("\(id)\n", GitHeadFiles.Head.commit(id)),
        ("ref: refs/heads/develop\n", .symbolic("refs/heads/develop")),
        ("ref: refs/heads/feature/login", .symbolic("refs/heads/feature/login")),
        (String(repeating: "ab", count: 32) + "\n", .commit(String(repeating: "ab", count: 32))),
    ])
    func parsesHead(_ text: String, _ expected: GitHeadFiles.Head) {
        #expect(GitHeadFiles.parseHead(text) == expected)
    }

    @Test(arguments: [
        "",
        "ref: refs/heads/.invalid\n",  // the reftable format's placeholder
        "ref: refs/heads/../../config\n",
        "ref: refs/heads/a/../../../x\n",
        "ref: refs/heads//develop\n",
        "ref: refs/heads/\n",
        "ref: refs/remotes/origin/develop\n",
        "ref: refs/heads/dev elop\n",
        "ref: refs/heads/develop\nref: refs/heads/main\n",
        "0123456789ABCDEF0123456789ABCDEF01234567\n",  // git writes lowercase
        "0123456789abcdef\n",
    ])
    func refusesAnythingItDoesNotKnowForCertain(_ text: String) {
        #expect(GitHeadFiles.parseHead(text) == nil)
    }

    @Test func looksUpAPackedRefSkippingHeaderAndPeeledLines() {
        let packed = """
            # pack-refs with: peeled fully-peeled sorted
            1111111111111111111111111111111111111111 refs/heads/develop-old
            2222222222222222222222222222222222222222 refs/heads/develop
            3333333333333333333333333333333333333333 refs/tags/1.0.0
            ^4444444444444444444444444444444444444444

            """
        #expect(GitHeadFiles.lookUp("refs/heads/develop", inPackedRefs: packed) == String(repeating: "2", count: 40))
        #expect(GitHeadFiles.lookUp("refs/heads/main", inPackedRefs: packed) == nil)
        #expect(GitHeadFiles.lookUp("refs/heads/develop", inPackedRefs: "not-an-id refs/heads/develop\n") == nil)
    }

    @Test func agreesWithRevParseOnRealClonesAtBranchTagAndPackedRefs() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        let core = try fixture.makeRemote("Core")
        try fixture.git(["tag", "-a", "-m", "Release", "1.0.0"], in: core)
        try fixture.commit("Core.swift", "let version = 2\n", in: core)
        let reader = GitHeadFiles()

        for (folder, branch) in [("atBranch", "develop"), ("atTag", "1.0.0")] {
            let clone = fixture.root + "/" + folder
            try fixture.git(["clone", "--quiet", "--branch", branch, "--", core, clone], in: fixture.root)
            let expected = try fixture.git(["rev-parse", "HEAD"], in: clone)
            #expect(reader.headCommit(of: clone) == expected, "\(folder)")
        }

        // After `git pack-refs --all` the branch lives only in packed-refs.
        let packed = fixture.root + "/atBranch"
        try fixture.git(["pack-refs", "--all"], in: packed)
        #expect(!FileManager.default.fileExists(atPath: packed + "/.git/refs/heads/develop"))
        #expect(reader.headCommit(of: packed) == (try fixture.git(["rev-parse", "HEAD"], in: packed)))
    }

    @Test func givesNilForALinkedWorktreeAndAFolderWithoutGit() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        let core = try fixture.makeRemote("Core")
        let linked = fixture.root + "/linked"
        try fixture.git(["worktree", "add", "--quiet", linked, "main"], in: core)

        #expect(FileManager.default.fileExists(atPath: linked + "/.git"))  // a file, not a folder
        #expect(GitHeadFiles().headCommit(of: linked) == nil)
        #expect(GitHeadFiles().headCommit(of: fixture.project) == nil)
    }

    static let clonedConfig = "[core]\n\trepositoryformatversion = 0\n\tbare = false\n[remote \"origin\"]\n\turl = /cache/core-ab.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n"

    /// A clone from a cache entry gets its real origin by a rewrite of the one line, or not at all.
    @Test(arguments: [
        ("https://github.com/acme/core.git", clonedConfig, "[core]\n\trepositoryformatversion = 0\n\tbare = false\n[remote \"origin\"]\n\turl = https://github.com/acme/core.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n"),
        // Would need quoting: git sets it.
        ("/src/my core", clonedConfig, nil),
        ("https://example.com/a#b", clonedConfig, nil),
        // The file does not say plainly that the origin is the entry.
        ("https://github.com/acme/core.git", "[include]\n\tpath = x\n" + clonedConfig, nil),
        ("https://github.com/acme/core.git", clonedConfig.replacingOccurrences(of: "/cache/core-ab.git", with: "/elsewhere.git"), nil),
        ("https://github.com/acme/core.git", clonedConfig + "[remote \"origin\"]\n\turl = /cache/core-ab.git\n", nil),
    ] as [(String, String, String?)])
    func theOriginURLIsRewrittenOnlyWhenCertain(url: String, config: String, expected: String?) {
        #expect(GitHeadFiles.replacingOriginURL(inConfig: config, from: "/cache/core-ab.git", to: url) == expected)
    }
}
