/// The component manifest formats Mortar reads, and how discovery recognizes them.
public enum ManifestKind: String, Hashable, Sendable {
    case podspecJSON = "podspec.json"
    case podspec
    case packageSwift = "Package.swift"

    /// The kind of a manifest file by its name, if it is one.
    public init?(fileName: String) {
        if fileName.hasSuffix(".podspec.json") { self = .podspecJSON }
        else if fileName.hasSuffix(".podspec") { self = .podspec }
        else if fileName == "Package.swift" { self = .packageSwift }
        else { return nil }
    }
}
