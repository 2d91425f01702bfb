extension LockFile {
    /// This lock brought up to date by a run that fetched only some modules (`fetched`, by
    /// name): their entries are replaced, entries of modules the manifest no longer has as git
    /// modules are dropped, and the digest and pins become the manifest's. `stale` names the
    /// modules where the result still disagrees with `manifest` (added, or given another URL or
    /// ref, and not fetched in this run), sorted: a lock with stale names must not be written,
    /// since `--locked` would refuse it.
    public func updating(_ fetched: [String: Entry], manifest: IntegratorManifest, manifestDigest: String) -> (lock: LockFile, stale: [String]) {
        var updated = LockFile(manifestDigest: manifestDigest, pins: LockFile.pinEntries(of: manifest))
        for module in manifest.modules {
            guard case .git = module.source else { continue }
            if let entry = fetched[module.name] ?? modules[module.name] { updated.modules[module.name] = entry }
        }
        return (updated, updated.mismatches(with: manifest))
    }
}
