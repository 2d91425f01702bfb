/// Where a module comes from: a git repository at a ref, or a folder on disk.
public enum ModuleSource: Hashable, Sendable {
    /// A repository URL (or local path) and the ref to check out into the checkouts folder.
    case git(url: String, ref: GitReference)
    /// A folder, relative to the integrator manifest's folder (or absolute). Never touched by fetch.
    case path(String)
}
