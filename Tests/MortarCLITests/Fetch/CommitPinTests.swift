import Foundation
import MortarCLI
import MortarCore
import MortarWorkspace
import Testing

/// A commit pin is an object id: a tag or branch named like the abbreviation never wins, and an
/// abbreviation more than one commit starts with is an error.
@Suite struct CommitPinTests {
    @Test func aTagNamedLikeTheShortPinDoesNotReplaceIt() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        let pinned = try sandbox.makeRemote("Core")
        let remote = sandbox.remotes + "/Core"
        try sandbox.write(remote + "/evil.txt", "attacker\n")
        try sandbox.git(["add", "-A"], in: remote)
        try sandbox.git(["commit", "--quiet", "-m", "Evil"], in: remote)
        let evil = try sandbox.git(["rev-parse", "HEAD"], in: remote)
        let short = String(pinned.prefix(7))
        // The attacker pushes a tag named exactly like the pin, pointing elsewhere.
        try sandbox.git(["tag", short, evil], in: remote)
        try sandbox.writeManifest([#"{ "name": "Core", "git": "../remotes/Core", "commit": "\#(short)" }"#])

        let run = sandbox.run(["fetch"])
        #expect(run.out.hasPrefix("Core: cloned commit '\(short)' at \(short)\n"), "\(run.out)\(run.err)")
        #expect(try sandbox.git(["rev-parse", "HEAD"], in: sandbox.project + "/Modules/Core") == pinned)
        #expect(try sandbox.read(sandbox.project + "/mortar.lock").contains("\"commit\": \"\(pinned)\""))
        #expect(!FileManager.default.fileExists(atPath: sandbox.project + "/Modules/Core/evil.txt"))

        // A second run, with the checkout already there, keeps it.
        let again = sandbox.run(["fetch"])
        #expect(again.out.hasPrefix("Core: unchanged commit '\(short)' at \(short)\n"), "\(again.out)\(again.err)")
        #expect(try sandbox.git(["rev-parse", "HEAD"], in: sandbox.project + "/Modules/Core") == pinned)
    }

    @Test func anAmbiguousAbbreviationIsAFailureThatNamesTheCandidates() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.makeRemote("Core")
        let remote = sandbox.remotes + "/Core"
        // Commits until two share their first four hex digits (a few hundred, by the birthday bound).
        let tree = try sandbox.git(["rev-parse", "HEAD^{tree}"], in: remote)
        var byPrefix: [String: String] = [:]
        var pair: (String, String)?
        var counter = 0
        while pair == nil {
            counter += 1
            let commit = try sandbox.git(["commit-tree", tree, "-m", "c\(counter)"], in: remote)
            let prefix = String(commit.prefix(4))
            if let other = byPrefix[prefix] { pair = (other, commit) } else { byPrefix[prefix] = commit }
        }
        let (first, second) = pair!
        try sandbox.git(["branch", "one", first], in: remote)
        try sandbox.git(["branch", "two", second], in: remote)
        let prefix = String(first.prefix(4))
        try sandbox.writeManifest([#"{ "name": "Core", "git": "../remotes/Core", "commit": "\#(prefix)" }"#])

        let run = sandbox.run(["fetch"])
        let candidates = [first, second].sorted().map { String($0.prefix(12)) }.joined(separator: ", ")
        #expect(run.out.hasPrefix("Core: failed: commit '\(prefix)' is ambiguous: 2 commits start with it (\(candidates)); give more digits of the commit in the manifest\n"), "\(run.out)\(run.err)")
        #expect(run.code == .failure)
    }
}
