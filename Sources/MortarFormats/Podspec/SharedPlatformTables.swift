import Foundation
import MortarCore

/// Equal platform tables (`["ios": "13.0"]`) of the components read in one process, shared: a
/// workspace of 20,000 podspecs has a handful of distinct tables, and a dictionary of its own
/// per component was 2.7 MB of `check`'s heap at that size. Bounded: past `limit` distinct
/// tables, a table is kept as read. Safe to call from the read threads.
///
/// Tables are found by a fingerprint of their pairs (`fingerprint`, whatever the order) and
/// then compared: a set of tables hashed each whole (a hasher per pair, then the set's own) and
/// cost some 4,000 instructions a podspec.
final class SharedPlatformTables: @unchecked Sendable {
    static let shared = SharedPlatformTables()
    static let limit = 256

    private let lock = NSLock()
    /// Fingerprint → the distinct tables remembered with it. Read and changed under `lock` only:
    /// the run-time exclusivity check on each access is left to the lock.
    @exclusivity(unchecked) private var tables: [UInt64: [Remembered]] = [:]
    @exclusivity(unchecked) private var remembered = 0

    /// A table remembered, and its pairs sorted by key: what a `platforms` value's deployment
    /// targets are compared with (pair by pair, in the map's order: no key hashed to look it up).
    struct Remembered {
        let table: [String: String]
        let pairs: [Pair]
    }

    /// A platform and its deployment target.
    struct Pair {
        let platform: String
        let target: String
    }

    /// The table equal to `table` read before, else `table` itself (remembered).
    func share(_ table: [String: String]) -> [String: String] {
        if table.isEmpty { return table }
        let key = Self.fingerprint(table)
        lock.lock()
        defer { lock.unlock() }
        if let candidates = tables[key] {
            for candidate in candidates where candidate.table == table { return candidate.table }
        }
        remember(table, key: key)
        return table
    }

    /// The table of the deployment targets of `platforms` as written
    /// (`Component.deploymentTargets(_:)`): the one read before when equal, found from the pairs
    /// (no table made to be compared and dropped), else made and remembered.
    func share(_ platforms: PodMap) -> [String: String] {
        var count = 0
        var key = 0 as UInt64
        // The pairs read in place (the map's `(key, value)` elements copied both, then destroyed
        // them, for each platform of each podspec).
        for i in platforms.pairs.indices {
            guard let target = Component.deploymentTarget(platforms.pairs[i].value) else { continue }
            count += 1
            key &+= Self.fingerprint(platforms.pairs[i].key, target)
        }
        if count == 0 { return [:] }
        key &+= UInt64(truncatingIfNeeded: count)
        lock.lock()
        defer { lock.unlock() }
        if let candidates = tables[key] {
            for candidate in candidates where candidate.pairs.count == count && Self.holds(candidate.pairs, platforms) {
                return candidate.table
            }
        }
        let table = Component.deploymentTargets(platforms)
        remember(table, key: key)
        return table
    }

    /// Keeps `table` under its fingerprint `key`, unless `limit` tables are kept. Locked.
    private func remember(_ table: [String: String], key: UInt64) {
        guard remembered < Self.limit else { return }
        let pairs = table.map { Pair(platform: $0.key, target: $0.value) }.sorted { $0.platform < $1.platform }
        tables[key, default: []].append(Remembered(table: table, pairs: pairs))
        remembered += 1
    }

    /// Whether `pairs` (sorted by platform) are the deployment targets of `platforms` (sorted by
    /// key), one by one.
    static func holds(_ pairs: [Pair], _ platforms: PodMap) -> Bool {
        var next = 0
        for i in platforms.pairs.indices {
            guard let target = Component.deploymentTarget(platforms.pairs[i].value) else { continue }
            guard next < pairs.count, pairs[next].platform == platforms.pairs[i].key, pairs[next].target == target else { return false }
            next += 1
        }
        return next == pairs.count
    }

    /// The same for equal tables, whatever their order: the sum over the pairs of an FNV-1a of
    /// the key's bytes, a separator and the value's.
    static func fingerprint(_ table: [String: String]) -> UInt64 {
        var sum = UInt64(truncatingIfNeeded: table.count)
        for (key, value) in table { sum &+= fingerprint(key, value) }
        return sum
    }

    /// One pair's part of `fingerprint(_:)`. Over each text's bytes in one buffer (a small
    /// string's view read byte by byte cost ≈50 instructions a byte).
    static func fingerprint(_ key: String, _ value: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        hash = fnv(key, hash)
        hash = (hash ^ 0xFF) &* 0x100_0000_01b3
        return fnv(value, hash)
    }

    /// `hash` carried on over `text`'s UTF-8 bytes (FNV-1a).
    static func fnv(_ text: String, _ start: UInt64) -> UInt64 {
        var text = text
        return text.withUTF8 { bytes in
            var hash = start
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return hash
        }
    }
}
