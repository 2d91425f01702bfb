import Foundation
import MortarCore
import MortarRuby
import Testing

/// Control flow walked on the arena tree (`RubyEvaluator+TreeControl`, the undecided-branch
/// analyses of `+TreeUndecided`): each case's answer asserted whole — host calls, value, steps
/// and unknown values counted, or the error (each was compared with the old walk until issue
/// 27's step B removed it). The cases are bare: their statements are at the top of a file.
@Suite struct RubyTreeControlTests {
    static let conditionCases: [(String, String)] = [
        ("andor.rb", "x = nil\n[(x || 'd'), (1 and 2), (false && x.boom), (nil or :n), (true || x.boom), (x && 1)]\n"),
        ("if.rb", "x = 2\n[(if x then :t else :f end), (if nil then :t end), (unless x then :u else :e end), (:m if x), (:n unless x), (x ? 1 : 0)]\n"),
        ("undecided.rb", "c = `date`\nh = {}\nif c\n  a = 1\n  $g = 2\n  K = 3\n  h['k'] = 1\n  ENV['A'] = '1'\nelse\n  ENV[\"B\"] = '2'\n  ENV[c] = '3'\nend\n[a, $g, K, h, ENV['A'], ENV['B'], ENV['Z']]\n"),
        ("unless.rb", "c = `date`\nl = []\nunless c\n  l.first << 1\n  s = 's'\nend\n[l, s]\n"),
        ("andassign.rb", "c = `date`\nc && x = 1\nc || y = 2\n[x, y]\n"),
        ("jump.rb", "c = `date`\nif c\n  z = 1\n  next\nend\n"),
        ("return.rb", "c = `date`\nif c then return 1 end\n"),
        ("significant.rb", "c = `date`\nif c then pod 'A' end\n"),
        ("analyses.rb", "c = `date`\n$list = []\nif c\n  a = [1, \"#{b = 2}\", { k: (d = 3) }, *(e = [4]), (f = 5)..(g = 6), !(i = 8), (j = 9) || (k = 10), ((l = 11) rescue (m = 12))]\n  while (n = 1)\n    next\n  end\n  case (o = 1)\n  when (p = 2) then q = 3\n  else r = 4\n  end\n  begin\n    s = 1\n  rescue\n    t = 2\n  ensure\n    u = 3\n  end\n  v, w = 1, 2\n  x ||= 1\n  -> { return 1 }\n  def meth; return 1; end\n  $list.push(1)\n  (aa = 1; bb = 2)\n  [1].each { next }\nend\n[a, b, d, e, f, g, i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x, aa, bb, $list]\n"),
        ("defsignificant.rb", "c = `date`\nif c\n  def m; pod 'A'; end\nend\n"),
        ("env.rb", "c = `date`\nif c then ENV['A'] = '1' end\n[ENV['A'], ENV['Z']]\n"),
        ("setter.rb", "c = `date`\nif c then s.dependency = 'A' end\n"),
    ]
    static let loopCases: [(String, String)] = [
        ("while.rb", "i = 0\nl = []\nwhile i < 5\n  i += 1\n  next if i == 2\n  l << i\n  break if i == 4\nend\nuntil i == 0 do i -= 1 end\n[i, l, (while true do break :b end), (while false do end)]\n"),
        ("undecided.rb", "c = `date`\nn = 0\nwhile c\n  n += 1\nend\nn\n"),
        ("jump.rb", "c = `date`\nuntil c\n  break\nend\n"),
        ("endless.rb", "while true\nend\n"),
    ]
    static let caseCases: [(String, String)] = [
        ("case.rb", "v = 5\nl = [7, 8]\n[(case v when 1, 2 then :low when 5 then :five end), (case 'a' when String then :s end), (case [1, 2] when [1, 2] then :pair end), (case 8 when *l then :splat else :no end), (case 9 when 1 then :x end)]\n"),
        ("nosubject.rb", "v = 5\ncase\nwhen nil then :a\nwhen v then :b\nend\n"),
        ("range.rb", "v = 5\ncase v\nwhen 1..3 then low = true\nwhen 4..6 then mid = true\nelse other = true\nend\n[low, mid, other]\n"),
        ("undecided.rb", "c = `date`\ncase c\nwhen 'a' then x = 1\nelse x = 2\nend\nx\n"),
    ]
    static let assignCases: [(String, String)] = [
        ("opassign.rb", "x ||= 1\nx ||= 2\n$g ||= 'a'\n$g += 'b'\nK ||= [1]\nK += [2]\ny &&= 1\nn = 3\nn &&= n + 1\nx += 10\ns = 'a'\ns *= 3\nu = `date`\nu ||= 1\nu &&= 2\n[x, $g, K, y, n, s, u]\n"),
        ("calltarget.rb", "h = {}\nh[:k] ||= []\nh[:k] += [1]\nh[:n] ||= 0\nh[:n] += 2\nh\n"),
        ("spec.rb", "Pod::Spec.new do |s|\n  s.name ||= 'N'\n  s.version = '1'\n  s.version += '.0'\nend\n"),
        ("scoped.rb", "Foo::Bar ||= 1\n"),
        ("splat.rb", "x = [1, 2]\na, b = *x\n"),
        ("multi.rb", "a, b = [1, 2]\nc, d = 3\ne, f, g = [4, 5]\nh, i = 6, 7\nj, k = `date`\n[a, b, c, d, e, f, g, h, i, j, k]\n"),
    ]
    static let jumpCases: [(String, String)] = [
        ("return.rb", "x = 1\nreturn x + 1\nx = 5\n"),
        ("returnnil.rb", "return\n"),
        ("next.rb", "next 3\n"),
        ("break.rb", "break :out\n"),
        ("begin.rb", "x = begin\n  1\nrescue\n  2\nensure\n  e = :ensured\nend\ny = begin\n  raise 'boom'\n  3\nrescue\n  :rescued\nend\nz = (raise 'e' rescue :fallback)\nw = (:fine rescue :fallback)\n[x, e, y, z, w, (begin; :plain; end)]\n"),
        ("undecided.rb", "v = 1\nbegin\n  u = `date`\nrescue\n  v = 2\nend\nv\n"),
        ("significant.rb", "begin\n  u = `date`\nrescue\n  pod 'A'\nend\n"),
        ("ensure.rb", "x = begin\n  raise 'boom'\nrescue\n  :r\nensure\n  $e = 1\nend\n[x, $e]\n"),
        ("ensureraise.rb", "begin\n  raise 'boom'\nensure\n  $e = 1\nend\n"),
        ("ensureerror.rb", "begin\n  1\nensure\n  raise 'in ensure'\nend\n"),
        ("rescuejump.rb", "x = ((next 5) rescue :f)\n"),
        ("rescuebound.rb", "x = ((while true do end) rescue :f)\n"),
        ("defined.rb", "x = 1\nK = 2\n$g = 3\ndef m; end\n[defined?(x), defined?(K), defined?(Q), defined?(String), defined?(Pod), defined?(ENV), defined?(Gem::Version), defined?(K::Y), defined?($g), defined?($h), defined?(@i), defined?(m), defined?(q), defined?(nil), defined?(self), defined?([1])]\n"),
        ("undecideddefined.rb", "c = `date`\nif c then K = 1 end\ndefined?(K)\n"),
    ]

