/// A file's names and their ids (`RubyTree.names`), each name once: open addressing on the
/// FNV-1a hash of the name's bytes, far cheaper than `Dictionary`'s keyed hash for the short
/// names a manifest holds (interning with a `Dictionary` was ≈600 instructions a name).
///
/// The hash is not keyed, so names made to collide could make long runs of slots: a lookup
/// gives up after `maxProbes` slots and the name is found in (or added to) a `Dictionary`
/// instead — a name has one id whatever path finds it, and interning stays linear in the
/// names whatever they are. `RubyName.wellKnown` are every table's first ids, found in
/// `RubyNameVocabulary`'s table made once per process (not in the file's slots, which start
/// empty): a file's table holds only the file's own names.
package struct RubyNameTable: Sendable {
    package private(set) var names = RubyTreeNames()
    /// `id + 1` of the name in each slot; 0 is empty. A power of two long, at most half full.
    private var slots: [Int32]
    private let vocabulary = RubyNameVocabulary.shared
    /// The names whose run of slots was full (see the type's comment).
    private var overflow: [String: Int32] = [:]
    /// Every name by `String` equality, once a name past ASCII is met (`internCanonical`).
    private var canonical: [String: Int32]?

    package static let maxProbes = 32

    /// A table of no own names, copied (cheaply: the arrays are shared until changed) per file.
    package static let seeded: RubyNameTable = {
        RubyNameTable(capacity: 128)
    }()

    /// No own names, `capacity` slots.
    private init(capacity: Int) {
        slots = []
        rehash(slotCount: capacity)
    }

    /// `count` copies of `value`: `Array(repeating:count:)` allocates through the standard
    /// library's unspecialised path (a type metadata lookup, ≈800 instructions a call), this
    /// through the specialised one.
    @inline(__always)
    package static func int32s(repeating value: Int32, count: Int) -> [Int32] {
        var array: [Int32] = []
        array.reserveCapacity(count)
        array.append(contentsOf: repeatElement(value, count: count))
        return array
    }

    /// `seeded`, with room for `count` more names without growing (a file's lexer texts bound
    /// its names, but for those of interpolations and operators).
    package static func seeded(reserving count: Int) -> RubyNameTable {
        let needed = count * 2
        var table: RubyNameTable
        if needed <= seeded.slots.count {
            table = seeded
        } else {
            var capacity = seeded.slots.count
            while capacity < needed { capacity *= 2 }
            table = RubyNameTable(capacity: capacity)
        }
        table.names.reserveCapacity(count)
        return table
    }

    /// The id of `name`, added if new.
    package mutating func intern(_ name: String) -> Int32 {
        let (hash, ascii) = RubyNameTable.hash(name)
        guard ascii else { return internCanonical(name) }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        var probes = 0
        while slots[slot] != 0 {
            let id = slots[slot] - 1
            if names[Int(id)] == name { return id }
            slot = (slot + 1) & mask
            probes += 1
            if probes >= RubyNameTable.maxProbes { return internOverflowing(name, hash: hash) }
        }
        if let id = vocabulary.find(name, hash: hash) { return id }
        if let canonical, let id = canonical[name] { return id }
        let id = add(name)
        slots[slot] = id + 1
        if names.ownCount * 2 > slots.count { grow() }
        return id
    }

    private mutating func add(_ name: String) -> Int32 {
        let id = Int32(names.count)
        names.append(name)
        canonical?[name] = id
        return id
    }

    private mutating func internOverflowing(_ name: String, hash: UInt64) -> Int32 {
        if let id = vocabulary.find(name, hash: hash) { return id }
        if let canonical, let id = canonical[name] { return id }
        if let id = overflow[name] { return id }
        let id = add(name)
        overflow[name] = id
        if names.ownCount * 2 > slots.count { grow() }
        return id
    }

    /// A name with a byte past ASCII: `String`s that are canonically equivalent are equal (`é`
    /// composed or not, the Kelvin sign and `K`), as the old parser's and the evaluator's
    /// comparisons of names have them, so such a name is found by a `Dictionary` of every name
    /// (keyed by `String`'s own hash, which agrees with that equality), made at the first one.
    /// The id's name is the spelling met first.
    private mutating func internCanonical(_ name: String) -> Int32 {
        if canonical == nil {
            var all: [String: Int32] = [:]
            all.reserveCapacity(names.count + 1)
            for (i, known) in names.enumerated() where all[known] == nil { all[known] = Int32(i) }
            canonical = all
        }
        if let id = canonical?[name] { return id }
        let id = add(name)
        if names.ownCount * 2 > slots.count { grow() }
        return id
    }

    /// Twice the slots, every name put back (in the table, or the overflow past `maxProbes`).
    private mutating func grow() {
        rehash(slotCount: slots.count * 2)
    }

    /// `slotCount` empty slots, every own name put back (each at the first free slot of its
    /// run, where interning them in order put them).
    private mutating func rehash(slotCount: Int) {
        slots = RubyNameTable.int32s(repeating: 0, count: slotCount)
        overflow = [:]
        let mask = slots.count - 1
        for i in names.wellKnownCount..<names.count {
            let name = names[i]
            let (hash, ascii) = RubyNameTable.hash(name)
            guard ascii else { continue }  // found through `canonical`
            var slot = Int(truncatingIfNeeded: hash) & mask
            // The slots a lookup tries (`intern`): the first `maxProbes` of the run.
            var probes = 0
            while probes < RubyNameTable.maxProbes, slots[slot] != 0 {
                slot = (slot + 1) & mask
                probes += 1
            }
            if probes < RubyNameTable.maxProbes { slots[slot] = Int32(i) + 1 } else { overflow[name] = Int32(i) }
        }
    }

    /// FNV-1a over the name's UTF-8 bytes (the lexer's hash of a name, `RubyLexer.nameHash`),
    /// and whether they are all ASCII.
    @inline(__always)
    package static func hash(_ name: String) -> (hash: UInt64, ascii: Bool) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var high: UInt8 = 0
        // Over the bytes in place (a `utf8` iterator was ≈20 instructions a byte).
        var text = name
        text.withUTF8 { bytes in
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
                high |= byte
            }
        }
        return (hash, high < 0x80)
    }
}
