/// What SHA-1 and SHA-256 share (FIPS 180-4 §5.1.1, §6): a message padded to whole 64-byte
/// blocks, ending with its length in bits, and a block read as big-endian 32-bit words.
enum MessageBlocks {
    /// What follows a message of `byteCount` bytes: `0x80`, zeros up to 56 bytes past a block's
    /// start, then the message's length in bits as 8 big-endian bytes.
    static func padding(afterByteCount byteCount: UInt64) -> [UInt8] {
        let zeros = (55 - Int(byteCount % 64) + 64) % 64
        var padding: [UInt8] = [0x80] + [UInt8](repeating: 0, count: zeros)
        let bitLength = byteCount &* 8
        for shift in stride(from: 56, through: 0, by: -8) { padding.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        return padding
    }

    /// A message schedule of `count` words: the block's sixteen big-endian words, then zeros.
    static func words(_ block: ArraySlice<UInt8>, count: Int) -> [UInt32] {
        var w = [UInt32](repeating: 0, count: count)
        let base = block.startIndex
        for i in 0..<16 {
            w[i] = UInt32(block[base + 4 * i]) << 24 | UInt32(block[base + 4 * i + 1]) << 16
                | UInt32(block[base + 4 * i + 2]) << 8 | UInt32(block[base + 4 * i + 3])
        }
        return w
    }
}
