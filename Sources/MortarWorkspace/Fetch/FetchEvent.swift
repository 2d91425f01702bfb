/// Progress of a fetch, reported as it happens (from worker threads, in completion order).
public enum FetchEvent: Hashable, Sendable {
    /// Work on a module began; `activity` is `cloning`, `updating` or `checking`.
    case started(module: String, activity: String)
    /// A module is done.
    case finished(ModuleFetchResult)
}
