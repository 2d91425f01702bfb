/// One dependency a component manifest declares: `s.dependency 'AFNetworking'`,
/// `"dependencies": {"Masonry/Core": []}`, or `.package(url:…)` plus a target's product.
public struct Dependency: Hashable, Sendable {
    /// The name as written, possibly a subspec (`Masonry/Core`).
    public var name: String
    /// What the component asks of the version; `.any` when it names none (the policy's wish).
    public var requirement: Requirement
    /// Where the dependency is declared.
    public var location: SourceLocation
    /// The subspec (`Name/Sub`) that declares it, nil for the root spec.
    public var declaredIn: String?
    /// The platform block (`ios`) that scopes it, nil for all platforms.
    public var platform: String?
    /// The package URL, when the manifest says (SwiftPM `.package(url:)`).
    public var url: String?
    /// The SwiftPM products of that package the component's targets use (`Logging` of
    /// `swift-log`): the module names its sources import it by. Empty for podspecs.
    public var products: [String]

    // Inlinable: made in the reader's module in place (see `PodBuildSpec.init`).
    @inlinable
    public init(
        name: String, requirement: Requirement = .any, location: SourceLocation,
        declaredIn: String? = nil, platform: String? = nil, url: String? = nil, products: [String] = []
    ) {
        self.products = products
        self.name = name
        self.requirement = requirement
        self.location = location
        self.declaredIn = declaredIn
        self.platform = platform
        self.url = url
    }

    /// The module or pod this edge points at: `Masonry/Core` → `Masonry`.
    public var rootName: String {
        // Searched as UTF-8 (the graph and checks ask this per edge; `/` is never part of a
        // multi-byte character), and no new string unless there is a subspec part.
        guard let slash = name.utf8.firstIndex(of: UInt8(ascii: "/")) else { return name }
        return String(name[..<slash])
    }
}
