import MortarCore

/// Quoted literals: `'…'`, `"…"` and backticks, read fast when plain, else into parts.
extension RubyLexer {
    package static func closer(for opener: UInt8) -> UInt8 {
        switch opener {
        case UInt8(ascii: "("): return UInt8(ascii: ")")
        case UInt8(ascii: "["): return UInt8(ascii: "]")
        case UInt8(ascii: "{"): return UInt8(ascii: "}")
        case UInt8(ascii: "<"): return UInt8(ascii: ">")
        default: return opener
        }
    }

    package mutating func lexQuoted(opener: UInt8, start: Int, location: Position) throws(RubyError) {
        let literal = try readQuoted(opener: opener)
        if opener == UInt8(ascii: "`") {
            emit(.command(keep(literal)), from: start, at: location)
            return
        }
        // `"key": value` is a label in a hash.
        if peek() == UInt8(ascii: ":"), peek(1) != UInt8(ascii: ":"), RubyLexer.isSpace(peek(1)) || peek(1) == 0x0A {
            if labelMayStartHere() {
                index += 1
                emit(.label(keep(RubyLexer.plainText(literal.parts))), from: start, at: location)
                return
            }
        }
        emit(.string(keep(literal)), from: start, at: location)
    }

    /// A `'…'` or `"…"` literal of text only (most literals), read and emitted in one call, as
    /// `lexQuoted` would: no frame of `readQuoted` on the way. False, with nothing moved, for any
    /// other (`lexQuoted` reads it). With `literalsInPlace`, a string's text is not made: the
    /// token is `.string(-1)`, its text the bytes inside its quotes.
    @inline(never)
    package mutating func lexPlainQuoted(opener: UInt8) -> Bool {
        let start = index
        let location = positionHere()
        guard skipPlainQuoted(opener: opener) else { return false }
        let contentStart = start + 1, contentCount = index - 1 - contentStart
        // `"key": value` is a label in a hash.
        if peek() == UInt8(ascii: ":"), peek(1) != UInt8(ascii: ":"), RubyLexer.isSpace(peek(1)) || peek(1) == 0x0A {
            if labelMayStartHere() {
                index += 1
                emit(.label(keep(RubyLexer.string(buf + contentStart, count: contentCount))), from: start, at: location)
                return true
            }
        }
        if literalsInPlace {
            emit(.string(-1), from: start, at: location)
        } else {
            emit(.string(keepText(RubyLexer.string(buf + contentStart, count: contentCount))), from: start, at: location)
        }
        return true
    }

    /// Whether a quoted `"key":` here is a label: after `{`, `,` or `(`, also on the next line,
    /// as Ruby skips the line break there (`{ :git => url,⏎ 'tag': v }`, React Native's
    /// generated `ReactCodegen.podspec` writes `'script': <<-SCRIPT` so). Read only when such a
    /// literal is followed by `: `.
    package func labelMayStartHere() -> Bool {
        if lastIs(0x7B) || lastIs(0x2C) || lastIs(0x28) { return true }  // `{`, `,`, `(`
        // The lexer never makes two line breaks in a row: the token before it is the one to read.
        guard lastTag == RubyLexer.newlineTag, tokenCount >= 2, case let .punct(word) = tokenStore[tokenCount - 2].kind else { return false }
        return word.bits == 0x7B || word.bits == 0x2C || word.bits == 0x28
    }

    package static func plainText(_ parts: [RubyStringPart]) -> String {
        parts.map { part -> String in
            if case let .text(t) = part { return t }
            return ""
        }.joined()
    }

    /// Reads a literal whose opening delimiter is at `index`; leaves `index` after the closer.
    package mutating func readQuotedParts(opener: UInt8, interpolates explicit: Bool? = nil) throws(RubyError) -> [RubyStringPart] {
        try readQuoted(opener: opener, interpolates: explicit).parts
    }

    /// Reads a literal whose opening delimiter is at `index`; leaves `index` after the closer.
    /// A literal of text only is its segments at once (no list of parts made to be converted).
    package mutating func readQuoted(opener: UInt8, interpolates explicit: Bool? = nil) throws(RubyError) -> RubyLiteral {
        if explicit == nil, opener == UInt8(ascii: "'") || opener == UInt8(ascii: "\""), let literal = readPlainQuoted(opener: opener) {
            return literal
        }
        let open = position(at: index)
        let closer = RubyLexer.closer(for: opener)
        let interpolates = explicit ?? (opener != UInt8(ascii: "'"))
        let contentStart = index + 1
        var plain = true
        var breaks = (count: 0, last: -1)
        let end = try findLiteralEnd(from: contentStart, opener: opener, closer: closer, interpolates: interpolates, opened: open,
                                     plain: &plain, breaks: &breaks)
        let literal: RubyLiteral
        if plain {
            // No escape and no interpolation met on the way to the end: the text is the bytes.
            literal = .text(RubyLexer.string(buf + contentStart, count: end - contentStart))
        } else {
            let content = position(at: contentStart)
            literal = RubyLiteral(try RubyLexer.stringParts(
                bytes[contentStart..<end], file: file, line: content.line, column: content.column,
                interpolates: interpolates, delimiters: (opener, closer)))
        }
        if plain {
            // Every line break of a plain literal was counted on the way to its end.
            index = end + 1
            if breaks.count > 0 {
                line += breaks.count
                startLine(at: breaks.last + 1)
            }
        } else {
            advance(to: end + 1)
        }
        return literal
    }

