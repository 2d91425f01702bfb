/// A group: `PBXGroup`, `PBXVariantGroup` (localized files), `XCVersionGroup` (a Core Data
/// model's versions), or Xcode 16's `PBXFileSystemSynchronizedRootGroup` (a folder Xcode reads).
public struct XcodeGroup: XcodeKindedObjectView {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case group = "PBXGroup", variantGroup = "PBXVariantGroup", versionGroup = "XCVersionGroup"
        case synchronizedRootGroup = "PBXFileSystemSynchronizedRootGroup"
    }

    public let object: PBXObject
    public init(unchecked object: PBXObject) { self.object = object }

    public var name: String? { object.string("name") }
    public var path: String? { object.string("path") }
    public var sourceTree: String? { object.string("sourceTree") }
    /// Its children (none for a synchronized group: Xcode reads the folder).
    public var childIDs: [String] { object.ids("children") }
    /// A synchronized group's exception sets.
    public var exceptionIDs: [String] { object.ids("exceptions") }
    /// A version group's current version.
    public var currentVersionID: String? { object.string("currentVersion") }
}
