import Foundation
import MortarCore
@testable import MortarWorkspace
import MortarTestSupport
import Testing

/// How a checkout from a repository cache entry fails: where it says (the module's folder and
/// the entry; `EntryCheckoutTests.aTagNamingATreeIsRefusedAsGitCloneRefusesIt` has git's own
/// refusal), and what still runs after a time limit ran out (nothing against that entry).
@Suite struct CacheCheckoutFailureTests {
    /// Real git with the machine's configuration shut out, except that every `read-tree` runs
    /// past its time limit (answered at once: nothing sleeps).
    static func readTreeTimesOut() -> RecordingProcessRunner {
        RecordingProcessRunner { (request: ProcessRequest) throws(ProcessError) -> ProcessResult in
            if NoOpFetchTests.subcommand(request.arguments) == "read-tree" {
                throw .timedOut(argv: [request.executable] + request.arguments, seconds: request.timeout)
            }
            var isolated = request
            isolated.environment["GIT_CONFIG_NOSYSTEM"] = "1"
            isolated.environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
            return try ProcessRunner().run(isolated)
        }
    }

    /// After the checkout's time limit ran out, the module fails with the limit's message and no
    /// check of the entry (`fsck`), no `git clone` of it, and nothing for a second module of the
    /// same repository runs: its entry is left alone for the rest of the run.
    @Test func aCheckoutPastItsTimeLimitEndsItsModuleAndNothingMoreRunsAgainstTheEntry() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        try EntryCheckoutTests.makeRemote(fixture)
        let manifest = fixture.manifest([("Core", "../remotes/Core", .tag("1.0.0")), ("Again", "../remotes/Core", .tag("0.9.0"))])
        let cache = RepositoryCache(directory: fixture.root + "/cache")
        _ = EntryCheckoutAgreementTests.fetch(manifest, app: "first", fixture, cache: cache)
        let entry = cache.entry(for: fixture.remotes + "/Core", isLocalPath: true)
        let runner = Self.readTreeTimesOut()

        let report = FetchEngine(git: Git(runner: runner)).fetch(
            manifest, layout: WorkspaceLayout(manifest: "mortar.json", currentDirectory: fixture.root + "/second"),
            options: FetchOptions(jobs: 1, repositoryCache: cache))

        #expect(report.results.map(\.line) == [
            "Core: failed: git could not check out Modules/Core from the repository cache entry \(entry): 'git read-tree -m -u HEAD^{commit}' did not finish within 900 seconds and was stopped with every process it started; check the network, or allow more time with MORTAR_GIT_TIMEOUT=SECONDS",
            "Again: failed: the repository cache could not be used: a git command on its entry \(entry) ran past its time limit earlier in this run, and nothing more runs against that entry in this run; run again, or pass --no-repository-cache",
        ])
        // Once a run: the templates question, the new repository's `[core]` and the user's
        // settings; then the one checkout that ran out of time.
        #expect(runner.requests.map { NoOpFetchTests.subcommand($0.arguments) } == ["config", "init", "config", "read-tree"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.root + "/second/Modules") == [])
    }
}
