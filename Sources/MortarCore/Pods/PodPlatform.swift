/// One Apple platform by every name Mortar meets it under: CocoaPods' (`osx`, in a podspec's
/// `s.osx.…` scope, its JSON keys and a Podfile's `platform :osx`), SwiftPM's
/// `SupportedPlatform` factory (`macOS`), and the lower-case key `dump-package` and the
/// generated manifests use (`macos`). The one table of platform names: every reader and
/// generator asks it.
public struct PodPlatform: Hashable, Sendable {
    /// CocoaPods' name (`Pod::Platform#name`): `ios`, `osx`, `tvos`, `watchos`, `visionos`; nil
    /// for a platform CocoaPods does not know (`maccatalyst`, `driverkit`).
    public let podName: String?
    /// The other name a podspec, a Podfile or `mortar.json` may write for it (`macos` for `osx`,
    /// as `Pod::Platform.new(:macos)` accepts), lower case.
    public let alias: String?
    /// SwiftPM's `SupportedPlatform` factory: `iOS`, `macOS`, `tvOS`, `watchOS`, `visionOS`.
    public let swiftPMName: String
    /// `dump-package`'s name for it, and the key Mortar's SwiftPM side uses: `ios`, `macos`.
    public let packageKey: String
    /// CocoaPods' deployment target for a Podfile `platform` line without one
    /// (`Pod::Platform`'s defaults), nil when CocoaPods has none.
    public let defaultDeploymentTarget: String?

    /// Every platform, CocoaPods' first in its order (`ios`, `osx`, `tvos`, `watchos`,
    /// `visionos`), then the ones only SwiftPM names.
    public static let all: [PodPlatform] = [
        PodPlatform(podName: "ios", alias: nil, swiftPMName: "iOS", packageKey: "ios", defaultDeploymentTarget: "4.3"),
        PodPlatform(podName: "osx", alias: "macos", swiftPMName: "macOS", packageKey: "macos", defaultDeploymentTarget: "10.6"),
        PodPlatform(podName: "tvos", alias: nil, swiftPMName: "tvOS", packageKey: "tvos", defaultDeploymentTarget: "9.0"),
        PodPlatform(podName: "watchos", alias: nil, swiftPMName: "watchOS", packageKey: "watchos", defaultDeploymentTarget: "2.0"),
        PodPlatform(podName: "visionos", alias: nil, swiftPMName: "visionOS", packageKey: "visionos", defaultDeploymentTarget: "1.0"),
        PodPlatform(podName: nil, alias: nil, swiftPMName: "macCatalyst", packageKey: "maccatalyst", defaultDeploymentTarget: nil),
        PodPlatform(podName: nil, alias: nil, swiftPMName: "driverKit", packageKey: "driverkit", defaultDeploymentTarget: nil),
    ]

    /// The keys a podspec scopes attributes by (`s.ios.…`, `"osx": {…}`): CocoaPods' names and
    /// their aliases, in the table's order (`ios`, `osx`, `macos`, `tvos`, `watchos`, `visionos`).
    public static let podspecScopes: [String] = all.flatMap { platform in
        platform.podName.map { [$0] + (platform.alias.map { [$0] } ?? []) } ?? []
    }

    /// `podspecScopes` as a set.
    public static let podspecScopeSet = Set(podspecScopes)

    /// CocoaPods' names of the platforms it knows, in the table's order (`ios`, `osx`, `tvos`,
    /// `watchos`, `visionos`): read as names, with no whole platform copied for each.
    public static let podNames: [String] = all.compactMap(\.podName)

    /// Each alias and the CocoaPods name it stands for (`macos` → `osx`), from the table.
    static let aliases: [(alias: String, podName: String)] = all.compactMap { platform in
        guard let alias = platform.alias, let podName = platform.podName else { return nil }
        return (alias, podName)
    }

    /// The platform `name` stands for, by any of its names, case-insensitively (`osx`, `macos`,
    /// `macOS`); nil for a name no platform has.
    public static func named(_ name: String) -> PodPlatform? {
        let lower = name.lowercased()
        return all.first { $0.podName == lower || $0.alias == lower || $0.packageKey == lower }
    }

    /// The platform whose SwiftPM factory is `swiftPMName` exactly (`macOS`), as a
    /// `Package.swift` writes it.
    public static func swiftPM(_ swiftPMName: String) -> PodPlatform? {
        all.first { $0.swiftPMName == swiftPMName }
    }

    /// A lower-case platform name as CocoaPods names it: `macos` is `osx`; any other name as
    /// written.
    public static func podName(_ name: String) -> String {
        // The aliases alone, a name of another length passed over by its length (`all.first`
        // copied each whole platform, five strings retained and released, for every name asked:
        // each platform scope and deployment target a podspec reader records).
        let length = name.utf8.count
        for i in aliases.indices where aliases[i].alias.utf8.count == length && aliases[i].alias == name { return aliases[i].podName }
        return name
    }

    /// A lower-case platform name as SwiftPM's side keys it: `osx` is `macos`; any other name as
    /// written.
    public static func packageKey(_ name: String) -> String {
        all.first { $0.podName == name }?.packageKey ?? name
    }

    /// The platform CocoaPods names `podName` exactly (`osx`, not `macos`).
    public static func pod(_ podName: String) -> PodPlatform? {
        all.first { $0.podName == podName }
    }
}
