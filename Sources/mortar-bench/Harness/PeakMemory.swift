import Foundation

/// The peak resident memory of this process so far: `VmHWM` on Linux, `ru_maxrss` elsewhere.
/// The harness measures each case in a fresh child process, so the peak is that case's own.
enum PeakMemory {
    static func megabytes() -> Double? {
        #if os(Linux)
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 2, let kilobytes = Double(fields[1]) else { return nil }
            return kilobytes / 1024
        }
        return nil
        #else
        var usage = rusage()
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
        return Double(usage.ru_maxrss) / 1_048_576  // bytes on macOS
        #endif
    }
}
