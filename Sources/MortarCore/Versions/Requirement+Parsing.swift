extension Requirement {
    /// Parses CocoaPods requirement strings: each may hold several comma-separated terms
    /// (`">= 1.0, < 2.0"`), a bare version means `=`, and an empty list means any version.
    /// - Throws: `RequirementError` naming the offending text.
    public static func parse(_ strings: [String]) throws(RequirementError) -> Requirement {
        var constraints: [Constraint] = []
        for string in strings {
            for piece in string.split(separator: ",", omittingEmptySubsequences: false) {
                constraints.append(try parseConstraint(String(piece), whole: string))
            }
        }
        return .versions(constraints)
    }

    /// Parses one requirement string (which may hold comma-separated terms).
    public static func parse(_ string: String) throws(RequirementError) -> Requirement {
        try parse([string])
    }

    static func parseConstraint(_ text: String, whole: String) throws(RequirementError) -> Constraint {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw RequirementError.empty(whole) }
        // Longest operators first.
        let operators: [Operator] = [.pessimistic, .greaterOrEqual, .lessOrEqual, .notEqual, .equal, .greater, .less]
        var op = Operator.equal
        var rest = Substring(trimmed)
        for candidate in operators where rest.hasPrefix(candidate.rawValue) {
            op = candidate
            rest = rest.dropFirst(candidate.rawValue.count)
            break
        }
        // RubyGems accepts `==` as a synonym of `=`? It does not; neither do we.
        let versionText = String(rest).trimmingWhitespace()
        guard !versionText.isEmpty else { throw RequirementError.missingVersion(whole) }
        guard let version = Version(versionText) else { throw RequirementError.malformedVersion(versionText, in: whole) }
        return Constraint(op, version)
    }
}

/// Why a requirement string could not be read.
public enum RequirementError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An empty term, as in `">= 1.0,"`.
    case empty(String)
    /// An operator with no version, as in `">="`.
    case missingVersion(String)
    /// A version that does not parse, as in `"~> 1.x"`.
    case malformedVersion(String, in: String)

    public var description: String {
        switch self {
        case let .empty(whole):
            return "requirement '\(whole)' has an empty term; write terms like '>= 1.0, < 2.0'"
        case let .missingVersion(whole):
            return "requirement '\(whole)' has an operator but no version; write it like '~> 1.2'"
        case let .malformedVersion(version, whole):
            if version == whole {
                return "'\(version)' is not a valid version; write digits separated by dots, like '1.2.3'"
            }
            return "'\(version)' in requirement '\(whole)' is not a valid version; write digits separated by dots, like '1.2.3'"
        }
    }
}
