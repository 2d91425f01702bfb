/// A deployment target: `ios` `13.0`.
public struct Platform: Hashable, Sendable {
    public var name: String
    public var version: String?
    public var location: SourceLocation

    public init(name: String, version: String?, location: SourceLocation) {
        self.name = name
        self.version = version
        self.location = location
    }
}
