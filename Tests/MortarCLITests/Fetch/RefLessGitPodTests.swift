import Foundation
import MortarCLI
import Testing

/// A Podfile `:git` pod with no `:branch`, `:tag` or `:commit`: the commit of CHECKOUT OPTIONS
/// in Podfile.lock when there is one, else the remote's default branch, asked from the remote.
@Suite struct RefLessGitPodTests {
    /// `remotes/Core` whose default branch is `trunk` (neither master nor main), two commits.
    static func remote(_ sandbox: FetchSandbox) throws -> (first: String, second: String) {
        let path = sandbox.remotes + "/Core"
        try sandbox.git(["init", "--quiet", "--initial-branch", "trunk", path], in: sandbox.root)
        try sandbox.write(path + "/Core.podspec", "Pod::Spec.new do |s|\n  s.name = 'Core'\n  s.version = '1.0.0'\nend\n")
        try sandbox.git(["add", "-A"], in: path)
        try sandbox.git(["commit", "--quiet", "-m", "One"], in: path)
        let first = try sandbox.git(["rev-parse", "HEAD"], in: path)
        try sandbox.write(path + "/README.md", "two\n")
        try sandbox.git(["add", "-A"], in: path)
        try sandbox.git(["commit", "--quiet", "-m", "Two"], in: path)
        return (first, try sandbox.git(["rev-parse", "HEAD"], in: path))
    }

    @Test func aRefLessGitPodIsFetchedAtTheRemotesDefaultBranch() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        let (_, second) = try Self.remote(sandbox)
        try sandbox.write(sandbox.project + "/Podfile", "target 'App' do\n  pod 'Core', :git => '../remotes/Core'\nend\n")

        let run = sandbox.run(["fetch"])
        #expect(run.err == "")
        #expect(run.out == """
            Core: cloned branch 'trunk' (the remote's default) at \(second.prefix(7))
            1 module: 1 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed
            wrote mortar.lock

            """)
        #expect(run.code == .success)
        #expect(try sandbox.git(["rev-parse", "--abbrev-ref", "HEAD"], in: sandbox.project + "/Modules/Core") == "trunk")

        let again = sandbox.run(["fetch"])
        #expect(again.out == """
            Core: unchanged branch 'trunk' (the remote's default) at \(second.prefix(7))
            1 module: 0 cloned, 0 updated, 1 unchanged, 0 local, 0 skipped, 0 failed
            mortar.lock unchanged

            """)
        #expect(again.code == .success)

        // Offline, the default branch is the one the clone recorded (origin/HEAD).
        let offline = sandbox.run(["fetch", "--offline"])
        #expect(offline.out == """
            Core: unchanged branch 'trunk' (the remote's default) at \(second.prefix(7))
            1 module: 0 cloned, 0 updated, 1 unchanged, 0 local, 0 skipped, 0 failed
            mortar.lock unchanged

            """)
        #expect(offline.code == .success)
    }

    @Test func theCommitInPodfileLockWins() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        let (first, _) = try Self.remote(sandbox)
        try sandbox.write(sandbox.project + "/Podfile", "target 'App' do\n  pod 'Core', :git => '../remotes/Core'\nend\n")
        try sandbox.write(sandbox.project + "/Podfile.lock", """
            PODS:
              - Core (1.0.0)

            DEPENDENCIES:
              - Core (from `../remotes/Core`)

            EXTERNAL SOURCES:
              Core:
                :git: "../remotes/Core"

            CHECKOUT OPTIONS:
              Core:
                :commit: \(first)
                :git: "../remotes/Core"

            COCOAPODS: 1.16.2

            """)
        let run = sandbox.run(["fetch"])
        #expect(run.err == "")
        #expect(run.out == """
            Core: cloned commit '\(first)' at \(first.prefix(7))
            1 module: 1 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed
            wrote mortar.lock

            """)
        #expect(run.code == .success)
    }

    @Test func aRemoteThatNamesNoDefaultBranchFailsWithTheFix() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.git(["init", "--quiet", "--bare", sandbox.remotes + "/Empty"], in: sandbox.root)
        try sandbox.write(sandbox.project + "/Podfile", "target 'App' do\n  pod 'Empty', :git => '../remotes/Empty'\nend\n")
        let run = sandbox.run(["fetch"])
        #expect(run.out == """
            Empty: failed: no ref is given, and ../remotes/Empty names no default branch (its HEAD is no branch, or it is empty); give the pod a :branch, :tag or :commit
            1 module: 0 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 1 failed
            lock file not written: 1 module is not in place

            """)
        #expect(run.code == .failure)
    }
}
