import MortarCore
import Testing
@testable import MortarFormats

/// Equal platform tables read in one process are shared (`SharedPlatformTables`), found by a
/// fingerprint of their pairs whatever the order and then compared: an equal table answers the
/// one remembered, any other table itself.
@Suite struct SharedPlatformTablesTests {
    @Test func equalTablesWhateverTheOrderAndOnlyThose() {
        var forward = [String: String](minimumCapacity: 8), backward = [String: String](minimumCapacity: 8)
        for (key, value) in [("ios", "13.0"), ("osx", "10.15"), ("tvos", "13.0"), ("watchos", "6.0")] { forward[key] = value }
        for (key, value) in [("watchos", "6.0"), ("tvos", "13.0"), ("osx", "10.15"), ("ios", "13.0")] { backward[key] = value }
        #expect(SharedPlatformTables.fingerprint(forward) == SharedPlatformTables.fingerprint(backward))
        // The same strings paired otherwise, and a key's bytes moved into its value, are other tables.
        let swapped = ["ios": "10.15", "osx": "13.0", "tvos": "13.0", "watchos": "6.0"]
        let moved = ["io": "s13.0", "osx": "10.15", "tvos": "13.0", "watchos": "6.0"]
        #expect(SharedPlatformTables.fingerprint(swapped) != SharedPlatformTables.fingerprint(forward))
        #expect(SharedPlatformTables.fingerprint(moved) != SharedPlatformTables.fingerprint(forward))

        let tables = SharedPlatformTables()
        #expect(tables.share(forward) == forward)
        #expect(tables.share(backward) == forward)
        #expect(tables.share(swapped) == swapped)
        #expect(tables.share(moved) == moved)
        #expect(tables.share(["ios": "13.0"]) == ["ios": "13.0"])
        #expect(tables.share([:]) == [:])
    }

    @Test func pastTheLimitATableIsKeptAsRead() {
        let tables = SharedPlatformTables()
        for i in 0..<(SharedPlatformTables.limit + 10) {
            let table = ["ios": "\(i).0"]
            #expect(tables.share(table) == table)
            #expect(tables.share(["ios": "\(i).0"]) == table)
        }
    }

    /// From a `platforms` value as written: the deployment targets only (a platform without a
    /// version is left out, as `Component.deploymentTargets` leaves it), the table read before
    /// when equal, else a new one remembered.
    @Test func fromTheWrittenPairs() {
        let tables = SharedPlatformTables()
        let written: PodMap = ["osx": .string("10.15"), "ios": .string("13.0"), "tvos": .string(""), "watchos": .bool(true)]
        let first = tables.share(written)
        #expect(first == ["ios": "13.0", "osx": "10.15"])
        #expect(first == Component.deploymentTargets(written))
        let again = tables.share(PodMap(sorting: [("ios", .string("13.0")), ("osx", .string("10.15"))]))
        #expect(again == first)
        #expect(tables.share(["ios": "13.0", "osx": "10.15"]) == first)
        #expect(tables.share(["ios": .string("13.0"), "osx": .string("11.0")] as PodMap) == ["ios": "13.0", "osx": "11.0"])
        #expect(tables.share(["ios": .string("13.0")] as PodMap) == ["ios": "13.0"])
        #expect(tables.share(["ios": .string("")] as PodMap).isEmpty)
        #expect(tables.share(PodMap()).isEmpty)
    }
}
