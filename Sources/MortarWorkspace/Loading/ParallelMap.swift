import Dispatch
import Foundation

/// `map` across the machine's cores, results in input order (never completion order).
enum ParallelMap {
    /// Applies `transform` to every element, on up to one thread per active core.
    static func map<Element: Sendable, Result: Sendable>(_ elements: [Element], _ transform: @Sendable (Element) -> Result) -> [Result] {
        let slots = Slots<Result>(count: elements.count)
        defer { slots.deallocate() }
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, elements.count))
        // Each worker takes every `workers`-th element: no shared counter, and neighbours
        // (similar in size) spread evenly.
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var index = worker
            while index < elements.count {
                slots.store(transform(elements[index]), at: index)
                index += workers
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
