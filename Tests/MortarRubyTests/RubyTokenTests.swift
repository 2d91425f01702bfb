import MortarCore
import MortarRuby
import Testing

/// Tokens hold operators and keywords as packed bytes and names as indexes into the lexer's
/// tables: what a message says of a token is still its text, byte for byte.
@Suite struct RubyTokenTests {
    @Test(arguments: [
        ("declare \u{1}\n", "unexpected '\u{1}'; expected end of line after the statement", 1, 9),
        ("declare \u{0}\n", "unexpected '\u{0}'; expected end of line after the statement", 1, 9),
        ("x = 1 <=> \n)\n", "unexpected ')'; expected an expression", 2, 1),
        ("if true\n  declare 'a'\n", "block opened here is never closed with 'end'", 1, 1),
        ("x = [1, 2\n", "unexpected end of file; expected ']' to close the array", 2, 1),
        ("def go(a, &&)\nend\n", "unexpected '&&'; expected a parameter name", 1, 11),
        ("declare 12 34\n", "unexpected number '34'; expected end of line after the statement", 1, 12),
        ("declare Name other\n", "unexpected 'other'; expected end of line after the statement", 1, 14),
        ("x = 1 end\n", "unexpected 'end'; expected end of line after the statement", 1, 7),
        ("x = ->\n", "unexpected end of line; expected a lambda body", 1, 7),
    ])
    func aTokenIsNamedByItsTextInSyntaxErrors(source: String, message: String, line: Int, column: Int) {
        let host = RubyHostlessTests.RecordingHost()
        #expect(throws: RubyError.syntax(message, at: SourceLocation(file: "t.rb", line: line, column: column))) {
            _ = try RubyEvaluator(file: "t.rb", source: source, environment: [:], host: host).run()
        }
    }

    @Test func operatorsAndKeywordsReadAsTheyAreWritten() throws {
        let host = RubyHostlessTests.RecordingHost()
        let text = """
            a = 7
            a += 3 unless false
            b = a <=> 10
            c = [a * 2, a % 3, a >= 10 && a != 11, a == 10 ? 'x' : 'y', -a]
            d = { :k => 'v', 'w': 1 }
            declare "#{c} #{d[:k]}#{d[:w]} #{defined?(d)}"
            """
        _ = try RubyEvaluator(file: "t.rb", source: text, environment: [:], host: host).run()
        #expect(host.declared == ["[20, 1, true, \"x\", -10] v1 local-variable"])
    }

    /// `strip_heredoc` on ASCII text reads bytes; on other text, characters: the same answers
    /// as the character reading (`byCharacters`, the reading before the byte one) on every text.
    @Test(arguments: [
        ("    a\n      b\n    c\n", "a\n  b\nc\n"),
        // The smallest indentation is the least string, as Ruby's `min` finds it: a tab sorts first.
        ("\t  a\n\t\tb\n", "\t  a\nb\n"),
        ("  a\n\n   \n    b", "a\n\n \n  b"),
        ("  a\n \u{0B}\n   b\n", "a\n \u{0B}\n b\n"),
        ("a\n  b\n", "a\n  b\n"),
        ("", ""),
        ("   \n  \n", "   \n  \n"),
        ("  é\n    ü\n", "é\n  ü\n"),
        // `\r\n` is one character, not a line break, to the character reading.
        ("  a\r\n    b\r\n", "a\r\n    b\r\n"),
        ("  a\r    b\n   c", "a\r    b\n c"),
    ])
    func stripHeredocRemovesTheSmallestIndentation(text: String, stripped: String) {
        #expect(RubyEvaluator.stripHeredoc(text) == stripped)
        #expect(Self.byCharacters(text) == stripped)
    }

    /// `strip_heredoc` read character by character.
    static func byCharacters(_ s: String) -> String {
        let lines = s.split(separator: "\n", omittingEmptySubsequences: false)
        let indents = lines.filter { $0.contains { !$0.isWhitespace } }.map { String($0.prefix { $0 == " " || $0 == "\t" }) }
        guard let smallest = indents.min(), !smallest.isEmpty else { return s }
        return lines.map { $0.hasPrefix(smallest) ? String($0.dropFirst(smallest.count)) : String($0) }.joined(separator: "\n")
    }
}
