/// A `PBXTargetDependency`: a target another target needs built first — in this project
/// (`targetID`, through a `PBXContainerItemProxy`), in another (only the proxy), or a package
/// product (`productRefID`).
public struct XcodeTargetDependency: Hashable, Sendable {
    public let id: String
    public let name: String?
    public let targetID: String?
    public let targetProxyID: String?
    public let productRefID: String?

    /// Nil when `object` is not a target dependency.
    public init?(_ object: PBXObject) {
        guard object.isa == "PBXTargetDependency" else { return nil }
        id = object.id
        name = object.string("name")
        targetID = object.string("target")
        targetProxyID = object.string("targetProxy")
        productRefID = object.string("productRef")
    }
}
