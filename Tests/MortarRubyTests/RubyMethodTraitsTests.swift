@testable import MortarRuby
import Testing

/// What the evaluator asks of a call's name on every call is answered by the name's id
/// (`RubyEvaluator.MethodTraits`): a well-known name's from a table, a file's own name's from the
/// sets. Both must give the sets' answer for every name.
@Suite struct RubyMethodTraitsTests {
    static let traits: [RubyEvaluator.MethodTraits] = [.sameObject, .fresh, .changesString, .changesContainer]

    @Test func everyWellKnownNameHasTheSetsTraits() {
        #expect(RubyEvaluator.wellKnownTraits.count == RubyName.wellKnown.count)
        for (id, name) in RubyName.wellKnown.enumerated() {
            for trait in Self.traits {
                #expect(RubyEvaluator.wellKnownTraits[id].contains(trait) == RubyEvaluator.has(trait, name), "\(name)")
            }
        }
    }

    /// Names of a file, well-known or its own, found by their id in the file's tree.
    @Test(arguments: ["first", "push", "<<", "dup", "map", "delete", "presence", "concat", "replace", "itself", "strip", "name"])
    func aFilesNameHasTheSetsTraitsByItsID(_ name: String) throws {
        let evaluator = RubyEvaluator(file: "t.rb", source: "x = []\nx.\(name)\n", environment: [:], host: RubyHostlessTests.RecordingHost())
        _ = try? evaluator.run()
        let id = try #require(evaluator.tree.names.firstIndex(of: name))
        for trait in Self.traits {
            #expect(evaluator.nameID(Int32(id), has: trait) == RubyEvaluator.has(trait, name), "\(name)")
        }
        #expect(evaluator.changesInPlace(.array([]), nameID: Int32(id)) == RubyEvaluator.changesInPlace(.array([]), name))
        #expect(evaluator.changesInPlace(.string(""), nameID: Int32(id)) == RubyEvaluator.changesInPlace(.string(""), name))
    }
}
