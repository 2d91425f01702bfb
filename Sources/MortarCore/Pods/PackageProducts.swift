/// The library products of a `Package.swift` at one version, each with the source folders of
/// its targets: what a pod or subspec can be matched to.
public struct PackageProducts: Hashable, Sendable {
    /// One `.library(name:targets:)`.
    public struct Product: Hashable, Sendable {
        public var name: String
        /// Its targets' names, as declared.
        public var targets: [String]

        public init(name: String, targets: [String]) {
            self.name = name
            self.targets = targets
        }
    }

    /// The package's `name:`.
    public var name: String
    /// Library products, sorted by name.
    public var products: [Product]
    /// Target name → its sources folder relative to the package (`Sources/Name` unless `path:`).
    public var targetPaths: [String: String]

    public init(name: String, products: [Product], targetPaths: [String: String]) {
        self.name = name
        self.products = products.sorted { $0.name < $1.name }
        self.targetPaths = targetPaths
    }

    /// The product named `name`, if any.
    public func product(named name: String) -> Product? { products.first { $0.name == name } }

    /// The sources folders of `product`'s targets, sorted.
    public func paths(of product: Product) -> [String] {
        product.targets.compactMap { targetPaths[$0] }.sorted()
    }
}
