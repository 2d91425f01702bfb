import MortarCore
import Testing

/// `UTF8Text.isValid` is what decoding says: valid exactly when `String(decoding:as:)` gives the
/// same bytes back; `UTF8Text(repairing:)` is those decoded bytes, whatever the input.
@Suite struct UTF8TextTests {
    /// The answer `isValid` must give: decoding valid UTF-8 gives its bytes back, and an invalid
    /// sequence comes back as U+FFFD (other bytes).
    static func decodesToItself(_ bytes: [UInt8]) -> Bool {
        Array(String(decoding: bytes, as: UTF8.self).utf8) == bytes
    }

    /// The offset of the first byte past ASCII, one byte at a time.
    static func firstPastASCII(_ bytes: [UInt8]) -> Int {
        bytes.firstIndex { $0 >= 0x80 } ?? bytes.count
    }

    static func check(_ bytes: [UInt8]) {
        #expect(UTF8Text.isValid(bytes) == decodesToItself(bytes), "\(bytes)")
        let text = UTF8Text(repairing: bytes)
        #expect(text.bytes == Array(String(decoding: bytes, as: UTF8.self).utf8), "\(bytes)")
        #expect(text.asciiPrefix == firstPastASCII(text.bytes), "\(bytes)")
        let expected: Int? = decodesToItself(bytes) ? firstPastASCII(bytes) : nil
        #expect(bytes.withUnsafeBufferPointer { UTF8Text.asciiPrefixIfValid($0) } == expected, "\(bytes)")
    }

    @Test func everyLeadWithEverySecondByte() {
        // Every pair, alone, before ASCII, and completed with continuation bytes (the ranges of
        // table 3-7 are decided by the first two bytes).
        for lead in 0...255 {
            for second in 0...255 {
                let pair = [UInt8(lead), UInt8(second)]
                #expect(UTF8Text.isValid(pair) == Self.decodesToItself(pair), "\(pair)")
                let three = pair + [0x80], four = pair + [0xBF, 0x80]
                #expect(UTF8Text.isValid(three) == Self.decodesToItself(three), "\(three)")
                #expect(UTF8Text.isValid(four) == Self.decodesToItself(four), "\(four)")
            }
        }
    }

    @Test func laterContinuationBytes() {
        for lead: UInt8 in [0xE1, 0xED, 0xF0, 0xF3, 0xF4] {
            for third in 0...255 {
                let second: UInt8 = lead == 0xF0 ? 0x90 : 0x80
                Self.check([lead, second, UInt8(third)])
                Self.check([lead, second, UInt8(third), 0x80])
                Self.check([lead, second, 0x80, UInt8(third)])
            }
        }
    }

    @Test func sequencesAtEveryPlaceOfTheWordRuns() {
        // A sequence (or a cut one) at each offset of the 64-byte, word and byte-at-a-time scans.
        let pieces: [[UInt8]] = [[0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x9A, 0x80], [0xFF], [0xC3], [0xE2, 0x82], [0x80], [0xED, 0xA0, 0x80]]
        for length in [0, 1, 7, 8, 9, 15, 16, 31, 32, 33, 63, 64, 65, 71, 72, 100, 127, 128, 129, 200] {
            for offset in 0...length {
                for piece in pieces {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes.insert(contentsOf: piece, at: offset)
                    Self.check(bytes)
                    Self.check(bytes + piece)
                }
            }
        }
    }

    @Test func asciiPrefixIsTheFirstBytePastASCII() {
        #expect(UTF8Text("").asciiPrefix == 0)
        #expect(UTF8Text("s.name = 'A'").asciiPrefix == 12)
        #expect(UTF8Text("# Zoë").asciiPrefix == 4)
        #expect(UTF8Text("\u{FEFF}s.name").asciiPrefix == 0)
        let long = String(repeating: "abcdefgh", count: 20)
        #expect(UTF8Text(repairing: Array((long + "中文 x é").utf8)).asciiPrefix == 160)
        // Repaired: the prefix of the repaired bytes (the bad byte is U+FFFD's three).
        #expect(UTF8Text(repairing: Array(long.utf8) + [0xFF, 0x41]).asciiPrefix == 160)
        #expect(UTF8Text(repairing: Array(long.utf8) + [0xFF, 0x41]).bytes == Array(long.utf8) + [0xEF, 0xBF, 0xBD, 0x41])
        // Runs of sequences after each other, then ASCII again, then one more: all checked.
        #expect(UTF8Text.isValid(Array((long + "中文注释说明" + long + "é").utf8)))
        #expect(!UTF8Text.isValid(Array((long + "中文注释说明").utf8) + [0xE4, 0xB8] + Array(long.utf8)))
        #expect(!UTF8Text.isValid(Array((long + "中文").utf8) + [0x80] + Array(long.utf8)))
    }

    @Test func seededRandomTexts() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        for _ in 0..<20_000 {
            let count = Int(next() % 90)
            let bytes = (0..<count).map { _ -> UInt8 in
                let r = next()
                return r % 8 == 0 ? UInt8(truncatingIfNeeded: next()) : UInt8(truncatingIfNeeded: r % 128)
            }
            Self.check(bytes)
        }
        for text in ["", "Pod::Spec.new", "Zoë 🚀 Ünïcode", "\u{FEFF}s.name = 'A'", "中文注释 # 说明", String(repeating: "é", count: 40)] {
            #expect(UTF8Text.isValid(Array(text.utf8)))
            #expect(UTF8Text(text).bytes == Array(text.utf8))
            #expect(UTF8Text(text).asciiPrefix == Self.firstPastASCII(Array(text.utf8)))
            #expect(UTF8Text(repairing: Array(text.utf8)).string == text)
        }
    }
}
