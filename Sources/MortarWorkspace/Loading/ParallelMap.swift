import Dispatch
import Foundation

/// `map` across the machine's cores, results in input order (never completion order).
/// `package`: `mortar-bench read` times the real podspecs through it, as the loader reads.
package enum ParallelMap {
    /// Applies `transform` to every element, on as many threads as Dispatch gives (one per core).
    package static func map<Element: Sendable, Result: Sendable>(_ elements: [Element], _ transform: @Sendable (Element) -> Result) -> [Result] {
        let slots = Slots<Result>(count: elements.count)
        defer { slots.deallocate() }
        // Small chunks handed out as threads ask for them: on a machine shared with other work a
        // thread that gets less CPU takes fewer chunks, instead of holding up a fixed share.
        let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let chunk = max(1, min(32, elements.count / (workers * 8)))
        let chunks = (elements.count + chunk - 1) / chunk
        DispatchQueue.concurrentPerform(iterations: chunks) { index in
            for position in index * chunk..<min(elements.count, (index + 1) * chunk) {
                slots.store(transform(elements[position]), at: position)
            }
        }
        return slots.collect()
    }

    /// One slot per element; each is written by exactly one worker, then read after all finish.
    private final class Slots<Value>: @unchecked Sendable {
        private let buffer: UnsafeMutableBufferPointer<Value?>

        init(count: Int) {
            buffer = .allocate(capacity: count)
            buffer.initialize(repeating: nil)
        }

        func store(_ value: Value, at index: Int) { buffer[index] = value }

        func collect() -> [Value] { buffer.map { $0! } }

        func deallocate() {
            _ = buffer.deinitialize()
            buffer.deallocate()
        }
    }
}
