/// Where generated files go, relative to the integrator manifest's folder.
public struct Outputs: Hashable, Sendable {
    public var swiftpm: String?
    public var podfile: String?
    public var lock: String

    public init(swiftpm: String? = "Package.swift", podfile: String? = "Podfile", lock: String = "mortar.lock") {
        self.swiftpm = swiftpm
        self.podfile = podfile
        self.lock = lock
    }
}
