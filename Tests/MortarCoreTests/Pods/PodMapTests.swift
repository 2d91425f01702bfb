import Testing
@testable import MortarCore

/// A map value (`PodMap`, its pairs sorted by key in one array) answers as the dictionary it
/// replaced did: equal and hashed whatever the order the pairs came in, a key once with its
/// last value and its first spelling, found, set and removed by key — below and past the count
/// from which it is sorted otherwise than by insertion — and iterated in key order.
@Suite struct PodMapTests {
    static func pairs(_ count: Int, reversed: Bool) -> [PodMap.Element] {
        let keys = (0..<count).map { "k\(String($0, radix: 36))" }
        return (reversed ? keys.reversed() : keys).map { (key: $0, value: PodValue.string("v" + $0)) }
    }

    @Test(arguments: [0, 1, 2, 5, 16, 17, 60])
    func sortedWhateverTheOrderAndEqualToTheDictionary(count: Int) {
        let forward = PodMap(sorting: Self.pairs(count, reversed: false))
        let backward = PodMap(sorting: Self.pairs(count, reversed: true))
        var dictionary: [String: PodValue] = [:]
        for pair in Self.pairs(count, reversed: true) { dictionary[pair.key] = pair.value }
        #expect(forward == backward)
        #expect(forward.hashValue == backward.hashValue)
        #expect(Set([PodValue.map(forward), .map(backward)]).count == 1)
        #expect(forward.keys == dictionary.keys.sorted())
        #expect(forward.count == dictionary.count)
        for (key, value) in dictionary { #expect(backward[key] == value) }
        #expect(backward["missing"] == nil)
    }

    @Test(arguments: [3, 40])
    func aKeyGivenAgainKeepsItsFirstSpellingAndItsLastValue(count: Int) {
        // Scrambled: every key given twice, the second time with another value.
        var given = Self.pairs(count, reversed: true) + Self.pairs(count, reversed: false).map { (key: $0.key, value: PodValue.bool(true)) }
        given.swapAt(0, given.count - 1)
        let map = PodMap(sorting: given)
        var dictionary: [String: PodValue] = [:]
        for pair in given { dictionary[pair.key] = pair.value }
        #expect(map.count == count)
        #expect(map.keys == dictionary.keys.sorted())
        for (key, value) in dictionary { #expect(map[key] == value) }
        // `é` composed, then decomposed: one key, spelled as first given, as a dictionary keeps it.
        let accented = PodMap(sorting: [("caf\u{E9}", .string("1")), ("b", .string("2")), ("cafe\u{301}", .string("3"))])
        #expect(accented.count == 2)
        #expect(accented.keys.map { Array($0.unicodeScalars) } == [["b"], ["c", "a", "f", "\u{E9}"]])
        #expect(accented["cafe\u{301}"] == .string("3"))
    }

    @Test func setRemoveLiteralAndDescription() {
        var map: PodMap = ["osx": .string("10.15"), "ios": .string("12.0"), "ios": .string("13.0")]
        #expect(map.keys == ["ios", "osx"])
        #expect(map["ios"] == .string("13.0"))
        map["tvos"] = .string("13.0")
        map["a"] = .list([.string("x")])
        map["osx"] = nil
        map["ios"] = .bool(false)
        #expect(map.keys == ["a", "ios", "tvos"])
        #expect(map.values == [.list([.string("x")]), .bool(false), .string("13.0")])
        #expect(map == ["tvos": .string("13.0"), "ios": .bool(false), "a": .list([.string("x")])])
        #expect(map.description == #"["a": MortarCore.PodValue.list([MortarCore.PodValue.string("x")]), "ios": MortarCore.PodValue.bool(false), "tvos": MortarCore.PodValue.string("13.0")]"#)
        #expect(PodMap().description == "[:]")
        #expect(PodValue.string("x").entries.isEmpty)
        #expect(PodValue.map(map).entries == map)
        #expect(Array(map.map(\.key)) == ["a", "ios", "tvos"])
    }
}
