import MortarRuby
import Testing

/// A file's names interned once each, the well-known ones at their fixed ids, also when names
/// are made to collide past the table's probe limit.
@Suite struct RubyNameTableTests {
    @Test func wellKnownNamesKeepTheirIds() {
        var table = RubyNameTable.seeded
        #expect(table.intern("[]") == RubyName.index)
        #expect(table.intern("==") == RubyName.equal)
        #expect(table.intern("call") == RubyName.call)
        #expect(table.intern("new") == RubyName.new)
        #expect(table.intern("*") == RubyName.splat)
        #expect(Array(table.names) == RubyName.wellKnown)
        #expect(RubyName.id(of: "<=>").map { RubyName.wellKnown[Int($0)] } == "<=>")
        #expect(RubyName.id(of: "=>") == nil)
    }

    @Test func aNameIsInternedOnce() {
        var table = RubyNameTable.seeded
        let names = (0..<1_000).map { "name_\($0)" }
        let ids = names.map { table.intern($0) }
        #expect(Set(ids).count == 1_000)
        #expect(names.map { table.intern($0) } == ids)
        #expect(ids.map { table.names[Int($0)] } == names)
        #expect(table.names.count == RubyName.wellKnown.count + 1_000)
    }

    /// A table sized for a file's names up front keeps the well-known ids too.
    @Test func aReservedTableKeepsTheWellKnownIds() {
        for count in [0, 10, 1_000] {
            var table = RubyNameTable.seeded(reserving: count)
            let ids = (0..<count).map { table.intern("n\($0)") }
            #expect(RubyName.wellKnown.map { table.intern($0) } == (0..<Int32(RubyName.wellKnown.count)).map { $0 })
            #expect(ids == (0..<Int32(count)).map { $0 + Int32(RubyName.wellKnown.count) })
        }
    }

    /// Names equal as `String`s are one name, as the old parser's scopes and the evaluator's
    /// frames compare them: é composed and decomposed, the Kelvin sign and K; the first
    /// spelling met is the name's.
    @Test func canonicallyEquivalentNamesAreOneName() {
        var table = RubyNameTable.seeded
        let k = table.intern("K"), cafe = table.intern("caf\u{E9}")
        #expect(table.intern("\u{212A}") == k)
        #expect(table.intern("cafe\u{301}") == cafe)
        #expect(table.intern("K") == k)
        var other = RubyNameTable.seeded
        let kelvin = other.intern("\u{212A}")
        let more = (0..<100).map { other.intern("n\($0)") }
        #expect(other.intern("K") == kelvin)
        #expect(other.intern("cafe\u{301}") == other.intern("caf\u{E9}"))
        #expect((0..<100).map { other.intern("n\($0)") } == more)
        #expect(other.names[Int(kelvin)].unicodeScalars.first?.value == 0x212A)
    }

    /// 48 names with the same 12 low bits of hash: runs past `maxProbes`, so some are kept in
    /// the overflow; each still has one id, found again whichever way.
    @Test func collidingNamesStillHaveOneIdEach() {
        var colliding: [String] = []
        var i = 0
        let home = RubyNameTable.hash("target").hash & 0xFFF
        while colliding.count < 48 {
            let name = "c\(i)"
            if RubyNameTable.hash(name).hash & 0xFFF == home { colliding.append(name) }
            i += 1
        }
        var table = RubyNameTable.seeded
        let ids = colliding.map { table.intern($0) }
        #expect(Set(ids).count == 48)
        #expect(colliding.map { table.intern($0) } == ids)
        #expect(ids.map { table.names[Int($0)] } == colliding)
        let more = (0..<200).map { table.intern("more_\($0)") }
        #expect(colliding.map { table.intern($0) } == ids)
        #expect(Set(more + ids).count == 248)
    }
}
