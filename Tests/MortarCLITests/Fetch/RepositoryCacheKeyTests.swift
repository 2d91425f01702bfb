import Foundation
import MortarCLI
import MortarCore
import MortarWorkspace
import Testing
import MortarTestSupport

/// Which URLs share a repository cache entry: only spellings of one repository, never two
/// repositories whose paths differ in case on a server (or disk) that tells them apart.
@Suite struct RepositoryCacheKeyTests {
    @Test func twoRepositoriesWhoseURLsDifferOnlyInCaseNeverShareAnEntry() throws {
        let apps = try RepositoryCacheTests.Apps()
        defer { apps.sandbox.cleanUp() }
        // Two repositories on a case-sensitive disk, both tagged 1.0.0.
        try apps.sandbox.makeRemote("Lib")
        let upper = try apps.tag("Lib", "1.0.0")
        try apps.sandbox.makeRemote("lib")
        try apps.sandbox.write(apps.sandbox.remotes + "/lib/README.md", "# the other lib\n")
        try apps.sandbox.git(["commit", "--quiet", "-am", "Other"], in: apps.sandbox.remotes + "/lib")
        let lower = try apps.tag("lib", "1.0.0")
        let first = try apps.app("First", [#"{ "name": "Lib", "git": "file://\#(apps.sandbox.remotes)/Lib", "tag": "1.0.0" }"#])
        let second = try apps.app("Second", [#"{ "name": "Lib", "git": "file://\#(apps.sandbox.remotes)/lib", "tag": "1.0.0" }"#])
        #expect(apps.run(["fetch"], in: first).code == .success)

        let two = apps.run(["fetch"], in: second)

        #expect(two.err == "")
        #expect(two.out == "Lib: cloned tag '1.0.0' at \(lower.prefix(7))\n1 module: 1 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed\nwrote mortar.lock\n")
        #expect(two.code == .success)
        #expect(try apps.sandbox.read(second + "/Modules/Lib/README.md") == "# the other lib\n")
        #expect(try apps.sandbox.git(["rev-parse", "HEAD"], in: first + "/Modules/Lib") == upper)
    }

    /// An entry that is a symbolic link (to a copy elsewhere) was used, and a branch's fetch
    /// wrote into wherever it pointed: the link is removed (never what it points to) and the
    /// entry cloned again.
    @Test func anEntryThatIsALinkIsRemovedNeverFollowed() throws {
        let apps = try RepositoryCacheTests.Apps()
        defer { apps.sandbox.cleanUp() }
        try apps.sandbox.makeRemote("Core")
        let develop = #"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#
        _ = apps.run(["fetch"], in: try apps.app("First", [develop]))
        let elsewhere = apps.sandbox.root + "/elsewhere.git"
        try FileManager.default.moveItem(atPath: apps.entry("Core"), toPath: elsewhere)
        try FileManager.default.createSymbolicLink(atPath: apps.entry("Core"), withDestinationPath: elsewhere)
        let before = try apps.sandbox.git(["for-each-ref"], in: elsewhere)
        let moved = try apps.commit("Core", "Moved")

        let two = apps.run(["fetch"], in: try apps.app("Second", [develop]))

        #expect(two.out == """
            Core: cloned branch 'develop' at \(moved.prefix(7))
              note: the repository cache entry \(apps.entry("Core")) is a symbolic link (to \(elsewhere)); removed it and cloned ../remotes/Core again
            1 module: 1 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed
            wrote mortar.lock

            """)
        #expect(try apps.sandbox.git(["for-each-ref"], in: elsewhere) == before)
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: apps.entry("Core"), isDirectory: &isFolder) && isFolder.boolValue)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: apps.entry("Core"))) == nil)
    }

    @Test(arguments: [
        // Scheme and host ignore case; so do github.com's, gitlab.com's and bitbucket.org's paths.
        ("https://GitHub.com/Acme/Core.git/", "https://github.com/acme/core", true),
        ("https://GitLab.com/Acme/Core", "https://gitlab.com/acme/core.git", true),
        ("git@Bitbucket.org:Acme/Core.git", "git@bitbucket.org:acme/core", true),
        ("HTTPS://Git.Example.com/team/Lib.git/", "https://git.example.com/team/Lib", true),
        ("ssh://git@Git.Example.com:2222/team/Lib.git", "ssh://git@git.example.com:2222/team/Lib", true),
        // Any other server's path, and a file URL's, keeps its case.
        ("https://git.example.com/team/Lib", "https://git.example.com/team/lib", false),
        ("ssh://git@git.example.com/team/Lib", "ssh://git@git.example.com/team/lib", false),
        ("git@git.example.com:team/Lib", "git@git.example.com:team/lib", false),
        ("file:///src/Lib", "file:///src/lib", false),
        // A file URL names a folder: 'Lib' and 'Lib.git' are two.
        ("file:///src/Lib", "file:///src/Lib.git", false),
        ("file:///src/Lib/", "file:///src/Lib", true),
    ])
    func whichSpellingsShareAnEntry(a: String, b: String, same: Bool) {
        #expect((RepositoryCache.key(a, isLocalPath: false) == RepositoryCache.key(b, isLocalPath: false)) == same)
    }
}
