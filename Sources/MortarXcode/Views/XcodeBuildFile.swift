/// A `PBXBuildFile`: a file reference or a package product, in one build phase.
public struct XcodeBuildFile: XcodeObjectView {
    public static let isas: Set<String> = ["PBXBuildFile"]
    public let object: PBXObject
    public init(unchecked object: PBXObject) { self.object = object }

    public var fileRefID: String? { object.string("fileRef") }
    /// An `XCSwiftPackageProductDependency` linked by this build file.
    public var productRefID: String? { object.string("productRef") }
    /// `settings = {ATTRIBUTES = (Weak, ); }`, if any.
    public var settings: PlistDictionary? { object["settings"]?.dictionary }
}
