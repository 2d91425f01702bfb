/// `RubyName.wellKnown` as tables made once per process: by bytes for the lexer (its hash,
/// `RubyLexer.nameHash`, and the first eight bytes packed, as the lexer's own table keeps a
/// file's names) and by `String` for `RubyNameTable` (its FNV-1a hash), so a well-known name
/// is found at its fixed id in every file with no `String` made and no name interned again.
///
/// Immutable once made and never freed (`shared` lives as long as the process): the raw
/// storage is read by every lexer and name table, from any thread.
package final class RubyNameVocabulary: @unchecked Sendable {
    package static let shared = RubyNameVocabulary(RubyName.wellKnown)

    /// The table by the lexer's hash (`byteMask + 1` slots): in each, the name's first eight
    /// bytes packed (`key`, 0 in an empty slot: no name packs to 0) and `length << 32 | id + 1`
    /// (`meta`, 0 empty). A lookup compares the slot's key first, with no load through the id.
    let byteSlots: UnsafeMutablePointer<(key: UInt64, meta: UInt64)>
    let byteMask: Int
    /// For each slot of `byteSlots`, its name's bytes 8 to 15 packed (0 for a name of up to eight
    /// bytes, and in an empty slot): `findAtHome` compares a name of up to 16 bytes with no load
    /// through the id.
    let byteTails: UnsafeMutablePointer<UInt64>
    /// For each slot, its name's bytes 16 to 23 packed (0 for a name of up to 16 bytes, and in
    /// an empty slot): `findAtHome(key:tail:tail2:length:)` compares a name of 17 to 24 bytes
    /// (`deployment_target`, `pod_target_xcconfig`) with no hash of its whole and no probe.
    let byteTails2: UnsafeMutablePointer<UInt64>
    /// `id + 1` in each slot by `RubyNameTable.hash`, 0 empty; `stringMask + 1` slots.
    let stringSlots: UnsafeMutablePointer<Int32>
    let stringMask: Int
    /// Where each name's bytes start in `bytes` (followed by `RubyLexer.padding` zeros).
    let starts: UnsafeMutablePointer<Int>
    let bytes: UnsafeMutablePointer<UInt8>
    let names: [String]
    /// The longest name's length: a longer name is none of them, with no hash.
    package let longest: Int

    private init(_ names: [String]) {
        self.names = names
        var slotCount = 64
        while slotCount < names.count * 4 { slotCount *= 2 }
        byteMask = slotCount - 1
        stringMask = slotCount - 1
        byteSlots = .allocate(capacity: slotCount)
        byteSlots.initialize(repeating: (0, 0), count: slotCount)
        byteTails = .allocate(capacity: slotCount)
        byteTails.initialize(repeating: 0, count: slotCount)
        byteTails2 = .allocate(capacity: slotCount)
        byteTails2.initialize(repeating: 0, count: slotCount)
        stringSlots = .allocate(capacity: slotCount)
        stringSlots.initialize(repeating: 0, count: slotCount)
        starts = .allocate(capacity: names.count)
        let total = names.reduce(0) { $0 + $1.utf8.count }
        bytes = .allocate(capacity: total + RubyLexer.padding)
        bytes.initialize(repeating: 0, count: total + RubyLexer.padding)
        longest = names.reduce(0) { max($0, $1.utf8.count) }
        var offset = 0
        for (id, name) in names.enumerated() {
            let utf8 = Array(name.utf8)
            (bytes + offset).update(from: utf8, count: utf8.count)
            starts[id] = offset
            offset += utf8.count
        }
        // The names manifests write most go in first, each at the slot its hash gives, where
        // `findAtHome` looks; then every name in id order (a name already in keeps its first id:
        // `wellKnown` holds each name once).
        let first = RubyName.frequent.compactMap { names.firstIndex(of: $0) }
        for id in first + Array(names.indices) {
            let length = names[id].utf8.count
            // Bytes 0–7, 8–15 and 16–23 packed as `RubyLexer.packedWord` packs them (0 past the end).
            let name = UnsafeBufferPointer(start: bytes + starts[id], count: length)
            let key = RubyWord(name, from: 0, to: min(length, 8)).bits
            let tail = RubyWord(name, from: min(length, 8), to: min(length, 16)).bits
            let tail2 = RubyWord(name, from: min(length, 16), to: min(length, 24)).bits
            let byteHash = RubyLexer.nameHash(bytes, starts[id], starts[id] + length)
            if find(bytes + starts[id], length, key: key, hash: byteHash) < 0 {
                var slot = Int(truncatingIfNeeded: byteHash) & byteMask
                while byteSlots[slot].meta != 0 { slot = (slot + 1) & byteMask }
                byteSlots[slot] = (key, UInt64(length) << 32 | UInt64(id + 1))
                byteTails[slot] = tail
                byteTails2[slot] = tail2
            }
        }
        for (id, name) in names.enumerated() {
            let stringHash = RubyNameTable.hash(name).hash
            if find(name, hash: stringHash) == nil {
                var slot = Int(truncatingIfNeeded: stringHash) & stringMask
                while stringSlots[slot] != 0 { slot = (slot + 1) & stringMask }
                stringSlots[slot] = Int32(id + 1)
            }
        }
    }

    /// The id of a name of at most 16 bytes whose first eight packed are `key` and the rest
    /// `tail` (`RubyLexer.packedWord`; 0 for a name of up to eight) when it is at the first slot
    /// its hash gives, else -1 (it may still be further on: `find`). What the lexer tries first
    /// for every name: one slot compared, no loop.
    @inline(__always)
    package func findAtHome(key: UInt64, tail: UInt64, length: Int) -> Int {
        let slot = Int(truncatingIfNeeded: RubyLexer.nameHash(key: key, tail: tail, length: length)) & byteMask
        let entry = byteSlots[slot]
        // Such a name is its two words and its length (a name holds no zero byte); up to eight
        // bytes, the slot's name of that length has no tail either.
        guard entry.key == key, entry.meta >> 32 == UInt64(truncatingIfNeeded: length),
            length <= 8 || byteTails[slot] == tail else { return -1 }
        return Int(truncatingIfNeeded: entry.meta & 0xFFFF_FFFF) &- 1
    }

    /// `findAtHome` for a name of 17 to 24 bytes, whose bytes 8 to 15 packed are `tail` and the
    /// rest `tail2`: the same one slot compared, its hash `RubyLexer.nameHash` written out for
    /// three words.
    @inline(__always)
    package func findAtHome(key: UInt64, tail: UInt64, tail2: UInt64, length: Int) -> Int {
        let slot = Int(truncatingIfNeeded: RubyLexer.nameHash(key: key, tail: tail, tail2: tail2, length: length)) & byteMask
        let entry = byteSlots[slot]
        guard entry.key == key, entry.meta >> 32 == UInt64(truncatingIfNeeded: length),
            byteTails[slot] == tail, byteTails2[slot] == tail2 else { return -1 }
        return Int(truncatingIfNeeded: entry.meta & 0xFFFF_FFFF) &- 1
    }

    /// The id of the name of `length` bytes at `name` (followed by at least seven readable
    /// bytes), whose first eight bytes packed are `key` and whose `RubyLexer.nameHash` is `hash`;
    /// -1 if it is not one of `names`. The table is at most a quarter full and fixed: a lookup
    /// stops at the first empty slot.
    @inline(__always)
    package func find(_ name: UnsafePointer<UInt8>, _ length: Int, key: UInt64, hash: UInt64) -> Int {
        var slot = Int(truncatingIfNeeded: hash) & byteMask
        while true {
            let entry = byteSlots[slot]
            if entry.key == key {
                let id = Int(truncatingIfNeeded: entry.meta & 0xFFFF_FFFF) - 1
                if Int(truncatingIfNeeded: entry.meta >> 32) == length,
                    length <= 8 || RubyLexer.sameBytes(bytes + starts[id] + 8, name + 8, length - 8) {
                    return id
                }
            } else if entry.meta == 0 {
                return -1
            }
            slot = (slot + 1) & byteMask
        }
    }

    /// The id of `name`, whose `RubyNameTable.hash` is `hash`; nil if it is not one of `names`.
    @inline(__always)
    package func find(_ name: String, hash: UInt64) -> Int32? {
        var slot = Int(truncatingIfNeeded: hash) & stringMask
        while true {
            let entry = stringSlots[slot]
            if entry == 0 { return nil }
            if names[Int(entry - 1)] == name { return entry - 1 }
            slot = (slot + 1) & stringMask
        }
    }
}
