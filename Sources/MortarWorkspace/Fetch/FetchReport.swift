import MortarCore

/// Every module's result, in manifest order, and what fetch cleaned up.
public struct FetchReport: Hashable, Sendable {
    /// In manifest order, whatever the completion order was.
    public var results: [ModuleFetchResult]
    /// Temporary folders of interrupted clones that were removed (relative to the manifest).
    public var removedTemporaryFolders: [String]
    /// What the reader should know about the run as a whole (a repository cache not used).
    public var notes: [String]

    public init(results: [ModuleFetchResult], removedTemporaryFolders: [String] = [], notes: [String] = []) {
        self.notes = notes
        self.results = results
        self.removedTemporaryFolders = removedTemporaryFolders
    }

    /// True when every module is where the manifest wants it.
    public var allInPlace: Bool { results.allSatisfy { $0.outcome.isInPlace } }

    /// How many modules ended in each status, in the fixed order
    /// cloned, updated, unchanged, local, skipped, failed.
    public var counts: [(status: String, count: Int)] {
        let order = ["cloned", "updated", "unchanged", "local", "skipped", "failed"]
        return order.map { status in (status, results.filter { $0.outcome.status == status }.count) }
    }

    /// `17 modules: 3 cloned, 10 updated, 2 unchanged, 2 local, 0 skipped, 0 failed`
    public var summary: String {
        let noun = results.count == 1 ? "module" : "modules"
        return "\(results.count) \(noun): " + counts.map { "\($0.count) \($0.status)" }.joined(separator: ", ")
    }

    /// The lock recording this fetch: each git module's URL, ref and commit, the pins, and the
    /// manifest's digest. Modules without a commit (skipped, failed) are left out.
    public func lockFile(manifest: IntegratorManifest, manifestBytes: [UInt8]) -> LockFile {
        var lock = LockFile(manifestDigest: LockFile.digest(of: manifestBytes), pins: LockFile.pinEntries(of: manifest))
        for result in results {
            guard let url = result.url, let ref = result.ref, let commit = result.outcome.commit else { continue }
            lock.modules[result.name] = LockFile.Entry(url: url, ref: ref, commit: commit)
        }
        return lock
    }
}
