import Foundation
import MortarCore
import MortarWorkspace
import MortarTestSupport
import Testing

/// A time limit hit while reading a checkout is reported as what it is, naming the setting that
/// changes it, never as "not a git checkout".
@Suite struct GitTimeoutTests {
    /// Answers `git status` as a process that ran out of time; runs everything else for real.
    static func slowStatus() -> RecordingProcessRunner {
        RecordingProcessRunner { (request: ProcessRequest) throws(ProcessError) -> ProcessResult in
            if request.arguments.contains("status") {
                throw .timedOut(argv: [request.executable] + request.arguments, seconds: request.timeout)
            }
            return try ProcessRunner().run(request)
        }
    }

    @Test func aTimedOutStatusIsAFailureWithTheRealCause() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        try fixture.makeRemote("Core")
        let manifest = fixture.manifest([("Core", "../remotes/Core", .branch("develop"))])
        _ = fixture.fetch(manifest)

        let report = FetchEngine(git: Git(runner: Self.slowStatus())).fetch(manifest, layout: WorkspaceLayout(manifest: "mortar.json", currentDirectory: fixture.project))

        #expect(report.results.map(\.line) == [
            "Core: failed: 'git --no-optional-locks status --porcelain=v2 --branch --untracked-files=all' did not finish within 120 seconds and was stopped with every process it started; the checkout may be very large or its disk busy: run the command yourself there to see why",
        ])
    }

    @Test func aNetworkTimeoutNamesTheSetting() {
        let error = GitError(argv: ["git", "-c", "protocol.ext.allow=never", "ls-remote", "--", "https://example.com/Core.git"], reason: .timedOut(900, network: true))
        #expect(error.description == "'git ls-remote -- https://example.com/Core.git' did not finish within 900 seconds and was stopped with every process it started; check the network, or allow more time with MORTAR_GIT_TIMEOUT=SECONDS")
    }
}
