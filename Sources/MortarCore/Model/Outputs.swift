/// Where generated files go, relative to the integrator manifest's folder.
public struct Outputs: Hashable, Sendable {
    public var swiftpm: String?
    public var podfile: String?
    public var lock: String
    /// The module registry as Swift source (nil: none, the default).
    public var registrySwift: String?
    /// The module registry as a property list (nil: none, the default).
    public var registryPlist: String?

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
}
