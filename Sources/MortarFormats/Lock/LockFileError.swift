import MortarCore

/// A `mortar.lock` that cannot be read: where, what, and what to do.
public enum LockFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not JSON at all.
    case malformed(JSONParseError)
    /// A value of the wrong type or a missing key.
    case invalid(String, at: SourceLocation)
    /// Written by a newer Mortar.
    case unsupportedVersion(Int, at: SourceLocation)

    public var description: String {
        switch self {
        case let .malformed(error):
            return "\(error); delete the lock file and run 'mortar fetch' to write a new one"
        case let .invalid(message, location):
            return "\(location): \(message); delete the lock file and run 'mortar fetch' to write a new one"
        case let .unsupportedVersion(version, location):
            return "\(location): lock file version \(version) is newer than this mortar understands (\(LockFile.formatVersion)); update mortar"
        }
    }

    /// The problem as a located diagnostic of `severity`, `addition` appended to its message:
    /// what a command that can go on without the lock reports.
    public func diagnostic(_ severity: Severity, adding addition: String = "") -> Diagnostic {
        let rewrite = "delete the lock file and run 'mortar fetch' to write a new one"
        switch self {
        case let .malformed(error):
            return Diagnostic(.invalidManifest, severity, error.message + addition, at: [error.location], help: rewrite)
        case let .invalid(message, location):
            return Diagnostic(.invalidManifest, severity, message + addition, at: [location], help: rewrite)
        case let .unsupportedVersion(version, location):
            return Diagnostic(
                .invalidManifest, severity, "lock file version \(version) is newer than this mortar understands (\(LockFile.formatVersion))" + addition,
                at: [location], help: "update mortar")
        }
    }
}
