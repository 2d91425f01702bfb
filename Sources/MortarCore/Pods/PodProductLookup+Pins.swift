extension PodProductLookup {
    /// The package products standing for `dependency` (`Moya` or `Moya/RxSwift`): what
    /// `mortar migrate` mapped when it did, else the `products` of the integrator's pin for
    /// the pod when it has a `git` URL (all of them: a pin does not say which product is which
    /// subspec). Empty when neither says. What converted targets and the umbrella depend on.
    public func productDependencies(for dependency: String, pins: [Pin]) -> [ProductDependency] {
        let mapped = productDependencies(for: dependency)
        if !mapped.isEmpty { return mapped }
        let root = dependency.split(separator: "/", maxSplits: 1).first.map(String.init) ?? dependency
        guard let pin = pins.first(where: { $0.name == root }), let url = pin.url, !pin.products.isEmpty else { return [] }
        let identity = PackageSwiftGenerator.packageIdentity(url)
        return pin.products.sorted().map { ProductDependency(product: $0, package: identity) }
    }
}
