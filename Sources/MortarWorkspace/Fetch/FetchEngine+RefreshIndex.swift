import Foundation

extension FetchEngine {
    /// Refreshes the index of every checkout this run wrote (`Git.refreshIndex`), once the
    /// clock is past the second its index was written in.
    ///
    /// git trusts a file's stat data only when the file is older than the index; files written
    /// in the same second as the index are "racily clean" and re-read by every later `git
    /// status`, which under `--no-optional-locks` never saves what it learnt. Right after a
    /// clone or checkout that is most files, so every no-op fetch re-read whole checkouts.
    /// Refreshed past that second, the index holds stat data git trusts. Only `.git/index` is
    /// rewritten; a refresh that fails (a locked index) changes nothing and is not reported.
    func refreshIndexes(_ checkouts: [String], jobs: Int) {
        guard !checkouts.isEmpty else { return }
        // git writes the index after the files; nil (no index, a fake file system) waits for nothing.
        let newest = checkouts.compactMap { fileSystem.modificationSecond($0 + "/.git/index") }.max()
        if let newest {
            // A little past the second: file times come from the kernel's coarse clock.
            let wait = Double(newest + 1) + 0.02 - Date().timeIntervalSince1970
            if wait > 0 { usleep(UInt32(min(wait, 1.1) * 1_000_000)) }
        }
        _ = BoundedParallel.map(checkouts, jobs: jobs) { checkout in
            try? git.refreshIndex(in: checkout)
        }
    }
}
