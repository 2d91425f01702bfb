import MortarCore
import MortarRuby
import Testing

/// Where the lexer puts each token, around what it passes eight bytes at a time (comments, a
/// heredoc's lines, indentation) and around the characters of more than one byte whose
/// continuing bytes it counts only past the first of them: every token's line and column are
/// what counting the text's line breaks and characters before it gives, in both literal modes.
@Suite struct RubyLexerPositionTests {
    /// Inputs with comments at the end of the file (with and without a line break), indentation
    /// of every width around a word, literals and comments holding characters of two to four
    /// bytes, escapes, heredocs and line-start directives.
    static let inputs: [String] = [
        "s.name = 'é日本' # コメント 😀\ns.x = \"a\\\"b\" # c\n  t = 1\n",
        "x = 1 # end", "# only", "#", "x # é", "x #", "#\n#\n", "# 12345678\ny", "#1234567\ny",
        "# 日本語のコメント\n  s.a = 'b'\n    s.c 'd', 'é' # ü\nz\n",
        "a = \"é#{x}ü\" + 'ß' ; b\n", "x = '😀😀😀😀😀😀😀😀😀' + y\n",
        "\n        x\n                 y\n  =begin\n=begin\nz\n=end\n",
        "'abc\\'d' + \"e\\nf\" + 'h\\\\' + \"#{'é'}\"\n", "\"a\nb\" + 'c\nd' x\n  'é\nü' y\n",
        "s.description = <<-DESC\n    日本 é\n  DESC\ns.x = 1 # ü\n", "\t x\n \t y\n   \t\n", "a \\\n  b é \\\n c\n",
        String(repeating: " ", count: 40) + "x\n" + String(repeating: " ", count: 17) + "# c\n",
        "x = 'abcdefghijklmnopqrstuvwxyzé' # abcdefghijklmnopqrstuvwxyz é\nnext_line 'ü'\n",
    ]

    /// The line and column of `offset` counted from the text: its line breaks before it, and
    /// the characters (bytes that do not continue one) from its line's start.
    static func expectedPosition(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let before = bytes[..<offset]
        let lineStart = (before.lastIndex(of: 0x0A) ?? -1) + 1
        return (before.filter { $0 == 0x0A }.count + 1, bytes[lineStart..<offset].filter { $0 & 0xC0 != 0x80 }.count + 1)
    }

