import Foundation

extension FetchEngine {
    /// Refreshes the index of every checkout this run moved, or cloned without settling it
    /// (`settleIndex`), with `Git.refreshIndex`, each once the clock is past the second its own
    /// index was written in (by the file system's clock, `FileSysteming.currentTime` and
    /// `sleep`).
    ///
    /// git trusts a file's stat data only when the file is older than the index; files written
    /// in the same second as the index are "racily clean" and re-read by every later `git
    /// status`, which under `--no-optional-locks` never saves what it learnt. Right after a
    /// clone or checkout that is most files, so every no-op fetch re-read whole checkouts.
    /// Refreshed past that second, the index holds stat data git trusts. Only `.git/index` is
    /// rewritten; a refresh that fails (a locked index) changes nothing and is not reported.
    ///
    /// Oldest index first: the checkouts written in earlier seconds are refreshed at once, while
    /// the newest wait for their second to pass (the wait is no longer than before and overlaps
    /// the other refreshes instead of preceding them all).
    func refreshIndexes(_ checkouts: [String], jobs: Int) {
        guard !checkouts.isEmpty else { return }
        // git writes the index after the files; nil (no index, a fake file system) waits for nothing.
        let timed = checkouts.map { checkout in (checkout: checkout, second: fileSystem.modificationSecond(checkout + "/.git/index")) }
            .sorted { ($0.second ?? 0, $0.checkout) < ($1.second ?? 0, $1.checkout) }
        _ = BoundedParallel.map(timed, jobs: jobs) { checkout, second in
            if let second {
                // A little past the second: file times come from the kernel's coarse clock.
                let wait = Double(second + 1) + 0.02 - fileSystem.currentTime()
                if wait > 0 { fileSystem.sleep(seconds: min(wait, 1.1)) }
            }
            try? git.refreshIndex(in: checkout)
        }
    }
}
