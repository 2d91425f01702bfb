/// A third-party version pinned by the integrator: `"AFNetworking": "4.0.1"` in `mortar.json`,
/// or `pod 'AFNetworking', '4.0.1'` in a Podfile.
public struct Pin: Hashable, Sendable {
    public var name: String
    /// What the integrator asks: normally `= version`; a Podfile may give a range, which
    /// `unpinned-dependency` reports.
    public var requirement: Requirement
    /// Where the package comes from, when the integrator says (`git` URL for SwiftPM output).
    public var url: String?
    /// The SwiftPM library products of the pinned package the app uses (`"products":
    /// ["Logging"]` in `mortar.json`): the generated umbrella target depends on them. Empty:
    /// the pin only fixes the version the modules resolve.
    public var products: [String]
    public var location: SourceLocation

    public init(name: String, requirement: Requirement, url: String? = nil, products: [String] = [], location: SourceLocation) {
        self.name = name
        self.requirement = requirement
        self.url = url
        self.products = products
        self.location = location
    }

    /// The exact version pinned, when the requirement is `= version`.
    public var version: Version? { requirement.exactVersion }
}
