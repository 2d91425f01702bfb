import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs programs with `Foundation.Process`: an argv array (never a shell), both pipes drained
/// while the program runs (no deadlock past the pipe buffer), and a wall-clock timeout that
/// terminates, then kills.
public struct ProcessRunner: ProcessRunning {
    public init() {}

    public func run(_ request: ProcessRequest) throws(ProcessError) -> ProcessResult {
        let argv = [request.executable] + request.arguments
        let process = Process()
        guard let executableURL = ProcessRunner.resolve(request.executable) else {
            throw .launchFailed(argv: argv, reason: "'\(request.executable)' was not found on PATH")
        }
        process.executableURL = executableURL
        process.arguments = request.arguments
        if let directory = request.workingDirectory {
            process.currentDirectoryURL = URL(fileURLWithPath: directory, isDirectory: true)
        }
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in request.environment { environment[key] = value }
        process.environment = environment

        let stdoutPipe = Pipe(), stderrPipe = Pipe(), stdinPipe = Pipe()
        process.standardOutput = stdoutPipe
        process.standardError = stderrPipe
        process.standardInput = stdinPipe

        let collected = Collected()
        let group = DispatchGroup()
        for (pipe, isOut) in [(stdoutPipe, true), (stderrPipe, false)] {
            group.enter()
            let handle = pipe.fileHandleForReading
            DispatchQueue.global().async {
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    collected.append(Array(chunk), toStdout: isOut)
                }
                group.leave()
            }
        }

        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            try? stdoutPipe.fileHandleForWriting.close()
            try? stderrPipe.fileHandleForWriting.close()
            group.wait()
            throw .launchFailed(argv: argv, reason: "\(error.localizedDescription)")
        }
        // Our copies of the write ends must close so the readers see end-of-file.
        try? stdoutPipe.fileHandleForWriting.close()
        try? stderrPipe.fileHandleForWriting.close()
        if let input = request.input, !input.isEmpty {
            try? stdinPipe.fileHandleForWriting.write(contentsOf: Data(input))
        }
        try? stdinPipe.fileHandleForWriting.close()

        var timedOut = false
        if exited.wait(timeout: .now() + request.timeout) == .timedOut {
            timedOut = true
            process.terminate()  // SIGTERM first
            if exited.wait(timeout: .now() + 3) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                exited.wait()
            }
        }
        group.wait()
        if timedOut { throw .timedOut(argv: argv, seconds: request.timeout) }
        let (out, err) = collected.take()
        return ProcessResult(status: process.terminationStatus, stdout: out, stderr: err)
    }

    /// Finds a program: a path is used as is; a bare name is looked up on `PATH`.
    static func resolve(_ executable: String) -> URL? {
        if executable.contains("/") { return URL(fileURLWithPath: executable) }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(executable)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return URL(fileURLWithPath: candidate) }
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
