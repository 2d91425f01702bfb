/// An `XCBuildConfiguration`: its name, settings and the xcconfig it is based on (a file
/// reference, or — Xcode 16 — a path inside a synchronized group).
public struct XcodeBuildConfiguration: Hashable, Sendable {
    public let id: String
    public let name: String?
    public let buildSettings: PlistDictionary
    public let baseConfigurationReferenceID: String?
    public let baseConfigurationReferenceAnchorID: String?
    public let baseConfigurationReferenceRelativePath: String?

    /// Nil when `object` is not a build configuration.
    public init?(_ object: PBXObject) {
        guard object.isa == "XCBuildConfiguration" else { return nil }
        id = object.id
        name = object.string("name")
        buildSettings = object["buildSettings"]?.dictionary ?? PlistDictionary()
        baseConfigurationReferenceID = object.string("baseConfigurationReference")
        baseConfigurationReferenceAnchorID = object.string("baseConfigurationReferenceAnchor")
        baseConfigurationReferenceRelativePath = object.string("baseConfigurationReferenceRelativePath")
    }
}
