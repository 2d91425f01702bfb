import Foundation

/// `swift --version`, asked once per run and shared (the cache key of every dump includes it).
public final class ToolchainVersion: @unchecked Sendable {
    private let lock = NSLock()
    private var value: String?

    public init() {}

    /// The toolchain's version text, running `swift --version` the first time only.
    public func text(executable: String, runner: ProcessRunning, timeout: Double) throws(ProcessError) -> String {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let request = ProcessRequest(executable, ["--version"], timeout: timeout)
        let result = try runner.run(request)
        guard result.status == 0 else {
            throw .failed(argv: [executable, "--version"], status: result.status, stderr: result.stderrText.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        let text = result.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)
        value = text
        return text
    }
}
