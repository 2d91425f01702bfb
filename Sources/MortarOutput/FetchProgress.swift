import Foundation
import MortarCore
import MortarWorkspace

/// The live progress line on a terminal: `[12/60] cloning Journey…`, rewritten in place.
public final class FetchProgress: @unchecked Sendable {
    private let lock = NSLock()
    private let output: TextOutput
    private var total = 0
    private var done = 0
    private var shown = false

    public init(output: TextOutput) {
        self.output = output
    }

    /// Handles one engine event of `total` modules (called from worker threads).
    public func handle(_ event: FetchEvent, total: Int) {
        lock.lock()
        defer { lock.unlock() }
        self.total = total
        switch event {
        case let .started(module, activity):
            draw("[\(done + 1)/\(total)] \(activity) \(module)…")
        case let .finished(result):
            done += 1
            draw("[\(done)/\(total)] \(result.name): \(result.outcome.status)")
        }
    }

    /// Erases the progress line so the report starts on a clean line.
    public func clear() {
        lock.lock()
        defer { lock.unlock() }
        if shown { output.writeStyled("\r\u{1B}[K") }
        shown = false
    }

    private func draw(_ text: String) {
        output.writeStyled("\r\u{1B}[K" + TerminalText.escaped(text))
        shown = true
    }
}
