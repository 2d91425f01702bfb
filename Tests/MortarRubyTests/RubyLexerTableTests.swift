import MortarCore
import MortarRuby
import Testing

/// The lexer keeps each name once per file (a table keyed by its bytes), compares a heredoc's
/// lines with its terminator byte for byte, and the parser makes an expected token's words only
/// for an error: none of it may change what a file means or what an error says.
@Suite struct RubyLexerTableTests {
    /// Hundreds of names (the table grows several times), names of one length that differ in one
    /// byte, a name that is a prefix of another, and each read back after all were written.
    @Test func everyNameReadsAsWrittenWhenTheTableGrows() throws {
        let host = RubyHostlessTests.RecordingHost()
        var lines = (0..<700).map { "v\($0) = 'a\($0)'" }
        lines += ["ab = 'x'", "ba = 'y'", "abc = 'z'", "é = 'e'", "e = 'plain'"]
        lines.append("declare \"#{v0}#{v699}#{v350}#{v128}#{ab}#{ba}#{abc}#{é}#{e}\"")
        _ = try RubyEvaluator(file: "t.rb", source: lines.joined(separator: "\n") + "\n", environment: [:], host: host).run()
        #expect(host.declared == ["a0a699a350a128xyzeplain"])
    }

    /// Names whose hashes share their low ten bits fill one run of the table: past
    /// `RubyLexer.maxProbes` a name gets an entry of its own, and every name still reads as
    /// written (what keeps a file of names made to collide linear to lex).
    @Test func namesMadeToCollideReadAsWritten() throws {
        func hash(_ text: String) -> UInt64 { RubyLexer.nameHash(of: Array(text.utf8)) }
        var names: [String] = []
        var n = 0
        while names.count < 3 * RubyLexer.maxProbes {
            let name = "c\(n)"
            if hash(name) & 0x3FF == hash("c0") & 0x3FF { names.append(name) }
            n += 1
        }
        var lines = names.enumerated().map { "\($1) = 'v\($0)'" }
        let read = [0, RubyLexer.maxProbes - 1, RubyLexer.maxProbes, names.count - 1]
        lines.append("declare \"" + read.map { "#{\(names[$0])}" }.joined(separator: "-") + "\"")
        let host = RubyHostlessTests.RecordingHost()
        _ = try RubyEvaluator(file: "t.rb", source: lines.joined(separator: "\n") + "\n", environment: [:], host: host).run()
        #expect(host.declared == [read.map { "v\($0)" }.joined(separator: "-")])
    }

    @Test(arguments: [
        // Trailing spaces and a `\r` after the terminator still end the body.
        ("x = <<~EOS\n  one\n  EOSX\nEOS  \ndeclare x\n", "one\nEOSX\n"),
        ("x = <<-EOS\n  one\n    EOS\r\ndeclare x\n", "  one\n"),
        // A body read from the source as it is, and one whose `\r`s are removed line by line.
        ("y = 'z'\nx = <<-EOS\n  a\n  #{y} \\t\n  EOS\ndeclare x\n", "  a\n  z \t\n"),
        ("x = <<-EOS\r\n  one\r\n\r\n  two\r\n  EOS\r\ndeclare x\n", "  one\n\n  two\n"),
        // Without `-` or `~`, an indented terminator is a line of the body.
        ("x = <<EOS\n  EOS\nEOS\ndeclare x\n", "  EOS\n"),
        // A terminator of other text compares as text.
        ("x = <<~ÉTÉ\n  b\nÉTÉ\ndeclare x\n", "b\n"),
        // U+212A KELVIN SIGN equals `K` as Ruby text is compared here (canonically equivalent).
        ("x = <<~K\n  b\n\u{212A}\ndeclare x\n", "b\n"),
    ])
    func aHeredocEndsAtItsTerminator(source: String, body: String) throws {
        let host = RubyHostlessTests.RecordingHost()
        _ = try RubyEvaluator(file: "t.rb", source: source, environment: [:], host: host).run()
        #expect(host.declared == [body])
    }

    @Test func aHeredocWithoutItsTerminatorIsAnError() {
        let host = RubyHostlessTests.RecordingHost()
        #expect(throws: RubyError.syntax("heredoc 'EOS' is never terminated", at: SourceLocation(file: "t.rb", line: 1, column: 5))) {
            _ = try RubyEvaluator(file: "t.rb", source: "x = <<~EOS\n  one\n  EOSX\n", environment: [:], host: host).run()
        }
    }

    @Test(arguments: [
        ("x = { :a => 1\ndeclare x\n", "unexpected 'declare'; expected ',' or '}' in the hash opened at t.rb:1:5", 2, 1),
        ("declare(1, 2\n", "unexpected end of file; expected ')' to close the arguments of 'declare'", 2, 1),
        ("def go(a, b\nend\n", "unexpected end of line; expected ')' after the parameters of 'go'", 1, 12),
    ])
    func anExpectedTokensWordsAreMadeForTheError(source: String, message: String, line: Int, column: Int) {
        let host = RubyHostlessTests.RecordingHost()
        #expect(throws: RubyError.syntax(message, at: SourceLocation(file: "t.rb", line: line, column: column))) {
            _ = try RubyEvaluator(file: "t.rb", source: source, environment: [:], host: host).run()
        }
    }

    /// The keyword table holds every keyword, each alone in its slot, and nothing else: each of
    /// `RubyLexer.keywords` is found by its packed bytes, and no other name of 2 to 8 bytes is
    /// — the well-known names, each keyword with a byte changed, added or dropped, in other case.
    @Test func theKeywordTableHoldsTheKeywordsAlone() {
        func packed(_ name: String) -> UInt64 {
            name.utf8.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        }
        let slots = UnsafePointer(RubyKeywordTable.shared.slots)
        #expect(Set(RubyLexer.keywords.map { RubyKeywordTable.slot(of: packed($0)) }).count == 40)
        var others = Set(RubyName.wellKnown)
        for keyword in RubyLexer.keywords {
            others.insert(keyword.uppercased())
            others.insert(keyword.lowercased())
            others.insert(String(keyword.dropLast()))
            others.insert(String(keyword.dropFirst()))
            others.insert(keyword + "s")
            others.insert("x" + keyword)
            others.insert(String(keyword.dropLast()) + "!")
        }
        var checked = 0
        for name in others where (2...8).contains(name.utf8.count) {
            #expect(RubyKeywordTable.contains(packed(name), in: slots) == RubyLexer.keywords.contains(name), "\(name)")
            checked += 1
        }
        #expect(checked > 200)
    }

    /// Every keyword lexes as a keyword, and a name one byte off as a name.
    @Test func keywordsLexAsKeywords() throws {
        let tokens = try RubyLexer.tokenize("x if y\nends do_ ifs end nil? defined? __LINE__ __LINE_\n", file: "t.rb")
        #expect(tokens.tokens.map { token -> String in
            switch token.kind {
            case let .identifier(i): return "identifier \(tokens.text(i))"
            case let .keyword(word): return "keyword \(word)"
            default: return "\(token.kind)"
            }
        } == [
            "identifier x", "keyword if", "identifier y", "newline", "identifier ends", "identifier do_", "identifier ifs",
            "keyword end", "identifier nil?", "keyword defined?", "keyword __LINE__", "identifier __LINE_", "newline", "endOfFile",
        ])
    }
}
