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

    /// `firstIndex(in:from:of:)` for one byte (the end of a comment or a line).
    @inline(__always)
    package static func firstIndex(in buffer: UnsafeBufferPointer<UInt8>, from start: Int, of a: UInt8) -> Int {
        let count = buffer.count
        var i = max(start, 0)
        if let base = buffer.baseAddress {
            let raw = UnsafeRawPointer(base)
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            let pa = ones &* UInt64(a)
            while i + 8 <= count {
                let xa = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ pa
                if (xa &- ones) & ~xa & highs != 0 { break }
                i += 8
            }
        }
        while i < count {
            if buffer[i] == a { return i }
            i += 1
        }
        return count
    }
}
