/// A target (`PBXNativeTarget`, `PBXAggregateTarget`, `PBXLegacyTarget`), typed.
public struct XcodeTarget: XcodeKindedObjectView {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case native = "PBXNativeTarget", aggregate = "PBXAggregateTarget", legacy = "PBXLegacyTarget"
    }

    public let object: PBXObject
    public init(unchecked object: PBXObject) { self.object = object }

    public var name: String? { object.string("name") }
    public var productName: String? { object.string("productName") }
    /// `com.apple.product-type.application`, `….bundle.unit-test`, `….app-extension`, …
    public var productType: String? { object.string("productType") }
    public var productReferenceID: String? { object.string("productReference") }
    public var buildConfigurationListID: String? { object.string("buildConfigurationList") }
    public var buildPhaseIDs: [String] { object.ids("buildPhases") }
    public var dependencyIDs: [String] { object.ids("dependencies") }
    public var packageProductDependencyIDs: [String] { object.ids("packageProductDependencies") }
    /// Xcode 16's `fileSystemSynchronizedGroups`.
    public var fileSystemSynchronizedGroupIDs: [String] { object.ids("fileSystemSynchronizedGroups") }
}
