import MortarCore

/// One `pod` line of a Podfile as declared, with the path of the targets around it.
public struct PodfilePod: Hashable, Sendable {
    /// Enclosing `target` / `abstract_target` names joined with `/` (`App/AppTests`).
    public var target: String
    /// As written, possibly a subspec (`HAKit/Mocks`).
    public var name: String
    /// Requirement strings as written (`~> 1.2`, `4.0.1`).
    public var requirements: [String] = []
    /// Where Podfile.lock's DEPENDENCIES gave `requirements`, when the Podfile's could not be
    /// evaluated statically (`PodfileHost.appendRequirement`).
    public var requirementsFromLock: SourceLocation?
    /// `:git` URL and its `:branch` / `:tag` / `:commit`, as written.
    public var git: String?
    public var branch: String?
    public var tag: String?
    public var commit: String?
    /// `:path` (a folder, or a podspec file) and `:podspec` (a path or URL), as written.
    public var path: String?
    public var podspec: String?
    /// `:subspecs => ['A', 'B']`.
    public var subspecs: [String] = []
    /// `:configurations => ['Debug']` (kept for generated Podfiles; not a requirement).
    public var configurations: [String] = []
    /// Where the `pod` call is.
    public var location: SourceLocation

    /// The pod this line names: `HAKit/Mocks` → `HAKit`.
    public var rootName: String {
        guard let slash = name.firstIndex(of: "/") else { return name }
        return String(name[..<slash])
    }
}
