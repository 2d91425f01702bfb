import Foundation

/// Equal platform tables (`["ios": "13.0"]`) of the components read in one process, shared: a
/// workspace of 20,000 podspecs has a handful of distinct tables, and a dictionary of its own
/// per component was 2.7 MB of `check`'s heap at that size. Bounded: past `limit` distinct
/// tables, a table is kept as read. Safe to call from the read threads.
final class SharedPlatformTables: @unchecked Sendable {
    static let shared = SharedPlatformTables()
    static let limit = 256

    private let lock = NSLock()
    private var tables: Set<[String: String]> = []

    /// The table equal to `table` read before, else `table` itself (remembered).
    func share(_ table: [String: String]) -> [String: String] {
        if table.isEmpty { return table }
        lock.lock()
        defer { lock.unlock() }
        if let index = tables.firstIndex(of: table) { return tables[index] }
        if tables.count < Self.limit { tables.insert(table) }
        return table
    }
}
