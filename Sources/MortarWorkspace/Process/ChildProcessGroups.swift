import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process groups of every child `ProcessRunner` has started and not yet reaped. Each child
/// leads a group of its own, so a time limit or a signal to mortar stops git *and* the helpers
/// it started (`git-remote-https`, `index-pack`), which would otherwise keep running as orphans
/// and hold the output pipes open.
public enum ChildProcessGroups {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var live: Set<pid_t> = []
    nonisolated(unsafe) private static var stopping = false

    /// Records a new group; false when mortar is stopping (the caller stops the child at once).
    static func add(_ group: pid_t) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        live.insert(group)
        return !stopping
    }

    static func remove(_ group: pid_t) {
        lock.lock()
        defer { lock.unlock() }
        live.remove(group)
    }

    /// True once a terminating signal arrived: mortar is about to exit with it, and the main
    /// thread must not exit first with an ordinary status (`waitWhileStopping`).
    public static var isStopping: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopping
    }

    /// Blocks for good when a terminating signal is being handled: the handler ends the process
    /// with the signal once the children are stopped. Returns at once otherwise.
    public static func waitWhileStopping() {
        while isStopping { sleep(1) }
    }

    /// The groups alive now.
    public static var current: Set<pid_t> {
        lock.lock()
        defer { lock.unlock() }
        return live
    }

    /// Sends `signal` to every live group, then `SIGKILL` to those still there after `grace`
    /// seconds; from then on (unless `refusingNewChildren` is false) every new child is stopped
    /// as soon as it starts. What a signal handler calls before mortar exits.
    /// `only` limits it to those groups (tests, which share the process with other suites).
    public static func stopAll(signal: Int32 = SIGTERM, grace: Double = 2, refusingNewChildren: Bool = true, only: Set<pid_t>? = nil) {
        lock.lock()
        if refusingNewChildren { stopping = true }
        let groups = only.map { live.intersection($0) } ?? live
        lock.unlock()
        for group in groups { kill(-group, signal) }
        let deadline = Date().addingTimeInterval(grace)
        while Date() < deadline, !current.intersection(groups).isEmpty { usleep(20_000) }
        for group in current.intersection(groups) { kill(-group, SIGKILL) }
    }

    /// Makes `SIGINT`, `SIGTERM` and `SIGHUP` stop every child group before mortar exits with
    /// the signal's status (130, 143, 129). Children lead their own groups, so a Ctrl-C in a
    /// terminal reaches them only through this. Call once, from the executable's entry point.
    public static func forwardTerminatingSignals() {
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: handlerQueue)
            source.setEventHandler {
                stopAll(signal: number == SIGINT ? SIGINT : SIGTERM)
                signal(number, SIG_DFL)
                kill(getpid(), number)
            }
            source.resume()
            sources.append(source)
        }
    }

    private static let handlerQueue = DispatchQueue(label: "mortar.signals")
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
}