    /// Each input, every cut of it and it with a piece put in at every place: each token that
    /// lexes is where counting puts it.
    /// A `=begin` comment that a backslash's continued line reaches: as in Ruby 3.1.2 (`ruby`
    /// prints 3 for `x = 1 \⏎=begin⏎z⏎=end⏎+ 2⏎p x`), the line after `=end` goes on with the
    /// continued line (its line break is no token), and each later token is on its own line.
    /// The lexer used to make that line break an operator and put every later token a line early.
    @Test func aCommentReachedByAContinuedLineGoesOnWithThatLine() throws {
        let tokens = try RubyLexer.tokenize(bytes: Array("x = 1 \\\n=begin\nz\n=end\n+ 2\np x\n".utf8), file: "t.rb")
        #expect(tokens.tokens.map { "\($0.kind == .newline ? "newline" : "token") \($0.line):\($0.column)" } == [
            "token 1:1", "token 1:3", "token 1:5", "token 5:1", "token 5:3", "newline 5:4", "token 6:1", "token 6:3", "newline 6:4", "token 7:1",
        ])
        let evaluator = RubyEvaluator(file: "t.rb", source: "x = 1 \\\n=begin\nz\n=end\n+ 2\nx\n", environment: [:], host: RubyHostlessTests.RecordingHost())
        guard case .integer(3) = try evaluator.run() else { Issue.record("x is not 3"); return }
        let stray = RubyEvaluator(file: "t.rb", source: "x = 1 \\\n=begin\nz\n=end\n+ 2\n)\n", environment: [:], host: RubyHostlessTests.RecordingHost())
        do {
            _ = try stray.run()
            Issue.record("the stray ')' was read")
        } catch {
            #expect("\(error.location): \(error.message)" == "t.rb:6:1: unexpected ')'; expected an expression")
        }
    }

    /// A text that opens with a `=begin` comment: the line after `=end` is the text's first
    /// line of code, with no token for the line break before it.
    @Test func aCommentAtTheTextsStartEndsBeforeItsFirstLine() throws {
        let tokens = try RubyLexer.tokenize(bytes: Array("=begin\nL\n=end\nx = 1\n".utf8), file: "t.rb")
        #expect(tokens.tokens.map { "\($0.kind == .newline ? "newline" : "token") \($0.line):\($0.column)" } == [
            "token 4:1", "token 4:3", "token 4:5", "newline 4:6", "token 5:1",
        ])
    }

    @Test func everyTokenIsAtTheColumnOfItsCharacters() throws {
        let pieces = ["'", "\"", "#", "é", "日", "😀", "\n", " ", "        ", "\\", "#{", "\n#"]
        var checked = 0
        for input in Self.inputs {
            let bytes = Array(input.utf8)
            var variants = (0...bytes.count).map { Array(bytes[..<$0]) }
            for at in 0...bytes.count {
                for piece in pieces { variants.append(Array(bytes[..<at]) + Array(piece.utf8) + Array(bytes[at...])) }
            }
            for variant in variants {
                for inPlace in [false, true] {
                    guard let tokens = try? RubyLexer.tokenize(bytes: variant, file: "t.rb", literalsInPlace: inPlace) else { continue }
                    for token in tokens.tokens {
                        let expected = Self.expectedPosition(of: token.start, in: variant)
                        #expect(token.line == expected.line && token.column == expected.column,
                                "\(String(decoding: variant, as: UTF8.self).debugDescription): \(token.kind) at \(token.start)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 100_000)
    }

    /// The lexer given the first byte past ASCII that the text's check found
    /// (`UTF8Text.asciiPrefix`, as `RubyEvaluator` passes it) makes the tokens, texts and errors
    /// it makes finding that byte itself: every input, every cut of it and it with a piece put
    /// in at every place (invalid UTF-8 repaired first), with and without a byte order mark.
    @Test func aKnownASCIIPrefixGivesTheSameTokens() throws {
        let pieces = ["'", "\"", "#", "é", "日", "😀", "\n", "\\", "#{"]
        var compared = 0
        for input in Self.inputs + ["\u{FEFF}s.name = 'é' # ü\nx\n", "\u{FEFF}x = 1\n"] {
            let bytes = Array(input.utf8)
            var variants = (0...bytes.count).map { Array(bytes[..<$0]) }
            for at in 0...bytes.count {
                for piece in pieces { variants.append(Array(bytes[..<at]) + Array(piece.utf8) + Array(bytes[at...])) }
            }
            for variant in variants {
                let text = UTF8Text(repairing: variant)
                let found = Result { () throws(RubyError) in try RubyLexer.tokenize(bytes: text.bytes, file: "t.rb", literalsInPlace: true) }
                let given = Result { () throws(RubyError) in
                    try RubyLexer.tokenize(bytes: text.bytes, file: "t.rb", literalsInPlace: true, asciiPrefix: text.asciiPrefix)
                }
                switch (found, given) {
                case let (.success(a), .success(b)):
                    #expect(a.tokens == b.tokens && a.texts == b.texts, "\(String(decoding: variant, as: UTF8.self).debugDescription)")
                case let (.failure(a), .failure(b)):
                    #expect("\(a)" == "\(b)", "\(String(decoding: variant, as: UTF8.self).debugDescription)")
                default:
                    Issue.record("one lexed, the other not: \(String(decoding: variant, as: UTF8.self).debugDescription)")
                }
                compared += 1
            }
        }
        #expect(compared > 6_000)
    }

    /// Each token as the whole-output tests compare it: its kind (an identifier with its text),
    /// line:column, byte range, and ` s` when a space comes before it.
    static func described(_ tokens: RubyTokens) -> [String] {
        tokens.tokens.map { token in
            var kind = "\(token.kind)"
            if case let .identifier(i) = token.kind { kind = "identifier \(tokens.text(i))" }
            return "\(kind) \(token.line):\(token.column) \(token.start)-\(token.end)\(token.spaceBefore ? " s" : "")"
        }
    }

    /// The whole output of a text with a byte order mark and characters past ASCII, the first
    /// byte past ASCII given (the mark's: found again past it) and not given.
    @Test func aByteOrderMarkBeforeTheKnownPrefixIsPassed() throws {
        let text = UTF8Text("\u{FEFF}a = 'é' # ü\nb 'x'\n")
        #expect(text.asciiPrefix == 0)
        for prefix in [nil, text.asciiPrefix] {
            let tokens = try RubyLexer.tokenize(bytes: text.bytes, file: "t.rb", literalsInPlace: true, asciiPrefix: prefix)
            #expect(Self.described(tokens) == [
                "identifier a 1:1 3-4",
                "punct(=) 1:3 5-6 s",
                "string(-1) 1:5 7-11 s",
                "newline 1:12 16-16 s",
                "identifier b 2:1 17-18",
                "string(-1) 2:3 19-22 s",
                "newline 2:6 22-22",
                "endOfFile 3:1 23-23",
            ])
        }
    }

    /// A comment of any length, starting anywhere in a word, with characters past ASCII, ends at
    /// its line's break or at the end of the text.
    @Test func aCommentEndsAtItsLineBreakOrTheText() throws {
        for lead in 0..<9 {
            for length in 0..<20 {
                let name = String(repeating: "x", count: lead + 1)
                let comment = "#" + String(repeating: "é", count: length % 3) + String(repeating: "c", count: length)
                let text = name + " " + comment
                let atEnd = try RubyLexer.tokenize(text, file: "t.rb")
                let end = text.utf8.count
                #expect(atEnd.tokens.map(\.start) == [0, end] && atEnd.tokens.map(\.column) == [1, text.count + 1])
                #expect(atEnd.tokens.last?.kind == .endOfFile)
                let next = try RubyLexer.tokenize(text + "\ny", file: "t.rb")
                #expect(next.tokens.map(\.start) == [0, end, end + 1, end + 2])
                #expect(next.tokens.map(\.line) == [1, 1, 2, 2] && next.tokens.map(\.column) == [1, text.count + 1, 1, 2])
                #expect(next.tokens[1].kind == .newline && next.tokens[3].kind == .endOfFile)
            }
        }
    }

    /// A quoted literal cut at any byte after its opener is reported where it opens.
    @Test func aLiteralCutAtAnyByteIsNeverClosed() {
        for (text, quote) in [("x = 'a\\'é日\\\\ b'", "'"), ("x = \"é\\\"x\\n 😀 y\"", "\"")] {
            let bytes = Array(text.utf8)
            for cut in 5..<bytes.count {
                for inPlace in [false, true] {
                    #expect(throws: RubyError.syntax("literal opened here with '\(quote)' is never closed", at: SourceLocation(file: "t.rb", line: 1, column: 5))) {
                        _ = try RubyLexer.tokenize(bytes: Array(bytes[..<cut]), file: "t.rb", literalsInPlace: inPlace)
                    }
                }
            }
        }
    }

    /// The whole output for lines that hold characters past ASCII before and after their tokens,
    /// and the lines after them.
    @Test func tokensAfterCharactersPastASCIIAreWhereTheyWere() throws {
        let tokens = try RubyLexer.tokenize(bytes: Array("a = 'é' + b # ü\n  c 'x', :d # 日本\n#\ne".utf8), file: "t.rb", literalsInPlace: true)
        #expect(Self.described(tokens) == [
            "identifier a 1:1 0-1",
            "punct(=) 1:3 2-3 s",
            "string(-1) 1:5 4-8 s",
            "punct(+) 1:9 9-10 s",
            "identifier b 1:11 11-12 s",
            "newline 1:16 17-17 s",
            "identifier c 2:3 20-21 s",
            "string(-1) 2:5 22-25 s",
            "punct(,) 2:8 25-26",
            "symbol(-1) 2:10 27-29 s",
            "newline 2:17 38-38 s",
            "identifier e 4:1 41-42",
            "endOfFile 4:2 42-42",
        ])
    }
}
