import Foundation
import MortarCore

/// Where a command writes text. The CLI gets standard output and error; tests get a buffer.
/// Both write `TerminalText.sanitized` text: control characters read from files and remotes
/// never reach the terminal raw.
public protocol TextOutput: AnyObject, Sendable {
    func write(_ text: String)
}

/// Standard output or standard error, written as UTF-8 without buffering surprises.
public final class StandardStream: TextOutput, @unchecked Sendable {
    private let handle: FileHandle
    private let lock = NSLock()

    public static let output = StandardStream(FileHandle.standardOutput)
    public static let error = StandardStream(FileHandle.standardError)

    init(_ handle: FileHandle) { self.handle = handle }

    public func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        try? handle.write(contentsOf: Data(TerminalText.sanitized(text).utf8))
    }
}

/// Collects what is written: for tests, and for commands that compose others.
public final class BufferOutput: TextOutput, @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""

    public init() {}

    public func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        buffer += TerminalText.sanitized(text)
    }

    public var text: String {
        lock.lock()
        defer { lock.unlock() }
        return buffer
    }
}
