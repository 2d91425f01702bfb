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
        var store: [PodspecHostAttributes.Entry] = []
        var attributes = PodspecHostAttributes()
        let here = SourceLocation(file: "A.podspec", line: 1, column: 1)
        attributes.set("license", id: 40, RubyLocatedValue(.string("MIT"), at: here), in: &store)
        attributes.set("summary", id: 41, RubyLocatedValue(.string("S"), at: here), in: &store)
        attributes.set("license", RubyLocatedValue(.string("BSD"), at: here), in: &store)
        attributes.set("authors", RubyLocatedValue(.string("A"), at: here), in: &store)
        attributes.set("authors", id: 42, RubyLocatedValue(.string("B"), at: here), in: &store)
        attributes.set("summary", id: 41, RubyLocatedValue(.string("T"), at: here), in: &store)
        #expect(store.map(\.name) == ["license", "summary", "authors"])
        #expect(store.map(\.id) == [40, 41, -1])
        #expect(store.map { $0.value.value.stringValue } == ["BSD", "T", "B"])
        #expect(attributes["summary", in: store]?.value.stringValue == "T")
        #expect(attributes.count == 3)

        // Ids 64 apart share a bit of the filter: told apart by the id itself.
        var byID = PodspecHostAttributes()
        byID.set("homepage", id: 5, RubyLocatedValue(.string("H"), at: here), in: &store)
        byID.set("requires", id: 69, RubyLocatedValue(.string("R"), at: here), in: &store)
        byID.set("homepage", id: 5, RubyLocatedValue(.string("I"), at: here), in: &store)
        #expect(store[3...].map(\.name) == ["homepage", "requires"])
        #expect(store[3...].map { $0.value.value.stringValue } == ["I", "R"])
        #expect(byID["requires", in: store]?.value.stringValue == "R")
        #expect(byID["license", in: store] == nil)
        #expect(attributes["requires", in: store] == nil)
    }

    /// Tables share the host's one list of entries, each chaining its own in the order first
    /// set: entries of two tables set in turn stay apart, a name set again keeps its place, and
    /// past `indexedFrom` names the index finds each in the shared list.
    @Test func tablesSharingOneListKeepTheirOwnEntries() {
        var store: [PodspecHostAttributes.Entry] = []
        var first = PodspecHostAttributes(), second = PodspecHostAttributes()
        let here = SourceLocation(file: "A.podspec", line: 1, column: 1)
        let count = PodspecHostAttributes.indexedFrom + 2
        for i in 0..<count {
            first.set("a\(i)", id: Int32(i), RubyLocatedValue(.string("first \(i)"), at: here), in: &store)
            second.set("a\(count - 1 - i)", id: Int32(count - 1 - i), RubyLocatedValue(.string("second \(i)"), at: here), in: &store)
        }
        first.set("a1", id: 1, RubyLocatedValue(.string("again"), at: here), in: &store)
        #expect(store.count == 2 * count)
        #expect(first.count == count && second.count == count)
        var chained: [String] = []
        var i = Int(first.first)
        while i >= 0 {
            chained.append("\(store[i].name)=\(store[i].value.value.stringValue ?? "")")
            i = Int(store[i].next)
        }
        #expect(chained == (0..<count).map { $0 == 1 ? "a1=again" : "a\($0)=first \($0)" })
        #expect(second["a0", in: store]?.value.stringValue == "second \(count - 1)")
        #expect(second["a\(count - 1)", in: store]?.value.stringValue == "second 0")
        #expect(first["b", in: store] == nil)
    }
}
