/// The keywords (`RubyLexer.keywords`, 2 to 8 bytes each) by their bytes packed
/// (`RubyLexer.packedWord`), each alone in its slot of a table of 128: whether a name is a
/// keyword is one multiply, one shift and one comparison, with no probe and no call. The
/// multiplier is one under which the 40 keywords fall in 40 different slots; the table checks
/// that when it is made, so a keyword added to the list that collides stops the process at
/// once rather than being read as a name.
///
/// Immutable once made and never freed (`shared` lives as long as the process): read by every
/// lexer, from any thread.
package final class RubyKeywordTable: @unchecked Sendable {
    package static let shared = RubyKeywordTable()

    /// The slots: a keyword packed, or 0 (no name packs to 0).
    package let slots: UnsafeMutablePointer<UInt64>

    static let multiplier: UInt64 = 0x287E_9433_78A7_FFE7

    private init() {
        slots = .allocate(capacity: 128)
        slots.initialize(repeating: 0, count: 128)
        for keyword in RubyLexer.keywords {
            let word = Array(keyword.utf8).withUnsafeBufferPointer { RubyWord($0, from: 0, to: min($0.count, 8)).bits }
            let slot = RubyKeywordTable.slot(of: word)
            precondition(keyword.utf8.count <= 8 && slots[slot] == 0, "keyword '\(keyword)' does not fit the keyword table")
            slots[slot] = word
        }
    }

    /// The slot a word of packed bytes is looked for in: the top seven bits of its product.
    @inline(__always)
    package static func slot(of word: UInt64) -> Int {
        Int(truncatingIfNeeded: (word &* multiplier) &>> 57)
    }

    /// Whether the name whose bytes packed are `word` (2 to 8 bytes long) is a keyword, given
    /// the table's `slots`.
    @inline(__always)
    package static func contains(_ word: UInt64, in slots: UnsafePointer<UInt64>) -> Bool {
        slots[slot(of: word)] == word
    }
}
