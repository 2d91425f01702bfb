import MortarCore

/// One module of a synthetic workspace, as planned before any file is written.
public struct SyntheticModule: Hashable, Sendable {
    public var name: String
    /// One of `SyntheticWorkspacePlan.layers`.
    public var layer: String
    public var format: Component.Format
    /// The module's folder relative to the workspace root (`modules/Base0001`, `repos/Base0001`).
    public var directory: String
    /// Other modules it depends on, in manifest order.
    public var dependencies: [String] = []
    /// Third-party packages (pins) it depends on, in manifest order.
    public var packages: [String] = []
    /// A requirement written on a package (only the `conflict` fault writes one).
    public var requirements: [String: String] = [:]
    /// Whether its podspec splits the dependencies into `Core` and `UI` subspecs.
    public var hasSubspecs: Bool = false
    /// For git sources: the tag `mortar.json` takes instead of branch `develop`.
    public var tag: String?

    /// The manifest file name inside `directory`.
    public var manifestFileName: String {
        switch format {
        case .podspecJSON: return "\(name).podspec.json"
        case .podspec: return "\(name).podspec"
        case .swiftpm: return "Package.swift"
        }
    }
}
