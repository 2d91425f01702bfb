import MortarCore
import Testing
@testable import MortarFormats

/// The attributes the podspec host records per spec and platform scope
/// (`PodspecHostAttributes`): each name once, the last value set kept, read back by the
/// podspec itself, the same below and past the count from which names are indexed.
@Suite struct PodspecHostAttributesTests {
    @Test(arguments: [3, PodspecHostAttributes.indexedFrom + 6])
    func theLastValueSetIsKeptAndReadBack(customCount: Int) throws {
        let names = (0..<customCount).map { "custom_\($0)" }
        var text = "Pod::Spec.new do |s|\n  s.name = 'A'\n  s.version = '1.0'\n  s.license = 'MIT'\n"
        for name in names { text += "  s.\(name) = 'first \(name)'\n" }
        text += """
              s.license = 'BSD'
              s.\(names[customCount - 1]) = 'last'
              s.\(names[0]) 'one', 'two'
              s.summary = s.\(names[1])
              s.ios.frameworks = 'A'
              s.osx.weak_framework = 'W'
              s.ios.frameworks 'B', 'C'
              s.description = s.ios.frameworks
              s.subspec 'Sub' do |sub|
                sub.source_files = 'Sub/*.m'
                sub.source_files = 'Sub/**/*.swift'
              end
            end

            """
        let component = try RubyPodspecReader.read(text, file: "A.podspec")
        let tree = try #require(component.buildSpec)
        var expected: [String: PodValue] = ["version": .string("1.0"), "license": .string("BSD"), "summary": .string("first custom_1"),
                                            "description": .list([.string("B"), .string("C")])]
        for name in names { expected[name] = .string("first \(name)") }
        expected[names[customCount - 1]] = .string("last")
        expected[names[0]] = .list([.string("one"), .string("two")])
        #expect(tree.attributes.mapValues(\.value) == expected)
        #expect(tree.platformAttributes.mapValues { $0.mapValues(\.value) }
            == ["ios": ["frameworks": .list([.string("B"), .string("C")])], "osx": ["weak_framework": .string("W")]])
        #expect(tree.children.map { $0.attributes.mapValues(\.value) } == [["source_files": .string("Sub/**/*.swift")]])
        #expect(component.sourcePaths == ["Sub/**/*.swift"])
    }
}
