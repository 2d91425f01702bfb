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
    package var lineStart: Int {
        didSet {
            if !continuations.isEmpty { lineContinuations = RubyLexer.firstIndex(in: continuations, notBelow: lineStart) }
        }
    }
    /// How many of `continuations` are before `lineStart` (kept as the line changes).
    package var lineContinuations = 0
    /// Column of `lineStart` (non-zero only for interpolated code that starts mid-line).
    package var columnOffset: Int
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
    /// What the last token is, without reading it back from `tokens`: `lastTag` is 0 before
    /// the first token, else `RubyLexer.newlineTag`, `punctTag` or `otherTag`; `lastPunct` the
    /// bits of the last token's operator when it is one.
    package var lastTag: UInt8 = 0
    package var lastPunct: UInt64 = 0
    /// The offsets of the bytes that continue a UTF-8 sequence (no character of their own), in
    /// order; empty for ASCII text. A column is the offset on the line less those between, so
    /// every token's position is a subtraction, not a count over the line.
    package var continuations: [Int] = []
    /// The names met so far (`keepName`), an open-addressing table keyed by a hash of their
    /// bytes (`nameMask + 1` slots; none before the first name): each slot is 0 (empty) or an
    /// index of `texts` plus one.
    package var nameSlots = UnsafeMutablePointer<Int32>(bitPattern: 8)!
    package var nameMask = 0
    package var nameCount = 0
    /// Where in `bytes` each entry of `texts` was read, for a name (else -1, -1): what a name
    /// met again is compared with, byte for byte.
    package var textSpans: [(start: Int, end: Int)] = []
    /// The first eight bytes of each entry of `texts` that is a name, packed (`packedWord`; else
    /// 0): compared first, as one integer.
    package var nameKeys: [UInt64] = []

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
    /// The zeros after the text in `buf`: more than any look ahead (eight bytes read at once).
    @inline(__always) package static var padding: Int { 16 }

    /// `classes` for every byte value.
    package static let byteClasses: [UInt8] = (0..<256).map { value in
        let b = UInt8(value)
        var c: UInt8 = 0
        if isIdentifierChar(b) { c |= nameByte }
        if isIdentifierStart(b) { c |= nameStart }
        if isSpace(b) { c |= spaceByte }
        if b == 0x27 || b == 0x5C || b == 0x0A || b == 0 { c |= singleQuoteStop }
        if b == 0x22 || b == 0x5C || b == 0x0A || b == 0x23 || b == 0 { c |= doubleQuoteStop }
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
    package static func tokenize(bytes: [UInt8], file: String, line: Int = 1, column: Int = 1) throws(RubyError) -> RubyTokens {
        // One block: the byte classes, then the text and its zeros.
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: 256 + bytes.count + padding)
        defer { storage.deallocate() }
        byteClasses.withUnsafeBufferPointer { storage.initialize(from: $0.baseAddress!, count: 256) }
        bytes.withUnsafeBufferPointer { if let base = $0.baseAddress { (storage + 256).initialize(from: base, count: $0.count) } }
        (storage + 256 + bytes.count).initialize(repeating: 0, count: padding)
        var lexer = RubyLexer(bytes: bytes, buffer: storage + 256, classes: storage, file: file, line: line, column: column)
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

    init(bytes: [UInt8], buffer: UnsafePointer<UInt8>, classes: UnsafePointer<UInt8>, file: String, line: Int, column: Int) {
        self.bytes = bytes
        self.buf = buffer
        self.count = bytes.count
        self.classes = classes
        self.file = file
        self.line = line
        self.columnOffset = column - 1
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        self.index = start
        self.lineStart = start
        // About one token per six bytes in real manifests: the lists grow once or twice, not
        // a dozen times.
        tokenCapacity = bytes.count / 6 + 8
        texts.reserveCapacity(bytes.count / 16 + 8)
        textSpans.reserveCapacity(bytes.count / 16 + 8)
        nameKeys.reserveCapacity(bytes.count / 16 + 8)
        literals.reserveCapacity(bytes.count / 32 + 8)
        continuations = RubyLexer.continuationOffsets(UnsafeBufferPointer(start: buffer, count: bytes.count))
        if !continuations.isEmpty { lineContinuations = RubyLexer.firstIndex(in: continuations, notBelow: start) }
    }

    /// The offsets of `bytes` that continue a UTF-8 sequence (`10xxxxxx`).
    package static func continuationOffsets(_ bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBufferPointer { continuationOffsets($0) }
    }

    /// The offsets of `buffer` that continue a UTF-8 sequence, eight ASCII bytes (no high bit
    /// set) passed with one test, four words at a time.
    package static func continuationOffsets(_ buffer: UnsafeBufferPointer<UInt8>) -> [Int] {
        var offsets: [Int] = []
        guard let base = buffer.baseAddress else { return offsets }
        let raw = UnsafeRawPointer(base)
        var i = 0
        let count = buffer.count
        let highs: UInt64 = 0x8080_8080_8080_8080
        while i + 8 <= count {
            if i + 32 <= count {
                let any = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)
                if any & highs == 0 {
                    i += 32
                    continue
                }
            }
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            // A byte `10xxxxxx`: its high bit set and the next one (shifted up) clear.
            var marks = word & ~(word << 1) & highs
            while marks != 0 {
                offsets.append(i + marks.trailingZeroBitCount >> 3)
                marks &= marks &- 1
            }
            i += 8
        }
        while i < count {
            if base[i] & 0xC0 == 0x80 { offsets.append(i) }
            i += 1
        }
        return offsets
    }

    // MARK: Positions

    /// The column of `offset` on the current line; columns count characters, not bytes.
    package func location(at offset: Int) -> SourceLocation {
        sourceLocation(position(at: offset))
    }

    /// Where a token starts, without a file name: a token's position is made for every token,
    /// a `SourceLocation` (which retains the file name) only for an error.
    package struct Position {
        var line: Int
        var column: Int
    }

    package func sourceLocation(_ position: Position) -> SourceLocation {
        SourceLocation(file: file, line: position.line, column: position.column)
    }

    /// The line and column of `offset` on the current line (an offset before the line's start
    /// is its first column, one past the text its end): the bytes from the line's start, less
    /// the bytes among them that continue a character.
    @inline(__always)
    package func position(at offset: Int) -> Position {
        let end = max(lineStart, min(offset, count))
        var column = 1 + columnOffset + (end - lineStart)
        if !continuations.isEmpty, end > lineStart {
            // Those on the line before `end`: the first few looked at in turn (most lines have
            // none or few), past eight found by binary search (a line of many stays linear).
            var k = lineContinuations
            let n = continuations.count
            var steps = 0
            while k < n, continuations[k] < end {
                k += 1
                steps += 1
                if steps == 8 {
                    k = RubyLexer.firstIndex(in: continuations, notBelow: end)
                    break
                }
            }
            column -= k - lineContinuations
        }
        return Position(line: line, column: column)
    }

    /// The index of the first element of the ascending `offsets` that is at least `value`.
    package static func firstIndex(in offsets: [Int], notBelow value: Int) -> Int {
        var low = 0, high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    package var here: SourceLocation { location(at: index) }

    /// The bytes as a buffer (`buf`'s text, without its zeros).
    package var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: buf, count: count) }

    @inline(__always)
    package func peek(_ offset: Int = 0) -> UInt8 {
        let i = index + offset
        return i >= 0 && i < count ? buf[i] : 0
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
            lineStart = lastBreak + 1
            columnOffset = 0
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
        tokenCount += 1
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
        texts.append(text)
        textSpans.append((-1, -1))
        nameKeys.append(0)
        return texts.count - 1
    }

    /// A literal kept in `literals`; its index.
    package mutating func keep(_ literal: RubyLiteral) -> Int {
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
        while index < count {
            let b = buf[index]
            let kind = classes[Int(b)]
            if kind & RubyLexer.spaceByte != 0 {
                index += 1
                while buf[index] == 0x20 { index += 1 }  // indentation; the zeros past the end stop it
                spaceBefore = true
                continue
            }
            // A name (not at a line's start, where `__END__` may be): most tokens.
            if kind & RubyLexer.nameStart != 0, b < 0x80, b != UInt8(ascii: "_") || index != lineStart {
                lexName(start: index, location: position(at: index))
                continue
            }
            if b == 0x5C, peek(1) == 0x0A {  // backslash-newline: the line goes on
                advance(to: index + 2)
                if !pendingHeredocs.isEmpty { try readPendingHeredocs() }
                spaceBefore = true
                continue
            }
            if b == 0x5C, peek(1) == 0x0D, peek(2) == 0x0A {
                advance(to: index + 3)
                if !pendingHeredocs.isEmpty { try readPendingHeredocs() }
                spaceBefore = true
                continue
            }
            if b == 0x0A {
                let start = index
                let location = position(at: index)
                if lastTag != RubyLexer.newlineTag, lastTag != 0 {
                    emit(.newline, from: start, at: location)
                }
                // No call for what nearly every line lacks: a pending heredoc, a line starting
                // with `_` (`__END__`) or `=` (`=begin`).
                index += 1
                line += 1
                lineStart = index
                columnOffset = 0
                spaceBefore = false
                if !pendingHeredocs.isEmpty { try readPendingHeredocs() }
                if index < count, buf[index] == UInt8(ascii: "_") || buf[index] == UInt8(ascii: "="),
                    try skipLineStartDirectives() { break }
                continue
            }
            if b == UInt8(ascii: "#") {
                index = RubyLexer.firstIndex(in: buffer, from: index, of: 0x0A)
                continue
            }
            if index == lineStart, try skipLineStartDirectives() { break }
            try lexToken()
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

    package mutating func lexToken() throws(RubyError) {
        let start = index
        let location = position(at: index)
        let b = buf[index]
        switch b {
        case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"):
            try lexQuoted(opener: b, start: start, location: location)
        case UInt8(ascii: "@"), UInt8(ascii: "$"):
            index += 1
            while index < count, RubyLexer.isIdentifierChar(buf[index]) || buf[index] == UInt8(ascii: "@") { index += 1 }
            if index == start + 1, index < count { index += 1 }  // `$!`, `$?`, `$0`
            emit(.variable(keep(text(start, index))), from: start, at: location)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber(start: start, location: location)
        case UInt8(ascii: ":"):
            try lexColon(start: start, location: location)
        case UInt8(ascii: "%"):
            if atExpressionStart(), try lexPercentLiteral(start: start, location: location) { return }
            lexOperator(start: start, location: location)
        case UInt8(ascii: "/"):
            if atExpressionStart() {
                try lexRegex(start: start, location: location)
            } else {
                lexOperator(start: start, location: location)
            }
        case UInt8(ascii: "<"):
            if peek(1) == UInt8(ascii: "<"), try lexHeredocStart(start: start, location: location) { return }
            lexOperator(start: start, location: location)
        case UInt8(ascii: "?"):
            if atExpressionStart(), index + 1 < count, !RubyLexer.isSpace(peek(1)), peek(1) != 0x0A,
                !RubyLexer.isIdentifierChar(peek(2)) {
                index += 2
                emit(.string(keepText(text(start + 1, index))), from: start, at: location)
            } else {
                lexOperator(start: start, location: location)
            }
        case 0xE2 where peek(1) == 0x80 && [0x98, 0x99, 0x9C, 0x9D].contains(peek(2)):
            throw .syntax("unexpected typographic quote '\(text(start, start + 3))'; Ruby strings need straight quotes (' or \")", at: sourceLocation(location))
        default:
            if RubyLexer.isIdentifierStart(b) {
                lexName(start: start, location: location)
            } else {
                lexOperator(start: start, location: location)
            }
        }
    }

    package func text(_ from: Int, _ to: Int) -> String {
        let lower = max(0, min(from, count)), upper = max(lower, min(to, count))
        // Over the buffer, not an `ArraySlice`: the contiguous path of the decoder.
        return String(decoding: UnsafeBufferPointer(start: buf + lower, count: upper - lower), as: UTF8.self)
    }

    @inline(__always)
    package mutating func lexName(start: Int, location: Position) {
        var i = index
        while classes[Int(buf[i])] & RubyLexer.nameByte != 0 { i += 1 }  // the zeros past the end stop it
        // `include?`, `use_frameworks!` — but not `a!=b` or `x ?y : z`.
        let next = buf[i]
        if next == UInt8(ascii: "?") || next == UInt8(ascii: "!"), buf[i + 1] != UInt8(ascii: "=") || buf[i + 2] == UInt8(ascii: "=") {
            i += 1
        }
        index = i
        let afterDot = lastIs(0x2E) || lastIs(0x2E26)  // `.`, `&.`
        // `name:` (label), unless `name::` or after a dot; `cond ? a:b` reads as a ternary.
        if !afterDot, buf[i] == UInt8(ascii: ":"), buf[i + 1] != UInt8(ascii: ":"), !lastIs(0x3F) {
            let name = keepName(start, i)
            index += 1
            emit(.label(name), from: start, at: location)
            return
        }
        let length = i - start
        if !afterDot, length >= 2, length <= 8 {
            let word = packedWord(start, i)
            if RubyLexer.isKeyword(word) {
                emit(.keyword(RubyWord(bits: word, count: length)), from: start, at: location)
                return
            }
        }
        let first = buf[start]
        if first >= 0x41, first <= 0x5A {
            emit(.constant(keepName(start, i)), from: start, at: location)
        } else {
            emit(.identifier(keepName(start, i)), from: start, at: location)
        }
    }

    package mutating func lexNumber(start: Int, location: Position) {
        var isFloat = false
        if peek() == UInt8(ascii: "0"), [UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "b"), UInt8(ascii: "B"), UInt8(ascii: "o")].contains(peek(1)) {
            index += 2
            while index < count, RubyLexer.isIdentifierChar(buf[index]) { index += 1 }
        } else {
            while index < count, RubyLexer.isDigit(buf[index]) || buf[index] == UInt8(ascii: "_") { index += 1 }
            if peek() == UInt8(ascii: "."), RubyLexer.isDigit(peek(1)) {
                isFloat = true
                index += 1
                while index < count, RubyLexer.isDigit(buf[index]) || buf[index] == UInt8(ascii: "_") { index += 1 }
            }
            if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E"),
                RubyLexer.isDigit(peek(1)) || ((peek(1) == UInt8(ascii: "-") || peek(1) == UInt8(ascii: "+")) && RubyLexer.isDigit(peek(2))) {
                isFloat = true
                index += 2
                while index < count, RubyLexer.isDigit(buf[index]) { index += 1 }
            }
        }
        var literal = text(start, index)
        if literal.utf8.contains(UInt8(ascii: "_")) { literal = literal.replacingUnderscores() }
        let kept = keep(literal)
        emit(isFloat ? .float(kept) : .integer(kept), from: start, at: location)
    }

    package mutating func lexColon(start: Int, location: Position) throws(RubyError) {
        if peek(1) == UInt8(ascii: ":") {
            index += 2
            emit(.punct("::"), from: start, at: location)
            return
        }
        let attached: Bool = {
            guard let last = lastToken, last.end == start else { return false }
            switch last.kind {
            case .identifier, .constant, .punct(")"), .punct("]"), .string, .integer, .float: return true
            default: return false
            }
        }()
        let next = peek(1)
        if !attached, next == UInt8(ascii: "\"") || next == UInt8(ascii: "'") {
            index += 1
            let literal = try readQuoted(opener: next)
            emit(.symbol(keep(literal)), from: start, at: location)
            return
        }
        if !attached, RubyLexer.isIdentifierStart(next) {
            index += 1
            let nameStart = index
            while index < count, RubyLexer.isIdentifierChar(buf[index]) { index += 1 }
            if index < count, [UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "=")].contains(buf[index]),
                peek(1) != UInt8(ascii: "="), peek(1) != UInt8(ascii: ">"), peek(1) != UInt8(ascii: "~") {
                index += 1
            }
            emit(.symbol(keepText(text(nameStart, index))), from: start, at: location)
            return
        }
        index += 1
        emit(.punct(":"), from: start, at: location)
    }

    /// The operator at `index` (the longest of `operators` that matches), or nil.
    package func operatorWord() -> RubyWord? {
        let a = buf[index], b = peek(1), c = peek(2)
        switch (a, b, c) {
        case (0x2A, 0x2A, 0x3D), (0x3C, 0x3D, 0x3E), (0x3D, 0x3D, 0x3D), (0x2E, 0x2E, 0x2E),   // **= <=> === ...
             (0x3C, 0x3C, 0x3D), (0x3E, 0x3E, 0x3D), (0x26, 0x26, 0x3D), (0x7C, 0x7C, 0x3D):   // <<= >>= &&= ||=
            return RubyWord(a, b, c, count: 3)
        default: break
        }
        switch (a, b) {
        case (0x3D, 0x3D), (0x21, 0x3D), (0x3E, 0x3D), (0x3C, 0x3D),      // == != >= <=
             (0x26, 0x26), (0x7C, 0x7C), (0x3C, 0x3C), (0x3E, 0x3E),      // && || << >>
             (0x2A, 0x2A), (0x3D, 0x7E), (0x21, 0x7E), (0x2B, 0x3D),      // ** =~ !~ +=
             (0x2D, 0x3D), (0x2A, 0x3D), (0x2F, 0x3D), (0x25, 0x3D),      // -= *= /= %=
             (0x7C, 0x3D), (0x26, 0x3D), (0x5E, 0x3D), (0x3D, 0x3E),      // |= &= ^= =>
             (0x2D, 0x3E), (0x3A, 0x3A), (0x2E, 0x2E), (0x26, 0x2E):      // -> :: .. &.
            return RubyWord(a, b, count: 2)
        default: return nil
        }
    }

    @inline(__always)
    package mutating func lexOperator(start: Int, location: Position) {
        // No operator of two or three bytes has a second byte other than these (`==`, `=>`,
        // `<=`, `&&`, `||`, `**`, `=~`, `::`, `..`, `&.`): for any other, the operator is
        // its first byte (`(`, `,`, `]`), without matching the table.
        let second = peek(1)
        let secondBytes: UInt64 = 1 << 0x3D | 1 << 0x3E | 1 << 0x3C | 1 << 0x26 | 1 << 0x2A | 1 << 0x2E | 1 << 0x3A
        let mayContinue = second < 64 ? (secondBytes >> UInt64(second)) & 1 == 1
            : second == UInt8(ascii: "|") || second == UInt8(ascii: "~")
        if mayContinue, let op = operatorWord() {
            index += op.count
            emit(.punct(op), from: start, at: location)
            return
        }
        index += 1
        // A stray byte that is not valid UTF-8 text still becomes one token (the parser reports it).
        emit(.punct(RubyWord(buf[start], count: 1)), from: start, at: location)
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String { String(filter { $0 != "_" }) }
}
