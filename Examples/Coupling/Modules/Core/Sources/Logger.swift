import Foundation

/// Where every module logs.
public struct Logger {
    public init() {}
    public func info(_ message: String) { print(message) }
}

public func makeLogger() -> Logger { Logger() }
