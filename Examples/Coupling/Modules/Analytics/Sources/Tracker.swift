/// Counts screens.
public final class Tracker {
    public init() {}
    public func screen(_ name: String) {}
}
