extension Module {
    /// The module's folder relative to the integrator manifest's folder (absolute when its
    /// `path` source is absolute): a `path` source as written, normalized, else
    /// `checkouts/Name`. The one answer the loader, fetch, clean and the generators use.
    public func folder(checkouts: String) -> String {
        switch source {
        case let .path(path): return PathText.normalize(path)
        case .git: return PathText.join(checkouts, name)
        }
    }
}
