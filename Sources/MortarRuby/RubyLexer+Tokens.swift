import MortarCore

/// The token readers the main loop dispatches to: names, numbers, `:`, operators, and the
/// first byte's choice among them (`lexToken`).
extension RubyLexer {
    package mutating func lexToken() throws(RubyError) {
        let start = index
        let location = positionHere()
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
        return RubyLexer.string(buf + lower, count: upper - lower)
    }

    /// The text of `count` bytes at `base`, as `String(decoding:as:)` makes it (a byte that is
    /// not valid UTF-8 reads as U+FFFD). Up to 15 bytes (the most Swift keeps inline: most names
    /// and literals) written straight into the string, ASCII with no validation pass; past 15 by
    /// `String(decoding:as:)`, which validates the bytes where they are and then allocates and
    /// copies once — ≈200 instructions fewer a text than copying into new storage and
    /// validating it there, which is ≈60 cheaper up to 15 (`eval18`, REWRITE.md).
    @inline(__always)
    package static func string(_ base: UnsafePointer<UInt8>, count: Int) -> String {
        guard count <= 15 else { return String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }
        return String(unsafeUninitializedCapacity: count) { storage in
            if count > 0, let target = storage.baseAddress { target.initialize(from: base, count: count) }
            return count
        }
    }

    @inline(__always)
    package mutating func lexName(start: Int, location: Position) {
        var i = index
        while classes[Int(buf[i])] & RubyLexer.nameByte != 0 { i &+= 1 }  // the zeros past the end stop it
        // `include?`, `use_frameworks!` — but not `a!=b` or `x ?y : z`.
        let next = buf[i]
        if next == UInt8(ascii: "?") || next == UInt8(ascii: "!"), buf[i + 1] != UInt8(ascii: "=") || buf[i + 2] == UInt8(ascii: "=") {
            i += 1
        }
        index = i
        let afterDot = lastIs(0x2E) || lastIs(0x2E26)  // `.`, `&.`
        // `name:` (label), unless `name::` or after a dot; `cond ? a:b` reads as a ternary.
        // The first eight bytes packed, made once: the keyword test and the name's lookup read it.
        let key = packedWord(start, i)
        if !afterDot, buf[i] == UInt8(ascii: ":"), buf[i + 1] != UInt8(ascii: ":"), !lastIs(0x3F) {
            let name = keepName(start, i, key: key)
            index += 1
            emit(.label(name), from: start, at: location)
            return
        }
        let length = i - start
        if !afterDot, length >= 2, length <= 8, RubyKeywordTable.contains(key, in: keywordSlots) {
            emit(.keyword(RubyWord(bits: key, count: length)), from: start, at: location)
            return
        }
        let first = buf[start]
        if first >= 0x41, first <= 0x5A {
            emit(.constant(keepName(start, i, key: key)), from: start, at: location)
        } else {
            emit(.identifier(keepName(start, i, key: key)), from: start, at: location)
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
            emit(.symbol(literalsInPlace ? -1 : keepText(text(nameStart, index))), from: start, at: location)
            return
        }
        index += 1
        emit(.punct(":"), from: start, at: location)
    }

    /// The operator of the bytes `a`, `b`, `c` (the longest of `operators` that matches), or nil.
    /// Static: a method of the lexer called from a mutating one had the lexer copied for it.
    package static func operatorWord(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> RubyWord? {
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
        if mayContinue, let op = RubyLexer.operatorWord(buf[index], second, peek(2)) {
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
