/// Where Mortar keeps what it derives: `.mortar/` beside a manifest, `.mortar/cache` inside it
/// (dump-package output, resolve's tags and manifests). `--cache-dir` moves the cache.
public enum CacheFolder {
    /// The folder of everything Mortar derives beside a manifest (`mortar clean` removes it).
    public static let stateFolder = ".mortar"
    /// The cache inside it, relative to the manifest's folder.
    public static let relative = ".mortar/cache"

    /// The default cache folder for the manifest at `manifestPath` (display or absolute).
    public static func beside(_ manifestPath: String) -> String {
        PathText.join(PathText.directory(of: manifestPath), relative)
    }
}
