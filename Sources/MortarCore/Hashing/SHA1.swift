/// SHA-1 (FIPS 180-4), pure Swift: only to compare a Podfile with the `PODFILE CHECKSUM`
/// CocoaPods wrote in `Podfile.lock` (the SHA-1 of the Podfile's bytes). Not for secrets.
public struct SHA1: Sendable {
    private var state: [UInt32] = [0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0]

    private init() {}

    /// The digest of `bytes`, as 40 lowercase hex digits.
    public static func hex(_ bytes: [UInt8]) -> String {
        var hasher = SHA1()
        let message = bytes + MessageBlocks.padding(afterByteCount: UInt64(bytes.count))
        var offset = 0
        while offset < message.count {
            hasher.compress(message[offset..<(offset + 64)])
            offset += 64
        }
        let digits = Array("0123456789abcdef")
        var out = ""
        for word in hasher.state {
            for shift in stride(from: 28, through: 0, by: -4) { out.append(digits[Int((word >> UInt32(shift)) & 0xF)]) }
        }
        return out
    }

    private mutating func compress(_ block: ArraySlice<UInt8>) {
        var w = MessageBlocks.words(block, count: 80)
        for i in 16..<80 { w[i] = (w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16]).rotatedLeft(1) }
        var a = state[0], b = state[1], c = state[2], d = state[3], e = state[4]
        for i in 0..<80 {
            let f: UInt32, k: UInt32
            switch i {
            case 0..<20: f = (b & c) | (~b & d); k = 0x5A827999
            case 20..<40: f = b ^ c ^ d; k = 0x6ED9EBA1
            case 40..<60: f = (b & c) | (b & d) | (c & d); k = 0x8F1BBCDC
            default: f = b ^ c ^ d; k = 0xCA62C1D6
            }
            let t = a.rotatedLeft(5) &+ f &+ e &+ k &+ w[i]
            e = d; d = c; c = b.rotatedLeft(30); b = a; a = t
        }
        state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d; state[4] &+= e
    }
}

extension UInt32 {
    fileprivate func rotatedLeft(_ n: UInt32) -> UInt32 { (self << n) | (self >> (32 - n)) }
}
