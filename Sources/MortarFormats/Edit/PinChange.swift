/// One pin to write: a new version for an existing pin, or a new pin.
public struct PinChange: Hashable, Sendable {
    public var name: String
    /// The version text to write (`5.9.1`).
    public var version: String
    /// For a new pin: where the package comes from, written beside the version when known.
    public var url: String?

    public init(name: String, version: String, url: String? = nil) {
        self.name = name
        self.version = version
        self.url = url
    }
}
