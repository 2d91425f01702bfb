import MortarCore
import MortarRuby
import Testing

/// `RubyEvaluator.size(of:limit:)` counts a flat array or hash (of strings and scalars) without
/// a work list; it must answer as the work list does, at and past the limit too.
@Suite struct RubyValueSizeTests {
    static let at = SourceLocation(file: "t.rb", line: 1, column: 1)
    static let values: [RubyValue] = [
        .nilValue, .integer(3), .string(""), .string("héllo"), .symbol("ios"), .gemVersion("1.2"),
        .array([]), .array([.string("a"), .integer(1), .nilValue, .symbol("xyz"), .bool(true)]),
        .array([.string("a"), .array([.string("bc"), .hash([])])]),
        .hash([]), .hash([RubyHashEntry(key: .symbol("git"), value: .string("https://x")), RubyHashEntry(key: .string("k"), value: .integer(2))]),
        .hash([RubyHashEntry(key: .symbol("a"), value: .array([.string("b")]))]),
        .array([.opaque(RubyOpaque("a range", at: at)), .object(1), .environment, .constant("File"), .float(1.5, "1.5")]),
        .array(Array(repeating: .string("abcdefgh"), count: 100)),
    ]

    @Test func theSameSizeAsTheWorkList() {
        for value in Self.values {
            let size = RubyEvaluator.sizeByWorkList(of: value, limit: RubyEvaluator.maxValueSize)
            #expect(size != nil)
            #expect(RubyEvaluator.size(of: value) == size, "\(value)")
            for limit in [0, 1, 2, 5, 10, 11, 12, 13, 899, 900, 901, 902] {
                #expect(RubyEvaluator.size(of: value, limit: limit) == RubyEvaluator.sizeByWorkList(of: value, limit: limit), "\(value) within \(limit)")
            }
        }
    }

    @Test func aFlatArrayCountsItsElementsAndTheirBytes() {
        #expect(RubyEvaluator.size(of: .array([.string("abc"), .integer(1)])) == 1 + 2 + 3 + 1)
        #expect(RubyEvaluator.size(of: .hash([RubyHashEntry(key: .symbol("ab"), value: .string("cde"))])) == 1 + 1 + 2 + 3)
        #expect(RubyEvaluator.size(of: .array([.string("abc"), .integer(1)]), limit: 6) == nil)
    }
}
