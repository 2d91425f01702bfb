/// A target (`PBXNativeTarget`, `PBXAggregateTarget`, `PBXLegacyTarget`), typed.
public struct XcodeTarget: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case native = "PBXNativeTarget", aggregate = "PBXAggregateTarget", legacy = "PBXLegacyTarget"
    }

    public let id: String
    public let kind: Kind
    public let name: String?
    public let productName: String?
    /// `com.apple.product-type.application`, `….bundle.unit-test`, `….app-extension`, …
    public let productType: String?
    public let productReferenceID: String?
    public let buildConfigurationListID: String?
    public let buildPhaseIDs: [String]
    public let dependencyIDs: [String]
    public let packageProductDependencyIDs: [String]
    /// Xcode 16's `fileSystemSynchronizedGroups`.
    public let fileSystemSynchronizedGroupIDs: [String]

    /// Nil when `object` is not a target.
    public init?(_ object: PBXObject) {
        guard let kind = Kind(rawValue: object.isa) else { return nil }
        id = object.id
        self.kind = kind
        name = object.string("name")
        productName = object.string("productName")
        productType = object.string("productType")
        productReferenceID = object.string("productReference")
        buildConfigurationListID = object.string("buildConfigurationList")
        buildPhaseIDs = object.ids("buildPhases")
        dependencyIDs = object.ids("dependencies")
        packageProductDependencyIDs = object.ids("packageProductDependencies")
        fileSystemSynchronizedGroupIDs = object.ids("fileSystemSynchronizedGroups")
    }
}
