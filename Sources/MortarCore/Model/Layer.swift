/// An architectural layer, bottom first in the manifest: modules may depend on their own layer
/// and the layers below it; an `isolated` layer forbids edges between its own modules.
public struct Layer: Hashable, Sendable {
    public var name: String
    public var isolated: Bool
    public var location: SourceLocation

    public init(name: String, isolated: Bool = false, location: SourceLocation) {
        self.name = name
        self.isolated = isolated
        self.location = location
    }

    /// The name as reports show it: `features (isolated)` for an isolated layer.
    public var title: String { isolated ? "\(name) (isolated)" : name }
}
