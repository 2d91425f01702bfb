import MortarCore
import MortarRuby
import Testing

/// Locals in slots (issue 27, step 2): the parser gives each local its slot and how many block
/// scopes up it lives, and `RubyFrame` holds values by slot. Each case is one a slot resolved
/// wrongly (the wrong scope, a slot shared by two names, a frame counted from the wrong end)
/// would answer differently; the answers are `RubyTreeControlTests.answer`'s, whole.
@Suite struct RubyFrameSlotTests {
    static let cases: [(String, String)] = [
        // A block two deep reads and assigns the file's local; its own local stays its own.
        ("nested.rb", "x = 'a'\n[1].each { [2].each { x = x + 'b'; y = 'own' } }\ny = 'outer'\n[x, y]\n"),
        // A `def` sees none of the file's locals: its `x` is its own.
        ("def.rb", "x = 'outer'\ndef f(p)\n  x = p + '!'\n  x\nend\n[f('in'), x]\n"),
        // What an interpolation declares keeps its slot: a later local does not take it, and the
        // name declared again outside (never run) is the same local.
        ("interpolation.rb", "t = \"#{u = 'U'}\"\nz = 'Z'\nu = u if false\n[t, z, u]\n"),
        // A block parameter shadows the file's local of its name.
        ("shadow.rb", "x = 'outer'\nl = []\n['in'].each { |x| x = x + '!'; l << x }\n[x, l]\n"),
        // A local of the file assigned in an undecided branch inside a block is made unknown.
        ("undecided.rb", "c = `date`\nv = 'a'\n[1].each { |i| if c then v = 'b' end }\nv\n"),
        // The same, the branch not run being a block's: the file's local is made unknown, the
        // block's own local is not one of the file's.
        ("blockundecided.rb", "c = `date`\nv = 'a'\nw = 'w'\nif c then [1].each { |i| v = i; own = 1 } end\n[v, w]\n"),
    ]

    @Test func slotsAnswerAsNames() {
        #expect(Self.cases.map(RubyTreeControlTests.answer) == [
            "value: array([string(\"ab\"), string(\"outer\")])\nsteps: 19, unknown values: 0",
            "value: array([string(\"in!\"), string(\"outer\")])\nsteps: 12, unknown values: 0",
            "value: array([string(\"U\"), string(\"Z\"), string(\"U\")])\nsteps: 12, unknown values: 0",
            "value: array([string(\"outer\"), array([string(\"in!\")])])\nsteps: 17, unknown values: 0",
            "value: \(RubyTreeControlTests.unknown("v", under: "condition", because: RubyTreeControlTests.date("undecided.rb"), at: "undecided.rb:3:19"))\nsteps: 22, unknown values: 5",
            "value: array([\(RubyTreeControlTests.unknown("v", under: "condition", because: RubyTreeControlTests.date("blockundecided.rb"), at: "blockundecided.rb:4:4")), string(\"w\")])\nsteps: 42, unknown values: 5",
        ])
    }
}
