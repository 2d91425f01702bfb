import MortarCore

/// A pod's entry under EXTERNAL SOURCES or CHECKOUT OPTIONS: its options (`:git`, `:path`,
/// `:podspec`, `:branch`, `:tag`, `:commit`, …) by name without the colon.
public struct PodfileLockSource: Hashable, Sendable {
    public var pod: String
    /// Option name (`git`) → value, each with where it is.
    public var options: [String: Located<String>]
    public var location: SourceLocation

    public init(pod: String, options: [String: Located<String>], location: SourceLocation) {
        self.pod = pod
        self.options = options
        self.location = location
    }

    public subscript(option: String) -> String? { options[option]?.value }
}
