import Foundation

/// Runs blocking work items on at most `jobs` dedicated threads and returns their results in
/// input order.
///
/// Each item mostly waits on a child process, so the work runs on its own threads rather than
/// on Swift's cooperative pool, which has only as many threads as cores (two on a small CI
/// machine) and must not be blocked.
public enum BoundedParallel {
    /// Calls `body` for every element of `items`, `jobs` at a time; results keep `items`' order.
    public static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], jobs: Int, _ body: @escaping @Sendable (Item) -> Result
    ) -> [Result] {
        let box = ResultBox<Result>(count: items.count)
        let workers = max(1, min(jobs, items.count))
        let group = DispatchGroup()
        for _ in 0..<workers {
            group.enter()
            let thread = Thread {
                while let index = box.nextIndex() {
                    box.store(body(items[index]), at: index)
                }
                group.leave()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        group.wait()
        return box.results()
    }
}

/// Hands out indices and collects results under a lock.
private final class ResultBox<Result>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private let count: Int
    private var slots: [Result?]

    init(count: Int) {
        self.count = count
        self.slots = Array(repeating: nil, count: count)
    }

    func nextIndex() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ result: Result, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = result
    }

    func results() -> [Result] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}
