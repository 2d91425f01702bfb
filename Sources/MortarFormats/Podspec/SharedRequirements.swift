import Foundation
import MortarCore

/// The requirements (`'~> 1.2'`) of the dependencies read in one process, each text parsed once
/// and its answer shared: the pods of a workspace ask for a handful of distinct requirements
/// (`~> 12.19.0` in each of a vendor's subspecs, the same `~> 8.1` in many pods), and each
/// reading made a constraint list and a version's tokens (two allocations, ≈2,700 instructions
/// with their parse and their frees) that an equal requirement read before holds already. A
/// `Requirement` is a value: the shared one is as the caller's own. Bounded: past `limit`
/// distinct texts, a text is parsed as it is read. Safe to call from the read threads.
///
/// Only an answer is remembered, never an error (a text that is not a requirement is parsed,
/// and reported, each time). A text is found by an FNV-1a hash of its bytes in a table of its
/// own (open addressing, linear probing; a `Dictionary` hashed each text with SipHash, ≈350
/// instructions a lookup) and then compared as a `String`: texts equal as strings parse to the
/// same requirement (operators and versions are ASCII, and read by character).
final class SharedRequirements: @unchecked Sendable {
    static let shared = SharedRequirements()
    /// How many texts are remembered at most.
    static let limit = 1024
    /// The table's slots: a power of two, twice `limit` (at most half full, so a probe meets an
    /// empty slot soon).
    static let slotCount = 2048

    private let lock = NSLock()
    /// Each slot's hash (0: empty), text and requirement, side by side (the requirements as
    /// optionals: a list of `.any` was made retaining the empty constraint list once a slot).
    /// Read and changed under `lock` only: the run-time exclusivity check on each access is left
    /// to the lock.
    @exclusivity(unchecked) private var hashes = [UInt64](repeating: 0, count: slotCount)
    @exclusivity(unchecked) private var texts = [String](repeating: "", count: slotCount)
    @exclusivity(unchecked) private var requirements = [Requirement?](repeating: nil, count: slotCount)
    @exclusivity(unchecked) private var remembered = 0

    /// `Requirement.parse(_:)` of `text`: the answer for an equal text read before, else parsed
    /// and remembered.
    ///
    /// - Throws: `RequirementError`, as `Requirement.parse(_:)` does.
    func parse(_ text: String) throws(RequirementError) -> Requirement {
        let hash = Self.hash(text)
        let mask = Self.slotCount - 1
        lock.lock()
        var slot = Int(truncatingIfNeeded: hash) & mask
        while hashes[slot] != 0 {
            if hashes[slot] == hash, texts[slot] == text {
                let known = requirements[slot]
                lock.unlock()
                return known!
            }
            slot = (slot + 1) & mask
        }
        lock.unlock()
        let requirement = try Requirement.parse(text)
        lock.lock()
        // Looked for again from the start: another thread may have filled slots meanwhile.
        slot = Int(truncatingIfNeeded: hash) & mask
        while hashes[slot] != 0, hashes[slot] != hash || texts[slot] != text { slot = (slot + 1) & mask }
        if hashes[slot] == 0, remembered < Self.limit {
            hashes[slot] = hash
            texts[slot] = text
            requirements[slot] = requirement
            remembered += 1
        }
        lock.unlock()
        return requirement
    }

    /// How many texts are remembered (a test's view).
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return remembered
    }

    /// FNV-1a of `text`'s UTF-8 bytes, never 0 (an empty slot's mark).
    static func hash(_ text: String) -> UInt64 {
        var text = text
        let hash = text.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return hash
        }
        return hash == 0 ? 1 : hash
    }
}
