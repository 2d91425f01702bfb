/// Where generated files go, relative to the integrator manifest's folder.
public struct Outputs: Hashable, Sendable {
    public var swiftpm: String?
    public var podfile: String?
    public var lock: String
    /// The module registry as Swift source (nil: none, the default).
    public var registrySwift: String?
    /// The module registry as a property list (nil: none, the default).
    public var registryPlist: String?
    /// Where each output the manifest names is written (`swiftpm`, `podfile`, `lock`, …); an
    /// output left at its default has none.
    public var locations: [String: SourceLocation] = [:]

    public init(
        swiftpm: String? = "Package.swift", podfile: String? = "Podfile", lock: String = "mortar.lock",
        registrySwift: String? = nil, registryPlist: String? = nil
    ) {
        self.swiftpm = swiftpm
        self.podfile = podfile
        self.lock = lock
        self.registrySwift = registrySwift
        self.registryPlist = registryPlist
    }

    /// The composite Podfile of an app whose integrator manifest is a Podfile. CocoaPods reads
    /// `CocoaPods.podfile` before `Podfile` in the same folder, so `pod install` there uses the
    /// checkouts while every relative path (project, `:path`, hooks) keeps its meaning, the
    /// app's own Podfile is never written, and deleting the file goes back to it.
    public static let podfileAppPodfile = "CocoaPods.podfile"
}
