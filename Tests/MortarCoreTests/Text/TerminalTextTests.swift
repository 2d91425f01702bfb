import MortarCore
import Testing

@Suite struct TerminalTextTests {
    @Test(arguments: [
        ("plain text\nwith\ttabs", "plain text\nwith\ttabs"),
        // OSC title, screen clear, bell, cursor movement: written visibly.
        ("Evil\u{1B}]0;pwned\u{07}\u{1B}[2J", "Evil\\u{1B}]0;pwned\\u{7}\\u{1B}[2J"),
        ("a\rb", "a\\u{D}b"),
        ("\u{9B}31m", "\\u{9B}31m"),
        // Bidirectional overrides and line separators.
        ("abc\u{202E}fed\u{2028}", "abc\\u{202E}fed\\u{2028}"),
        // Mortar's own colours and progress erase stay; a colour code it never writes does not.
        ("\u{1B}[1;31merror\u{1B}[0m: x", "\u{1B}[1;31merror\u{1B}[0m: x"),
        ("\r\u{1B}[Kfetching", "\r\u{1B}[Kfetching"),
        ("\u{1B}[8mhidden\u{1B}[0m", "\\u{1B}[8mhidden\u{1B}[0m"),
        ("\u{1B}", "\\u{1B}"),
    ])
    func controlCharactersAreWrittenVisibly(input: String, expected: String) {
        #expect(TerminalText.sanitized(input) == expected)
        #expect(TerminalText.sanitized(expected) == expected, "sanitizing twice changes nothing")
    }
}
