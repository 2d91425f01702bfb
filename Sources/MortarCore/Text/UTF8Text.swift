/// A text as its UTF-8 bytes, known to be valid UTF-8: what a reader that works on bytes (the
/// Ruby lexer) is given instead of a `String`, so a manifest read from disk is not made a
/// `String` — every byte validated one at a time — only to be turned back into bytes. Made from
/// a `String`, or from bytes with every invalid sequence replaced by U+FFFD exactly as
/// `String(decoding:as:)` replaces it: either way `bytes` is what `Array(string.utf8)` of the
/// same text read as a `String` gives.
public struct UTF8Text: Sendable, Hashable {
    /// The text's bytes, valid UTF-8.
    public let bytes: [UInt8]
    /// How many of `bytes` come before the first byte past ASCII (`bytes.count` when every byte
    /// is ASCII): found while the bytes are checked, so a reader that wants it (the Ruby lexer,
    /// which finds a token's column by its offset on the line up to there) need not scan for it.
    public let asciiPrefix: Int

    /// The bytes of `text`. (A `String`'s bytes, like repaired ones, are valid: the `?? 0` below
    /// is never taken, and 0 would only make the lexer count a line's characters it need not.)
    public init(_ text: String) {
        let bytes = Array(text.utf8)
        self.bytes = bytes
        asciiPrefix = bytes.withUnsafeBufferPointer { UTF8Text.asciiPrefixIfValid($0) } ?? 0
    }

    /// `bytes` when they are valid UTF-8 (the common case: checked 64 bytes a turn while
    /// they are ASCII), else the bytes of `String(decoding: bytes, as: UTF8.self)`.
    public init(repairing bytes: [UInt8]) {
        if let prefix = bytes.withUnsafeBufferPointer({ UTF8Text.asciiPrefixIfValid($0) }) {
            self.bytes = bytes
            asciiPrefix = prefix
        } else {
            let repaired = Array(String(decoding: bytes, as: UTF8.self).utf8)
            self.bytes = repaired
            asciiPrefix = repaired.withUnsafeBufferPointer { UTF8Text.asciiPrefixIfValid($0) } ?? 0
        }
    }

    /// The text as a `String`, made when asked (for a reader that needs one, or a message).
    public var string: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `bytes` are valid UTF-8 (the Unicode standard's table 3-7: no overlong form, no
    /// surrogate, nothing past U+10FFFF, no sequence cut short): what `String(validating:as:)`
    /// accepts, without making a `String`.
    public static func isValid(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { isValid($0) }
    }

    /// `isValid` of the bytes in `buffer`.
    public static func isValid(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        asciiPrefixIfValid(buffer) != nil
    }

    /// The offset of the first byte past ASCII in `buffer` (its count when there is none) if
    /// its bytes are valid UTF-8 (as `isValid` says), else nil. ASCII is tested 64 bytes a turn
    /// (eight words, one test of their high bits), then a word at a time, the byte past ASCII
    /// found from the word's lowest high bit; each sequence is checked whole, and the next one
    /// at once when it follows (text in CJK runs of them): ≈0.3 instructions a byte of ASCII.
    public static func asciiPrefixIfValid(_ buffer: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = buffer.baseAddress else { return 0 }
        let count = buffer.count
        let raw = UnsafeRawPointer(base)
        let high: UInt64 = 0x8080_8080_8080_8080
        var i = 0, prefix = count
        while true {
            while i &+ 64 <= count {
                let words = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: i &+ 8, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: i &+ 16, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: i &+ 24, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: i &+ 32, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: i &+ 40, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: i &+ 48, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: i &+ 56, as: UInt64.self)
                if words & high != 0 { break }
                i &+= 64
            }
            while i &+ 8 <= count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) & high
                if word != 0 {
                    i &+= word.trailingZeroBitCount &>> 3
                    break
                }
                i &+= 8
            }
            while i < count, base[i] < 0x80 { i &+= 1 }
            if i == count { return prefix }
            if i < prefix { prefix = i }
            repeat {
                let lead = base[i]
                // The second byte's range depends on the lead (overlong forms, surrogates, past U+10FFFF).
                let length: Int, low: UInt8, top: UInt8
                switch lead {
                case 0xC2...0xDF: (length, low, top) = (2, 0x80, 0xBF)
                case 0xE0: (length, low, top) = (3, 0xA0, 0xBF)
                case 0xE1...0xEC, 0xEE...0xEF: (length, low, top) = (3, 0x80, 0xBF)
                case 0xED: (length, low, top) = (3, 0x80, 0x9F)
                case 0xF0: (length, low, top) = (4, 0x90, 0xBF)
                case 0xF1...0xF3: (length, low, top) = (4, 0x80, 0xBF)
                case 0xF4: (length, low, top) = (4, 0x80, 0x8F)
                default: return nil  // a continuation byte first, C0, C1, F5…FF
                }
                guard count &- i >= length else { return nil }
                let second = base[i &+ 1]
                guard second >= low, second <= top else { return nil }
                var k = 2
                while k < length {
                    guard base[i &+ k] & 0xC0 == 0x80 else { return nil }
                    k &+= 1
                }
                i &+= length
            } while i < count && base[i] >= 0x80
        }
    }
}
