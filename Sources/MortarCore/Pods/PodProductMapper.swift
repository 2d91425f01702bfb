/// Which SwiftPM products stand for a pod and for each of its subspecs in use, by evidence, in
/// this order: the pin's explicit `products`; a product named as the pod or as its
/// `module_name`; a product whose targets' folders hold every `source_files` pattern of the
/// spec (how `Moya/RxSwift` finds `RxMoya`); a product named after the subspec
/// (`CocoaLumberjack/Swift` → `CocoaLumberjackSwift`). Otherwise the spec is unmapped and every
/// product is a candidate. Pure.
public enum PodProductMapper {
    /// The products standing for one spec and why.
    public struct Choice: Hashable, Sendable {
        /// `Moya` or `Moya/RxSwift`.
        public var spec: String
        public var products: [String]
        /// Where the match came from, for the report.
        public var evidence: String

        public init(spec: String, products: [String], evidence: String) {
            self.spec = spec
            self.products = products
            self.evidence = evidence
        }
    }

    /// A spec no product could be matched to, and the products that exist.
    public struct Unmapped: Hashable, Sendable {
        public var spec: String
        public var candidates: [String]

        public init(spec: String, candidates: [String]) {
            self.spec = spec
            self.candidates = candidates
        }
    }

    /// - Parameters:
    ///   - pod: the pod's name.
    ///   - specs: the specs in use (`Moya`, `Moya/RxSwift`); the pod itself when empty.
    ///   - explicit: the pin's `products`, which win when given.
    ///   - facts: the pod's spec at that version, when known (module name, source files).
    ///   - package: the products of its `Package.swift` at that version.
    public static func map(
        pod: String, specs: [String], explicit: [String], facts: PodSpecFacts?, package: PackageProducts
    ) -> (choices: [Choice], unmapped: [Unmapped]) {
        let all = package.products.map(\.name)
        if !explicit.isEmpty {
            let missing = explicit.filter { package.product(named: $0) == nil }
            guard missing.isEmpty else { return ([], [Unmapped(spec: pod, candidates: all)]) }
            return ([Choice(spec: pod, products: explicit.sorted(), evidence: "the pin's products")], [])
        }
        var choices: [Choice] = []
        var unmapped: [Unmapped] = []
        for spec in Set(specs.isEmpty ? [pod] : specs).sorted() {
            if let choice = choose(spec: spec, pod: pod, facts: facts, package: package) {
                choices.append(choice)
            } else {
                unmapped.append(Unmapped(spec: spec, candidates: all))
            }
        }
        return (choices, unmapped)
    }

    static func choose(spec: String, pod: String, facts: PodSpecFacts?, package: PackageProducts) -> Choice? {
        if spec == pod {
            if package.product(named: pod) != nil {
                return Choice(spec: spec, products: [pod], evidence: "a product named '\(pod)'")
            }
            if let module = facts?.moduleName, package.product(named: module) != nil {
                return Choice(spec: spec, products: [module], evidence: "a product named as its module_name '\(module)'")
            }
        }
        if let facts, let covering = covering(facts.sourceFiles(within: spec), in: package) {
            return covering.with(spec: spec)
        }
        if spec != pod {
            let leaf = String(spec[spec.index(after: spec.lastIndex(of: "/")!)...])
            for name in [pod + leaf, leaf] where package.product(named: name) != nil {
                return Choice(spec: spec, products: [name], evidence: "a product named after the subspec: '\(name)'")
            }
        }
        return nil
    }

    /// The product with the fewest targets whose folders hold every pattern (ties by name).
    static func covering(_ patterns: [String], in package: PackageProducts) -> Choice? {
        guard !patterns.isEmpty else { return nil }
        let prefixes = patterns.map(staticFolder)
        var best: (product: PackageProducts.Product, paths: [String])?
        for product in package.products {
            let paths = package.paths(of: product)
            guard prefixes.allSatisfy({ prefix in paths.contains { covers($0, prefix) } }) else { continue }
            if best == nil || product.targets.count < best!.product.targets.count { best = (product, paths) }
        }
        guard let best else { return nil }
        let shown = patterns.map { "'\($0)'" }.joined(separator: ", ")
        let folders = best.paths.map { "'\($0)'" }.joined(separator: ", ")
        return Choice(spec: "", products: [best.product.name], evidence: "its source_files \(shown) lie in \(folders)")
    }

    /// The folders of a glob before its first wildcard: `Sources/RxMoya/**/*.swift` →
    /// `Sources/RxMoya`.
    static func staticFolder(_ pattern: String) -> String {
        var parts: [Substring] = []
        for part in pattern.split(separator: "/") where part != "." {
            if part.contains(where: { "*?[{".contains($0) }) { break }
            parts.append(part)
        }
        // A pattern naming a file (`Sources/A/File.swift`) lies in the file's folder.
        if !pattern.contains(where: { "*?[{".contains($0) }), let last = parts.last, last.contains(".") { parts.removeLast() }
        return parts.joined(separator: "/")
    }

    static func covers(_ targetPath: String, _ folder: String) -> Bool {
        var path = targetPath
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.hasSuffix("/") { path.removeLast() }
        return !folder.isEmpty && (folder == path || folder.hasPrefix(path + "/"))
    }
}

extension PodProductMapper.Choice {
    func with(spec: String) -> Self {
        var copy = self
        copy.spec = spec
        return copy
    }
}
