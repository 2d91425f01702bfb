/// Pod name (and subspec) → the SwiftPM package and products that stand for it: what the
/// composite Package.swift generator asks when a pod or a podspec module's dependency on a pod
/// becomes a SwiftPM dependency. Built from the migration report. Pure.
public struct PodProductLookup: Hashable, Sendable {
    /// One package dependency: `.package(url:, exact:)` (or branch/revision).
    public struct Package: Hashable, Sendable {
        public var url: String
        /// `.versions` for `exact:`, `.branch` / `.revision` for `:git` pods.
        public var requirement: Requirement
        /// The URL's last segment without `.git`, as written (`package:` of `.product(name:package:)`).
        public var identity: String
    }

    /// One `.product(name:package:)`.
    public struct ProductDependency: Hashable, Sendable, Comparable {
        public var product: String
        public var package: String

        public init(product: String, package: String) {
            self.product = product
            self.package = package
        }

        public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.package, lhs.product) < (rhs.package, rhs.product) }
    }

    private var packages: [String: Package] = [:]
    /// Pod → spec (`Moya`, `Moya/RxSwift`) → products.
    private var products: [String: [String: [String]]] = [:]

    public init() {}

    public init(_ pods: [PodMigration]) {
        for pod in pods {
            guard let url = pod.url else { continue }
            let identity = PackageSwiftGenerator.packageIdentity(url)
            let requirement: Requirement
            switch pod.ref {
            case _ where pod.revision != nil: requirement = .revision(pod.revision!)
            case let .branch(name)?: requirement = .branch(name)
            case let .commit(id)?: requirement = .revision(id)
            default:
                guard let version = Version(pod.version) else { continue }
                requirement = .versions([.init(.equal, version)])
            }
            packages[pod.name] = Package(url: url, requirement: requirement, identity: identity)
            for choice in pod.choices { products[pod.name, default: [:]][choice.spec] = choice.products }
        }
    }

    public var isEmpty: Bool { packages.isEmpty }

    /// The pods it maps, sorted.
    public var pods: [String] { packages.keys.sorted() }

    /// The package of `pod` (a root name, or `Pod/Sub`), if mapped.
    public func package(of pod: String) -> Package? { packages[rootName(pod)] }

    /// The products standing for `dependency` (`Moya`, `Moya/RxSwift`): the subspec's own when
    /// mapped (when it has any), else those of the pod as a whole; sorted. Empty when the pod is not mapped.
    public func productDependencies(for dependency: String) -> [ProductDependency] {
        let root = rootName(dependency)
        guard let package = packages[root], let specs = products[root] else { return [] }
        // A subspec with nothing of its own to link comes with the pod's other products.
        let names = specs[dependency].flatMap { $0.isEmpty ? nil : $0 } ?? specs[root] ?? specs.values.flatMap { $0 }
        return Set(names).map { ProductDependency(product: $0, package: package.identity) }.sorted()
    }

    /// The products of every spec of `pod` the report maps, sorted.
    public func allProductDependencies(of pod: String) -> [ProductDependency] {
        guard let package = packages[pod], let specs = products[pod] else { return [] }
        return Set(specs.values.flatMap { $0 }).map { ProductDependency(product: $0, package: package.identity) }.sorted()
    }

    private func rootName(_ name: String) -> String {
        name.firstIndex(of: "/").map { String(name[..<$0]) } ?? name
    }
}
