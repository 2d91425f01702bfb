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
}
