import MortarCore

/// One lexical token of the Ruby subset Mortar reads, with where it starts and whether
/// whitespace came before it (Ruby's grammar is whitespace-sensitive: `foo -1` vs `foo - 1`).
///
/// A token holds no reference: operators and keywords are their bytes packed into a `RubyWord`,
/// and the text of a name or a literal is an index into the tables of the `RubyTokens` it
/// belongs to. Copying a token (the parser looks at each one many times) is copying a few
/// words, with no retain or release.
package struct RubyToken: Hashable, Sendable {
    /// What the token is.
    package enum Kind: Hashable, Sendable {
        /// An integer literal as written (`12`, `0x1F`, `1_000`): an index into `RubyTokens.texts`.
        case integer(Int)
        /// A float literal as written (`10.15`): an index into `texts`.
        case float(Int)
        /// A string: `'x'`, `"x#{y}"`, `%q()`, `%Q()`, a heredoc; adjacent ones are joined by the
        /// parser. An index into `RubyTokens.literals`, or -1 for a `'…'` / `"…"` of text only
        /// lexed with `literalsInPlace`: its text is the token's bytes inside its quotes.
        case string(Int)
        /// A backtick or `%x()` command: never run. An index into `literals`.
        case command(Int)
        /// `:name`, `:"name"`: an index into `literals`, or -1 for a `:name` lexed with
        /// `literalsInPlace`: its text is the token's bytes after the colon.
        case symbol(Int)
        /// A regular expression literal: kept opaque. An index into `texts`.
        case regex(Int)
        /// `%w[]` / `%W[]` (strings) or `%i[]` / `%I[]` (symbols): an index into `RubyTokens.wordLists`.
        case words(Int, symbols: Bool)
        /// A local variable or method name (`s`, `use_frameworks!`, `include?`): an index into `texts`.
        case identifier(Int)
        /// A constant (`ENV`, `File`, `DEFAULT_TARGET`): an index into `texts`.
        case constant(Int)
        /// `@x`, `@@x` or `$x`: never known statically. An index into `texts`.
        case variable(Int)
        /// `name:` in a hash or argument list (the new hash syntax), also `"name":`: an index into `texts`.
        case label(Int)
        /// A reserved word (`if`, `do`, `end`, `nil`, …).
        case keyword(RubyWord)
        /// Punctuation and operators (`(`, `=>`, `||=`, `::`, `&.`).
        case punct(RubyWord)
        /// The end of a statement line.
        case newline
        case endOfFile
    }

    package var kind: Kind
    /// The positions as `Int32`, as the tree keeps them: a token is 40 bytes, not 64, so making
    /// one and the parser's copies of it move less. `RubyLexer.tokenize` refuses a text whose
    /// positions would not fit (`RubyLexer.maxPosition`), so the conversion never loses a bit.
    private var line32: Int32
    private var column32: Int32
    private var start32: Int32
    private var end32: Int32
    /// True when a space, tab or escaped newline precedes the token on its line.
    package var spaceBefore: Bool

    /// Where the token starts (the file is the reader's: see `RubyTreeParser.location(of:)`).
    package var line: Int { Int(line32) }
    package var column: Int { Int(column32) }
    /// Byte offset of the token's first byte and one past its last, in the text read.
    package var start: Int { Int(start32) }
    package var end: Int { Int(end32) }

    @inline(__always)
    package init(kind: Kind, line: Int, column: Int, start: Int, end: Int, spaceBefore: Bool) {
        self.kind = kind
        line32 = Int32(truncatingIfNeeded: line)
        column32 = Int32(truncatingIfNeeded: column)
        start32 = Int32(truncatingIfNeeded: start)
        end32 = Int32(truncatingIfNeeded: end)
        self.spaceBefore = spaceBefore
    }
}

