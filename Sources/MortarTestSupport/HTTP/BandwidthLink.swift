import Foundation

/// The one link of a `NetworkModel`: each slice sent reserves its time on the link after
/// whatever was reserved before it, so connections share the capacity instead of each having it.
final class BandwidthLink: @unchecked Sendable {
    private let lock = NSLock()
    private var free = DispatchTime.now().uptimeNanoseconds
    let bytesPerSecond: Double

    init(bytesPerSecond: Double) {
        self.bytesPerSecond = bytesPerSecond
    }

    /// Waits until `count` bytes have had their time on the link.
    func pass(_ count: Int) {
        let now = DispatchTime.now().uptimeNanoseconds
        let done = lock.withLock { () -> UInt64 in
            free = max(free, now) + UInt64(Double(count) / bytesPerSecond * 1e9)
            return free
        }
        if done > now { usleep(UInt32(min(Double(done - now) / 1000, 10_000_000))) }
    }
}
