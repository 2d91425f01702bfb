/// Which kind of manifest a file is, by its name: the one answer discovery, the loader,
/// `describe`, the dump-package cache and the resolver's tag reading all use.
public enum ManifestKind: String, Hashable, Sendable, CaseIterable {
    case podspecJSON = "podspec.json"
    case podspec
    /// `Package.swift`, or a version-specific `Package@swift-5.9.swift`.
    case packageSwift = "Package.swift"
    /// `Podfile` (or a name containing it, `Podfile.ios`, `Podfile.rb`), not `Podfile.lock`;
    /// `CocoaPods.podfile` and `CocoaPods.podfile.yaml` (every name of `podfileNames`).
    case podfile = "Podfile"
    /// `mortar.json`, or any other `.json` that is not a podspec.
    case mortarJSON = "mortar.json"

    /// The kind of a manifest by its file name (a path's last component is taken), if it is one.
    public init?(fileName: String) {
        let file = PathText.lastComponent(of: fileName)
        if file.hasSuffix(".podspec.json") { self = .podspecJSON }
        else if file.hasSuffix(".podspec") { self = .podspec }
        else if ManifestKind.isPackageSwift(file) { self = .packageSwift }
        else if file.contains("Podfile") || file.hasSuffix(".podfile") || file.hasSuffix(".podfile.yaml"), !file.hasSuffix(".lock") { self = .podfile }
        else if file.hasSuffix(".json") { self = .mortarJSON }
        else { return nil }
    }

    /// The names CocoaPods tries for the Podfile in a folder, in its order (`Config::PODFILE_NAMES`
    /// in CocoaPods' `config.rb`): `pod install` reads the first that is a file.
    public static let podfileNames = ["CocoaPods.podfile.yaml", "CocoaPods.podfile", "Podfile", "Podfile.rb"]

    /// A Podfile CocoaPods reads as YAML, not Ruby (`Podfile.from_file`: the extension `.yaml`),
    /// which Mortar does not read.
    public static func isYAMLPodfile(_ fileName: String) -> Bool {
        ManifestKind(fileName: fileName) == .podfile && fileName.hasSuffix(".yaml")
    }

    /// A component's manifest (podspec, podspec JSON, Package.swift), not an integrator's.
    public var isComponent: Bool { self == .podspecJSON || self == .podspec || self == .packageSwift }

    /// Read as JSON (`podspec.json`, `mortar.json`).
    public var isJSON: Bool { self == .podspecJSON || self == .mortarJSON }

    /// A podspec in either form: `*.podspec` or `*.podspec.json`.
    public static func isPodspec(_ fileName: String) -> Bool {
        let kind = ManifestKind(fileName: fileName)
        return kind == .podspec || kind == .podspecJSON
    }

    /// `Package.swift` or `Package@swift-<version>.swift`: what SwiftPM reads in a package folder.
    public static func isPackageSwift(_ fileName: String) -> Bool {
        let file = PathText.lastComponent(of: fileName)
        return file == "Package.swift" || (file.hasPrefix("Package@swift") && file.hasSuffix(".swift"))
    }
}
