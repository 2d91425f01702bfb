import MortarCore
import Testing

@Suite struct TerminalTextTests {
    @Test(arguments: [
        ("plain text\nwith\ttabs", "plain text\nwith\ttabs"),
        // OSC title, screen clear, bell, cursor movement: written visibly.
        ("Evil\u{1B}]0;pwned\u{07}\u{1B}[2J", "Evil\\u{1B}]0;pwned\\u{7}\\u{1B}[2J"),
        ("a\rb", "a\\rb"),
        ("\u{9B}31m", "\\u{9B}31m"),
        // Bidirectional overrides and line separators.
        ("abc\u{202E}fed\u{2028}", "abc\\u{202E}fed\\u{2028}"),
        // Even the sequences Mortar's own colours and progress line use: text is not styled.
        ("\u{1B}[1;31merror\u{1B}[0m: x", "\\u{1B}[1;31merror\\u{1B}[0m: x"),
        ("\r\u{1B}[Kfetching", "\\r\\u{1B}[Kfetching"),
        ("\u{1B}", "\\u{1B}"),
    ])
    func controlCharactersAreWrittenVisibly(input: String, expected: String) {
        #expect(TerminalText.sanitized(input) == expected)
        #expect(TerminalText.sanitized(expected) == expected, "sanitizing twice changes nothing")
    }

    /// Styled text (what a renderer made, its values already escaped) keeps Mortar's own
    /// colours and progress erase; a colour code Mortar never writes is still written visibly.
    @Test(arguments: [
        ("\u{1B}[1;31merror\u{1B}[0m: x", "\u{1B}[1;31merror\u{1B}[0m: x"),
        ("\r\u{1B}[Kfetching", "\r\u{1B}[Kfetching"),
        ("\u{1B}[8mhidden\u{1B}[0m", "\\u{1B}[8mhidden\u{1B}[0m"),
        ("a\rb", "a\\rb"),
    ])
    func styledTextKeepsOnlyMortarsOwnSequences(input: String, expected: String) {
        #expect(TerminalText.sanitized(input, keepingOwnSequences: true) == expected)
    }

    /// One value from input: line feeds and tabs too, so it stays on its line.
    @Test func aValueIsEscapedWhole() {
        #expect(TerminalText.escaped("X\r\u{1B}[K\u{1B}[1;31mok\u{1B}[0m\nnext\tend") == "X\\r\\u{1B}[K\\u{1B}[1;31mok\\u{1B}[0m\\nnext\\tend")
        #expect(TerminalText.escaped("plain 'name' é") == "plain 'name' é")
    }
}
