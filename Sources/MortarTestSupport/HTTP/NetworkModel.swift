import Foundation

/// A stated model of a network between a client and `LoopbackHTTPServer`, applied by the
/// server: every request waits `requestDelay` seconds before it is answered (a round trip to a
/// distant host), and every response body goes out through one link of `bytesPerSecond`
/// shared by all connections (a download cap), in slices of 16 KiB.
///
/// Loopback costs nothing, so a cache measured against it saves nothing; this gives the remote
/// the two costs a cache avoids, and no others (no loss, no jitter, no TCP slow start).
public struct NetworkModel: Hashable, Sendable {
    /// Seconds added before each request is answered.
    public var requestDelay: Double
    /// The shared link's capacity for response bodies, in bytes per second; nil: unlimited.
    public var bytesPerSecond: Double?

    public init(requestDelay: Double = 0, bytesPerSecond: Double? = nil) {
        self.requestDelay = requestDelay
        self.bytesPerSecond = bytesPerSecond
    }

    /// No delay and no cap: loopback as it is.
    public static let none = NetworkModel()

    /// `delayMilliseconds` per request and a cap of `megabitsPerSecond` (10^6 bits).
    public static func remote(delayMilliseconds: Double, megabitsPerSecond: Double) -> NetworkModel {
        NetworkModel(requestDelay: delayMilliseconds / 1000, bytesPerSecond: megabitsPerSecond * 1_000_000 / 8)
    }

    /// How it reads in a report: `30 ms a request, 50 Mbit/s shared`.
    public var summary: String {
        let delay = "\(Int((requestDelay * 1000).rounded())) ms a request"
        guard let bytesPerSecond else { return delay + ", no bandwidth cap" }
        return delay + ", \(Int((bytesPerSecond * 8 / 1_000_000).rounded())) Mbit/s shared"
    }
}
