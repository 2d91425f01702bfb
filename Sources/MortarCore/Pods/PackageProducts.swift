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
    /// Target name → the targets of this package it depends on (`.target(name:)`,
    /// `.byName(name:)` or a plain name that is one of its targets), as declared: a product
    /// brings those too (facebook-ios-sdk's `FacebookLogin` target depends on `FBSDKLoginKit`).
    public var targetDependencies: [String: [String]]

    public init(
        name: String, products: [Product], targetPaths: [String: String], targetSources: [String: [String]] = [:],
        targetDependencies: [String: [String]] = [:]
    ) {
        self.name = name
        self.products = products.sorted { $0.name < $1.name }
        self.targetPaths = targetPaths
        self.targetSources = targetSources
        self.targetDependencies = targetDependencies
    }

    /// `products` without those another of them builds whole (AppboyUI's target depends on
    /// AppboyKit's: linking AppboyUI links AppboyKit), and a note naming each one left out
    /// (empty when none). Products that build each other's targets (twins) are all kept.
    public func withoutBuiltIn(_ products: [String]) -> (kept: [String], note: String) {
        var left: [(name: String, builder: String)] = []
        for name in products {
            guard let product = product(named: name), !product.targets.isEmpty else { continue }
            let own = Set(product.targets)
            let builder = products.first { other in
                guard other != name, let bigger = self.product(named: other) else { return false }
                return own.isSubset(of: Set(reach(of: bigger))) && !Set(bigger.targets).isSubset(of: Set(reach(of: product)))
            }
            if let builder { left.append((name, builder)) }
        }
        let dropped = Set(left.map(\.name))
        let note = left.map { "'\($0.name)' left out: '\($0.builder)' builds its targets" }.joined(separator: "; ")
        return (products.filter { !dropped.contains($0) }, left.isEmpty ? "" : "; " + note)
    }

    /// The product named `name`, if any.
    public func product(named name: String) -> Product? { products.first { $0.name == name } }

    /// The targets `product` builds, sorted: its own and, transitively, those of this package
    /// they depend on.
    /// - Complexity: O(targets + dependencies).
    public func reach(of product: Product) -> [String] {
        var seen: Set<String> = []
        var pending = product.targets.sorted()
        while let target = pending.popLast() {
            guard seen.insert(target).inserted else { continue }
            pending.append(contentsOf: targetDependencies[target, default: []].filter { targetPaths[$0] != nil && !seen.contains($0) }.sorted())
        }
        return seen.sorted()
    }

    /// The shortest chain of targets from one of `product`'s own targets to `target` (both
    /// included; the first by name among equals), empty when it does not reach it.
    /// - Complexity: O(targets + dependencies).
    public func chain(of product: Product, to target: String) -> [String] {
        var from: [String: String] = [:]
        var seen = Set(product.targets)
        var level = product.targets.sorted()
        while !level.isEmpty {
            if level.contains(target) {
                var chain = [target]
                while let previous = from[chain[0]] { chain.insert(previous, at: 0) }
                return chain
            }
            var next: [String] = []
            for name in level {
                for dependency in targetDependencies[name, default: []].sorted() where targetPaths[dependency] != nil && seen.insert(dependency).inserted {
                    from[dependency] = name
                    next.append(dependency)
                }
            }
            level = next.sorted()
        }
        return []
    }

    /// The sources folders of every target `product` reaches (`reach(of:)`), sorted: a
    /// target's folder, or each of its `sources:` within it when it lists them.
    public func paths(of product: Product) -> [String] {
        paths(ofTargets: reach(of: product))
    }

    /// The sources folders of `targets`, sorted, as `paths(of:)` gives them.
    public func paths(ofTargets targets: [String]) -> [String] {
        targets.flatMap { target -> [String] in
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
