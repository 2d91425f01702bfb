import Foundation

/// Paths one fetch run collects from its worker threads under a lock: the checkouts whose index
/// was refreshed as they were cloned (`FetchEngine.settleIndex`; the end of the run refreshes
/// the others), the repository cache entries a git command ran past its time limit on (nothing
/// more runs against them in that run).
final class SharedPaths: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: Set<String> = []

    func insert(_ path: String) { lock.withLock { _ = paths.insert(path) } }

    func contains(_ path: String) -> Bool { lock.withLock { paths.contains(path) } }
}
