import Foundation
import MortarCore
@testable import MortarWorkspace
import MortarTestSupport
import Testing

/// `CDNDownloader` pauses between tries only through its file system's clock
/// (`FileSysteming.sleep`): a test records the pauses and waits for none of them.
@Suite struct CDNDownloaderBackoffTests {
    /// Answers every GET with `status`, counting them.
    final class Answering: HTTPFetching, @unchecked Sendable {
        let status: Int
        private let lock = NSLock()
        private var count = 0
        init(status: Int) { self.status = status }
        var requests: Int { lock.withLock { count } }
        func get(_ request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
            lock.withLock { count += 1 }
            return HTTPResponse(status: status, headers: [:], body: [])
        }
    }

    /// Four tries of a server answering 503: pauses of 1, 2 and 4 s (doubling from the
    /// backoff), none before the first try or after the last, then the failure says so.
    @Test func theBackoffDoublesThroughTheFileSystemsClock() {
        let clock = FetchSleepSeamTests.SteppedClock(now: 1_000)
        let http = Answering(status: 503)
        let downloader = CDNDownloader(base: "https://cdn.invalid/", folder: "/nonexistent/cdn", http: http, fileSystem: clock,
                                       policy: .init(timeout: 10, attempts: 4, backoff: 1))
        let result = downloader.download("all_pods_versions_8_2_1.txt")
        #expect(clock.sleeps == [1, 2, 4])
        #expect(clock.currentTime() == 1_007)
        #expect(http.requests == 4)
        guard case let .failure(failure) = result else { Issue.record("expected a failure, got \(result)"); return }
        #expect(failure.message == "'https://cdn.invalid/all_pods_versions_8_2_1.txt' answered HTTP 503 (4 attempts); try again later, or pass --offline to use only what an earlier run cached")
    }

    /// A 404 is an answer: no pause, one request.
    @Test func anAnswerIsNotRetried() {
        let clock = FetchSleepSeamTests.SteppedClock(now: 1_000)
        let http = Answering(status: 404)
        let downloader = CDNDownloader(base: "https://cdn.invalid", folder: "/nonexistent/cdn", http: http, fileSystem: clock, policy: .init(backoff: 1))
        #expect(downloader.download("Specs/x.json") == .success(.notFound))
        #expect(clock.sleeps == [])
        #expect(http.requests == 1)
    }
}
