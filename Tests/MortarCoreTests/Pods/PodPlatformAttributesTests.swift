import Testing
@testable import MortarCore

/// A spec's platform scopes (`PodPlatformAttributes`, kept in the order first set and found by
/// comparing platforms) answer as the dictionary they replaced did: equal and hashed whatever
/// the order, a platform once with its last attributes, `nil` removing it, a default scope
/// added when changed.
@Suite struct PodPlatformAttributesTests {
    static let at = SourceLocation(file: "Kit/Kit.podspec", line: 4, column: 3)

    @Test func aTableAsFarAsAReaderCanTell() {
        let ios: PodAttributes = ["frameworks": Located(.string("UIKit"), at: Self.at)]
        let osx: PodAttributes = ["frameworks": Located(.string("AppKit"), at: Self.at)]
        var forward = PodPlatformAttributes(), backward = PodPlatformAttributes()
        forward["ios"] = ios
        forward["osx"] = osx
        backward.append("osx", osx)
        backward.append("ios", ios)
        #expect(forward == backward)
        #expect(forward.hashValue == backward.hashValue)
        #expect(forward == ["osx": osx, "ios": ios])
        #expect(forward.keys == ["ios", "osx"])
        #expect(backward.keys.sorted() == ["ios", "osx"])
        #expect(forward.mapValues { $0["frameworks"]?.value } == ["ios": .string("UIKit"), "osx": .string("AppKit")])
        #expect(forward["tvos"] == nil)

        forward["ios"] = osx
        #expect(forward.keys == ["ios", "osx"])
        #expect(forward != backward)
        forward["ios"] = nil
        #expect(forward.count == 1)
        forward["tvos", default: [:]]["frameworks"] = Located(.string("TVUIKit"), at: Self.at)
        forward["osx", default: [:]]["weak_frameworks"] = Located(.string("Metal"), at: Self.at)
        #expect(forward.keys == ["osx", "tvos"])
        #expect(forward["osx"]?.keys == ["frameworks", "weak_frameworks"])
        #expect(forward["tvos"]?["frameworks"]?.value == .string("TVUIKit"))
        #expect(PodPlatformAttributes().isEmpty)
        #expect(PodPlatformAttributes().description == "[:]")
    }
}
