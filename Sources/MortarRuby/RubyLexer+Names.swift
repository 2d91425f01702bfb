/// Names: each kept once per file in an open-addressing table keyed by its bytes (keywords are
/// found by their bytes packed in one integer, `RubyKeywordTable`).
extension RubyLexer {
    /// The first bytes of `buf[start..<end]` packed into an integer, the first in the lowest
    /// byte, zero past the end (at most eight: the text is padded with zeros, so reading eight
    /// bytes from any offset before its end is safe).
    @inline(__always)
    package func packedWord(_ start: Int, _ end: Int) -> UInt64 {
        let word = UInt64(littleEndian: UnsafeRawPointer(buf + start).loadUnaligned(as: UInt64.self))
        let length = end - start
        return length >= 8 ? word : word & ((1 &<< UInt64(8 &* length)) &- 1)
    }

    /// The name `buf[start..<end]` kept in `texts` once per file: a name written again is the
    /// index of its first `String`, with no `String` made and no UTF-8 checked again; a name of
    /// `RubyName.wellKnown` is `~id` (negative), kept nowhere. The hash is not keyed, so names made to collide could make
    /// long runs of slots: a lookup gives up after `maxProbes` slots and the name gets an
    /// entry of its own (the same text at two indexes: slower, never wrong), so lexing stays
    /// linear in the text whatever its names.
    /// `key` is `packedWord(start, end)`, which `lexName` made already for the keywords (and
    /// which is the hash's last word for a name of up to eight bytes).
    ///
    /// A frame with no register saved for what most names are: a well-known name of up to
    /// eight bytes at the first slot its hash gives (`RubyNameVocabulary.findAtHome`: the names
    /// manifests write most are placed there first). Any other goes on to `keepNameProbing`.
    /// Not inlined: `lexName` must stay small enough (64 blocks) for the optimizer to inline it
    /// into `run`.
    @inline(never)
    package mutating func keepName(_ start: Int, _ end: Int, key: UInt64) -> Int {
        if end &- start <= 8 {
            let id = vocabulary.findAtHome(key: key, tail: 0, length: end &- start)
            if id >= 0 { return ~id }
        }
        return keepNameProbing(start, end, key: key)
    }

    /// `keepName` past its first look: a well-known name of 9 to 24 bytes at its first slot,
    /// else the vocabulary probed, else the file's own table.
    @inline(never)
    package mutating func keepNameProbing(_ start: Int, _ end: Int, key: UInt64) -> Int {
        let length = end &- start
        if length > 8, length <= 16 {
            let id = vocabulary.findAtHome(key: key, tail: packedWord(start &+ 8, end), length: length)
            if id >= 0 { return ~id }
        } else if length > 16, length <= 24 {
            let tail = UnsafeRawPointer(buf + (start &+ 8)).loadUnaligned(as: UInt64.self)
            let id = vocabulary.findAtHome(key: key, tail: tail, tail2: packedWord(start &+ 16, end), length: length)
            if id >= 0 { return ~id }
        }
        let hash = RubyLexer.nameHash(buf, start, end, key: key)
        // A well-known name (`s`, `dependency`, `source_files`) is its id, negative: no `String`.
        if length <= vocabulary.longest {
            let id = vocabulary.find(buf + start, length, key: key, hash: hash)
            if id >= 0 { return ~id }
        }
        return keepFileName(start, end, key: key, hash: hash)
    }

    /// `keepName` for a name that is not well-known: the file's own table. A call of its own:
    /// inside `keepName`, its registers were saved and restored for every name, well-known or not.
    @inline(never)
    package mutating func keepFileName(_ start: Int, _ end: Int, key: UInt64, hash: UInt64) -> Int {
        let length = end - start
        if nameMask == 0 { makeNameTable(slots: 256) }
        var slot = Int(truncatingIfNeeded: hash) & nameMask
        var probes = 0
        while nameSlots[slot] != 0, probes < RubyLexer.maxProbes {
            let index = Int(nameSlots[slot]) - 1
            // Equal in their first eight bytes and their lengths: the rest compared byte for byte.
            let span = textSpans[index]
            if span.key == key {
                // A name holds no zero byte: under eight bytes, its packed bytes are the name.
                if length < 8 { return index }
                if span.end - span.start == length {
                    if length <= 8 || RubyLexer.sameBytes(buf + span.start + 8, buf + start + 8, length - 8) { return index }
                }
            }
            slot = (slot + 1) & nameMask
            probes += 1
        }
        if texts.capacity == 0 { reserveTexts() }
        texts.append(text(start, end))
        textSpans.append((start, end, key))
        let index = texts.count - 1
        if insertName(index, hash: hash) { nameCount += 1 }
        if nameCount * 2 > nameMask + 1 {
            // Keep the table at most half full: rebuild it twice as large.
            let slots = (nameMask + 1) * 2
            nameSlots.deallocate()
            makeNameTable(slots: slots)
            nameCount = 0
            for (i, span) in textSpans.enumerated() where span.start >= 0 {
                if insertName(i, hash: RubyLexer.nameHash(buf, span.start, span.end)) { nameCount += 1 }
            }
        }
        return index
    }

