/// A group: `PBXGroup`, `PBXVariantGroup` (localized files), `XCVersionGroup` (a Core Data
/// model's versions), or Xcode 16's `PBXFileSystemSynchronizedRootGroup` (a folder Xcode reads).
public struct XcodeGroup: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case group = "PBXGroup", variantGroup = "PBXVariantGroup", versionGroup = "XCVersionGroup"
        case synchronizedRootGroup = "PBXFileSystemSynchronizedRootGroup"
    }

    public let id: String
    public let kind: Kind
    public let name: String?
    public let path: String?
    public let sourceTree: String?
    /// Its children (none for a synchronized group: Xcode reads the folder).
    public let childIDs: [String]
    /// A synchronized group's exception sets.
    public let exceptionIDs: [String]
    /// A version group's current version.
    public let currentVersionID: String?

    /// Nil when `object` is not a group.
    public init?(_ object: PBXObject) {
        guard let kind = Kind(rawValue: object.isa) else { return nil }
        id = object.id
        self.kind = kind
        name = object.string("name")
        path = object.string("path")
        sourceTree = object.string("sourceTree")
        childIDs = object.ids("children")
        exceptionIDs = object.ids("exceptions")
        currentVersionID = object.string("currentVersion")
    }
}
