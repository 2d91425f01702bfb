import MortarCore
import MortarRuby
import Testing

/// The lexer finds a token's column by subtracting (the bytes from the line's start less those
/// that continue a character), and literals of text only are kept as the segments their nodes
/// hold: positions and texts read exactly as before, whatever the characters.
@Suite struct RubyLexerScanTests {
    @Test(arguments: [
        // After characters of two, three and four bytes on the same line.
        ("x = 'é日本😀' )\n", "unexpected ')'; expected end of line after the statement", 1, 12),
        // On the line a literal of two lines ends on, and on the line after it.
        ("x = 'a\nbé' )\n", "unexpected ')'; expected end of line after the statement", 2, 5),
        ("x = 'a\nb'\ny = 'ü' )\n", "unexpected ')'; expected end of line after the statement", 3, 9),
        // In interpolated code, which starts mid-line after a character of two bytes.
        ("declare \"é#{ ) }\"\n", "unexpected ')'; expected an expression", 1, 14),
        // After a heredoc whose body holds other characters.
        ("x = <<~EOS\n  日本\nEOS\ny = 'é' )\n", "unexpected ')'; expected end of line after the statement", 4, 9),
        // A byte order mark is not a column.
        ("\u{FEFF}x = 1 )\n", "unexpected ')'; expected end of line after the statement", 1, 7),
    ])
    func aTokenIsLocatedByItsCharacters(source: String, message: String, line: Int, column: Int) {
        let host = RubyHostlessTests.RecordingHost()
        #expect(throws: RubyError.syntax(message, at: SourceLocation(file: "t.rb", line: line, column: column))) {
            _ = try RubyEvaluator(file: "t.rb", source: source, environment: [:], host: host).run()
        }
    }

    /// A token is plain data of 40 bytes (its positions as `Int32`): what the lexer writes and
    /// the parser copies per token.
    @Test func aTokenIsFiveWords() {
        #expect(MemoryLayout<RubyToken>.stride == 40)
    }

    /// A text whose positions would pass `Int32` is refused, never read with wrong positions:
    /// here code that would start at the last line a token can hold.
    @Test func aTextPastTheLargestPositionIsRefused() throws {
        let last = RubyLexer.maxPosition
        #expect(throws: RubyError.tooComplex(
            "the text is 2 bytes, more than the \(last) a Ruby file read here may hold; split it into smaller files",
            at: SourceLocation(file: "t.rb", line: last - 1, column: 1))) {
            _ = try RubyLexer.tokenize("x\n", file: "t.rb", line: last - 1)
        }
        let tokens = try RubyLexer.tokenize("x\n", file: "t.rb", line: last - 2)
        #expect(tokens.tokens.map(\.line) == [last - 2, last - 2, last - 1])
    }

    /// The first byte past ASCII and the bytes that continue a character in a range, read eight
    /// or 32 bytes at a time, are what a walk byte by byte finds, wherever the range starts and
    /// ends within a word.
    @Test func continuingBytesAreCountedAsOneByOne() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = [0x41, 0x20, 0x0A, 0x7F, 0x80, 0xBF, 0xC3, 0xA9, 0xE6, 0x97, 0xA5, 0xF0, 0x9F, 0x98, 0x80, 0xFF]
        for length in 0..<40 {
            for _ in 0..<8 {
                let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
                let padded = bytes + [UInt8](repeating: 0, count: RubyLexer.padding)
                padded.withUnsafeBufferPointer { buffer in
                    let base = buffer.baseAddress!
                    for start in 0...length {
                        let high = bytes.indices.first { $0 >= start && bytes[$0] >= 0x80 } ?? length
                        #expect(RubyLexer.firstNonASCII(base, from: start, count: length) == high, "\(bytes) from \(start)")
                        for end in start...length {
                            let continuing = bytes[start..<end].filter { $0 & 0xC0 == 0x80 }.count
                            #expect(RubyLexer.continuationCount(base, from: start, to: end) == continuing, "\(bytes) \(start)..<\(end)")
                        }
                    }
                }
            }
        }
    }

    @Test func aScanStopsAtTheFirstByteLookedFor() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = [0x41, 0x20, 0x0A, 0x22, 0x23, 0x27, 0x28, 0x29, 0x5C, 0x7B, 0x7D, 0x80, 0xE6, 0xFF, 0x00, 0x01]
        for length in 0..<40 {
            for _ in 0..<40 {
                let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
                let wanted = (0..<5).map { _ in alphabet.randomElement(using: &generator)! }
                for start in [0, length / 3, length, length + 2] {
                    let expected = bytes.indices.first { $0 >= start && wanted.contains(bytes[$0]) } ?? bytes.count
                    let found = bytes.withUnsafeBufferPointer {
                        RubyLexer.firstIndex(in: $0, from: start, of: wanted[0], wanted[1], wanted[2], wanted[3], wanted[4])
                    }
                    #expect(found == expected, "\(bytes) from \(start) for \(wanted)")
                }
            }
        }
    }

    /// Literals scanned eight bytes at a time: escapes, interpolation, nested delimiters, line
    /// breaks inside (the lines after are counted), a `#` that starts nothing.
    @Test func literalsEndWhereTheyEnd() throws {
        let host = RubyHostlessTests.RecordingHost()
        let text = """
            a = 'a long literal with # and " and \\\' inside it, past eight bytes'
            b = %q(one (two (three)) four)
            c = "line one
            line two #{a.size} #not-code \\" end"
            # a comment with ' and " and #{ in it
            declare [a, b, c].join('|')
            """
        _ = try RubyEvaluator(file: "t.rb", source: text, environment: [:], host: host).run()
        #expect(host.declared == ["a long literal with # and \" and ' inside it, past eight bytes|one (two (three)) four|line one\nline two 61 #not-code \" end"])
        #expect(throws: RubyError.syntax("unexpected ')'; expected end of line after the statement", at: SourceLocation(file: "t.rb", line: 3, column: 12))) {
            _ = try RubyEvaluator(file: "t.rb", source: "x = 'a\nlong second line\n' + 'é'    )\n", environment: [:], host: host).run()
        }
    }

    @Test func everyNameByteIsWhatItWas() {
        for value in 0...255 {
            let b = UInt8(value)
            let start = (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || b >= 0x80
            #expect(RubyLexer.isIdentifierStart(b) == start, "byte \(value)")
            #expect(RubyLexer.isIdentifierChar(b) == (start || (b >= 0x30 && b <= 0x39)), "byte \(value)")
        }
    }

    /// Literals of text only, adjacent ones joined, symbols and `?c`: the same texts as ever.
    @Test func textLiteralsReadAsWritten() throws {
        let host = RubyHostlessTests.RecordingHost()
        let text = """
            a = 'one' "two" \\
              'three'
            b = :sym.to_s + :"quoted sym".to_s + ?c
            declare a + b + %q(it's (nested)) + %(x) + "tab\\tend" + 'q\\'s'
            """
        _ = try RubyEvaluator(file: "t.rb", source: text, environment: [:], host: host).run()
        #expect(host.declared == ["onetwothreesymquoted symcit's (nested)xtab\tendq's"])
    }

    /// The tokens are written into an array sized for one token per six bytes; a text denser
    /// than that (here one token per byte) moves them to a larger block and reads the same.
    @Test func aTextOfMoreTokensThanItsFirstBlockReadsWhole() throws {
        let text = String(repeating: "a+", count: 500) + "b\n"
        let tokens = try RubyLexer.tokenize(text, file: "t.rb")
        #expect(tokens.tokens.count == 1003)
        #expect(tokens.tokens.map(\.start) == Array(0...1001) + [1002])
        #expect(tokens.tokens[1000].kind == .identifier(1) && tokens.texts[1] == "b")
        #expect(tokens.tokens.last?.kind == .endOfFile && tokens.tokens.last?.column == 1 && tokens.tokens.last?.line == 2)
        let host = RubyHostlessTests.RecordingHost()
        #expect(throws: RubyError.syntax("unexpected ')'; expected end of line after the statement", at: SourceLocation(file: "t.rb", line: 2, column: 203))) {
            _ = try RubyEvaluator(file: "t.rb", source: "a = 1\n" + String(repeating: "a+", count: 100) + "a )\n", environment: [:], host: host).run()
        }
    }
}
