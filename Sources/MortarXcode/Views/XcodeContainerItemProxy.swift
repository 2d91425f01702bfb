/// A `PBXContainerItemProxy`: a target or product by ID in a project (`containerPortal`: this
/// project's `PBXProject`, or the file reference of another `.xcodeproj`).
public struct XcodeContainerItemProxy: Hashable, Sendable {
    public let id: String
    public let containerPortalID: String?
    /// `1`: a target; `2`: a product reference.
    public let proxyType: String?
    public let remoteGlobalIDString: String?
    public let remoteInfo: String?

    /// Nil when `object` is not a container item proxy.
    public init?(_ object: PBXObject) {
        guard object.isa == "PBXContainerItemProxy" else { return nil }
        id = object.id
        containerPortalID = object.string("containerPortal")
        proxyType = object.string("proxyType")
        remoteGlobalIDString = object.string("remoteGlobalIDString")
        remoteInfo = object.string("remoteInfo")
    }
}
