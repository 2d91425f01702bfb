import MortarCore
import MortarRuby
import Testing

/// A frame holds its variables by slot (the parser's, however many a scope has): a block reads
/// and sets its parent's variables, and a method's parameters are its own.
@Suite struct RubyFrameTests {
    @Test(arguments: [3, 8, 9, 40])
    func aBlockSetsItsParentsVariables(count: Int) throws {
        let host = RubyHostlessTests.RecordingHost()
        var lines = (0..<count).map { "a\($0) = 'v\($0)'" }
        let last = count - 1, middle = last / 2
        lines.append("[1].each { |i| a\(middle) = a\(middle) + 'z'; own = 'local' }")
        lines.append("declare \"#{a0}#{a\(middle)}#{a\(last)}\"")
        _ = try RubyEvaluator(file: "t.rb", source: lines.joined(separator: "\n") + "\n", environment: [:], host: host).run()
        #expect(host.declared == ["v0v\(middle)zv\(last)"])
    }

    @Test func aMethodsParametersAreItsOwn() throws {
        let host = RubyHostlessTests.RecordingHost()
        let parameters = (0..<10).map { "p\($0)" }.joined(separator: ", ")
        let text = """
            p0 = 'outer'
            def f(\(parameters), extra = p9 + '!')
              p9 = p9.upcase
              "#{p0}#{p9}#{extra}"
            end
            declare f('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j')
            declare p0
            """
        _ = try RubyEvaluator(file: "t.rb", source: text, environment: [:], host: host).run()
        #expect(host.declared == ["aJj!", "outer"])
    }
}
