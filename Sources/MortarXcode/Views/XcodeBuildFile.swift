/// A `PBXBuildFile`: a file reference or a package product, in one build phase.
public struct XcodeBuildFile: Hashable, Sendable {
    public let id: String
    public let fileRefID: String?
    /// An `XCSwiftPackageProductDependency` linked by this build file.
    public let productRefID: String?
    /// `settings = {ATTRIBUTES = (Weak, ); }`, if any.
    public let settings: PlistDictionary?

    /// Nil when `object` is not a `PBXBuildFile`.
    public init?(_ object: PBXObject) {
        guard object.isa == "PBXBuildFile" else { return nil }
        id = object.id
        fileRefID = object.string("fileRef")
        productRefID = object.string("productRef")
        settings = object["settings"]?.dictionary
    }
}
