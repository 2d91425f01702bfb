import MortarCore
import Testing

@Suite struct SHA1Tests {
    /// FIPS 180 vectors and lengths around the padding edges, each as `sha1sum` prints it.
    @Test(arguments: [
        ("", "da39a3ee5e6b4b0d3255bfef95601890afd80709"),
        ("abc", "a9993e364706816aba3e25717850c26c9cd0d89d"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "84983e441c3bd26ebaae4aa1f95129e5e54670f1"),
        (String(repeating: "a", count: 55), "c1c8bbdc22796e28c0e15163d20899b65621d65a"),
        (String(repeating: "a", count: 56), "c2db330f6083854c99d4b5bfb6e8f29f201be699"),
        (String(repeating: "a", count: 64), "0098ba824b5c16427bd7a1122a5a442a25ec644d"),
    ])
    func knownVectors(input: String, digest: String) {
        #expect(SHA1.hex(Array(input.utf8)) == digest)
    }

    @Test func oneMillionAs() {
        #expect(SHA1.hex(Array(repeating: UInt8(ascii: "a"), count: 1_000_000)) == "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
    }
}
