/// Why a requirement or version string could not be read. Each message quotes the text, says
/// what is wrong and what to write instead.
public enum RequirementError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An empty requirement or an empty term, as in `""` or `">= 1.0,"` (the whole string).
    case empty(String)
    /// An operator with no version, as in `">="` (the operator, the whole string).
    case missingVersion(String, in: String)
    /// Operator characters that form no operator, as in `"== 1.0"` or `"=> 1.0"`.
    case unknownOperator(String, in: String)
    /// A version that does not parse, as in `"~> 1.*"` (the version, the whole string; equal
    /// when a bare version was given). The message explains with `Version.problem(in:)`.
    case malformedVersion(String, in: String)

    public var description: String {
        switch self {
        case let .empty(whole):
            if whole.trimmingWhitespace().isEmpty {
                return "requirement '\(whole)' is empty; write a version like '1.2.3' or a requirement like '~> 1.2'"
            }
            return "requirement '\(whole)' has an empty term; write terms separated by commas, like '>= 1.0, < 2.0'"
        case let .missingVersion(op, whole):
            return "requirement '\(whole)' has the operator '\(op)' but no version; write it like '\(op) 1.2'"
        case let .unknownOperator(op, whole):
            return "'\(op)' in requirement '\(whole)' is not an operator; use one of "
                + Requirement.Operator.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        case let .malformedVersion(version, whole):
            let problem = Version.problem(in: version) ?? .empty
            let subject = version == whole ? "'\(version)'" : "'\(version)' in requirement '\(whole)'"
            return "\(subject) is not a valid version: \(problem); \(problem.fix)"
        }
    }
}
