import MortarCore

/// Why a `Package.swift` cannot be read as literal text: the first construct the static reader
/// does not evaluate (a condition, a call of a function, a variable it cannot resolve…), where
/// it is. Only SwiftPM, running the manifest, could say what such a file declares.
public struct PackageSwiftRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is not literal, lowercase (`'#if' is a compile-time condition`).
    public var reason: String
    public var location: SourceLocation

    public init(_ reason: String, at location: SourceLocation) {
        self.reason = reason
        self.location = location
    }

    /// `reason, at file:line:col`.
    public var description: String { "\(reason), at \(location)" }
}