    /// An answer of `RubyTreeEvaluatorTests.answer(_:file:)`, with the module's
    /// name left out of the values written (nothing else).
    static func answer(_ input: (String, String)) -> String {
        RubyTreeEvaluatorTests.answer(input.1, file: input.0)
            .replacingOccurrences(of: "MortarRuby.RubyValue.", with: "").replacingOccurrences(of: "MortarRuby.", with: "")
    }

    /// The unknown value `name` is given when set under a `construct` mortar cannot decide, as `answer` writes it.
    static func unknown(_ name: String, under construct: String, because reason: String, at location: String) -> String {
        "opaque(RubyOpaque(reason: \"\\'\(name)\\', set under a \(construct.replacingOccurrences(of: "'", with: "\\'")) mortar cannot decide (\(reason.replacingOccurrences(of: "'", with: "\\'")))\", location: \(location), undecided: true))"
    }

    /// Why a condition on `` `date` `` (at 1:5 of `file`) cannot be decided.
    static func date(_ file: String) -> String {
        "it depends on the output of the shell command `date`, which mortar never runs (at \(file):1:5)"
    }

    /// `and`, `or`, `if`, `unless`, modifiers and ternaries, decided and not: what the branches of an undecided condition set becomes unknown (locals, globals, constants, a hash changed by `h[k] =`, `ENV` entries by name and `*`, an array changed through `a.first <<`), and the nodes every analysis visits (`anyNode`, `containsJump`) are counted as steps; one that may jump, return or declare what the host reads is an error at the condition.
    @Test func conditionsEvaluateAsBefore() {
        #expect(Self.conditionCases.map(Self.answer) == [
            "value: array([string(\"d\"), integer(2), bool(false), symbol(\"n\"), bool(true), nilValue])\nsteps: 18, unknown values: 0",
            "value: array([symbol(\"t\"), nilValue, symbol(\"e\"), symbol(\"m\"), nilValue, integer(1)])\nsteps: 21, unknown values: 0",
            "value: array([\(Self.unknown("a", under: "condition", because: Self.date("undecided.rb"), at: "undecided.rb:3:4")), \(Self.unknown("$g", under: "condition", because: Self.date("undecided.rb"), at: "undecided.rb:3:4")), \(Self.unknown("K", under: "condition", because: Self.date("undecided.rb"), at: "undecided.rb:3:4")), \(Self.unknown("h", under: "condition", because: Self.date("undecided.rb"), at: "undecided.rb:3:4")), opaque(RubyOpaque(reason: \"an environment variable set under a condition mortar cannot decide (it depends on the output of the shell command `date`, which mortar never runs (at undecided.rb:1:5))\", location: undecided.rb:3:4, undecided: true)), opaque(RubyOpaque(reason: \"an environment variable set under a condition mortar cannot decide (it depends on the output of the shell command `date`, which mortar never runs (at undecided.rb:1:5))\", location: undecided.rb:3:4, undecided: true)), opaque(RubyOpaque(reason: \"an environment variable set under a condition mortar cannot decide (it depends on the output of the shell command `date`, which mortar never runs (at undecided.rb:1:5))\", location: undecided.rb:3:4, undecided: true))])\nsteps: 125, unknown values: 11",
            "value: array([\(Self.unknown("l", under: "condition", because: Self.date("unless.rb"), at: "unless.rb:3:8")), \(Self.unknown("s", under: "condition", because: Self.date("unless.rb"), at: "unless.rb:3:8"))])\nsteps: 39, unknown values: 7",
            "value: array([\(Self.unknown("x", under: "condition", because: Self.date("andassign.rb"), at: "andassign.rb:2:1")), \(Self.unknown("y", under: "condition", because: Self.date("andassign.rb"), at: "andassign.rb:3:1"))])\nsteps: 33, unknown values: 8",
            "error: jump.rb:2:4: cannot decide this condition statically: it depends on the output of the shell command `date`, which mortar never runs (at jump.rb:1:5), and the code it guards may leave the block or loop ('next' or 'break'), so what follows cannot be known; write it as a literal\nsteps: 4, unknown values: 3",
            "error: return.rb:2:4: cannot decide this condition statically: it depends on the output of the shell command `date`, which mortar never runs (at return.rb:1:5), and the code it guards may return from the method, so what follows cannot be known; write it as a literal\nsteps: 4, unknown values: 3",
            "error: significant.rb:2:4: cannot decide this condition statically: it depends on the output of the shell command `date`, which mortar never runs (at significant.rb:1:5), and the code it guards declares what mortar reads; write it as a literal\nsteps: 4, unknown values: 3",
            "analyses.rb:27:5 [438..<439, 1 bytes] b \nvalue: array([\(Self.unknown("a", under: "condition", because: Self.date("analyses.rb"), at: "analyses.rb:3:4")), opaque(RubyOpaque(reason: \"the result of \\'b\\', which is not defined in this file\", location: analyses.rb:27:5, undecided: false)), \(Self.unknown("d", under: "condition", because: Self.date("analyses.rb"), at: "analyses.rb:3:4")), \(Self.unknown("e", under: "condition", because: Self.date("analyses.rb"), at: "analyses.rb:3:4")), \(Self.unknown("f", under: "condition", because: Self.date("analyses.rb"), at: "analyses.rb:3:4")), \(Self.unknown("g", under: "condition", because: Self.date("analyses.rb"), at: "analyses.rb:3:4")), \(Self.unknown("i", under: "condition", because: Self.date("analyses.rb"), at: "analyses.rb:3:4")), \(Self.unknown("j", under: "condition", because: Self.date("analyses.rb"), at: "analyses.rb:3:4")), \(Self.unknown("k", under: "condition", because: Self.date("analyses.rb"), at: "analyses.rb:3:4")), \(Self.unknown("l", under: "condition", because: Self.date("analyses.rb"), at: "analyses.rb:3:4")), \(Self.unknown("m", under: "condition", because: Self.date("analyses.rb"), at: "analyses.rb:3:4")), \(Self.unknown("n", under: "condition", because: Self.date("analyses.rb"), at: "analyses.rb:3:4")), \(Self.unknown("o", under: "condition", because: Self.date("analyses.rb"), at: "analyses.rb:3:4")), \(Self.unknown("p", under: "condition", because: Self.date("analyses.rb"), at: "analyses.rb:3:4")), \(Self.unknown("q", under: "condition", because: Self.date("analyses.rb"), at: "analyses.rb:3:4")), \(Self.unknown("r", under: "condition", because: Self.date("analyses.rb"), at: "analyses.rb:3:4")), \(Self.unknown("s", under: "condition", because: Self.date("analyses.rb"), at: "analyses.rb:3:4")), \(Self.unknown("t", under: "condition", because: Self.date("analyses.rb"), at: "analyses.rb:3:4")), \(Self.unknown("u", under: "condition", because: Self.date("analyses.rb"), at: "analyses.rb:3:4")), \(Self.unknown("v", under: "condition", because: Self.date("analyses.rb"), at: "analyses.rb:3:4")), \(Self.unknown("w", under: "condition", because: Self.date("analyses.rb"), at: "analyses.rb:3:4")), \(Self.unknown("x", under: "condition", because: Self.date("analyses.rb"), at: "analyses.rb:3:4")), \(Self.unknown("aa", under: "condition", because: Self.date("analyses.rb"), at: "analyses.rb:3:4")), \(Self.unknown("bb", under: "condition", because: Self.date("analyses.rb"), at: "analyses.rb:3:4")), \(Self.unknown("$list", under: "condition", because: Self.date("analyses.rb"), at: "analyses.rb:3:4"))])\nsteps: 382, unknown values: 29",
            "error: defsignificant.rb:2:4: cannot decide this condition statically: it depends on the output of the shell command `date`, which mortar never runs (at defsignificant.rb:1:5), and the code it guards declares what mortar reads; write it as a literal\nsteps: 4, unknown values: 3",
            "value: array([opaque(RubyOpaque(reason: \"an environment variable set under a condition mortar cannot decide (\(Self.date("env.rb")))\", location: env.rb:2:4, undecided: true)), nilValue])\nsteps: 28, unknown values: 5",
            "error: setter.rb:2:4: cannot decide this condition statically: it depends on the output of the shell command `date`, which mortar never runs (at setter.rb:1:5), and the code it guards declares what mortar reads; write it as a literal\nsteps: 4, unknown values: 3",
        ])
    }

    /// `while` and `until`: `next`, `break` with a value, an undecided loop condition, the bound on turns.
    @Test func loopsEvaluateAsBefore() {
        #expect(Self.loopCases.map(Self.answer) == [
            "value: array([integer(0), array([integer(1), integer(3), integer(4)]), symbol(\"b\"), nilValue])\nsteps: 97, unknown values: 0",
            "value: \(Self.unknown("n", under: "loop condition", because: Self.date("undecided.rb"), at: "undecided.rb:3:7"))\nsteps: 19, unknown values: 5",
            "error: jump.rb:2:7: cannot decide this loop condition statically: it depends on the output of the shell command `date`, which mortar never runs (at jump.rb:1:5), and the code it guards may leave the block or loop ('next' or 'break'), so what follows cannot be known; write it as a literal\nsteps: 4, unknown values: 3",
            "error: endless.rb:1:1: the loop ran more than 10000 times; simplify the manifest, or describe the app in mortar.json ('mortar init' writes a starter)\nsteps: 10002, unknown values: 0",
        ])
    }

    /// `case` with values, classes, arrays, splats and ranges in `when`, with no subject, and undecided.
    @Test func casesEvaluateAsBefore() {
        #expect(Self.caseCases.map(Self.answer) == [
            "value: array([symbol(\"five\"), symbol(\"s\"), symbol(\"pair\"), symbol(\"no\"), nilValue])\nsteps: 33, unknown values: 0",
            "value: symbol(\"b\")\nsteps: 6, unknown values: 0",
            "value: array([\(Self.unknown("low", under: "'when'", because: "it depends on a number", at: "range.rb:3:6")), \(Self.unknown("mid", under: "'when'", because: "it depends on a number", at: "range.rb:3:6")), \(Self.unknown("other", under: "'when'", because: "it depends on a number", at: "range.rb:3:6"))])\nsteps: 45, unknown values: 5",
            "value: \(Self.unknown("x", under: "'when'", because: Self.date("undecided.rb"), at: "undecided.rb:3:6"))\nsteps: 30, unknown values: 6",
        ])
    }

    /// `x op= v` on a local, a global, a constant, a scoped constant and (converted) on calls — `h[k] ||=`, `s.name ||=` —, with `||`, `&&` and operators, on unknown values; `a, b = v` (and `a, b = *x`, refused by the parser as before).
    @Test func operatorAndMultipleAssignmentsEvaluateAsBefore() {
        #expect(Self.assignCases.map(Self.answer) == [
            "value: array([integer(11), string(\"ab\"), array([integer(1), integer(2)]), nilValue, integer(4), string(\"aaa\"), opaque(RubyOpaque(reason: \"the output of the shell command `date`, which mortar never runs\", location: opassign.rb:13:5, undecided: false))])\nsteps: 38, unknown values: 5",
            "value: hash([RubyHashEntry(key: symbol(\"k\"), value: array([integer(1)])), RubyHashEntry(key: symbol(\"n\"), value: integer(2))])\nsteps: 32, unknown values: 0",
            "spec.rb:1:1 [0..<79, 79 bytes] Pod::Spec.new  with a block\nspec.rb:2:3 [23..<29, 6 bytes] #1.name \nspec.rb:3:3 [40..<49, 9 bytes] #1.version= string(\"1\") at spec.rb:3:3\nspec.rb:4:3 [58..<67, 9 bytes] #1.version \nspec.rb:4:3 [58..<67, 9 bytes] #1.version= opaque(RubyOpaque(reason: \"the result of \\'.+\\' on an object\", location: spec.rb:4:3, undecided: false)) at spec.rb:4:3\nblock: opaque(RubyOpaque(reason: \"the result of \\'.+\\' on an object\", location: spec.rb:4:3, undecided: false))\nvalue: object(1)\nsteps: 14, unknown values: 1",
            "value: constant(\"Foo::Bar\")\nsteps: 3, unknown values: 0",
            "error: splat.rb:2:8: unexpected '*'; expected an expression; fix the syntax, or describe the app in mortar.json ('mortar init' writes a starter)\nsteps: 0, unknown values: 0",
            "value: array([integer(1), integer(2), integer(3), nilValue, integer(4), integer(5), nilValue, integer(6), integer(7), opaque(RubyOpaque(reason: \"the output of the shell command `date`, which mortar never runs\", location: multi.rb:5:8, undecided: false)), opaque(RubyOpaque(reason: \"the output of the shell command `date`, which mortar never runs\", location: multi.rb:5:8, undecided: false))])\nsteps: 28, unknown values: 4",
        ])
    }

    /// `return`, `next` and `break` at the top of a file, `begin`/`rescue`/`ensure` (raised, undecided, significant, an error in `ensure`), `rescue` modifiers and `defined?`.
    @Test func jumpsRescuesAndDefinedEvaluateAsBefore() {
        #expect(Self.jumpCases.map(Self.answer) == [
            "value: integer(2)\nsteps: 6, unknown values: 0",
            "value: nilValue\nsteps: 1, unknown values: 0",
            "value: integer(3)\nsteps: 2, unknown values: 0",
            "value: symbol(\"out\")\nsteps: 2, unknown values: 0",
            "begin.rb:9:3 [63..<75, 12 bytes] raise string(\"boom\") at begin.rb:9:9\nbegin.rb:14:6 [107..<116, 9 bytes] raise string(\"e\") at begin.rb:14:12\nvalue: array([integer(1), symbol(\"ensured\"), symbol(\"rescued\"), symbol(\"fallback\"), symbol(\"fine\"), symbol(\"plain\")])\nsteps: 26, unknown values: 0",
            "value: \(Self.unknown("v", under: "'rescue'", because: "it depends on whether the code before 'rescue' raises (it uses values mortar cannot know)", at: "undecided.rb:2:1"))\nsteps: 18, unknown values: 4",
            "error: significant.rb:1:1: cannot decide this 'rescue' statically: it depends on whether the code before 'rescue' raises (it uses values mortar cannot know), and the code it guards declares what mortar reads; write it as a literal\nsteps: 3, unknown values: 2",
            "ensure.rb:2:3 [12..<24, 12 bytes] raise string(\"boom\") at ensure.rb:2:9\nvalue: array([symbol(\"r\"), integer(1)])\nsteps: 10, unknown values: 0",
            "ensureraise.rb:2:3 [8..<20, 12 bytes] raise string(\"boom\") at ensureraise.rb:2:9\nerror: ensureraise.rb:2:3: the manifest raises an error when evaluated: 'boom'; make the manifest evaluate without errors in a plain environment, or use mortar.json / a .podspec.json\nsteps: 5, unknown values: 0",
            "ensureerror.rb:4:3 [19..<36, 17 bytes] raise string(\"in ensure\") at ensureerror.rb:4:9\nerror: ensureerror.rb:4:3: the manifest raises an error when evaluated: 'in ensure'; make the manifest evaluate without errors in a plain environment, or use mortar.json / a .podspec.json\nsteps: 4, unknown values: 0",
            "value: integer(5)\nsteps: 4, unknown values: 0",
            "error: rescuebound.rb:1:7: the loop ran more than 10000 times; simplify the manifest, or describe the app in mortar.json ('mortar init' writes a starter)\nsteps: 10004, unknown values: 0",
            "value: array([string(\"local-variable\"), string(\"constant\"), opaque(RubyOpaque(reason: \"\\'defined?\\' of something this file does not define\", location: defined.rb:5:28, undecided: false)), string(\"constant\"), string(\"constant\"), string(\"constant\"), string(\"constant\"), opaque(RubyOpaque(reason: \"\\'defined?\\' of something this file does not define\", location: defined.rb:5:113, undecided: false)), string(\"global-variable\"), nilValue, opaque(RubyOpaque(reason: \"\\'defined?\\' of something this file does not define\", location: defined.rb:5:157, undecided: false)), string(\"method\"), opaque(RubyOpaque(reason: \"\\'defined?\\' of something this file does not define\", location: defined.rb:5:184, undecided: false)), string(\"expression\"), string(\"self\"), opaque(RubyOpaque(reason: \"\\'defined?\\' of something this file does not define\", location: defined.rb:5:228, undecided: false))])\nsteps: 25, unknown values: 5",
            "value: \(Self.unknown("K", under: "condition", because: Self.date("undecideddefined.rb"), at: "undecideddefined.rb:2:4"))\nsteps: 17, unknown values: 5",
        ])
    }
}
