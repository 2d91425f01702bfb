/// Scanning over bytes eight at a time (a word's bytes compared at once), for the long runs a
/// lexer passes without looking at them one by one: comments, the text of a literal.
extension RubyLexer {
    /// The first index at or after `start` whose byte is one of `a`…`e` (repeat one to look for
    /// fewer), or `buffer.count` when none is. A word of eight bytes none of which is one of
    /// them is passed with a few operations; the word that holds one is looked at byte by byte.
    @inline(__always)
    package static func firstIndex(in buffer: UnsafeBufferPointer<UInt8>, from start: Int,
                                   of a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8, _ e: UInt8) -> Int {
        let count = buffer.count
        var i = max(start, 0)
        if let base = buffer.baseAddress {
            let raw = UnsafeRawPointer(base)
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            let pa = ones &* UInt64(a), pb = ones &* UInt64(b), pc = ones &* UInt64(c), pd = ones &* UInt64(d), pe = ones &* UInt64(e)
            while i + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                // A byte of `word ^ p` is zero where `word` has p's byte; `(x - ones) & ~x & highs`
                // is non-zero exactly when some byte of x is zero.
                let xa = word ^ pa, xb = word ^ pb, xc = word ^ pc, xd = word ^ pd, xe = word ^ pe
                let found = ((xa &- ones) & ~xa) | ((xb &- ones) & ~xb) | ((xc &- ones) & ~xc) | ((xd &- ones) & ~xd) | ((xe &- ones) & ~xe)
                if found & highs != 0 { break }
                i += 8
            }
        }
        while i < count {
            let x = buffer[i]
            if x == a || x == b || x == c || x == d || x == e { return i }
            i += 1
        }
        return count
    }

    /// `firstIndex(in:from:of:)` for four bytes (a literal whose opener is its closer).
    @inline(__always)
    package static func firstIndex(in buffer: UnsafeBufferPointer<UInt8>, from start: Int,
                                   of a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) -> Int {
        let count = buffer.count
        var i = max(start, 0)
        if let base = buffer.baseAddress {
            let raw = UnsafeRawPointer(base)
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            let pa = ones &* UInt64(a), pb = ones &* UInt64(b), pc = ones &* UInt64(c), pd = ones &* UInt64(d)
            while i + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                let xa = word ^ pa, xb = word ^ pb, xc = word ^ pc, xd = word ^ pd
                let found = ((xa &- ones) & ~xa) | ((xb &- ones) & ~xb) | ((xc &- ones) & ~xc) | ((xd &- ones) & ~xd)
                if found & highs != 0 { break }
                i += 8
            }
        }
        while i < count {
            let x = buffer[i]
            if x == a || x == b || x == c || x == d { return i }
            i += 1
        }
        return count
    }

    /// `firstIndex(in:from:of:)` for two bytes (`\\` and `#` in a literal's content).
    @inline(__always)
    package static func firstIndex(in buffer: UnsafeBufferPointer<UInt8>, from start: Int, of a: UInt8, _ b: UInt8) -> Int {
        let count = buffer.count
        var i = max(start, 0)
        if let base = buffer.baseAddress {
            let raw = UnsafeRawPointer(base)
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            let pa = ones &* UInt64(a), pb = ones &* UInt64(b)
            while i + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                let xa = word ^ pa, xb = word ^ pb
                if (((xa &- ones) & ~xa) | ((xb &- ones) & ~xb)) & highs != 0 { break }
                i += 8
            }
        }
        while i < count {
            let x = buffer[i]
            if x == a || x == b { return i }
            i += 1
        }
        return count
    }

    /// The offset of the first line break at or after `start`, or `count` (the end of a comment
    /// or of a heredoc's line): eight bytes a test, and in the word that holds the break, its
    /// byte found from the lowest bit of the match (the borrow of `x - ones` only marks bytes
    /// above a matching one, so the lowest mark is the first break), with no walk byte by byte.
    /// A word read from the last bytes of the text runs into the zeros of `padding`, which are no
    /// line break, so a break found is always before `count`.
    @inline(__always)
    package func lineEnd(from start: Int) -> Int {
        let raw = UnsafeRawPointer(buf)
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let breaks = ones &* 0x0A
        var i = start
        while i < count {
            let x = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) ^ breaks
            let found = (x &- ones) & ~x & highs
            if found != 0 { return i &+ found.trailingZeroBitCount &>> 3 }
            i &+= 8
        }
        return count
    }

    /// The offset of the first byte at or after `start` that is not a space (a line's
    /// indentation): eight bytes a test, the first other byte found from the lowest bit of the
    /// word's difference with eight spaces. The zeros after the text stop it, at `count` at most.
    @inline(__always)
    package func spacesEnd(from start: Int) -> Int {
        let raw = UnsafeRawPointer(buf)
        var i = start
        while true {
            let other = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) ^ 0x2020_2020_2020_2020
            if other != 0 { return i &+ other.trailingZeroBitCount &>> 3 }
            i &+= 8
        }
    }
}
