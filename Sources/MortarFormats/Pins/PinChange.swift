/// One pin to write: a new version for an existing pin, or a new pin.
public struct PinChange: Hashable, Sendable {
    public var name: String
    /// The version text to write (`5.9.1`).
    public var version: String
    /// For a new pin: where the package comes from, written beside the version when known.
    /// With `products`, written into an existing pin too.
    public var url: String?
    /// The SwiftPM products standing for the pod (`mortar migrate --write`): when set, the
    /// pin gets `git` (`url`) and `products`, an existing one included; nil leaves them alone.
    public var products: [String]?
    /// With `products`: the commit to pin by (`"revision"`), when the version's tag is not a
    /// semantic version SwiftPM can pin exactly; written beside `git`.
    public var revision: String?
    /// With `products`: the products of each spec of the pod, when they differ by spec
    /// (`"subspecProducts"`); nil or empty writes none.
    public var subspecProducts: [String: [String]]?
    /// With `products`: write `version` over the pin's own (migrate took a later version,
    /// `--accept-later-versions`); otherwise the version stays as written.
    public var replacesVersion = false

    public init(name: String, version: String, url: String? = nil, products: [String]? = nil, revision: String? = nil) {
        self.name = name
        self.version = version
        self.url = url
        self.products = products
        self.revision = revision
    }
}
