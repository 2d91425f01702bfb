import MortarCore

/// Splits Ruby source into tokens: literals (with escapes, `#{}` interpolation, `%w[]`,
/// heredocs), names, keywords and operators. It never executes anything and never traps on
/// any byte string: malformed input is a located `RubyError.syntax`.
package struct RubyLexer {
    package static let keywords: Set<String> = [
        "alias", "and", "begin", "BEGIN", "break", "case", "class", "def", "defined?", "do", "else", "elsif",
        "end", "END", "ensure", "false", "for", "if", "in", "module", "next", "nil", "not", "or", "redo",
        "rescue", "retry", "return", "self", "super", "then", "true", "undef", "unless", "until", "when",
        "while", "yield", "__FILE__", "__LINE__",
    ]

    package let bytes: [UInt8]
    /// The text's bytes followed by `RubyLexer.padding` zeros, owned by `tokenize`: the hot
    /// loops read it without a bounds check, a scan of name bytes stops at the zero past the
    /// end, and a look a few bytes ahead (`peek`) reads zero there as it did past the end.
    package let buf: UnsafePointer<UInt8>
    package let count: Int
    /// What each byte is (`RubyLexer.nameByte`, `nameStart`, `spaceByte`): one load, not a chain
    /// of comparisons. Owned by `tokenize`, like `buf`.
    package let classes: UnsafePointer<UInt8>
    package let file: String
    package var index: Int
    package var line: Int
    /// Where the current line starts. Lines only move forward (every change sets it just past a
    /// line break already read), which `nextNonASCII` relies on. Set with `columnBase` by
    /// `startLine(at:)`.
    package private(set) var lineStart: Int
    /// The offset whose column would be 0 on the current line: an ASCII offset's column is
    /// `offset - columnBase`, one subtraction a token. `lineStart - 1`, less the column
    /// interpolated code starts at past 1 (code that starts mid-line).
    package private(set) var columnBase: Int
    /// The tokens so far: `tokenCount` of `tokenCapacity` in `tokenStore` (a token is plain
    /// data: stored and copied, never retained), made an array once at the end (`tokens`).
    package var tokenStore = UnsafeMutablePointer<RubyToken>(bitPattern: MemoryLayout<RubyToken>.alignment)!
    /// Whether `tokenStore` is the lexer's to free (it outgrew the array `tokenize` gave it).
    package var ownsTokens = false
    package var tokenCount = 0
    package var tokenCapacity: Int
    /// The tables token payloads index (`RubyTokens`).
    package var texts: [String] = []
    package var literals: [RubyLiteral] = []
    package var wordLists: [[[RubyStringPart]]] = []
    package var pendingHeredocs: [PendingHeredoc] = []
    package var spaceBefore = false
    /// A plain `'…'` / `"…"` string's text left in the source (`.string(-1)`): see `tokenize`.
    package var literalsInPlace = false
    /// What the last token is, without reading it back from `tokens`: `lastTag` is 0 before
    /// the first token, else `RubyLexer.newlineTag`, `punctTag` or `otherTag`; `lastPunct` the
    /// bits of the last token's operator when it is one.
    package var lastTag: UInt8 = 0
    package var lastPunct: UInt64 = 0
    /// The first byte past ASCII at or after a line start no later than `lineStart` (`count` when
    /// there is none): between the line's start and an offset at or before it, no byte continues
    /// a character (none has a column of its own), so the offset's column is its place on the
    /// line, with nothing counted. Found once over the text, then again from a line's start only
    /// when the lines have passed it (`continuationsBefore`).
    package var nextNonASCII: Int
    /// The bytes that continue a character among `countedFrom..<countedTo`, where `countedFrom`
    /// is the line start they were counted from (-1 before any): the tokens of a line past
    /// `nextNonASCII` have its bytes counted once, not again from its start for each token.
    package var countedFrom = -1
    package var countedTo = 0
    package var counted = 0
    /// The names met so far (`keepName`), an open-addressing table keyed by a hash of their
    /// bytes (`nameMask + 1` slots; none before the first name): each slot is 0 (empty) or an
    /// index of `texts` plus one.
    package var nameSlots = UnsafeMutablePointer<Int32>(bitPattern: 8)!
    package var nameMask = 0
    package var nameCount = 0
    /// For each entry of `texts` that is a name, where in `bytes` it was read (what a name met
    /// again is compared with, byte for byte) and its first eight bytes packed (`packedWord`:
    /// compared first, as one integer); else -1, -1 and 0. One array, one append a text.
    package var textSpans: [(start: Int, end: Int, key: UInt64)] = []
    /// The well-known names, found by their bytes before `nameSlots` (`keepName`).
    package let vocabulary = RubyNameVocabulary.shared
    /// The keywords' table (`RubyKeywordTable`), its slots held here: one load less a name.
    package let keywordSlots = UnsafePointer(RubyKeywordTable.shared.slots)

    @inline(__always) package static var newlineTag: UInt8 { 1 }
    @inline(__always) package static var punctTag: UInt8 { 2 }
    @inline(__always) package static var otherTag: UInt8 { 3 }
    /// The classes of `classes`: a byte of a name, the first byte of a name, a space.
    @inline(__always) package static var nameByte: UInt8 { 1 }
    @inline(__always) package static var nameStart: UInt8 { 2 }
    @inline(__always) package static var spaceByte: UInt8 { 4 }
    /// The bytes a `'…'` (`'`, `\`, a line break) or `"…"` literal (`"`, `\`, a line break, `#`)
    /// cannot pass without a look, and the zero (the end of the text, or a byte of it).
    @inline(__always) package static var singleQuoteStop: UInt8 { 8 }
    @inline(__always) package static var doubleQuoteStop: UInt8 { 16 }
    /// An ASCII letter: a name starts here wherever it is (`_` may start `__END__` at a line's start).
    @inline(__always) package static var asciiLetter: UInt8 { 32 }
    /// The zeros after the text in `buf`: more than any look ahead (eight bytes read at once).
    @inline(__always) package static var padding: Int { 16 }

    /// The largest line, column or byte offset a token holds (`RubyToken` keeps them as `Int32`).
    package static var maxPosition: Int { Int(Int32.max) }

    /// `classes` for every byte value.
    package static let byteClasses: [UInt8] = (0..<256).map { value in
        let b = UInt8(value)
        var c: UInt8 = 0
        if isIdentifierChar(b) { c |= nameByte }
        if isIdentifierStart(b) { c |= nameStart }
        if isSpace(b) { c |= spaceByte }
        if b == 0x27 || b == 0x5C || b == 0x0A || b == 0 { c |= singleQuoteStop }
        if b == 0x22 || b == 0x5C || b == 0x0A || b == 0x23 || b == 0 { c |= doubleQuoteStop }
        if (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) { c |= asciiLetter }
        return c
    }

    /// A heredoc whose body starts on the next line: filled into `tokens[tokenIndex]` then.
    package struct PendingHeredoc {
        var tokenIndex: Int
        var terminator: String
        var indentedTerminator: Bool
        var squiggly: Bool
        var interpolates: Bool
        var location: SourceLocation
    }

    /// Tokenizes `text`. Interpolated code is tokenized again with its own start position.
    /// - Throws: `RubyError.syntax` at the first malformed place.
    package static func tokenize(_ text: String, file: String, line: Int = 1, column: Int = 1) throws(RubyError) -> RubyTokens {
        try tokenize(bytes: Array(text.utf8), file: file, line: line, column: column)
    }

    /// Tokenizes UTF-8 `bytes` (the text as the evaluator keeps it: no `String` made again).
    /// With `literalsInPlace`, a string of text only (`'…'`, `"…"` with no escape or `#{`) is
    /// the token `.string(-1)`: its text is `bytes[start + 1 ..< end - 1]`, made a `String`
    /// only when read (`RubyTree.text(of:)`), not here; a `:name` symbol is `.symbol(-1)`, its
    /// text `bytes[start + 1 ..< end]`. `asciiPrefix`, when given, is the offset of the first
    /// byte of `bytes` past ASCII (`bytes.count` when none: `UTF8Text.asciiPrefix`), which the
    /// lexer otherwise finds by a scan of its own.
    package static func tokenize(bytes: [UInt8], file: String, line: Int = 1, column: Int = 1,
                                 literalsInPlace: Bool = false, asciiPrefix: Int? = nil) throws(RubyError) -> RubyTokens {
        var none: RubyReadScratch?
        return try tokenize(bytes: bytes, file: file, line: line, column: column, literalsInPlace: literalsInPlace,
                            asciiPrefix: asciiPrefix, scratch: &none)
    }

    /// `tokenize(bytes:file:line:column:literalsInPlace:asciiPrefix:)` with the block of the
    /// byte classes and the text in `scratch`'s `text` arena (kept from the reader's last file:
    /// a block past glibc's thread cache was allocated and freed a file), or a block of its own
    /// when `scratch` is nil.
    package static func tokenize(bytes: [UInt8], file: String, line: Int = 1, column: Int = 1,
                                 literalsInPlace: Bool = false, asciiPrefix: Int? = nil,
                                 scratch: inout RubyReadScratch?) throws(RubyError) -> RubyTokens {
        // A token's line, column and offsets are at most the text's length past where it starts.
        guard bytes.count <= maxPosition - max(line, column, 0) else {
            throw .tooComplex("the text is \(bytes.count) bytes, more than the \(maxPosition) a Ruby file read here may hold; split it into smaller files",
                              at: SourceLocation(file: file, line: line, column: column))
        }
        // One block: the byte classes, then the text and its zeros.
        let size = 256 + bytes.count + padding
        let kept = scratch != nil
        let storage = kept ? RubyReadScratch.arena(&scratch!.text, capacity: 0).storage(for: size)
                           : UnsafeMutablePointer<UInt8>.allocate(capacity: size)
        defer { if !kept { storage.deallocate() } }
        byteClasses.withUnsafeBufferPointer { storage.initialize(from: $0.baseAddress!, count: 256) }
        bytes.withUnsafeBufferPointer { if let base = $0.baseAddress { (storage + 256).initialize(from: base, count: $0.count) } }
        (storage + 256 + bytes.count).initialize(repeating: 0, count: padding)
        var lexer = RubyLexer(bytes: bytes, buffer: storage + 256, classes: storage, file: file, line: line, column: column,
                              asciiPrefix: asciiPrefix)
        lexer.literalsInPlace = literalsInPlace
        defer { lexer.freeNameTable() }
        // The tokens are written into the array's own storage, sized for about one token per six
        // bytes (real manifests have one per eleven): no copy at the end and no check per token
        // but for room. A text of more tokens moves them to a larger block of the lexer's own
        // (`growTokens`), made an array at the end.
        var failure: RubyError?
        var tokens = [RubyToken](unsafeUninitializedCapacity: lexer.tokenCapacity) { storage, initialized in
            lexer.tokenStore = storage.baseAddress ?? lexer.tokenStore
            do {
                try lexer.run()
            } catch let error as RubyError {
                failure = error
            } catch {}
            initialized = lexer.ownsTokens ? 0 : lexer.tokenCount
        }
        if lexer.ownsTokens {
            tokens = lexer.tokens
            lexer.tokenStore.deallocate()
        }
        if let failure { throw failure }
        var result = RubyTokens()
        result.tokens = tokens
        result.texts = lexer.texts
        result.literals = lexer.literals
        result.wordLists = lexer.wordLists
        return result
    }

    init(bytes: [UInt8], buffer: UnsafePointer<UInt8>, classes: UnsafePointer<UInt8>, file: String, line: Int, column: Int,
         asciiPrefix: Int? = nil) {
        self.bytes = bytes
        self.buf = buffer
        self.count = bytes.count
        self.classes = classes
        self.file = file
        self.line = line
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        self.index = start
        self.lineStart = start
        self.columnBase = start - column
        // About one token per six bytes in real manifests: the lists grow once or twice, not
        // a dozen times.
        // `texts`, `textSpans` and `literals` are not reserved here: most names are well-known
        // (no text) and most literals in place (no literal), so many files never use one; each
        // is reserved at its first append (`reserveTexts`, `keep(_:)`).
        tokenCapacity = bytes.count / 6 + 8
        // The first byte past ASCII from `start`: the one the text's check found, unless that is
        // the byte order mark's (then it is looked for past the mark).
        if let asciiPrefix, asciiPrefix >= start, asciiPrefix <= bytes.count {
            nextNonASCII = asciiPrefix
        } else {
            nextNonASCII = RubyLexer.firstNonASCII(buffer, from: start, count: bytes.count)
        }
    }

    /// The bytes as a buffer (`buf`'s text, without its zeros).
    package var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: buf, count: count) }

    /// The byte `offset` (0 to 8) past `index`, 0 past the end: the text's zeros are that 0, so
    /// no test of the bounds (`index` never passes `count`).
    @inline(__always)
    package func peek(_ offset: Int = 0) -> UInt8 {
        buf[index + offset]
    }

    /// A new line starts at `offset` (just past a line break already read), at column 1.
    @inline(__always)
    package mutating func startLine(at offset: Int) {
        lineStart = offset
        columnBase = offset &- 1
    }

    /// Moves to `target`, counting the newlines passed.
    package mutating func advance(to target: Int) {
        let end = min(target, count)
        guard index < end else { return }
        var i = index, lines = 0, lastBreak = -1
        while i < end {
            if buf[i] == 0x0A {
                lines += 1
                lastBreak = i
            }
            i += 1
        }
        index = end
        if lines > 0 {
            line += lines
            startLine(at: lastBreak + 1)
        }
    }

    /// `A`–`Z`, `_` and `a`–`z` as bits of the bytes 64–127 (`b & 63`).
    static let letterBits: UInt64 = 0x07FF_FFFE_87FF_FFFE
    /// `0`–`9` as bits of the bytes 0–63.
    static let digitBits: UInt64 = 0x03FF_0000_0000_0000

    /// A letter, `_` or any byte of a non-ASCII character: one bit test, not five comparisons.
    @inline(__always)
    package static func isIdentifierStart(_ b: UInt8) -> Bool {
        b >= 0x80 || (b >= 0x40 && (letterBits >> UInt64(b & 63)) & 1 != 0)
    }

    @inline(__always)
    package static func isIdentifierChar(_ b: UInt8) -> Bool {
        if b >= 0x80 { return true }
        return ((b >= 0x40 ? letterBits : digitBits) >> UInt64(b & 63)) & 1 != 0
    }
    package static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    package static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0C || b == 0x0B }

    @inline(__always)
    package mutating func emit(_ kind: RubyToken.Kind, from start: Int, at location: Position) {
        if tokenCount == tokenCapacity { growTokens() }
        (tokenStore + tokenCount).initialize(to: RubyToken(kind: kind, line: location.line, column: location.column, start: start, end: index, spaceBefore: spaceBefore))
        tokenCount &+= 1  // at most `tokenCapacity`
        spaceBefore = false
        switch kind {
        case let .punct(word):
            lastTag = RubyLexer.punctTag
            lastPunct = word.bits
        case .newline: lastTag = RubyLexer.newlineTag
        default: lastTag = RubyLexer.otherTag
        }
    }

    package mutating func growTokens() {
        let larger = UnsafeMutablePointer<RubyToken>.allocate(capacity: tokenCapacity * 2)
        larger.moveInitialize(from: tokenStore, count: tokenCount)
        if ownsTokens { tokenStore.deallocate() }
        tokenStore = larger
        ownsTokens = true
        tokenCapacity *= 2
    }

    /// The tokens made so far, as an array.
    package var tokens: [RubyToken] {
        // Copied as bytes (a token is plain data): `Array(UnsafeBufferPointer)` copied them one
        // by one, a tenth of the lexer's instructions.
        Array(unsafeUninitializedCapacity: tokenCount) { storage, initialized in
            if let base = storage.baseAddress { base.initialize(from: tokenStore, count: tokenCount) }
            initialized = tokenCount
        }
    }

    /// The last token made, if any.
    package var lastToken: RubyToken? { tokenCount > 0 ? tokenStore[tokenCount - 1] : nil }

    /// Whether the last token is the operator `word` (one to three bytes, none zero).
    @inline(__always)
    package func lastIs(_ word: UInt64) -> Bool {
        lastTag == RubyLexer.punctTag && lastPunct == word
    }

    /// `text` kept in `texts`; its index.
    package mutating func keep(_ text: String) -> Int {
        if texts.capacity == 0 { reserveTexts() }
        texts.append(text)
        textSpans.append((-1, -1, 0))
        return texts.count - 1
    }

    /// `texts` and `textSpans` reserved at their first append, about one text per 16 bytes
    /// (grown from empty, they were reallocated a few times a file).
    @inline(never)
    package mutating func reserveTexts() {
        texts.reserveCapacity(count / 16 + 8)
        textSpans.reserveCapacity(count / 16 + 8)
    }

    /// A literal kept in `literals`; its index.
    package mutating func keep(_ literal: RubyLiteral) -> Int {
        if literals.capacity == 0 { literals.reserveCapacity(count / 32 + 8) }
        literals.append(literal)
        return literals.count - 1
    }

    /// A literal of one piece of text kept in `literals`; its index.
    package mutating func keepText(_ text: String) -> Int {
        keep(.text(text))
    }

    /// True where Ruby expects the start of an expression: what decides `/` regex vs divide,
    /// `%w` vs modulo, `<<~X` heredoc vs shift, `:sym` vs `:`.
    package func atExpressionStart() -> Bool {
        guard let last = lastToken else { return true }
        let nextIsSpace = RubyLexer.isSpace(peek(1)) || peek(1) == 0x0A
        switch last.kind {
        case .newline: return true
        case let .punct(p): return p != ")" && p != "]" && p != "}"
        case let .keyword(k):
            switch k {
            case "end", "self", "nil", "true", "false", "__FILE__", "__LINE__": return false
            default: return true
            }
        case .identifier: return spaceBefore && !nextIsSpace
        case .label: return true
        default: return false
        }
    }

    // MARK: Main loop

    package mutating func run() throws(RubyError) {
        // Fixed for the lexer's life, but loaded again from `self` after every call that may
        // change it (any mutating one): held in registers here instead.
        let buf = self.buf, classes = self.classes, count = self.count
        loop: while index < count {
            let b = buf[index]
            let kind = classes[Int(b)]
            if kind & RubyLexer.spaceByte != 0 {
                index += 1
                while buf[index] == 0x20 { index &+= 1 }  // indentation; the zeros past the end stop it
                spaceBefore = true
                continue
            }
            // A name (not at a line's start, where `__END__` may be): most tokens.
            if kind & RubyLexer.asciiLetter != 0 || (b == UInt8(ascii: "_") && index != lineStart) {
                lexName(start: index, location: positionHere())
                continue
            }
            // The first byte decides the tokens that need no look back (most of the rest): no
            // call of `lexToken`, whose frame and dispatch cost more than such a token.
            switch b {
            case 0x28, 0x29, 0x2C, 0x3B, 0x5B, 0x5D, 0x7B, 0x7D:
                // `(`, `)`, `,`, `;`, `[`, `]`, `{`, `}`: no operator is longer, whatever follows.
                let start = index
                let location = positionHere()
                index += 1
                emit(.punct(RubyWord(b, count: 1)), from: start, at: location)
            case 0x2E where buf[index + 1] != 0x2E:
                // `.` not followed by `.` (`..`, `...`): the operator is its one byte.
                let start = index
                let location = positionHere()
                index += 1
                emit(.punct(RubyWord(b, count: 1)), from: start, at: location)
            case 0x3D where index != lineStart && buf[index + 1] != 0x3D && buf[index + 1] != 0x7E:
                // `=` and `=>` (not `==`, `===`, `=~`; `=begin` at a line's start is the
                // default's): what `lexOperator` makes of them, with no call of `lexToken`.
                let start = index
                let location = positionHere()
                if buf[index + 1] == 0x3E {
                    index += 2
                    emit(.punct(RubyWord(0x3D, 0x3E, count: 2)), from: start, at: location)
                } else {
                    index += 1
                    emit(.punct(RubyWord(0x3D, count: 1)), from: start, at: location)
                }
            case 0x7C where buf[index + 1] != 0x7C && buf[index + 1] != 0x3D:
                // `|` (not `||`, `||=`, `|=`): a block's parameters.
                let start = index
                let location = positionHere()
                index += 1
                emit(.punct(RubyWord(b, count: 1)), from: start, at: location)
            case 0x22, 0x27:
                if !lexPlainQuoted(opener: b) { try lexQuoted(opener: b, start: index, location: positionHere()) }
            case 0x0A:
                let start = index
                let location = positionHere()
                if lastTag != RubyLexer.newlineTag, lastTag != 0 {
                    emit(.newline, from: start, at: location)
                }
                // No call for what nearly every line lacks: a pending heredoc, a line starting
                // with `_` (`__END__`) or `=` (`=begin`).
                index += 1
                line += 1
                startLine(at: index)
                spaceBefore = false
                if !pendingHeredocs.isEmpty { try readPendingHeredocs() }
                // The next line's first byte, read once: its indentation, passed here rather than
                // by a turn of the loop of its own, or `_` (`__END__`) or `=` (`=begin`).
                let first = buf[index]
                if first == 0x20 {
                    index = spacesEnd(from: index)
                    spaceBefore = true
                } else if first == UInt8(ascii: "_") || first == UInt8(ascii: "="), try skipLineStartDirectives() {
                    break loop
                }
            case 0x23:  // `#`: a comment to the line's end
                index = lineEnd(from: index)
            case 0x5C where peek(1) == 0x0A:  // backslash-newline: the line goes on
                advance(to: index + 2)
                if !pendingHeredocs.isEmpty { try readPendingHeredocs() }
                spaceBefore = true
            case 0x5C where peek(1) == 0x0D && peek(2) == 0x0A:
                advance(to: index + 3)
                if !pendingHeredocs.isEmpty { try readPendingHeredocs() }
                spaceBefore = true
            default:
                if index == lineStart {
                    // A line's first byte reached with no line break of the loop's own: the
                    // text's start, or a line that a backslash's continued line reaches.
                    let before = index
                    if try skipLineStartDirectives() { break loop }
                    if index != before {
                        // A `=begin` comment: as in Ruby, the line after its `=end` goes on
                        // with the line the backslash continued (its line break is no token).
                        advance(to: index + 1)
                        if !pendingHeredocs.isEmpty { try readPendingHeredocs() }
                        spaceBefore = true
                        continue
                    }
                }
                try lexToken()
            }
        }
        if !pendingHeredocs.isEmpty, let first = pendingHeredocs.first {
            throw .syntax("heredoc '\(first.terminator)' is never terminated", at: first.location)
        }
        emit(.endOfFile, from: index, at: position(at: index))
    }

    /// `=begin`…`=end` comments and `__END__`; returns true at `__END__` (the rest is data).
    package mutating func skipLineStartDirectives() throws(RubyError) -> Bool {
        // Both directives start with a byte few lines start with.
        guard index < count, buf[index] == UInt8(ascii: "_") || buf[index] == UInt8(ascii: "=") else { return false }
        if startsWith("__END__", at: index), peek(7) == 0x0A || index + 7 >= count || peek(7) == 0x0D {
            index = count
            return true
        }
        if startsWith("=begin", at: index) {
            let start = here
            while index < count {
                // Move to the next line and look for `=end`.
                while index < count, buf[index] != 0x0A { index += 1 }
                advance(to: index + 1)
                if startsWith("=end", at: index) {
                    while index < count, buf[index] != 0x0A { index += 1 }
                    return false
                }
            }
            throw .syntax("'=begin' comment is never closed with '=end'", at: start)
        }
        return false
    }

    package func startsWith(_ word: String, at offset: Int) -> Bool {
        // Most lines start with neither word: the first byte says so without walking the word.
        guard offset < count, buf[offset] == word.utf8.first else { return false }
        var i = offset
        for b in word.utf8 {
            guard i < count, buf[i] == b else { return false }
            i += 1
        }
        return true
    }
}
