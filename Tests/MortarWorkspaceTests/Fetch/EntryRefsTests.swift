import Foundation
import MortarCore
@testable import MortarWorkspace
import MortarTestSupport
import Testing

/// `EntryRefs` reads a cache entry's refs from its own files only: a symbolic link where it
/// reads, pointing out of the entry, is never followed; git clones the checkout instead.
@Suite struct EntryRefsTests {
    /// Puts a symbolic link into `entry` that points at `outside` (a file or folder out of the
    /// entry, holding what the entry had there).
    enum Planted: String, CaseIterable, Sendable {
        case packedRefs = "packed-refs"
        case looseTag = "refs/tags/outside"
        case tagsFolder = "refs/tags"

        func plant(in entry: String, outside: String, commit: String) throws {
            let manager = FileManager.default
            switch self {
            case .looseTag:
                try Data((commit + "\n").utf8).write(to: URL(fileURLWithPath: outside))
            default:
                try manager.moveItem(atPath: entry + "/" + rawValue, toPath: outside)
            }
            try manager.createSymbolicLink(atPath: entry + "/" + rawValue, withDestinationPath: outside)
        }
    }

    @Test(arguments: Planted.allCases)
    func aSymbolicLinkInTheEntryLeavesTheCheckoutToGitClone(planted: Planted) throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        try EntryCheckoutTests.makeRemote(fixture)
        let manifest = fixture.manifest([("Core", "../remotes/Core", .tag("1.0.0"))])
        let cache = RepositoryCache(directory: fixture.root + "/cache")
        _ = EntryCheckoutAgreementTests.fetch(manifest, app: "first", fixture, cache: cache)
        let entry = cache.entry(for: fixture.remotes + "/Core", isLocalPath: true)
        let commit = try fixture.git(["rev-parse", "1.0.0^{commit}"], in: entry)
        try planted.plant(in: entry, outside: fixture.root + "/outside", commit: commit)
        #expect(EntryRefs.read(entry, fileSystem: LocalFileSystem()) == nil)
        let runner = CloneTemplateTests.isolatedGit()

        let report = EntryCheckoutAgreementTests.fetch(manifest, app: "second", fixture, cache: cache, runner: runner)

        #expect(report.results.map(\.line) == ["Core: cloned tag '1.0.0' at \(commit.prefix(7))"])
        // Nothing written from the entry's files by Mortar: git clones it.
        #expect(runner.requests.map { NoOpFetchTests.subcommand($0.arguments) }.filter { $0 != "config" }.sorted() == ["clone", "update-index"])
    }

    /// An `objects` folder that is a symbolic link out of the entry: `git clone --local` refuses
    /// it and Mortar does not link from it; the entry is removed (never what the link points
    /// to) and cloned again.
    @Test func anObjectsFolderOutOfTheEntryIsDamageAndTheEntryIsClonedAgain() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        try EntryCheckoutTests.makeRemote(fixture)
        let manifest = fixture.manifest([("Core", "../remotes/Core", .tag("1.0.0"))])
        let cache = RepositoryCache(directory: fixture.root + "/cache")
        _ = EntryCheckoutAgreementTests.fetch(manifest, app: "first", fixture, cache: cache)
        let entry = cache.entry(for: fixture.remotes + "/Core", isLocalPath: true)
        let commit = try fixture.git(["rev-parse", "1.0.0^{commit}"], in: entry)
        try FileManager.default.moveItem(atPath: entry + "/objects", toPath: fixture.root + "/outside")
        try FileManager.default.createSymbolicLink(atPath: entry + "/objects", withDestinationPath: fixture.root + "/outside")

        let report = EntryCheckoutAgreementTests.fetch(manifest, app: "second", fixture, cache: cache)

        #expect(report.results.map(\.line) == ["Core: cloned tag '1.0.0' at \(commit.prefix(7))"])
        #expect(report.results.map(\.notes) == [[
            "the repository cache entry \(entry) keeps its objects out of the entry (objects is a symbolic link); removed it and cloned ../remotes/Core again",
        ]])
        #expect(FileManager.default.fileExists(atPath: fixture.root + "/outside/info"))
        #expect(FileManager.default.fileExists(atPath: fixture.root + "/outside/pack"))
        #expect(EntryRefs.read(entry, fileSystem: LocalFileSystem()) != nil)
        #expect(LocalFileSystem().linkDestination(entry + "/objects") == nil)
    }
}