/// The tokens of one text and the tables their payloads index.
package struct RubyTokens: Sendable {
    package var tokens: [RubyToken] = []
    /// Names and literal texts as written (`RubyToken.Kind.identifier(i)` is `text(i)`): a
    /// name of `RubyName.wellKnown` is not kept here but given by its id, as `~id` (negative).
    package var texts: [String] = []
    /// The content of string, symbol and command literals.
    package var literals: [RubyLiteral] = []
    /// The words of `%w[]`-style literals.
    package var wordLists: [[[RubyStringPart]]] = []

    package init() {}

    /// The text a payload `i` stands for: `texts[i]`, or the well-known name `~i` when negative.
    package func text(_ i: Int) -> String { RubyTokens.text(i, in: texts) }

    /// The text payload `i` stands for among `texts` (a lexer's, or the parser's taken from it).
    @inline(__always)
    package static func text(_ i: Int, in texts: [String]) -> String {
        i < 0 ? RubyName.wellKnown[~i] : texts[i]
    }
}

/// An operator or a keyword: up to eight bytes packed into an integer, so testing a token for
/// `(` or `end` is comparing two integers, not two strings. Written as a string literal
/// (`"=>"`); `description` gives the text back.
package struct RubyWord: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The bytes, the first in the lowest byte.
    package let bits: UInt64
    package let count: Int

    /// The word of `bytes[start..<end]` (at most eight bytes).
    @inline(__always)
    package init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        var bits: UInt64 = 0
        var i = start
        while i < end {
            bits |= UInt64(bytes[i]) << (8 * UInt64(i - start))
            i += 1
        }
        self.bits = bits
        self.count = end - start
    }

    /// A word of one to three bytes.
    @inline(__always)
    package init(_ a: UInt8, _ b: UInt8 = 0, _ c: UInt8 = 0, count: Int) {
        self.bits = UInt64(a) | UInt64(b) << 8 | UInt64(c) << 16
        self.count = count
    }

    @inline(__always)
    package init(stringLiteral value: StaticString) {
        var bits: UInt64 = 0
        var count = 0
        value.withUTF8Buffer { buffer in
            for byte in buffer.prefix(8) {
                bits |= UInt64(byte) << (8 * UInt64(count))
                count += 1
            }
        }
        self.bits = bits
        self.count = count
    }

    /// The byte at `i` (0 past the end).
    @inline(__always)
    package func byte(_ i: Int) -> UInt8 {
        i < count ? UInt8(truncatingIfNeeded: bits >> (8 * UInt64(i))) : 0
    }

    /// The last byte (0 for an empty word).
    package var last: UInt8 { count > 0 ? byte(count - 1) : 0 }

    /// The word without its last byte.
    package var droppingLast: RubyWord {
        guard count > 0 else { return self }
        let kept = count - 1
        let mask: UInt64 = kept == 0 ? 0 : (kept >= 8 ? .max : (1 << (8 * UInt64(kept))) - 1)
        return RubyWord(bits: bits & mask, count: kept)
    }

    /// The word of `bits` (bytes past `count` zero).
    @inline(__always)
    package init(bits: UInt64, count: Int) {
        self.bits = bits
        self.count = count
    }

    /// The text (a byte that is not valid UTF-8 reads as U+FFFD, as a `String` decoded from it).
    package var description: String {
        String(decoding: (0..<count).map(byte), as: UTF8.self)
    }
}

/// The content of a string, symbol or command literal as the lexer read it.
package enum RubyLiteral: Sendable {
    /// Text only (no interpolation), as one `String`: most literals. A string literal's node is
    /// this text itself (`RubyTree.Kind.text`); the parser makes a list of segments of it only
    /// where one is needed (a symbol, a command, literals written side by side).
    case text(String)
    /// Text and `#{code}` parts: the parser parses the code with the locals it knows there.
    case parts([RubyStringPart])

    /// The literal of `parts`: `.text` when they are all text (a single piece, as the lexer
    /// makes them), else `.parts`.
    package init(_ parts: [RubyStringPart]) {
        if parts.count == 1, case let .text(t) = parts[0] {
            self = .text(t)
        } else {
            self = .parts(parts)
        }
    }

    /// The literal as parts (what a `%w[]` list or a label is read from).
    package var parts: [RubyStringPart] {
        switch self {
        case let .parts(parts): return parts
        case let .text(t): return [.text(t)]
        }
    }
}

/// A piece of a string literal: text, or `#{code}` to evaluate (with where the code starts).
package enum RubyStringPart: Hashable, Sendable {
    case text(String)
    case code(String, SourceLocation)
}
