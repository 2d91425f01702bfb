/// Where Mortar keeps what it derives: `.mortar/` beside a manifest, `.mortar/cache` inside it
/// (dump-package output, resolve's tags and manifests). `--cache-dir` moves the cache.
public enum CacheFolder {
    /// The folder of everything Mortar derives beside a manifest (`mortar clean` removes it).
    public static let stateFolder = ".mortar"
    /// The cache inside it, relative to the manifest's folder.
    public static let relative = ".mortar/cache"

    /// The `.gitignore` Mortar writes inside `.mortar` when it creates that folder, and its
    /// text: `*` ignores everything in it, itself included, so nothing Mortar keeps there ever
    /// shows in `git status`, whatever the app's own `.gitignore` says.
    public static let selfIgnore = (name: ".gitignore", text: "*\n")

    /// The `.mortar` folder that creating the folder `path` would create or fill (the path up
    /// to its last `.mortar` component), or nil when `path` is not inside one.
    public static func stateFolder(containing path: String) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let last = components.lastIndex(where: { $0 == stateFolder }) else { return nil }
        return components[...last].joined(separator: "/")
    }
}
