/// A `PBXTargetDependency`: a target another target needs built first — in this project
/// (`targetID`, through a `PBXContainerItemProxy`), in another (only the proxy), or a package
/// product (`productRefID`).
public struct XcodeTargetDependency: XcodeObjectView {
    public static let isas: Set<String> = ["PBXTargetDependency"]
    public let object: PBXObject
    public init(unchecked object: PBXObject) { self.object = object }

    public var name: String? { object.string("name") }
    public var targetID: String? { object.string("target") }
    public var targetProxyID: String? { object.string("targetProxy") }
    public var productRefID: String? { object.string("productRef") }
}
