import MortarCore

/// Why resolution produced no versions.
public enum ResolverError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No set of versions satisfies every requirement; the failure explains why.
    case unsatisfiable(ResolutionFailure)
    /// The versions or the manifest of a package could not be read.
    case unavailable(package: String, reason: String)

    public var description: String {
        switch self {
        case let .unsatisfiable(failure):
            return failure.description
        case let .unavailable(package, reason):
            return "cannot read the versions of '\(package)': \(reason)"
        }
    }
}
