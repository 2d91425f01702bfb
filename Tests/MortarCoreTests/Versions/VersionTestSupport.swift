import MortarCore
import Testing

/// A version the test knows to be valid; records an issue (and returns 0) otherwise.
func v(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Version {
    guard let parsed = Version(text) else {
        Issue.record("'\(text)' should parse as a version", sourceLocation: sourceLocation)
        return Version("0")!
    }
    return parsed
}

/// A requirement the test knows to be valid; records an issue (and returns `.any`) otherwise.
func req(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Requirement {
    do {
        return try Requirement.parse(text)
    } catch {
        Issue.record("'\(text)' should parse as a requirement: \(error)", sourceLocation: sourceLocation)
        return .any
    }
}