    /// A `'…'` or `"…"` literal of text only (no escape, no interpolation), read byte by byte
    /// up to its closer through the byte classes; nil (nothing moved) for any other, which
    /// `readQuoted` reads the general way.
    @inline(__always)
    package mutating func readPlainQuoted(opener: UInt8) -> RubyLiteral? {
        let contentStart = index + 1
        guard skipPlainQuoted(opener: opener) else { return nil }
        return .text(RubyLexer.string(buf + contentStart, count: index - 1 - contentStart))
    }

    /// Moves past a `'…'` or `"…"` literal of text only, counting its lines; false (nothing
    /// moved) for any other.
    @inline(__always)
    package mutating func skipPlainQuoted(opener: UInt8) -> Bool {
        let stop = opener == UInt8(ascii: "'") ? RubyLexer.singleQuoteStop : RubyLexer.doubleQuoteStop
        var i = index + 1
        var breaks = 0, lastBreak = -1
        while true {
            // Four bytes a step (one test of the loop a step, not one a byte); the zeros past the
            // end stop it, and no byte past the first stop is read.
            while true {
                if classes[Int(buf[i])] & stop != 0 { break }
                if classes[Int(buf[i &+ 1])] & stop != 0 { i &+= 1; break }
                if classes[Int(buf[i &+ 2])] & stop != 0 { i &+= 2; break }
                if classes[Int(buf[i &+ 3])] & stop != 0 { i &+= 3; break }
                i &+= 4
            }
            let b = buf[i]
            if b == opener { break }
            if b == 0x0A {
                breaks += 1
                lastBreak = i
            } else if b == 0 {
                if i >= count { return false }
            } else if b == UInt8(ascii: "#") {
                if buf[i + 1] == UInt8(ascii: "{") { return false }
            } else {
                return false  // `\\`
            }
            i += 1
        }
        index = i + 1
        if breaks > 0 {
            line += breaks
            startLine(at: lastBreak + 1)
        }
        return true
    }

    /// The index of the closing delimiter, honouring escapes, nesting of bracket delimiters,
    /// and `#{…}` (whose braces and quotes do not close the literal). `plain` becomes false at an
    /// escape or (when the literal interpolates) a `#{`: what `needsParts` would find in the content.
    /// `breaks` counts the line breaks met and where the last one is (all of them while `plain`).
    package func findLiteralEnd(from start: Int, opener: UInt8, closer: UInt8, interpolates: Bool, opened: Position,
                                plain: inout Bool, breaks: inout (count: Int, last: Int)) throws(RubyError) -> Int {
        var i = start
        var depth = 0
        let hash = interpolates ? UInt8(ascii: "#") : closer
        while true {
            // Past the bytes that are none of these, eight at a time.
            i = opener == closer ? RubyLexer.firstIndex(in: buffer, from: i, of: UInt8(ascii: "\\"), closer, hash, 0x0A)
                : RubyLexer.firstIndex(in: buffer, from: i, of: UInt8(ascii: "\\"), closer, opener, hash, 0x0A)
            guard i < count else { break }
            let b = buf[i]
            if b == 0x0A {
                breaks.count += 1
                breaks.last = i
                i += 1
                continue
            }
            if b == UInt8(ascii: "\\") {
                plain = false
                i += 2
                continue
            }
            if interpolates, b == UInt8(ascii: "#"), i + 1 < count, buf[i + 1] == UInt8(ascii: "{") {
                plain = false
                i = try RubyLexer.interpolationEnd(buffer, from: i + 2, file: file, openLocation: sourceLocation(opened)) + 1
                continue
            }
            if b == closer {
                if depth == 0 { return i }
                depth -= 1
            } else if b == opener, opener != closer {
                depth += 1
            }
            i += 1
        }
        let shown = String(decoding: [opener], as: UTF8.self)
        throw .syntax("literal opened here with \(shown == "\"" ? "'\"'" : "'\(shown)'") is never closed", at: sourceLocation(opened))
    }
}
