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

/// A small deterministic generator (SplitMix64), so "random" tests are reproducible.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
