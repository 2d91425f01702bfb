/// A `PBXFileReference` (or a `PBXReferenceProxy` to another project's product), typed.
public struct XcodeFileReference: Hashable, Sendable {
    public let id: String
    public let isProxy: Bool
    public let name: String?
    public let path: String?
    /// `<group>`, `SOURCE_ROOT`, `BUILT_PRODUCTS_DIR`, `SDKROOT`, `<absolute>`, …
    public let sourceTree: String?
    public let lastKnownFileType: String?
    public let explicitFileType: String?

    /// Nil when `object` is neither a file reference nor a reference proxy.
    public init?(_ object: PBXObject) {
        guard object.isa == "PBXFileReference" || object.isa == "PBXReferenceProxy" else { return nil }
        id = object.id
        isProxy = object.isa == "PBXReferenceProxy"
        name = object.string("name")
        path = object.string("path")
        sourceTree = object.string("sourceTree")
        lastKnownFileType = object.string("lastKnownFileType")
        explicitFileType = object.string("explicitFileType") ?? object.string("fileType")
    }
}
