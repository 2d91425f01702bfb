import MortarCore

/// `mortar satisfies REQUIREMENT VERSION...`: whether each version satisfies the requirement.
public enum SatisfiesService {
    /// One answer per version, in the order given.
    public struct Answer: Hashable, Sendable {
        public var version: Version
        public var satisfies: Bool
    }

    /// Every answer, or every problem of the requirement and the versions (nothing answered
    /// while one is malformed, so a typo leaves no partial answer behind).
    public static func run(requirement text: String, versions: [String]) -> Result<[Answer], SatisfiesError> {
        let requirement: Requirement
        do {
            requirement = try Requirement.parse(text)
        } catch {
            return .failure(SatisfiesError(problems: ["\(error)"]))
        }
        var parsed: [Version] = []
        var problems: [String] = []
        for text in versions {
            if let version = Version(text) {
                parsed.append(version)
            } else {
                problems.append("\(RequirementError.malformedVersion(text.trimmingWhitespace(), in: text.trimmingWhitespace()))")
            }
        }
        guard problems.isEmpty else { return .failure(SatisfiesError(problems: problems)) }
        return .success(parsed.map { Answer(version: $0, satisfies: requirement.isSatisfied(by: $0)) })
    }
}

/// A requirement or versions `satisfies` cannot read: every problem, in the order given.
public struct SatisfiesError: Error, Hashable, Sendable {
    public var problems: [String]

    public init(problems: [String]) {
        self.problems = problems
    }
}
