import Foundation

/// The `PodspecReadScratch`es not in use, shared by the reads of a process: a read takes one
/// (`take()`: a new one when none is kept) and gives it back (`give(_:)`), which empties it. Reads run on
/// several threads at once (`check` reads manifests in parallel): each read holds its scratch
/// alone between the two calls, and the pool keeps at most `limit` (one per thread reading at
/// once, about), so the memory kept is bounded by `limit` scratches of bounded lists
/// (`PodspecHostStorage.maxKept`).
final class PodspecReadScratchPool: @unchecked Sendable {
    static let shared = PodspecReadScratchPool(limit: 16)

    /// The most scratches kept; one given back past it is dropped.
    let limit: Int
    private let lock = NSLock()
    /// Read and changed under `lock` only (hence `@unchecked Sendable`: the lock orders every
    /// access to the list, and a scratch in it is held by no read): the run-time exclusivity
    /// check on each access is left to the lock.
    @exclusivity(unchecked) private var kept: [PodspecReadScratch] = []

    init(limit: Int) {
        self.limit = limit
    }

    /// How many scratches are kept now (a test seam).
    var keptCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return kept.count
    }

    /// A scratch for one read: one given back before, else a new one.
    func take() -> PodspecReadScratch {
        lock.lock()
        defer { lock.unlock() }
        return kept.popLast() ?? PodspecReadScratch()
    }

    /// `scratch` emptied (outside the lock) and kept for the next read, unless `limit` are; the
    /// caller lets go of it.
    func give(_ scratch: PodspecReadScratch) {
        scratch.empty()
        lock.lock()
        defer { lock.unlock() }
        if kept.count < limit { kept.append(scratch) }
    }
}
