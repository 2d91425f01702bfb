import MortarCore

/// Where a token is: the line and column of an offset, columns counted in characters (the
/// offsets of the bytes that continue a UTF-8 sequence found once, when the lexer starts).
extension RubyLexer {
    /// The offsets of `bytes` that continue a UTF-8 sequence (`10xxxxxx`).
    package static func continuationOffsets(_ bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBufferPointer { continuationOffsets($0) }
    }

    /// The offsets of `buffer` that continue a UTF-8 sequence, 64 ASCII bytes (no high bit
    /// set) passed with one test (most of a manifest is ASCII), else eight words in turn.
    package static func continuationOffsets(_ buffer: UnsafeBufferPointer<UInt8>) -> [Int] {
        var offsets: [Int] = []
        guard let base = buffer.baseAddress else { return offsets }
        let raw = UnsafeRawPointer(base)
        var i = 0
        let count = buffer.count
        let highs: UInt64 = 0x8080_8080_8080_8080
        // A byte `10xxxxxx`: its high bit set and the next one (shifted up) clear.
        @inline(__always) func mark(_ at: Int) {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt64.self))
            var marks = word & ~(word << 1) & highs
            while marks != 0 {
                offsets.append(at + marks.trailingZeroBitCount >> 3)
                marks &= marks &- 1
            }
        }
        while i + 64 <= count {
            let a = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)
            let b = raw.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)
            let c = raw.loadUnaligned(fromByteOffset: i + 32, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: i + 40, as: UInt64.self)
            let d = raw.loadUnaligned(fromByteOffset: i + 48, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: i + 56, as: UInt64.self)
            if (a | b | c | d) & highs != 0 {
                var w = i
                while w < i + 64 {
                    mark(w)
                    w += 8
                }
            }
            i += 64
        }
        while i + 8 <= count {
            mark(i)
            i += 8
        }
        while i < count {
            if base[i] & 0xC0 == 0x80 { offsets.append(i) }
            i += 1
        }
        return offsets
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

    /// The position of `end`, from `lineStart` to `count`.
    @inline(__always)
    package func position(within end: Int) -> Position {
        position(within: end, continued: !continuations.isEmpty)
    }

    /// `position(within:)` where the caller knows whether the text has `continuations`.
    @inline(__always)
    package func position(within end: Int, continued: Bool) -> Position {
        // No overflow test: every offset, line and column is at most `maxPosition` (`tokenize`).
        var column = 1 &+ columnOffset &+ (end &- lineStart)
        if continued, end > lineStart {
            // Those on the line before `end`: the first few looked at in turn (most lines have
            // none or few), past eight found by binary search (a line of many stays linear).
            var k = lineContinuations
            let n = continuations.count
            var steps = 0
            while k < n, continuations[k] < end {
                k += 1
                steps += 1
                if steps == 8 {
                    k = RubyLexer.firstIndex(in: continuations, notBelow: end)
                    break
                }
            }
            column &-= k &- lineContinuations
        }
        return Position(line: line, column: column)
    }

    /// `position(at: index)` where the main loop reads a token (`lineStart <= index <= count`,
    /// so there is nothing to clamp).
    @inline(__always)
    package func positionHere() -> Position {
        position(within: index)
    }

    /// `positionHere()` where the caller holds whether the text has `continuations` (the main
    /// loop: the array is not read at every token).
    @inline(__always)
    package func positionHere(continued: Bool) -> Position {
        position(within: index, continued: continued)
    }

    /// The index of the first element of the ascending `offsets` that is at least `value`.
    package static func firstIndex(in offsets: [Int], notBelow value: Int) -> Int {
        var low = 0, high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    package var here: SourceLocation { location(at: index) }
}
