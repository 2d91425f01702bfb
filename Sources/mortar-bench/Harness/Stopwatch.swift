import Dispatch

/// Wall-clock timing on the monotonic clock.
enum Stopwatch {
    /// Runs `body` and returns its result and the seconds it took.
    static func measure<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> (result: T, seconds: Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = try body()
        let end = DispatchTime.now().uptimeNanoseconds
        return (result, Double(end - start) / 1e9)
    }
}
