import MortarCore

/// Where a token is: the line and column of an offset, columns counted in characters. Most text
/// is ASCII: a token before the next byte past ASCII (`nextNonASCII`) is at its offset on the
/// line; past it, the bytes that continue a character are counted, eight at a time.
extension RubyLexer {
    /// The offset of the first byte past ASCII in `base[start..<count]`, or `count`: 32 bytes a
    /// test while they are ASCII, then the byte from the lowest high bit of its word. `base` is
    /// followed by at least seven zeros (`padding`), which have no high bit.
    package static func firstNonASCII(_ base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
        let raw = UnsafeRawPointer(base)
        let highs: UInt64 = 0x8080_8080_8080_8080
        var i = start
        while i &+ 32 <= count {
            let any = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: i &+ 8, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: i &+ 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: i &+ 24, as: UInt64.self)
            if any & highs != 0 { break }
            i &+= 32
        }
        while i < count {
            let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) & highs
            if high != 0 { return i &+ high.trailingZeroBitCount &>> 3 }
            i &+= 8
        }
        return count
    }

    /// How many bytes of `base[start..<end]` continue a UTF-8 sequence (`10xxxxxx`): eight bytes a
    /// step, a word's marks (a byte's high bit set and the next one clear) summed by one multiply,
    /// the last word masked to the range. `base` is followed by at least seven readable bytes.
    @inline(__always)
    package static func continuationCount(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        let raw = UnsafeRawPointer(base)
        var i = start, total = 0
        while i < end {
            var word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            let left = end &- i
            if left < 8 { word &= (1 &<< UInt64(8 &* left)) &- 1 }
            let marks = word & ~(word << 1) & 0x8080_8080_8080_8080
            total &+= Int(truncatingIfNeeded: ((marks >> 7) &* 0x0101_0101_0101_0101) >> 56)
            i &+= 8
        }
        return total
    }

    /// The column of `offset` on the current line; columns count characters, not bytes.
    package func location(at offset: Int) -> SourceLocation {
        sourceLocation(position(at: offset))
    }

    /// Where a token starts, without a file name: a token's position is made for every token,
    /// a `SourceLocation` (which retains the file name) only for an error.
    package struct Position {
        var line: Int
        var column: Int
    }

    package func sourceLocation(_ position: Position) -> SourceLocation {
        SourceLocation(file: file, line: position.line, column: position.column)
    }

    /// The line and column of `offset` on the current line (an offset before the line's start
    /// is its first column, one past the text its end): the bytes from the line's start, less
    /// the bytes among them that continue a character.
    @inline(__always)
    package func position(at offset: Int) -> Position {
        position(within: max(lineStart, min(offset, count)))
    }

    /// The position of `end`, from `lineStart` to `count`, the continuing bytes counted from the
    /// line's start when there may be some (what errors and the rarer literals ask; the main
    /// loop's tokens go through `positionHere`, which keeps the count).
    @inline(__always)
    package func position(within end: Int) -> Position {
        // No overflow test: every offset, line and column is at most `maxPosition` (`tokenize`).
        var column = end &- columnBase
        if end > nextNonASCII { column &-= RubyLexer.continuationCount(buf, from: lineStart, to: end) }
        return Position(line: line, column: column)
    }

    /// `position(at: index)` where a token starts (`lineStart <= index <= count`, so there is
    /// nothing to clamp): one comparison for a token before the next byte past ASCII.
    @inline(__always)
    package mutating func positionHere() -> Position {
        var column = index &- columnBase
        if index > nextNonASCII { column &-= continuationsBefore(index) }
        return Position(line: line, column: column)
    }

    /// The bytes that continue a character between the line's start and `end` (past
    /// `nextNonASCII`): `nextNonASCII` found again from the line's start when the lines have
    /// passed it, else the line's count carried on from where it stopped (a line's bytes are
    /// counted once however many tokens it holds), or made again from the line's start for an
    /// offset before it.
    @inline(never)
    package mutating func continuationsBefore(_ end: Int) -> Int {
        if lineStart > nextNonASCII {
            nextNonASCII = RubyLexer.firstNonASCII(buf, from: lineStart, count: count)
            if end <= nextNonASCII { return 0 }
        }
        if countedFrom != lineStart || end < countedTo {
            countedFrom = lineStart
            countedTo = lineStart
            counted = 0
        }
        counted &+= RubyLexer.continuationCount(buf, from: countedTo, to: end)
        countedTo = end
        return counted
    }

    package var here: SourceLocation { location(at: index) }
}
