import Dispatch

/// A value computed on another thread while the caller does something else; `value()` waits
/// for it. For work that reads the disk (the import walk) beside work that only computes.
public final class BackgroundResult<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    // Written once by the worker before `done` is signalled, read only after waiting on it.
    private var result: Value?

    public init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async {
            self.result = work()
            self.done.signal()
        }
    }

    /// Waits for the work to finish (once) and returns its value.
    public func value() -> Value {
        done.wait()
        done.signal()
        return result!
    }
}
