import Dispatch
import Foundation

/// Wall-clock timing on the monotonic clock, with the CPU time the process spent meanwhile
/// (every thread, and child processes): on a shared machine the wall time says how long users wait, the CPU time
/// how much work was done.
enum Stopwatch {
    struct Reading: Sendable {
        var seconds: Double
        var cpuSeconds: Double
    }

    /// Runs `body` and returns its result and the seconds it took.
    static func measure<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> (result: T, seconds: Double) {
        let (result, reading) = try time(body)
        return (result, reading.seconds)
    }

    /// Runs `body` and returns its result, its wall time and the process's CPU time meanwhile.
    static func time<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> (result: T, reading: Reading) {
        let cpuStart = processCPUSeconds()
        let start = DispatchTime.now().uptimeNanoseconds
        let result = try body()
        let end = DispatchTime.now().uptimeNanoseconds
        return (result, Reading(seconds: Double(end - start) / 1e9, cpuSeconds: processCPUSeconds() - cpuStart))
    }

    /// User plus system time of the whole process so far, and of the child processes it has
    /// waited for (git, for `fetch`).
    static func processCPUSeconds() -> Double {
        #if os(Linux)
        return cpuSeconds(RUSAGE_SELF.rawValue) + cpuSeconds(RUSAGE_CHILDREN.rawValue)
        #else
        return cpuSeconds(RUSAGE_SELF) + cpuSeconds(RUSAGE_CHILDREN)
        #endif
    }

    private static func cpuSeconds(_ who: Int32) -> Double {
        var usage = rusage()
        guard getrusage(who, &usage) == 0 else { return 0 }
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