    /// Whether the `length` bytes at `a` and `b` are the same, compared eight at a time (the
    /// last word masked: the text's zeros make reading past the end safe).
    @inline(__always)
    static func sameBytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        let ra = UnsafeRawPointer(a), rb = UnsafeRawPointer(b)
        var offset = 0
        while length - offset >= 8 {
            if ra.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != rb.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
            offset += 8
        }
        let rest = length - offset
        if rest == 0 { return true }
        let mask: UInt64 = (1 &<< UInt64(8 &* rest)) &- 1
        return (ra.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ rb.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) & mask == 0
    }

    private mutating func makeNameTable(slots: Int) {
        nameSlots = UnsafeMutablePointer<Int32>.allocate(capacity: slots)
        nameSlots.initialize(repeating: 0, count: slots)
        nameMask = slots - 1
    }

    /// Frees the names table (the lexer's text is its caller's to free).
    package mutating func freeNameTable() {
        if nameMask != 0 { nameSlots.deallocate() }
        nameMask = 0
    }

    /// How many slots a name's lookup or insertion tries (see `keepName`).
    package static let maxProbes = 32

    /// A hash of `bytes[start..<end]` eight bytes at a time (the last word masked to the name's
    /// bytes), with the length: a name costs a multiply per word, not per byte. Reads up to seven
    /// bytes past `end`, which the text's zeros (`padding`) make safe.
    @inline(__always)
    package static func nameHash(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
        let length = end - start
        let word = UnsafeRawPointer(bytes + start).loadUnaligned(as: UInt64.self)
        return nameHash(bytes, start, end, key: length >= 8 ? word : word & ((1 &<< UInt64(8 &* length)) &- 1))
    }

    /// `nameHash` of a name whose first eight bytes packed (`packedWord`) are `key`: a name of
    /// up to eight bytes (most) is hashed from `key` alone, with no load and no mask again.
    @inline(__always)
    package static func nameHash(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int, key: UInt64) -> UInt64 {
        let length = end &- start
        if length <= 8 { return nameHash(key: key, tail: 0, length: length) }
        let raw = UnsafeRawPointer(bytes + start)
        var hash = UInt64(truncatingIfNeeded: length) &* nameHashFactor
        var offset = 0
        while length &- offset > 8 {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* nameHashFactor
            offset &+= 8
        }
        do {
            let rest = length &- offset
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            hash = (hash ^ (rest >= 8 ? word : word & ((1 &<< UInt64(8 &* rest)) &- 1))) &* nameHashFactor
        }
        // The slot is the low bits: fold the high ones (where a product keeps its entropy) down.
        return hash ^ (hash >> 31)
    }

    /// `nameHash` of a name of `length` bytes, at most 16, whose first eight packed are `key`
    /// and the rest `tail` (0 for a name of up to eight): the loop of `nameHash` written out.
    @inline(__always)
    package static func nameHash(key: UInt64, tail: UInt64, length: Int) -> UInt64 {
        var hash = ((UInt64(truncatingIfNeeded: length) &* nameHashFactor) ^ key) &* nameHashFactor
        if length > 8 { hash = (hash ^ tail) &* nameHashFactor }
        return hash ^ (hash >> 31)
    }

    /// `nameHash` of a name of 17 to 24 bytes whose bytes packed are `key`, `tail` (bytes 8 to
    /// 15) and `tail2` (the rest): the loop of `nameHash` written out for three words.
    @inline(__always)
    package static func nameHash(key: UInt64, tail: UInt64, tail2: UInt64, length: Int) -> UInt64 {
        var hash = ((UInt64(truncatingIfNeeded: length) &* nameHashFactor) ^ key) &* nameHashFactor
        hash = (hash ^ tail) &* nameHashFactor
        hash = (hash ^ tail2) &* nameHashFactor
        return hash ^ (hash >> 31)
    }

    @inline(__always) static var nameHashFactor: UInt64 { 0x9E37_79B9_7F4A_7C15 }

    /// `nameHash` of `bytes` (a copy padded with zeros): what tests craft colliding names with.
    package static func nameHash(of bytes: [UInt8]) -> UInt64 {
        let padded = bytes + [UInt8](repeating: 0, count: padding)
        return padded.withUnsafeBufferPointer { nameHash($0.baseAddress!, 0, bytes.count) }
    }

    /// Puts text `index` in the first free slot of its run; false (not kept) past `maxProbes`.
    private mutating func insertName(_ index: Int, hash: UInt64) -> Bool {
        var slot = Int(truncatingIfNeeded: hash) & nameMask
        var probes = 0
        while nameSlots[slot] != 0 {
            slot = (slot + 1) & nameMask
            probes += 1
            if probes >= RubyLexer.maxProbes { return false }
        }
        nameSlots[slot] = Int32(truncatingIfNeeded: index + 1)
        return true
    }
}
