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

    /// The keywords by their first byte, as bytes: a name is checked against the few of its
    /// first byte and length, byte for byte, without a `String` hashed per name.
    package static let keywordsByFirstByte: [[[UInt8]]] = {
        var table = [[[UInt8]]](repeating: [], count: 128)
        for word in keywords.sorted() {
            let bytes = Array(word.utf8)
            table[Int(bytes[0])].append(bytes)
        }
        return table
    }()

    package let bytes: [UInt8]
    package let file: String
    package var index: Int
    package var line: Int
    package var lineStart: Int
    /// Column of `lineStart` (non-zero only for interpolated code that starts mid-line).
    package var columnOffset: Int
    package var tokens: [RubyToken] = []
    /// The tables token payloads index (`RubyTokens`).
    package var texts: [String] = []
    package var literals: [RubyLiteral] = []
    package var wordLists: [[[RubyStringPart]]] = []
    package var pendingHeredocs: [PendingHeredoc] = []
    package var spaceBefore = false
    /// The offsets of the bytes that continue a UTF-8 sequence (no character of their own), in
    /// order; empty for ASCII text. A column is the offset on the line less those between, so
    /// every token's position is a subtraction, not a count over the line.
    package var continuations: [Int] = []
    /// The names met so far (`keepName`), an open-addressing table keyed by a hash of their
    /// bytes: each slot is 0 (empty) or an index of `texts` plus one.
    package var nameSlots: [Int32] = []
    package var nameCount = 0
    /// Where in `bytes` each entry of `texts` was read, for a name (else -1, -1): what a name
    /// met again is compared with, byte for byte.
    package var textSpans: [(start: Int, end: Int)] = []

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
        var lexer = RubyLexer(bytes: bytes, file: file, line: line, column: column)
        try lexer.run()
        var result = RubyTokens()
        result.tokens = lexer.tokens
        result.texts = lexer.texts
        result.literals = lexer.literals
        result.wordLists = lexer.wordLists
        return result
    }

    package init(bytes: [UInt8], file: String, line: Int, column: Int) {
        self.bytes = bytes
        self.file = file
        self.line = line
        self.columnOffset = column - 1
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        self.index = start
        self.lineStart = start
        // About one token per six bytes in real manifests: the lists grow once or twice, not
        // a dozen times.
        tokens.reserveCapacity(bytes.count / 6 + 8)
        texts.reserveCapacity(bytes.count / 16 + 8)
        textSpans.reserveCapacity(bytes.count / 16 + 8)
        literals.reserveCapacity(bytes.count / 32 + 8)
        continuations = RubyLexer.continuationOffsets(bytes)
    }

    /// The offsets of `bytes` that continue a UTF-8 sequence (`10xxxxxx`), eight ASCII bytes
    /// (no high bit set) passed at once.
    package static func continuationOffsets(_ bytes: [UInt8]) -> [Int] {
        var offsets: [Int] = []
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            var i = 0
            let count = buffer.count
            while i + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                // A byte `10xxxxxx`: its high bit set and the next one (shifted up) clear.
                var marks = word & ~(word << 1) & 0x8080_8080_8080_8080
                while marks != 0 {
                    offsets.append(i + marks.trailingZeroBitCount >> 3)
                    marks &= marks &- 1
                }
                i += 8
            }
            while i < count {
                if buffer[i] & 0xC0 == 0x80 { offsets.append(i) }
                i += 1
            }
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
        let end = max(lineStart, min(offset, bytes.count))
        var column = 1 + columnOffset + (end - lineStart)
        if !continuations.isEmpty, end > lineStart {
            column -= RubyLexer.firstIndex(in: continuations, notBelow: end) - RubyLexer.firstIndex(in: continuations, notBelow: lineStart)
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

    package func peek(_ offset: Int = 0) -> UInt8 {
        let i = index + offset
        return i >= 0 && i < bytes.count ? bytes[i] : 0
    }

    /// Moves to `target`, counting the newlines passed.
    package mutating func advance(to target: Int) {
        let end = min(target, bytes.count)
        guard index < end else { return }
        var i = index, lines = 0, lastBreak = -1
        bytes.withUnsafeBufferPointer { buffer in
            while i < end {
                if buffer[i] == 0x0A {
                    lines += 1
                    lastBreak = i
                }
                i += 1
            }
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

    package mutating func emit(_ kind: RubyToken.Kind, from start: Int, at location: Position) {
        tokens.append(RubyToken(kind: kind, line: location.line, column: location.column, start: start, end: index, spaceBefore: spaceBefore))
        spaceBefore = false
    }

    /// `text` kept in `texts`; its index.
    package mutating func keep(_ text: String) -> Int {
        texts.append(text)
        textSpans.append((-1, -1))
        return texts.count - 1
    }

    /// The name `bytes[start..<end]` kept in `texts` once per file: a name written again (`s`,
    /// `dependency`, `source_files`) is the index of its first `String`, with no `String` made
    /// and no UTF-8 checked again. The hash is not keyed, so names made to collide could make
    /// long runs of slots: a lookup gives up after `maxProbes` slots and the name gets an
    /// entry of its own (the same text at two indexes: slower, never wrong), so lexing stays
    /// linear in the text whatever its names.
    package mutating func keepName(_ start: Int, _ end: Int) -> Int {
        if nameSlots.isEmpty { nameSlots = [Int32](repeating: 0, count: 256) }
        let hash = bytes.withUnsafeBufferPointer { RubyLexer.nameHash($0, start, end) }
        let found: Int? = bytes.withUnsafeBufferPointer { buffer -> Int? in
            let mask = nameSlots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            var probes = 0
            while nameSlots[slot] != 0, probes < RubyLexer.maxProbes {
                let index = Int(nameSlots[slot]) - 1
                let span = textSpans[index]
                if span.end - span.start == end - start {
                    var k = 0
                    while k < end - start, buffer[span.start + k] == buffer[start + k] { k += 1 }
                    if k == end - start { return index }
                }
                slot = (slot + 1) & mask
                probes += 1
            }
            return nil
        }
        if let found { return found }
        texts.append(text(start, end))
        textSpans.append((start, end))
        let index = texts.count - 1
        if insertName(index, hash: hash) { nameCount += 1 }
        if nameCount * 2 > nameSlots.count {
            // Keep the table at most half full: rebuild it twice as large.
            nameSlots = [Int32](repeating: 0, count: nameSlots.count * 2)
            nameCount = 0
            let source = bytes
            source.withUnsafeBufferPointer { buffer in
                for (i, span) in textSpans.enumerated() where span.start >= 0 {
                    if insertName(i, hash: RubyLexer.nameHash(buffer, span.start, span.end)) { nameCount += 1 }
                }
            }
        }
        return index
    }

    /// How many slots a name's lookup or insertion tries (see `keepName`).
    package static let maxProbes = 32

    /// FNV-1a over `buffer[start..<end]`.
    @inline(__always)
    static func nameHash(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var i = start
        while i < end {
            hash = (hash ^ UInt64(buffer[i])) &* 0x100_0000_01b3
            i += 1
        }
        return hash
    }

    /// Puts text `index` in the first free slot of its run; false (not kept) past `maxProbes`.
    private mutating func insertName(_ index: Int, hash: UInt64) -> Bool {
        let mask = nameSlots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        var probes = 0
        while nameSlots[slot] != 0 {
            slot = (slot + 1) & mask
            probes += 1
            if probes >= RubyLexer.maxProbes { return false }
        }
        nameSlots[slot] = Int32(index + 1)
        return true
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
        guard let last = tokens.last else { return true }
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
        while index < bytes.count {
            let b = bytes[index]
            if RubyLexer.isSpace(b) {
                index += 1
                spaceBefore = true
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
                if case .newline? = tokens.last?.kind {} else if !tokens.isEmpty {
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
                if index < bytes.count, bytes[index] == UInt8(ascii: "_") || bytes[index] == UInt8(ascii: "="),
                    try skipLineStartDirectives() { break }
                continue
            }
            if b == UInt8(ascii: "#") {
                index = bytes.withUnsafeBufferPointer { RubyLexer.firstIndex(in: $0, from: index, of: 0x0A, 0x0A, 0x0A, 0x0A, 0x0A) }
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
        guard index < bytes.count, bytes[index] == UInt8(ascii: "_") || bytes[index] == UInt8(ascii: "=") else { return false }
        if startsWith("__END__", at: index), peek(7) == 0x0A || index + 7 >= bytes.count || peek(7) == 0x0D {
            index = bytes.count
            return true
        }
        if startsWith("=begin", at: index) {
            let start = here
            while index < bytes.count {
                // Move to the next line and look for `=end`.
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                advance(to: index + 1)
                if startsWith("=end", at: index) {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                    return false
                }
            }
            throw .syntax("'=begin' comment is never closed with '=end'", at: start)
        }
        return false
    }

    package func startsWith(_ word: String, at offset: Int) -> Bool {
        // Most lines start with neither word: the first byte says so without walking the word.
        guard offset < bytes.count, bytes[offset] == word.utf8.first else { return false }
        var i = offset
        for b in word.utf8 {
            guard i < bytes.count, bytes[i] == b else { return false }
            i += 1
        }
        return true
    }

    package mutating func lexToken() throws(RubyError) {
        let start = index
        let location = position(at: index)
        let b = bytes[index]
        switch b {
        case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"):
            try lexQuoted(opener: b, start: start, location: location)
        case UInt8(ascii: "@"), UInt8(ascii: "$"):
            index += 1
            while index < bytes.count, RubyLexer.isIdentifierChar(bytes[index]) || bytes[index] == UInt8(ascii: "@") { index += 1 }
            if index == start + 1, index < bytes.count { index += 1 }  // `$!`, `$?`, `$0`
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
            if atExpressionStart(), index + 1 < bytes.count, !RubyLexer.isSpace(peek(1)), peek(1) != 0x0A,
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
        let lower = max(0, min(from, bytes.count)), upper = max(lower, min(to, bytes.count))
        // Over the buffer, not an `ArraySlice`: the contiguous path of the decoder.
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[lower..<upper]), as: UTF8.self) }
    }

    package mutating func lexName(start: Int, location: Position) {
        while index < bytes.count, RubyLexer.isIdentifierChar(bytes[index]) { index += 1 }
        // `include?`, `use_frameworks!` — but not `a!=b` or `x ?y : z`.
        if index < bytes.count, bytes[index] == UInt8(ascii: "?") || bytes[index] == UInt8(ascii: "!"),
            peek(1) != UInt8(ascii: "=") || peek(2) == UInt8(ascii: "=") {
            index += 1
        }
        let afterDot: Bool
        if case let .punct(p)? = tokens.last?.kind, p == "." || p == "&." { afterDot = true } else { afterDot = false }
        // `name:` (label), unless `name::` or after a dot.
        if !afterDot, index < bytes.count, bytes[index] == UInt8(ascii: ":"), peek(1) != UInt8(ascii: ":") {
            if case let .punct(p)? = tokens.last?.kind, p == "?" {
                // `cond ? a:b` reads as a ternary, not a label.
            } else {
                let name = keepName(start, index)
                index += 1
                emit(.label(name), from: start, at: location)
                return
            }
        }
        if !afterDot, isKeyword(from: start, to: index) {
            let word = bytes.withUnsafeBufferPointer { RubyWord($0, from: start, to: index) }
            emit(.keyword(word), from: start, at: location)
        } else if bytes[start] >= 0x41, bytes[start] <= 0x5A {
            emit(.constant(keepName(start, index)), from: start, at: location)
        } else {
            emit(.identifier(keepName(start, index)), from: start, at: location)
        }
    }

    /// Whether `bytes[start..<end]` spell one of `keywords` (2 to 8 bytes long).
    package func isKeyword(from start: Int, to end: Int) -> Bool {
        let length = end - start
        guard length >= 2, length <= 8, bytes[start] < 0x80 else { return false }
        for word in RubyLexer.keywordsByFirstByte[Int(bytes[start])] where word.count == length {
            var i = 1
            while i < length, word[i] == bytes[start + i] { i += 1 }
            if i == length { return true }
        }
        return false
    }

    package mutating func lexNumber(start: Int, location: Position) {
        var isFloat = false
        if peek() == UInt8(ascii: "0"), [UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "b"), UInt8(ascii: "B"), UInt8(ascii: "o")].contains(peek(1)) {
            index += 2
            while index < bytes.count, RubyLexer.isIdentifierChar(bytes[index]) { index += 1 }
        } else {
            while index < bytes.count, RubyLexer.isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") { index += 1 }
            if peek() == UInt8(ascii: "."), RubyLexer.isDigit(peek(1)) {
                isFloat = true
                index += 1
                while index < bytes.count, RubyLexer.isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") { index += 1 }
            }
            if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E"),
                RubyLexer.isDigit(peek(1)) || ((peek(1) == UInt8(ascii: "-") || peek(1) == UInt8(ascii: "+")) && RubyLexer.isDigit(peek(2))) {
                isFloat = true
                index += 2
                while index < bytes.count, RubyLexer.isDigit(bytes[index]) { index += 1 }
            }
        }
        let literal = text(start, index).replacingUnderscores()
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
            guard let last = tokens.last, last.end == start else { return false }
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
            while index < bytes.count, RubyLexer.isIdentifierChar(bytes[index]) { index += 1 }
            if index < bytes.count, [UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "=")].contains(bytes[index]),
                peek(1) != UInt8(ascii: "="), peek(1) != UInt8(ascii: ">"), peek(1) != UInt8(ascii: "~") {
                index += 1
            }
            emit(.symbol(keepText(text(nameStart, index))), from: start, at: location)
            return
        }
        index += 1
        emit(.punct(":"), from: start, at: location)
    }

    /// The bytes below 64 that are the second byte of an operator (`=`, `>`, `<`, `&`, `*`, `.`,
    /// `:`), as bits; `|` and `~` are the others.
    package static let operatorSecondBytes: UInt64 = [0x3D, 0x3E, 0x3C, 0x26, 0x2A, 0x2E, 0x3A].reduce(0) { $0 | 1 << UInt64($1) }

    /// The operator at `index` (the longest of `operators` that matches), or nil.
    package func operatorWord() -> RubyWord? {
        let a = bytes[index], b = peek(1), c = peek(2)
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

    package mutating func lexOperator(start: Int, location: Position) {
        // No operator of two or three bytes has a second byte other than these (`==`, `=>`,
        // `<=`, `&&`, `||`, `**`, `=~`, `::`, `..`, `&.`): for any other, the operator is
        // its first byte (`(`, `,`, `]`), without matching the table.
        let second = peek(1)
        let mayContinue = second < 64 ? (RubyLexer.operatorSecondBytes >> UInt64(second)) & 1 == 1
            : second == UInt8(ascii: "|") || second == UInt8(ascii: "~")
        if mayContinue, let op = operatorWord() {
            index += op.count
            emit(.punct(op), from: start, at: location)
            return
        }
        index += 1
        // A stray byte that is not valid UTF-8 text still becomes one token (the parser reports it).
        emit(.punct(RubyWord(bytes[start], count: 1)), from: start, at: location)
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String { String(filter { $0 != "_" }) }
}
