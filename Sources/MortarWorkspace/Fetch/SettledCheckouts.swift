import Foundation

/// The checkouts of one fetch run whose index was refreshed as they were cloned
/// (`FetchEngine.settleIndex`), collected from the worker threads under a lock; the end of the
/// run refreshes the others.
final class SettledCheckouts: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: Set<String> = []

    func insert(_ path: String) { lock.withLock { _ = paths.insert(path) } }

    func contains(_ path: String) -> Bool { lock.withLock { paths.contains(path) } }
}
