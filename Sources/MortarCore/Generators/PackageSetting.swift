/// One build setting of a generated target (`cSettings`, `swiftSettings`, `linkerSettings`),
/// optionally only on some platforms (`.when(platforms: [.iOS])`).
public struct PackageSetting: Hashable, Sendable, Comparable {
    public enum Kind: Hashable, Sendable {
        /// `.define("NAME")` or `.define("NAME", to: "VALUE")` (Swift: name only).
        case define(String, value: String?)
        case headerSearchPath(String)
        case linkedFramework(String)
        case linkedLibrary(String)
    }

    public var kind: Kind
    /// Platform names (`ios`, `osx`) the setting is limited to; empty: every platform.
    public var platforms: [String]

    public init(_ kind: Kind, platforms: [String] = []) {
        self.kind = kind
        self.platforms = platforms.sorted()
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.sortKey, lhs.platforms.joined(separator: ",")) < (rhs.sortKey, rhs.platforms.joined(separator: ","))
    }

    var sortKey: String {
        switch kind {
        case let .define(name, value): return "define \(name)=\(value ?? "")"
        case let .headerSearchPath(path): return "headerSearchPath \(path)"
        case let .linkedFramework(name): return "linkedFramework \(name)"
        case let .linkedLibrary(name): return "linkedLibrary \(name)"
        }
    }
}
