import MortarCore
import Testing
import MortarTestSupport

/// The lexer and the scanners never fail and never index outside the file, whatever the bytes:
/// random texts built from the characters that open and close comments, strings and directives.
struct SourceLexerFuzzTests {
    /// SplitMix64: a fixed seed, so every run checks the same inputs.
    typealias Generator = SplitMix64

    static let pieces = [
        "\"", "\"\"\"", "#", "##", "\\", "\\(", "(", ")", "/", "*", "/*", "*/", "//", "\n", " ", "'", "@", "`", "<", ">",
        "import ", "#if ", "#else", "#endif", "#import ", "@import ", "canImport(X)", "R\"x(", ")x\"", "X", "Y.h", ";", "{", "}",
        "public struct ", "typedef ", "\u{FEFF}", "é", "\r\n", "0", "1.5",
    ]

    @Test(arguments: SourceLanguage.allCases)
    func randomTextsNeverBreakTheLexer(_ language: SourceLanguage) {
        var generator = Generator(seed: language == .swift ? 1 : 2)
        var failures: [String] = []
        let scanner = ImportScanner(knownModules: ["X"], knownHeaders: ["Y.h"], definedFlags: [])
        for _ in 0..<1500 {
            let count = Int.random(in: 0...40, using: &generator)
            let text = (0..<count).map { _ in SourceLexerFuzzTests.pieces.randomElement(using: &generator)! }.joined()
            let lexed = SourceLexer.lex(text, language: language)
            var previous = -1
            for token in lexed.tokens {
                if token.start < 0 || token.end > lexed.bytes.count || token.start > token.end || token.start < previous || token.line < 1 || token.column < 1 {
                    failures.append(text)
                    break
                }
                previous = token.start
            }
            _ = scanner.scan(lexed, file: "F", language: language)
            _ = DeclarationScanner.declarations(lexed, language: language, isHeader: true)
        }
        #expect(failures.isEmpty, "bad tokens for: \(failures.prefix(3))")
    }
}
