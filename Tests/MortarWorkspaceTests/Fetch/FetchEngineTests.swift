import Foundation
import MortarCore
import MortarWorkspace
import Testing

/// Clone, update and checkout with real git in temporary folders.
@Suite struct FetchEngineTests {
    @Test func clonesAtBranchTagAndCommit() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        let core = try fixture.makeRemote("Core")
        let first = try fixture.git(["rev-parse", "HEAD"], in: core)
        try fixture.git(["tag", "1.0.0"], in: core)
        let second = try fixture.commit("Core.swift", "let version = 2\n", in: core)
        try fixture.makeRemote("UI")
        let ui = fixture.remotes + "/UI"
        let uiFirst = try fixture.git(["rev-parse", "HEAD"], in: ui)
        try fixture.commit("UI.swift", "// 2\n", in: ui)

        let manifest = fixture.manifest([
            ("Core", "../remotes/Core", .branch("develop")),
            ("Tagged", "../remotes/Core", .tag("1.0.0")),
            ("UI", "../remotes/UI", .commit(String(uiFirst.prefix(10)))),
        ])
        let report = fixture.fetch(manifest)

        #expect(report.results.map(\.outcome) == [.cloned(commit: second), .cloned(commit: first), .cloned(commit: uiFirst)])
        #expect(report.results.map(\.line) == [
            "Core: cloned branch 'develop' at \(second.prefix(7))",
            "Tagged: cloned tag '1.0.0' at \(first.prefix(7))",
            "UI: cloned commit '\(uiFirst.prefix(10))' at \(uiFirst.prefix(7))",
        ])
        #expect(try fixture.git(["symbolic-ref", "--short", "HEAD"], in: fixture.checkout("Core")) == "develop")
        #expect(try fixture.git(["rev-parse", "HEAD"], in: fixture.checkout("Tagged")) == first)
        #expect(try fixture.git(["rev-parse", "HEAD"], in: fixture.checkout("UI")) == uiFirst)
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.project + "/Modules").sorted() == ["Core", "Tagged", "UI"])
        #expect(report.allInPlace)
        #expect(report.summary == "3 modules: 3 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed")
    }

    @Test func fastForwardsACleanBranchAndThenReportsUnchanged() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        let core = try fixture.makeRemote("Core")
        let manifest = fixture.manifest([("Core", "../remotes/Core", .branch("develop"))])
        let old = try fixture.git(["rev-parse", "HEAD"], in: core)
        _ = fixture.fetch(manifest)
        let new = try fixture.commit("Core.swift", "let x = 1\n", in: core)

        #expect(fixture.fetch(manifest).results.map(\.outcome) == [.updated(from: old, to: new)])
        #expect(try fixture.git(["rev-parse", "HEAD"], in: fixture.checkout("Core")) == new)
        #expect(try fixture.git(["symbolic-ref", "--short", "HEAD"], in: fixture.checkout("Core")) == "develop")
        #expect(fixture.fetch(manifest).results.map(\.outcome) == [.unchanged(commit: new)])
    }

    @Test func depthMakesShallowClonesThatStillFastForward() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        let core = try fixture.makeRemote("Core")
        try fixture.commit("A.swift", "// a\n", in: core)
        try fixture.commit("B.swift", "// b\n", in: core)
        // file:// makes git transfer a pack; with a plain path it ignores --depth.
        let manifest = fixture.manifest([("Core", "file://" + core, .branch("develop"))])

        _ = fixture.fetch(manifest, FetchOptions(depth: 1))
        #expect(try fixture.git(["rev-list", "--count", "HEAD"], in: fixture.checkout("Core")) == "1")
        #expect(FileManager.default.fileExists(atPath: fixture.checkout("Core") + "/.git/shallow"))

        let head = try fixture.git(["rev-parse", "HEAD"], in: fixture.checkout("Core"))
        let next = try fixture.commit("C.swift", "// c\n", in: core)
        #expect(fixture.fetch(manifest, FetchOptions(depth: 1)).results.map(\.outcome) == [.updated(from: head, to: next)])
    }

    @Test func movesATagCheckoutToTheNewTag() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        let core = try fixture.makeRemote("Core")
        let first = try fixture.git(["rev-parse", "HEAD"], in: core)
        try fixture.git(["tag", "1.0.0"], in: core)
        _ = fixture.fetch(fixture.manifest([("Core", "../remotes/Core", .tag("1.0.0"))]))
        let second = try fixture.commit("Core.swift", "let v = 2\n", in: core)
        try fixture.git(["tag", "1.1.0"], in: core)

        let report = fixture.fetch(fixture.manifest([("Core", "../remotes/Core", .tag("1.1.0"))]))

        #expect(report.results.map(\.outcome) == [.updated(from: first, to: second)])
        #expect(try fixture.git(["rev-parse", "HEAD"], in: fixture.checkout("Core")) == second)
    }

    @Test func aTagCheckoutMovesToItsBranchWhenTheManifestSwitches() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        let core = try fixture.makeRemote("Core")
        let tagged = try fixture.git(["rev-parse", "HEAD"], in: core)
        try fixture.git(["tag", "1.0.0"], in: core)
        let tip = try fixture.commit("Core.swift", "let next = 1\n", in: core)
        _ = fixture.fetch(fixture.manifest([("Core", "../remotes/Core", .tag("1.0.0"))]))

        let report = fixture.fetch(fixture.manifest([("Core", "../remotes/Core", .branch("develop"))]))

        #expect(report.results.map(\.outcome) == [.updated(from: tagged, to: tip)])
        #expect(try fixture.git(["symbolic-ref", "--short", "HEAD"], in: fixture.checkout("Core")) == "develop")
    }

    /// Each kind of skip leaves the checkout byte for byte as it was, with no stash.
    @Test(arguments: SkipCase.allCases)
    func leavesACheckoutExactlyAsItIs(_ skip: SkipCase) throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        let core = try fixture.makeRemote("Core")
        try fixture.makeRemote("Other")
        let manifest = fixture.manifest([("Core", "../remotes/Core", .branch("develop"))])
        _ = fixture.fetch(manifest)
        try fixture.commit("Upstream.swift", "// new upstream work\n", in: core)
        let checkout = fixture.checkout("Core")
        switch skip {
        case .dirtyTracked:
            try fixture.write("README.md", "# edited, not committed\n", in: checkout)
        case .dirtyStaged:
            try fixture.write("Staged.swift", "// staged\n", in: checkout)
            try fixture.git(["add", "Staged.swift"], in: checkout)
        case .dirtyUntracked:
            try fixture.write("Notes/untracked.txt", "mine\n", in: checkout)
        case .ahead:
            try fixture.commit("Local1.swift", "// 1\n", in: checkout)
            try fixture.commit("Local2.swift", "// 2\n", in: checkout)
        case .otherBranch:
            try fixture.git(["checkout", "--quiet", "-b", "feature/login"], in: checkout)
        case .originDiffers:
            try fixture.git(["remote", "set-url", "origin", fixture.remotes + "/Other"], in: checkout)
        }
        let before = try fixture.fingerprint(checkout)

        let report = fixture.fetch(manifest)

        #expect(report.results.map(\.line) == ["Core: skipped: \(skip.expected)"])
        #expect(try fixture.fingerprint(checkout) == before)
        #expect(try fixture.git(["stash", "list"], in: checkout) == "")
        #expect(!report.allInPlace)
    }

    enum SkipCase: String, CaseIterable, Sendable {
        case dirtyTracked, dirtyStaged, dirtyUntracked, ahead, otherBranch, originDiffers

        var expected: String {
            switch self {
            case .dirtyTracked, .dirtyStaged, .dirtyUntracked: return "dirty"
            case .ahead: return "ahead by 2"
            case .otherBranch: return "on branch 'feature/login'"
            case .originDiffers: return "origin differs"
            }
        }
    }

    @Test func aMissingBranchSuggestsTheNearestOne() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        try fixture.makeRemote("Journey")
        let report = fixture.fetch(fixture.manifest([("Journey", "../remotes/Journey", .branch("develp"))]))

        guard case let .failed(failure) = report.results[0].outcome else {
            Issue.record("expected a failure, got \(report.results[0].outcome)")
            return
        }
        #expect(failure.description == "Journey: branch 'develp' not found in ../remotes/Journey; did you mean 'develop'?")
        #expect(report.results[0].line == "Journey: failed: branch 'develp' not found in ../remotes/Journey; did you mean 'develop'?")
        #expect(!FileManager.default.fileExists(atPath: fixture.checkout("Journey")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.project + "/Modules") == [])
    }

    @Test func aMissingTagWithNothingCloseSaysWhatToCheck() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        let core = try fixture.makeRemote("Core")
        try fixture.git(["tag", "1.0.0"], in: core)
        let report = fixture.fetch(fixture.manifest([("Core", "../remotes/Core", .tag("release-candidate"))]))

        #expect(report.results[0].line == "Core: failed: tag 'release-candidate' not found in ../remotes/Core; check 'tag' in the manifest")
    }

    @Test func aMissingRepositoryFailsAndLeavesNothing() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        let report = fixture.fetch(fixture.manifest([("Ghost", "../remotes/Ghost", .branch("develop"))]))

        #expect(report.results.count == 1)
        let line = report.results[0].line
        // Git's reason, not the advice it appends ("… and the repository exists.").
        #expect(line == "Ghost: failed: repository ../remotes/Ghost could not be read (fatal: '\(fixture.remotes)/Ghost' does not appear to be a git repository); check the 'git' URL and your access to it")
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.project + "/Modules") == [])
    }

    @Test func pathModulesAreNeverTouched() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        try fixture.write("Payment/Payment.podspec.json", "{}\n", in: fixture.project)
        let payment = Module(name: "Payment", source: .path("Payment"), location: SourceLocation(file: "mortar.json", line: 3))
        let before = try FileManager.default.contentsOfDirectory(atPath: fixture.project + "/Payment")

        let report = fixture.fetch(fixture.manifest([], extra: [payment]))

        #expect(report.results.map(\.line) == ["Payment: local path 'Payment', not touched"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.project + "/Payment") == before)
        #expect(!FileManager.default.fileExists(atPath: fixture.project + "/Modules"))
    }

    @Test func onlyFetchesTheNamedModules() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        try fixture.makeRemote("Core")
        try fixture.makeRemote("UI")
        let manifest = fixture.manifest([("Core", "../remotes/Core", .branch("develop")), ("UI", "../remotes/UI", .branch("develop"))])

        let report = fixture.fetch(manifest, FetchOptions(only: ["UI"]))

        #expect(report.results.map(\.name) == ["UI"])
        #expect(!FileManager.default.fileExists(atPath: fixture.checkout("Core")))
    }

    @Test func resultsKeepManifestOrderWhateverFinishesFirst() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        let names = (1...12).map { "Module\($0)" }
        for name in names { try fixture.makeRemote(name) }
        let manifest = fixture.manifest(names.reversed().map { ($0, "../remotes/\($0)", .branch("main")) })

        let report = fixture.fetch(manifest, FetchOptions(jobs: 4))

        #expect(report.results.map(\.name) == names.reversed())
        #expect(report.allInPlace)
    }
}
