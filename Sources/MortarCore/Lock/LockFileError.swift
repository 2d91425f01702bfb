/// A `mortar.lock` that cannot be read: where, what, and what to do.
public enum LockFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not JSON at all.
    case malformed(JSONParseError)
    /// A value of the wrong type or a missing key.
    case invalid(String, at: SourceLocation)
    /// Written by a newer Mortar.
    case unsupportedVersion(Int, at: SourceLocation)

    /// Where the problem is.
    public var location: SourceLocation {
        switch self {
        case let .malformed(error): return error.location
        case let .invalid(_, location), let .unsupportedVersion(_, location): return location
        }
    }

    /// What is wrong, without the place or what to do.
    public var message: String {
        switch self {
        case let .malformed(error): return error.message
        case let .invalid(message, _): return message
        case let .unsupportedVersion(version, _):
            return "lock file version \(version) is newer than this mortar understands (\(LockFile.formatVersion))"
        }
    }

    /// What to do: update mortar for a newer lock file, else write a new one.
    public var help: String {
        if case .unsupportedVersion = self { return "update mortar" }
        return "delete the lock file and run 'mortar fetch' to write a new one"
    }

    public var description: String { "\(location): \(message); \(help)" }

    /// The problem as a located diagnostic of `severity`, `addition` appended to its message:
    /// what a command that can go on without the lock reports.
    public func diagnostic(_ severity: Severity, adding addition: String = "") -> Diagnostic {
        Diagnostic(.invalidManifest, severity, message + addition, at: [location], help: help)
    }
}
