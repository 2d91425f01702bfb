/// What a generated target depends on: another target of the composite package, or a product
/// of a package dependency (the product that stands for a pod).
public enum PackageTargetDependency: Hashable, Sendable, Comparable {
    case target(String)
    case product(name: String, package: String)

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.sortKey < rhs.sortKey }

    var sortKey: String {
        switch self {
        case let .target(name): return "0 \(name)"
        case let .product(name, package): return "1 \(package) \(name)"
        }
    }
}
