import Foundation
import MortarWorkspace

/// The one `ProcessRunning` double: records every request, in the order they started, and
/// answers each from a closure — a script, a fixed result (by default a failure that runs
/// nothing), or another runner (`passingTo:`), optionally adjusting each request first.
public final class RecordingProcessRunner: ProcessRunning, @unchecked Sendable {
    public typealias Answer = @Sendable (ProcessRequest) throws(ProcessError) -> ProcessResult

    private let lock = NSLock()
    private var recorded: [ProcessRequest] = []
    private let answer: Answer

    /// Answers every request with `answer` (tests write it as a trailing closure).
    public init(answer: @escaping Answer) {
        self.answer = answer
    }

    /// Answers every request with `result`: by default exit status 1 and no process started.
    public convenience init(answering result: ProcessResult = ProcessResult(status: 1, stdout: [], stderr: Array("recording runner runs nothing".utf8))) {
        self.init { _ in result }
    }

    /// Runs every request for real through `inner`, after `adjusting` it (an environment
    /// variable added, say); what is recorded is the request as the caller made it.
    public convenience init(passingTo inner: ProcessRunning, adjusting: (@Sendable (inout ProcessRequest) -> Void)? = nil) {
        self.init { (request: ProcessRequest) throws(ProcessError) -> ProcessResult in
            var adjusted = request
            adjusting?(&adjusted)
            return try inner.run(adjusted)
        }
    }

    /// Every request so far, in the order they started.
    public var requests: [ProcessRequest] { lock.withLock { recorded } }

    /// How many requests were made.
    public var count: Int { lock.withLock { recorded.count } }

    /// The git subcommand of each request (its first argument after the `-c` options).
    public var subcommands: [String] {
        requests.map { request in
            var arguments = request.arguments[...]
            while arguments.first == "-c" { arguments = arguments.dropFirst(2) }
            return arguments.first ?? ""
        }
    }

    public func run(_ request: ProcessRequest) throws(ProcessError) -> ProcessResult {
        lock.withLock { recorded.append(request) }
        return try answer(request)
    }
}
