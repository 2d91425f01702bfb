/// An `XCSwiftPackageProductDependency`: a product of a package, as a target depends on it.
public struct XcodeProductDependency: XcodeObjectView {
    public static let isas: Set<String> = ["XCSwiftPackageProductDependency"]
    public let object: PBXObject
    public init(unchecked object: PBXObject) { self.object = object }

    public var productName: String? { object.string("productName") }
    /// The package reference (absent in some projects for a local package).
    public var packageID: String? { object.string("package") }
}
