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

    /// `object(_:up:)` reads a host object's id in place, here or up the chain; anything else,
    /// or a slot unset or past the end, is not one.
    @Test func aHostObjectIsReadInPlace() {
        let parent = RubyFrame(parent: nil, slotCount: 2)
        parent.set(0, up: 0, .object(7))
        parent.set(1, up: 0, .string("s"))
        let frame = RubyFrame(parent: parent, slotCount: 1)
        frame.set(0, up: 0, .object(3))
        #expect(frame.object(0, up: 0) == 3)
        #expect(frame.object(0, up: 1) == 7)
        #expect(frame.object(1, up: 1) == nil)
        #expect(frame.object(5, up: 1) == nil)
        #expect(frame.object(-1, up: 0) == nil)
        #expect(RubyFrame(parent: nil, slotCount: 1).object(0, up: 0) == nil)
    }

    /// `set` and `setShared` of a local of this frame (on the frame itself) and of one up the
    /// chain: a slot past the end grows the frame, a slot unset is not marked shared, and a
    /// negative slot is no slot.
    @Test func aLocalIsSetAndMarkedSharedHereOrUpTheChain() {
        let parent = RubyFrame(parent: nil, slotCount: 1)
        let frame = RubyFrame(parent: parent, slotCount: 1)
        frame.set(0, up: 0, .string("here"))
        frame.set(0, up: 1, .string("up"))
        frame.set(3, up: 0, .integer(4))
        frame.set(-1, up: 0, .integer(1))
        frame.setShared(0, up: 0, true)
        frame.setShared(1, up: 0, true)
        frame.setShared(3, up: 0, true)
        frame.setShared(3, up: 0, false)
        frame.setShared(0, up: 1, true)
        frame.setShared(-1, up: 0, true)
        frame.setShared(9, up: 0, true)
        #expect((0..<5).map { frame.value(Int32($0), up: 0).stringValue ?? "?" } == ["here", "", "", "4", ""])
        #expect(frame.value(0, up: 1).stringValue == "up")
        #expect((0..<5).map { frame.isShared(Int32($0), up: 0) } == [true, false, false, false, false])
        #expect(frame.isShared(0, up: 1))
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
