/// One dependency a component manifest declares: `s.dependency 'AFNetworking'`,
/// `"dependencies": {"Masonry/Core": []}`, or `.package(url:…)` plus a target's product.
public struct Dependency: Hashable, Sendable {
    /// The name as written, possibly a subspec (`Masonry/Core`).
    public var name: String
    /// What the component asks of the version; `.any` when it names none (the policy's wish).
    public var requirement: Requirement
    /// The subspec (`Name/Sub`) that declares it, nil for the root spec.
    public var declaredIn: String?
    /// The platform block (`ios`) that scopes it, nil for all platforms.
    public var platform: String?
    /// The package URL, when the manifest says (SwiftPM `.package(url:)`).
    public var url: String?
    /// The SwiftPM products of that package the component's targets use (`Logging` of
    /// `swift-log`): the module names its sources import it by. Empty for podspecs.
    public var products: [String]
    /// Where the dependency is declared. Declared last, so that the memberwise initializer
    /// (which `init(name:…)` calls) has other labels than the public one.
    public var location: SourceLocation

    /// The module or pod this edge points at: `Masonry/Core` → `Masonry`.
    public var rootName: String {
        // Searched as UTF-8 (the graph and checks ask this per edge; `/` is never part of a
        // multi-byte character), and no new string unless there is a subspec part.
        guard let slash = name.utf8.firstIndex(of: UInt8(ascii: "/")) else { return name }
        return String(name[..<slash])
    }
}

extension Dependency {
    /// Made by the memberwise initializer, as the stored properties are (an initializer that
    /// set them one by one built the value in a temporary, then copied it out and destroyed
    /// the temporary — every string and list retained and released once more — wherever one
    /// was made: a type with this many optional fields is not built in place otherwise).
    public init(
        name: String, requirement: Requirement = .any, location: SourceLocation,
        declaredIn: String? = nil, platform: String? = nil, url: String? = nil, products: [String] = []
    ) {
        self.init(name: name, requirement: requirement, declaredIn: declaredIn, platform: platform, url: url, products: products, location: location)
    }
}
