import Foundation
import MortarCore

/// Where a command writes text. The CLI gets standard output and error; tests get a buffer.
/// Both write `TerminalText.sanitized` text: control characters read from files and remotes
/// never reach the terminal raw. Both hide a URL's credentials (`URLCredentials.hiddenInText`):
/// whatever renderer made a line, a terminal or a CI log never keeps a token. Files Mortar
/// writes (Package.swift, mortar.json, the lock) keep the URL as written.
public protocol TextOutput: AnyObject, Sendable {
    /// Writes `text` with every control character but line feeds and tabs made visible.
    func write(_ text: String)
    /// Writes text a renderer made (`Diagnostic.text`, the progress line): its values already
    /// escaped, it may carry Mortar's own colours and progress erase, which stay.
    func writeStyled(_ text: String)
}

/// An output that writes text once it is sanitized: which sanitizing each of `write` and
/// `writeStyled` does is said here once, for every stream.
protocol SanitizedTextSink: TextOutput {
    /// Writes `text`, already sanitized.
    func writeSanitized(_ text: String)
}

extension SanitizedTextSink {
    public func write(_ text: String) {
        writeSanitized(URLCredentials.hiddenInText(TerminalText.sanitized(text)))
    }

    public func writeStyled(_ text: String) {
        writeSanitized(URLCredentials.hiddenInText(TerminalText.sanitized(text, keepingOwnSequences: true)))
    }
}

/// Standard output or standard error, written as UTF-8 without buffering surprises.
public final class StandardStream: SanitizedTextSink, @unchecked Sendable {
    private let handle: FileHandle
    private let lock = NSLock()

    public static let output = StandardStream(FileHandle.standardOutput)
    public static let error = StandardStream(FileHandle.standardError)

    init(_ handle: FileHandle) { self.handle = handle }

    func writeSanitized(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        try? handle.write(contentsOf: Data(text.utf8))
    }
}

/// Collects what is written: for tests, and for commands that compose others.
public final class BufferOutput: SanitizedTextSink, @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""

    public init() {}

    func writeSanitized(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        buffer += text
    }

    public var text: String {
        lock.lock()
        defer { lock.unlock() }
        return buffer
    }
}
