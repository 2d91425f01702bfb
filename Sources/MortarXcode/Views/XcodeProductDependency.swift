/// An `XCSwiftPackageProductDependency`: a product of a package, as a target depends on it.
public struct XcodeProductDependency: Hashable, Sendable {
    public let id: String
    public let productName: String?
    /// The package reference (absent in some projects for a local package).
    public let packageID: String?

    /// Nil when `object` is not a product dependency.
    public init?(_ object: PBXObject) {
        guard object.isa == "XCSwiftPackageProductDependency" else { return nil }
        id = object.id
        productName = object.string("productName")
        packageID = object.string("package")
    }
}
