/// A `PBXFileReference` (or a `PBXReferenceProxy` to another project's product), typed.
public struct XcodeFileReference: XcodeObjectView {
    public static let isas: Set<String> = ["PBXFileReference", "PBXReferenceProxy"]
    public let object: PBXObject
    public init(unchecked object: PBXObject) { self.object = object }

    public var isProxy: Bool { object.isa == "PBXReferenceProxy" }
    public var name: String? { object.string("name") }
    public var path: String? { object.string("path") }
    /// `<group>`, `SOURCE_ROOT`, `BUILT_PRODUCTS_DIR`, `SDKROOT`, `<absolute>`, …
    public var sourceTree: String? { object.string("sourceTree") }
    public var lastKnownFileType: String? { object.string("lastKnownFileType") }
    public var explicitFileType: String? { object.string("explicitFileType") ?? object.string("fileType") }
}
