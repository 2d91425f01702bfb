import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs programs with `posix_spawn`: an argv array (never a shell), both pipes drained while
/// the program runs (no deadlock past the pipe buffer), and a wall-clock timeout that
/// terminates, then kills.
///
/// Not `Foundation.Process`: in Swift 6.3's Foundation on Linux, `Process.run()` over-reads a
/// `dirent` while listing `/proc/self/fd` and intermittently crashes the whole program
/// (swift-corelibs-foundation PR #5472). Spawning directly also lets every pipe be
/// close-on-exec, so a child never holds another child's pipe open.
public struct ProcessRunner: ProcessRunning {
    /// The environment every program starts from (a request's variables are laid over it):
    /// the one the CLI was handed, so what a test or caller injects is what git gets. Nil means
    /// this process's own environment.
    public var environment: [String: String]?

    public init(environment: [String: String]? = nil) {
        self.environment = environment
    }

    /// How long output pipes may stay open after the child exited (held by a helper it left
    /// behind) before that helper's group is stopped.
    static let pipeGrace: Double = 5

    public func run(_ request: ProcessRequest) throws(ProcessError) -> ProcessResult {
        let argv = [request.executable] + request.arguments
        let environment = childEnvironment(for: request)
        guard let executable = ProcessRunner.resolve(request.executable, path: environment["PATH"]) else {
            throw .launchFailed(argv: argv, reason: "'\(request.executable)' was not found on PATH")
        }

        let child: SpawnedChild
        do {
            child = try SpawnedChild.spawn(
                executable: executable, argv: argv, environment: environment,
                workingDirectory: request.workingDirectory, withInput: request.input != nil)
        } catch {
            throw .launchFailed(argv: argv, reason: error.description)
        }

        let collected = Collected()
        let readers = DispatchGroup()
        for (fd, isOut) in [(child.stdout, true), (child.stderr, false)] {
            readers.enter()
            Thread.detachNewThread {
                var buffer = [UInt8](repeating: 0, count: 65_536)
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                    if count > 0 {
                        collected.append(Array(buffer[0..<count]), toStdout: isOut)
                    } else if count < 0, errno == EINTR {
                        continue
                    } else {
                        break
                    }
                }
                close(fd)
                readers.leave()
            }
        }
        if let fd = child.stdin {
            if let input = request.input { SpawnedChild.writeAll(input, to: fd) }
            close(fd)
        }

        let exit = ExitWaiter(pid: child.pid)
        var timedOut = false
        // The whole group (the child leads it): git's own helpers stop with it.
        let group = child.pid
        if !exit.wait(seconds: request.timeout) {
            timedOut = true
            kill(-group, SIGTERM)
            if !exit.wait(seconds: 3) {
                kill(-group, SIGKILL)
                _ = exit.wait(seconds: nil)
            }
        }
        // A helper the child left behind may still hold the pipes: it gets a moment to finish,
        // then its group is stopped; a process that left the group is not waited for at all.
        if readers.wait(timeout: .now() + ProcessRunner.pipeGrace) == .timedOut {
            kill(-group, SIGKILL)
            _ = readers.wait(timeout: .now() + 1)
        }
        ChildProcessGroups.remove(group)
        if timedOut { throw .timedOut(argv: argv, seconds: request.timeout) }
        let (out, err) = collected.take()
        return ProcessResult(status: exit.exitStatus, stdout: out, stderr: err)
    }

    /// What the program of `request` is started with: the base environment without the
    /// request's `unsetting` variables, with the request's variables laid over it.
    public func childEnvironment(for request: ProcessRequest) -> [String: String] {
        var result = environment ?? ProcessInfo.processInfo.environment
        for key in request.unsetting { result[key] = nil }
        for (key, value) in request.environment { result[key] = value }
        return result
    }

    /// Finds a program: a path is used as is; a bare name is looked up on `path` (the child's
    /// `PATH`), or on this process's `PATH` when the child has none.
    static func resolve(_ executable: String, path: String? = nil) -> String? {
        if executable.contains("/") { return executable }
        let path = path ?? ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(executable)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}

/// Output gathered by the pipe readers, guarded by a lock.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var stdout: [UInt8] = []
    private var stderr: [UInt8] = []

    func append(_ bytes: [UInt8], toStdout: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if toStdout { stdout.append(contentsOf: bytes) } else { stderr.append(contentsOf: bytes) }
    }

    func take() -> ([UInt8], [UInt8]) {
        lock.lock()
        defer { lock.unlock() }
        return (stdout, stderr)
    }
}

/// Reaps one child on its own thread, so the caller can wait for it with a time limit.
private final class ExitWaiter: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var status: Int32 = 0
    private var finished = false
    private let lock = NSLock()

    init(pid: pid_t) {
        Thread.detachNewThread { [self] in
            var raw: Int32 = 0
            while waitpid(pid, &raw, 0) < 0, errno == EINTR {}
            lock.lock()
            status = raw
            finished = true
            lock.unlock()
            done.signal()
        }
    }

    /// True when the child exited within `seconds` (nil: wait as long as it takes).
    func wait(seconds: Double?) -> Bool {
        lock.lock()
        if finished { lock.unlock(); return true }
        lock.unlock()
        guard let seconds else { done.wait(); done.signal(); return true }
        guard done.wait(timeout: .now() + seconds) == .success else { return false }
        done.signal()  // later waits return at once
        return true
    }

    /// The exit status, or 128 + the signal number for a child killed by a signal (as shells say).
    var exitStatus: Int32 {
        lock.lock()
        defer { lock.unlock() }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}
