/// A file's names and their ids (`RubyTree.names`), each name once, found by its bytes: the
/// lexer interns each name token straight from the source (the `String` made only the first
/// time a spelling is met) and the parser reads the id, with no second table. Open addressing
/// on the FNV-1a hash of the bytes, far cheaper than `Dictionary`'s keyed hash for the short
/// names a manifest holds (interning with a `Dictionary` was ≈600 instructions a name).
///
/// A *spelling* is a byte sequence met (an index the lexer's tokens carry); a name id is a
/// name up to `String` equality. Names equal as `String`s are one id (canonically equivalent
/// spellings, `é` composed or decomposed, the Kelvin sign and `K`), the first spelling met
/// kept as the name; each spelling keeps its own text (`text(ofSpelling:)`) for messages and
/// labels, as written.
///
/// The hash is not keyed, so names made to collide could make long runs of slots: a lookup
/// gives up after `maxProbes` slots and the spelling is found in (or added to) a `Dictionary`
/// instead — a spelling has one index whatever path finds it, and interning stays linear in
/// the names whatever they are. Every table starts as a copy of `seeded`, which holds
/// `RubyName.wellKnown` at their fixed ids.
package struct RubyNameTable: Sendable {
    package private(set) var names: [String] = []
    /// A spelling: its first eight bytes packed (the first in the lowest byte, zeros past its
    /// end), where its bytes are in `bytes`, how many, its name's id, and the low half of its
    /// hash (what a table of up to 2³² slots needs to put it back when it grows).
    private struct Spelling {
        var key: UInt64
        var start: Int32
        var count: Int32
        var id: Int32
        var hash: UInt32
    }
    private var spellings: [Spelling] = []
    private var bytes: [UInt8] = []
    /// `spelling + 1` in each slot; 0 is empty. A power of two long, at most half full.
    private var slots: [Int32]
    /// The spellings whose run of slots was full (see the type's comment).
    private var overflow: [[UInt8]: Int32] = [:]
    /// Every name by `String` equality, once a name past ASCII is met.
    private var canonical: [String: Int32]?
    /// The text of each spelling of a name that has more than one (met only past ASCII).
    private var otherTexts: [Int32: String] = [:]
    /// The names the parser has asked for (`claim`), kept once a name past ASCII is met: at
    /// that point every name known is taken as asked for.
    private var claimed: Set<Int32> = []
    /// Whether a name past ASCII has been met (then `claim` keeps track of what is asked for).
    package private(set) var pastASCII = false

    package static let maxProbes = 32

    /// The well-known names at their ids, copied (cheaply: the arrays are shared until changed) per file.
    package static let seeded: RubyNameTable = {
        var table = RubyNameTable(capacity: 128)
        for name in RubyName.wellKnown { _ = table.intern(name) }
        return table
    }()

    private init(capacity: Int) {
        slots = [Int32](repeating: 0, count: capacity)
    }

    /// `seeded`, with room for `count` more names without growing.
    package static func seeded(reserving count: Int) -> RubyNameTable {
        let needed = (RubyName.wellKnown.count + count) * 2
        var table = seeded
        if needed > table.slots.count {
            // The well-known spellings put back in more slots, not interned again.
            var capacity = table.slots.count
            while capacity < needed { capacity *= 2 }
            table.rehash(slots: capacity)
        }
        table.names.reserveCapacity(RubyName.wellKnown.count + count)
        table.spellings.reserveCapacity(RubyName.wellKnown.count + count)
        table.bytes.reserveCapacity(8 * count + 64)
        return table
    }

    /// No names and no room: what a lexer holds until it is given a file's table.
    package static let empty = RubyNameTable(capacity: 1)

    /// The id of `name`, added if new.
    package mutating func intern(_ name: String) -> Int32 {
        claim(spelling: Int(spelling(of: name)))
    }

    /// The spelling of `name` (a quoted label's text), added if new.
    package mutating func spelling(of name: String) -> Int32 {
        var text = name
        let found = text.withUTF8 { buffer -> Int32 in
            let count = buffer.count
            var key: UInt64 = 0
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for i in 0..<count {
                if i < 8 { key |= UInt64(buffer[i]) << (8 * UInt64(i)) }
                hash = (hash ^ UInt64(buffer[i])) &* 0x100_0000_01b3
            }
            let base = buffer.baseAddress ?? UnsafePointer(bitPattern: 8)!
            return spelling(of: base, count: count, key: key, hash: hash, text: name)
        }
        return found
    }

    /// The name id of spelling `index`.
    @inline(__always)
    package func id(ofSpelling index: Int) -> Int32 { spellings[index].id }

    /// The id of spelling `index`, as the parser asks for it: a name of several spellings
    /// (canonically equivalent) takes the spelling the parser asks for first as its name, as
    /// when the parser interned names itself (an interpolation is lexed when it is parsed, so
    /// lexing order is not parsing order).
    @inline(__always)
    package mutating func claim(spelling index: Int) -> Int32 {
        let id = spellings[index].id
        if canonical == nil { return id }
        return claimSlowly(id, index)
    }

    private mutating func claimSlowly(_ id: Int32, _ index: Int) -> Int32 {
        if claimed.insert(id).inserted, !otherTexts.isEmpty { names[Int(id)] = text(ofSpelling: index) }
        return id
    }

    /// Spelling `index` as written.
    package func text(ofSpelling index: Int) -> String {
        let id = spellings[index].id
        if otherTexts.isEmpty { return names[Int(id)] }
        return otherTexts[Int32(index)] ?? names[Int(id)]
    }

    /// The spelling of `count` bytes at `base` (`key` their first eight packed, `hash` their
    /// FNV-1a hash), added if new; `text` is their `String` when the caller has it.
    @inline(__always)
    package mutating func spelling(of base: UnsafePointer<UInt8>, count: Int, key: UInt64, hash: UInt64, text: String? = nil) -> Int32 {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        var probes = 0
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            let known = spellings[index]
            // Equal in their first eight bytes and their lengths: the rest compared byte for byte.
            if known.key == key, Int(known.count) == count {
                if count <= 8 { return Int32(index) }
                let start = Int(known.start)
                var k = 8
                while k < count, bytes[start + k] == base[k] { k += 1 }
                if k >= count { return Int32(index) }
            }
            slot = (slot + 1) & mask
            probes += 1
            if probes >= RubyNameTable.maxProbes { return overflowing(base, count: count, key: key, hash: hash, text: text) }
        }
        let index = add(base, count: count, key: key, hash: hash, text: text)
        slots[slot] = index + 1
        if spellings.count * 2 > slots.count { grow() }
        return index
    }

    private mutating func overflowing(_ base: UnsafePointer<UInt8>, count: Int, key: UInt64, hash: UInt64, text: String?) -> Int32 {
        let written = Array(UnsafeBufferPointer(start: base, count: count))
        if let index = overflow[written] { return index }
        let index = add(base, count: count, key: key, hash: hash, text: text)
        overflow[written] = index
        if spellings.count * 2 > slots.count { grow() }
        return index
    }

    /// A new spelling: a new name, unless (past ASCII) a name equal as a `String` is known —
    /// found by a `Dictionary` of every name (keyed by `String`'s own hash, which agrees with
    /// that equality), made at the first such spelling.
    private mutating func add(_ base: UnsafePointer<UInt8>, count: Int, key: UInt64, hash: UInt64, text: String?) -> Int32 {
        let index = Int32(spellings.count)
        let name = text ?? String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
        var high: UInt8 = 0
        for i in 0..<count { high |= base[i] }
        var id: Int32
        if high >= 0x80, canonical == nil {
            var all: [String: Int32] = [:]
            all.reserveCapacity(names.count + 1)
            for (i, known) in names.enumerated() where all[known] == nil { all[known] = Int32(i) }
            canonical = all
            claimed = Set(0..<Int32(names.count))
            pastASCII = true
        }
        if let known = canonical?[name] {
            id = known
            otherTexts[index] = name
            // The name's first spelling keeps its text too (`claim` may rename the name).
            if let first = spellings.firstIndex(where: { $0.id == known }), otherTexts[Int32(first)] == nil {
                otherTexts[Int32(first)] = names[Int(known)]
            }
        } else {
            id = Int32(names.count)
            names.append(name)
            canonical?[name] = id
        }
        spellings.append(Spelling(key: key, start: Int32(bytes.count), count: Int32(count), id: id, hash: UInt32(truncatingIfNeeded: hash)))
        bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
        return index
    }

    /// Twice the slots, every spelling put back.
    private mutating func grow() {
        rehash(slots: slots.count * 2)
    }

    /// `count` slots (a power of two), every spelling put back (in the table, or the overflow
    /// past `maxProbes`).
    private mutating func rehash(slots count: Int) {
        slots = [Int32](repeating: 0, count: count)
        overflow = [:]
        let mask = slots.count - 1
        for (i, spelling) in spellings.enumerated() {
            let start = Int(spelling.start), end = start + Int(spelling.count)
            var slot = Int(spelling.hash) & mask
            // The slots a lookup tries (`spelling(of:…)`): the first `maxProbes` of the run.
            var probes = 0
            while probes < RubyNameTable.maxProbes, slots[slot] != 0 {
                slot = (slot + 1) & mask
                probes += 1
            }
            if probes < RubyNameTable.maxProbes {
                slots[slot] = Int32(i) + 1
            } else {
                overflow[Array(bytes[start..<end])] = Int32(i)
            }
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
