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
    /// Fingerprint → the distinct tables remembered with it.
    private var tables: [UInt64: [[String: String]]] = [:]
    private var remembered = 0

    /// The table equal to `table` read before, else `table` itself (remembered).
    func share(_ table: [String: String]) -> [String: String] {
        if table.isEmpty { return table }
        let key = Self.fingerprint(table)
        lock.lock()
        defer { lock.unlock() }
        if let candidates = tables[key] {
            for candidate in candidates where candidate == table { return candidate }
        }
        if remembered < Self.limit {
            tables[key, default: []].append(table)
            remembered += 1
        }
        return table
    }

    /// The table of the deployment targets of `platforms` as written
    /// (`Component.deploymentTargets(_:)`): the one read before when equal, found from the pairs
    /// (no table made to be compared and dropped), else made and remembered.
    func share(_ platforms: PodMap) -> [String: String] {
        var count = 0
        var key = 0 as UInt64
        for i in platforms.indices {
            guard let target = Component.deploymentTarget(platforms[i].value) else { continue }
            count += 1
            key &+= Self.fingerprint(platforms[i].key, target)
        }
        if count == 0 { return [:] }
        key &+= UInt64(truncatingIfNeeded: count)
        lock.lock()
        if let candidates = tables[key] {
            for candidate in candidates where candidate.count == count && Self.holds(candidate, platforms) {
                lock.unlock()
                return candidate
            }
        }
        lock.unlock()
        return share(Component.deploymentTargets(platforms))
    }

    /// Whether `table` has every deployment target of `platforms` (of as many).
    static func holds(_ table: [String: String], _ platforms: PodMap) -> Bool {
        for i in platforms.indices {
            guard let target = Component.deploymentTarget(platforms[i].value) else { continue }
            guard table[platforms[i].key] == target else { return false }
        }
        return true
    }

    /// The same for equal tables, whatever their order: the sum over the pairs of an FNV-1a of
    /// the key's bytes, a separator and the value's.
    static func fingerprint(_ table: [String: String]) -> UInt64 {
        var sum = UInt64(truncatingIfNeeded: table.count)
        for (key, value) in table { sum &+= fingerprint(key, value) }
        return sum
    }

    /// One pair's part of `fingerprint(_:)`.
    static func fingerprint(_ key: String, _ value: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        hash = (hash ^ 0xFF) &* 0x100_0000_01b3
        for byte in value.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
