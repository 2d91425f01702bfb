import MortarCore

/// A SwiftPM product an Xcode target links, the package it comes from, and the pods and
/// modules of the Podfile it stands for. `TargetProductPlanner` makes them (through the
/// memberwise initializer).
public struct LinkedProduct: Hashable, Sendable, Comparable {
    public var product: String
    public var package: PackageReference
    /// The pods and modules (root names) the target uses that this product stands for, sorted.
    public var pods: [String]

    public static func < (lhs: LinkedProduct, rhs: LinkedProduct) -> Bool {
        (lhs.product, lhs.package.sortKey) < (rhs.product, rhs.package.sortKey)
    }
}

/// A Swift package an Xcode project references.
public enum PackageReference: Hashable, Sendable {
    /// A package in a folder (`XCLocalSwiftPackageReference`), relative to the project's folder.
    case local(path: String)
    /// A package at a URL (`XCRemoteSwiftPackageReference`) at an exact version.
    case remote(url: String, exactVersion: String)

    var sortKey: String {
        switch self {
        case let .local(path): return "1 " + path
        case let .remote(url, _): return "0 " + url
        }
    }

    /// `local package '.'` or `URL exactly VERSION`, for reports.
    public var summary: String {
        switch self {
        case let .local(path): return "local package '\(path)'"
        case let .remote(url, version): return "\(url) exactly \(version)"
        }
    }
}
