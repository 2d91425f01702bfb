/// A `PBXContainerItemProxy`: a target or product by ID in a project (`containerPortal`: this
/// project's `PBXProject`, or the file reference of another `.xcodeproj`).
public struct XcodeContainerItemProxy: XcodeObjectView {
    /// What the proxy stands for: `proxyType = 1` a target, `2` a product reference.
    public enum ProxyType: String, Hashable, Sendable {
        case target = "1", productReference = "2"
    }

    public static let isas: Set<String> = ["PBXContainerItemProxy"]
    public let object: PBXObject
    public init(unchecked object: PBXObject) { self.object = object }

    public var containerPortalID: String? { object.string("containerPortal") }
    /// Nil when absent or neither `1` nor `2`.
    public var proxyType: ProxyType? { object.string("proxyType").flatMap(ProxyType.init) }
    public var remoteGlobalIDString: String? { object.string("remoteGlobalIDString") }
    public var remoteInfo: String? { object.string("remoteInfo") }
}
