@testable import MortarRuby
import Testing

/// What the evaluator asks of a call's name on every call is answered by the name's id
/// (`RubyEvaluator.MethodTraits`): a well-known name's from a table, a file's own name's from the
/// sets. Both must give the sets' answer for every name.
@Suite struct RubyMethodTraitsTests {
    static let traits: [RubyEvaluator.MethodTraits] = [.sameObject, .fresh, .changesString, .changesContainer, .everyValue]

    @Test func everyWellKnownNameHasTheSetsTraits() {
        #expect(RubyEvaluator.wellKnownTraits.count == RubyName.wellKnown.count)
        for (id, name) in RubyName.wellKnown.enumerated() {
            for trait in Self.traits {
                #expect(RubyEvaluator.wellKnownTraits[id].contains(trait) == RubyEvaluator.has(trait, name), "\(name)")
            }
        }
    }

    /// The methods every value has (`callBuiltin`'s first `switch`, passed over by a well-known
    /// name that is none of them): each answers the same, written with a well-known name or a
    /// file's own, and a well-known name that is none of them reaches the receiver's methods.
    @Test func theMethodsEveryValueHasAnswerByNameOrID() throws {
        let host = RubyHostlessTests.RecordingHost()
        let text = """
            a = 'x'
            declare "#{a.nil?} #{a == 'x'} #{a === 'y'} #{a.eql?('x')} #{a.equal?('x')} #{!a}"
            declare "#{a.freeze}#{a.dup}#{a.clone}#{a.itself}#{a.to_str}#{a.presence} #{a.frozen?}"
            declare "#{a.is_a?(String)} #{a.kind_of?(String)} #{a.instance_of?(String)} #{a.class}"
            declare a.inspect
            declare a.tap { |v| v + 'ignored' }
            declare a.then { |v| v + 't' }
            declare a.yield_self { |v| v + 'y' }
            declare [' a ', 'b'].map(&:strip).join('+')
            """
        _ = try RubyEvaluator(file: "t.rb", source: text, environment: [:], host: host).run()
        #expect(host.declared == ["false true false true true false", "xxxxxx true", "true true true String", "\"x\"", "x", "xt", "xy", "a+b"])
        #expect(RubyEvaluator.everyValueMethods.count == 22)
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
