import MortarCore
import MortarRuby
import Testing

/// A scope keeps its few locals (and their slots) in order and, past `RubyTreeScope.indexedPast`,
/// in a dictionary as well: which names are locals is decided as before (as Ruby decides it at parse time).
@Suite struct RubyTreeScopeTests {
    @Test func manyLocalsAreEachLocal() throws {
        let host = RubyHostlessTests.RecordingHost()
        let names = (0..<20).map { "v\($0)" }
        var lines = names.map { "\($0) = '\($0)'" }
        lines.append("v3 = 'again'")
        lines.append("declare [" + names.joined(separator: ", ") + "].join('-')")
        _ = try RubyEvaluator(file: "t.rb", source: lines.joined(separator: "\n") + "\n", environment: [:], host: host).run()
        #expect(host.declared == [names.map { $0 == "v3" ? "again" : $0 }.joined(separator: "-")])
    }

    @Test func aScopeSetsAndHidesItsLocals() throws {
        var scope = RubyTreeScope(isDefinition: false)
        for i in Int32(0)..<12 {
            scope.insert(i * 3)
            scope.insert(i * 3)
        }
        #expect(scope.ids == (Int32(0)..<12).map { $0 * 3 })
        #expect(scope.contains(0) && scope.contains(33) && !scope.contains(36) && !scope.contains(1))

        let host = RubyHostlessTests.RecordingHost()
        // A block sees the file's locals; a `def` has its own.
        let text = """
            name = 'outer'
            ['x'].each { |item| declare item + name }
            def show
              name = 'inner'
              name
            end
            declare show + '|' + name
            """
        _ = try RubyEvaluator(file: "t.rb", source: text, environment: [:], host: host).run()
        #expect(host.declared == ["xouter", "inner|outer"])
    }
}
