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
    /// Target name → its `sources:` (relative to its folder), for a target that lists them:
    /// GoogleUtilities' targets all have `path: "GoogleUtilities"` and differ by `sources:`.
    public var targetSources: [String: [String]]

    public init(name: String, products: [Product], targetPaths: [String: String], targetSources: [String: [String]] = [:]) {
        self.name = name
        self.products = products.sorted { $0.name < $1.name }
        self.targetPaths = targetPaths
        self.targetSources = targetSources
    }

    /// The product named `name`, if any.
    public func product(named name: String) -> Product? { products.first { $0.name == name } }

    /// The sources folders of `product`'s targets, sorted: a target's folder, or each of its
    /// `sources:` within it when it lists them.
    public func paths(of product: Product) -> [String] {
        product.targets.flatMap { target -> [String] in
            guard let path = targetPaths[target] else { return [] }
            guard let sources = targetSources[target], !sources.isEmpty else { return [path] }
            return sources.map { source in
                var relative = source
                while relative.hasSuffix("/") { relative.removeLast() }
                while relative.hasPrefix("./") { relative.removeFirst(2) }
                return relative.isEmpty || relative == "." ? path : (path == "." || path.isEmpty ? relative : path + "/" + relative)
            }
        }.sorted()
    }
}
