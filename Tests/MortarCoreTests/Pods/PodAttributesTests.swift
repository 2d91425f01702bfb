import Testing
@testable import MortarCore

/// A spec's attributes (`PodAttributes`, kept in the order first set and found by comparing
/// names) answer as the dictionary they replaced did: equal and hashed whatever the order, a
/// name once with its last value, `nil` removing it, the same below and past the count from
/// which names are indexed, and every value still located `file:line:col`.
@Suite struct PodAttributesTests {
    static func at(_ line: Int) -> MortarCore.SourceLocation { MortarCore.SourceLocation(file: "Kit/Kit.podspec", line: line, column: 3) }

    @Test(arguments: [3, PodAttributes.indexedFrom + 6])
    func aNameOnceWithItsLastValueWhateverTheOrder(count: Int) {
        var forward = PodAttributes(), backward = PodAttributes()
        var dictionary: [String: Located<PodValue>] = [:]
        for i in 0..<count {
            forward["a\(i)"] = Located(.string("v\(i)"), at: Self.at(i + 1))
            dictionary["a\(i)"] = Located(.string("v\(i)"), at: Self.at(i + 1))
        }
        for i in (0..<count).reversed() { backward.append("a\(i)", Located(.string("v\(i)"), at: Self.at(i + 1))) }
        #expect(forward == backward)
        #expect(forward.hashValue == backward.hashValue)
        #expect(Set([forward, backward]).count == 1)
        #expect(forward.mapValues { $0 } == dictionary)
        #expect(forward.keys == (0..<count).map { "a\($0)" })
        #expect(backward.keys == (0..<count).reversed().map { "a\($0)" })

        forward["a1"] = Located(.list([.string("x")]), at: Self.at(40))
        #expect(forward.count == count)
        #expect(forward.keys[1] == "a1")
        #expect(forward["a1"] == Located(.list([.string("x")]), at: Self.at(40)))
        #expect(forward != backward)
        forward["a0"] = nil
        #expect(forward.count == count - 1)
        #expect(forward["a0"] == nil)
        #expect(forward["a2"]?.value == .string("v2"))
        #expect(forward["a\(count - 1)"]?.value == .string("v\(count - 1)"))
        #expect(forward["missing"] == nil)
        forward["a0"] = Located(.string("back"), at: Self.at(41))
        #expect(forward.keys.last == "a0")
        #expect(forward["a0"]?.location.description == "Kit/Kit.podspec:41:3")
    }

    /// A name appended with its UTF-8 length given (`append(_:utf8Count:_:)`, the podspec
    /// reader's) is found as one appended without, below and past the indexed count, a name past
    /// ASCII included.
    @Test(arguments: [3, PodAttributes.indexedFrom + 6])
    func aNameAppendedWithItsLengthIsFoundAsAnyOther(count: Int) {
        var given = PodAttributes(), counted = PodAttributes()
        let names = ["é_flags"] + (1..<count).map { "a\($0)" }
        for (i, name) in names.enumerated() {
            given.append(name, utf8Count: name.utf8.count, Located(.string("v\(i)"), at: Self.at(i + 1)))
            counted.append(name, Located(.string("v\(i)"), at: Self.at(i + 1)))
        }
        #expect(given == counted)
        #expect(given.keys == names)
        #expect(given["é_flags"] == Located(.string("v0"), at: Self.at(1)))
        #expect(given["a\(count - 1)"]?.value == .string("v\(count - 1)"))
        #expect(given["a"] == nil)
    }

    @Test func aDictionaryLiteralAndIteration() {
        let attributes: PodAttributes = ["source_files": Located(.string("Sources/**/*.swift"), at: Self.at(7)),
                                         "requires_arc": Located(.bool(true), at: Self.at(8))]
        #expect(attributes.map { "\($0.key) \($0.value.value) \($0.value.location)" }
            == ["source_files string(\"Sources/**/*.swift\") Kit/Kit.podspec:7:3", "requires_arc bool(true) Kit/Kit.podspec:8:3"])
        #expect(attributes.filter { $0.key == "requires_arc" } == ["requires_arc": Located(.bool(true), at: Self.at(8))])
        #expect(PodspecAttribute.sourceFiles.value(in: attributes)?.location.description == "Kit/Kit.podspec:7:3")
        #expect(PodAttributes() == [:])
        #expect(attributes != [:])
    }
}
