import MortarCore
import MortarRuby
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

    /// A name recorded with its id among the file's names is found by the id, and by its bytes
    /// when set or read without one (a setter's name made by dropping its `=`); different names
    /// of one length stay apart either way.
    @Test func aNameIsOneEntryWithOrWithoutItsID() {
        var attributes = PodspecHostAttributes()
        let here = SourceLocation(file: "A.podspec", line: 1, column: 1)
        attributes.set("license", id: 40, RubyLocatedValue(.string("MIT"), at: here))
        attributes.set("summary", id: 41, RubyLocatedValue(.string("S"), at: here))
        attributes.set("license", RubyLocatedValue(.string("BSD"), at: here))
        attributes.set("authors", RubyLocatedValue(.string("A"), at: here))
        attributes.set("authors", id: 42, RubyLocatedValue(.string("B"), at: here))
        attributes.set("summary", id: 41, RubyLocatedValue(.string("T"), at: here))
        #expect(attributes.entries.map(\.name) == ["license", "summary", "authors"])
        #expect(attributes.entries.map(\.id) == [40, 41, -1])
        #expect(attributes.entries.map { $0.value.value.stringValue } == ["BSD", "T", "B"])
        #expect(attributes["summary"]?.value.stringValue == "T")

        // Ids 64 apart share a bit of the filter: told apart by the id itself.
        var byID = PodspecHostAttributes()
        byID.set("homepage", id: 5, RubyLocatedValue(.string("H"), at: here))
        byID.set("requires", id: 69, RubyLocatedValue(.string("R"), at: here))
        byID.set("homepage", id: 5, RubyLocatedValue(.string("I"), at: here))
        #expect(byID.entries.map(\.name) == ["homepage", "requires"])
        #expect(byID.entries.map { $0.value.value.stringValue } == ["I", "R"])
        #expect(byID["requires"]?.value.stringValue == "R")
        #expect(byID["license"] == nil)
    }
}
