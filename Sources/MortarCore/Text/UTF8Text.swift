/// A text as its UTF-8 bytes, known to be valid UTF-8: what a reader that works on bytes (the
/// Ruby lexer) is given instead of a `String`, so a manifest read from disk is not made a
/// `String` — every byte validated one at a time — only to be turned back into bytes. Made from
/// a `String`, or from bytes with every invalid sequence replaced by U+FFFD exactly as
/// `String(decoding:as:)` replaces it: either way `bytes` is what `Array(string.utf8)` of the
/// same text read as a `String` gives.
public struct UTF8Text: Sendable, Hashable {
    /// The text's bytes, valid UTF-8.
    public let bytes: [UInt8]

    /// The bytes of `text`.
    public init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// `bytes` when they are valid UTF-8 (the common case: checked 32 bytes a turn while
    /// they are ASCII), else the bytes of `String(decoding: bytes, as: UTF8.self)`.
    public init(repairing bytes: [UInt8]) {
        self.bytes = UTF8Text.isValid(bytes) ? bytes : Array(String(decoding: bytes, as: UTF8.self).utf8)
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

    /// `isValid` of the bytes in `buffer`. ASCII is tested 32 bytes a turn (four words, one
    /// test of their high bits), then a byte at a time up to the next byte past ASCII, whose
    /// sequence is checked whole: ≈0.4 instructions a byte of ASCII, where `String`'s own
    /// validation takes ≈3.
    public static func isValid(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        let count = buffer.count
        let raw = UnsafeRawPointer(base)
        let high: UInt64 = 0x8080_8080_8080_8080
        var i = 0
        while true {
            while i &+ 32 <= count {
                let words = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: i &+ 8, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: i &+ 16, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: i &+ 24, as: UInt64.self)
                if words & high != 0 { break }
                i &+= 32
            }
            while i < count, base[i] < 0x80 { i &+= 1 }
            if i == count { return true }
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
            default: return false  // a continuation byte first, C0, C1, F5…FF
            }
            guard count &- i >= length else { return false }
            let second = base[i &+ 1]
            guard second >= low, second <= top else { return false }
            var k = 2
            while k < length {
                guard base[i &+ k] & 0xC0 == 0x80 else { return false }
                k &+= 1
            }
            i &+= length
        }
    }
}
