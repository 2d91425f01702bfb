/// An `XCBuildConfiguration`: its name, settings and the xcconfig it is based on (a file
/// reference, or — Xcode 16 — a path inside a synchronized group).
public struct XcodeBuildConfiguration: XcodeObjectView {
    public static let isas: Set<String> = ["XCBuildConfiguration"]
    public let object: PBXObject
    public init(unchecked object: PBXObject) { self.object = object }

    public var name: String? { object.string("name") }
    public var buildSettings: PlistDictionary { object["buildSettings"]?.dictionary ?? PlistDictionary() }
    public var baseConfigurationReferenceID: String? { object.string("baseConfigurationReference") }
    public var baseConfigurationReferenceAnchorID: String? { object.string("baseConfigurationReferenceAnchor") }
    public var baseConfigurationReferenceRelativePath: String? { object.string("baseConfigurationReferenceRelativePath") }
}
