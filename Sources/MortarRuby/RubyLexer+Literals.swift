import MortarCore

/// String-like literals: quotes, `%` literals, regexes, heredocs, and `#{}` interpolation.
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
            if lastIs(0x7B) || lastIs(0x2C) || lastIs(0x28) {  // `{`, `,`, `(`
                index += 1
                emit(.label(keep(RubyLexer.plainText(literal.parts))), from: start, at: location)
                return
            }
        }
        emit(.string(keep(literal)), from: start, at: location)
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
            literal = .text(String(decoding: UnsafeBufferPointer(start: buf + contentStart, count: end - contentStart), as: UTF8.self))
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
                lineStart = breaks.last + 1
                columnOffset = 0
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
        let stop = opener == UInt8(ascii: "'") ? RubyLexer.singleQuoteStop : RubyLexer.doubleQuoteStop
        let contentStart = index + 1
        var i = contentStart
        var breaks = 0, lastBreak = -1
        while true {
            while classes[Int(buf[i])] & stop == 0 { i += 1 }
            let b = buf[i]
            if b == opener { break }
            if b == 0x0A {
                breaks += 1
                lastBreak = i
            } else if b == 0 {
                if i >= count { return nil }
            } else if b == UInt8(ascii: "#") {
                if buf[i + 1] == UInt8(ascii: "{") { return nil }
            } else {
                return nil  // `\\`
            }
            i += 1
        }
        let literal = RubyLiteral.text(String(decoding: UnsafeBufferPointer(start: buf + contentStart, count: i - contentStart), as: UTF8.self))
        index = i + 1
        if breaks > 0 {
            line += breaks
            lineStart = lastBreak + 1
            columnOffset = 0
        }
        return literal
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

    /// The index of the `}` that closes a `#{` whose content starts at `from`.
    package static func interpolationEnd<C: RandomAccessCollection>(_ bytes: C, from: C.Index, file: String, openLocation: SourceLocation) throws(RubyError) -> C.Index
    where C.Element == UInt8, C.Index == Int {
        var i = from
        var depth = 0
        while i < bytes.endIndex {
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "\\"): i += 1
            case UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "}"):
                if depth == 0 { return i }
                depth -= 1
            case UInt8(ascii: "'"), UInt8(ascii: "\""):
                // Skip a quoted string inside the code.
                var j = i + 1
                while j < bytes.endIndex, bytes[j] != b {
                    if bytes[j] == UInt8(ascii: "\\") { j += 1 }
                    j += 1
                }
                i = j
            default: break
            }
            i += 1
        }
        throw .syntax("interpolation '#{' is never closed with '}'", at: openLocation)
    }

    /// Turns a literal's raw content into text and `#{code}` parts, processing escapes.
    package static func stringParts(
        _ raw: ArraySlice<UInt8>, file: String, line: Int, column: Int, interpolates: Bool, delimiters: (UInt8, UInt8)?
    ) throws(RubyError) -> [RubyStringPart] {
        // Most literals have no escape and no interpolation: their text is their bytes.
        if !RubyLexer.needsParts(raw, interpolates: interpolates) {
            return [.text(String(decoding: raw, as: UTF8.self))]
        }
        var parts: [RubyStringPart] = []
        var text: [UInt8] = []
        text.reserveCapacity(raw.count)
        var i = raw.startIndex
        var currentLine = line
        var lineStart = raw.startIndex
        var firstLine = true
        func locationAt(_ offset: Int) -> SourceLocation {
            var col = firstLine ? column : 1
            var k = lineStart
            while k < offset {
                if raw[k] & 0xC0 != 0x80 { col += 1 }
                k += 1
            }
            return SourceLocation(file: file, line: currentLine, column: col)
        }
        while i < raw.endIndex {
            let b = raw[i]
            if b == 0x0A {
                text.append(b)
                i += 1
                currentLine += 1
                lineStart = i
                firstLine = false
                continue
            }
            if b == UInt8(ascii: "\\"), i + 1 < raw.endIndex {
                let e = raw[i + 1]
                if !interpolates {
                    if e == UInt8(ascii: "\\") || (delimiters.map { e == $0.0 || e == $0.1 } ?? false) {
                        text.append(e)
                    } else {
                        text.append(b)
                        text.append(e)
                    }
                    i += 2
                    continue
                }
                i += 2
                switch e {
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "s"): text.append(0x20)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "0"): text.append(0x00)
                case UInt8(ascii: "e"): text.append(0x1B)
                case UInt8(ascii: "a"): text.append(0x07)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "v"): text.append(0x0B)
                case 0x0A:
                    currentLine += 1
                    lineStart = i
                    firstLine = false
                case UInt8(ascii: "u"):
                    var scalars: [UInt32] = []
                    if i < raw.endIndex, raw[i] == UInt8(ascii: "{") {
                        var j = i + 1
                        var current: UInt32 = 0
                        var digits = 0
                        while j < raw.endIndex, raw[j] != UInt8(ascii: "}") {
                            if let d = hexValue(raw[j]), digits < 8 {
                                current = current &* 16 &+ d
                                digits += 1
                            } else if raw[j] == 0x20, digits > 0 {
                                scalars.append(current)
                                current = 0
                                digits = 0
                            }
                            j += 1
                        }
                        if digits > 0 { scalars.append(current) }
                        i = min(j + 1, raw.endIndex)
                    } else {
                        scalars.append(Self.hexNumber(raw, at: &i, digits: 4))
                    }
                    for scalar in scalars {
                        let character = Unicode.Scalar(scalar).map { String(Character($0)) } ?? "\u{FFFD}"
                        text.append(contentsOf: Array(character.utf8))
                    }
                case UInt8(ascii: "x"):
                    text.append(UInt8(truncatingIfNeeded: Self.hexNumber(raw, at: &i, digits: 2)))
                default:
                    text.append(e)
                }
                continue
            }
            if interpolates, b == UInt8(ascii: "#"), i + 1 < raw.endIndex, raw[i + 1] == UInt8(ascii: "{") {
                let codeLocation = locationAt(i + 2)
                let end = try interpolationEnd(raw, from: i + 2, file: file, openLocation: locationAt(i))
                if !text.isEmpty {
                    parts.append(.text(String(decoding: text, as: UTF8.self)))
                    text = []
                }
                parts.append(.code(String(decoding: raw[(i + 2)..<end], as: UTF8.self), codeLocation))
                for k in i..<end where raw[k] == 0x0A {
                    currentLine += 1
                    lineStart = k + 1
                    firstLine = false
                }
                i = end + 1
                continue
            }
            text.append(b)
            i += 1
        }
        if !text.isEmpty || parts.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))) }
        return parts
    }

    /// Whether `raw` holds an escape or (when it interpolates) a `#{`: otherwise its text is
    /// its bytes as they are.
    package static func needsParts(_ raw: ArraySlice<UInt8>, interpolates: Bool) -> Bool {
        raw.withUnsafeBufferPointer { buffer in
            var i = 0
            while i < buffer.count {
                let b = buffer[i]
                if b == UInt8(ascii: "\\") { return true }
                if interpolates, b == UInt8(ascii: "#"), i + 1 < buffer.count, buffer[i + 1] == UInt8(ascii: "{") { return true }
                i += 1
            }
            return false
        }
    }

    /// The number written by at most `digits` hex digits at `i` (`\\u1F60`, `\\x41`), `i` moved past them.
    static func hexNumber(_ raw: ArraySlice<UInt8>, at i: inout Int, digits: Int) -> UInt32 {
        var value: UInt32 = 0
        var count = 0
        while count < digits, i < raw.endIndex, let d = hexValue(raw[i]) {
            value = value * 16 + d
            i += 1
            count += 1
        }
        return value
    }

    package static func hexValue(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(b - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// `%w[]`, `%i[]`, `%q()`, `%Q()`, `%()`, `%r{}`, `%x()`; false when `%` is the operator.
    package mutating func lexPercentLiteral(start: Int, location: Position) throws(RubyError) -> Bool {
        var type = peek(1)
        var delimiterOffset = 2
        if !RubyLexer.isIdentifierChar(type), !RubyLexer.isSpace(type), type != 0x0A, type != 0x00, type != UInt8(ascii: "=") {
            delimiterOffset = 1
            type = UInt8(ascii: "Q")
        }
        guard "qQwWiIrxs".utf8.contains(type) else { return false }
        let opener = peek(delimiterOffset)
        guard opener != 0, !RubyLexer.isIdentifierChar(opener), !RubyLexer.isSpace(opener), opener != 0x0A else { return false }
        index += delimiterOffset
        let interpolates = "QWIrx".utf8.contains(type)
        let literal = try readQuoted(opener: opener, interpolates: interpolates)
        switch type {
        case UInt8(ascii: "w"), UInt8(ascii: "W"), UInt8(ascii: "i"), UInt8(ascii: "I"):
            let words = RubyLexer.splitWords(literal.parts)
            wordLists.append(words)
            emit(.words(wordLists.count - 1, symbols: type == UInt8(ascii: "i") || type == UInt8(ascii: "I")), from: start, at: location)
        case UInt8(ascii: "r"): emit(.regex(keep(text(start, index))), from: start, at: location)
        case UInt8(ascii: "x"): emit(.command(keep(literal)), from: start, at: location)
        case UInt8(ascii: "s"): emit(.symbol(keep(literal)), from: start, at: location)
        default: emit(.string(keep(literal)), from: start, at: location)
        }
        return true
    }

    /// Splits the parts of a `%w` literal at whitespace in its text.
    package static func splitWords(_ parts: [RubyStringPart]) -> [[RubyStringPart]] {
        var words: [[RubyStringPart]] = []
        var current: [RubyStringPart] = []
        var currentText = ""
        func flushText() {
            if !currentText.isEmpty { current.append(.text(currentText)) }
            currentText = ""
        }
        for part in parts {
            switch part {
            case let .text(t):
                for character in t {
                    if character.isWhitespace {
                        flushText()
                        if !current.isEmpty { words.append(current) }
                        current = []
                    } else {
                        currentText.append(character)
                    }
                }
            case .code:
                flushText()
                current.append(part)
            }
        }
        flushText()
        if !current.isEmpty { words.append(current) }
        return words
    }

    package mutating func lexRegex(start: Int, location: Position) throws(RubyError) {
        var plain = true
        var breaks = (count: 0, last: -1)
        let end = try findLiteralEnd(from: index + 1, opener: UInt8(ascii: "/"), closer: UInt8(ascii: "/"), interpolates: true, opened: location,
                                     plain: &plain, breaks: &breaks)
        advance(to: end + 1)
        while index < count, RubyLexer.isIdentifierChar(buf[index]) { index += 1 }
        emit(.regex(keep(text(start, index))), from: start, at: location)
    }

    /// `<<~ID`, `<<-ID`, `<<ID`, `<<~'ID'`: records the heredoc; its body is read at the next newline.
    package mutating func lexHeredocStart(start: Int, location: Position) throws(RubyError) -> Bool {
        var i = index + 2
        var squiggly = false, indented = false
        if i < count, buf[i] == UInt8(ascii: "~") { squiggly = true; indented = true; i += 1 }
        else if i < count, buf[i] == UInt8(ascii: "-") { indented = true; i += 1 }
        guard i < count, atExpressionStart() else { return false }
        var interpolates = true
        var isCommand = false
        let terminator: String
        let q = buf[i]
        if q == UInt8(ascii: "'") || q == UInt8(ascii: "\"") || q == UInt8(ascii: "`") {
            var j = i + 1
            while j < count, buf[j] != q, buf[j] != 0x0A { j += 1 }
            guard j < count, buf[j] == q else { return false }
            terminator = text(i + 1, j)
            interpolates = q != UInt8(ascii: "'")
            isCommand = q == UInt8(ascii: "`")
            i = j + 1
        } else {
            let upper = (q >= 0x41 && q <= 0x5A) || q == UInt8(ascii: "_")
            guard RubyLexer.isIdentifierStart(q), indented || upper else { return false }
            var j = i
            while j < count, RubyLexer.isIdentifierChar(buf[j]) { j += 1 }
            terminator = text(i, j)
            i = j
        }
        index = i
        pendingHeredocs.append(PendingHeredoc(
            tokenIndex: tokenCount, terminator: terminator, indentedTerminator: indented, squiggly: squiggly,
            interpolates: interpolates, location: sourceLocation(location)))
        let body = keep(.parts([]))
        emit(isCommand ? .command(body) : .string(body), from: start, at: location)
        return true
    }

    /// Reads the bodies of the heredocs opened on the line just ended.
    package mutating func readPendingHeredocs() throws(RubyError) {
        // Called at every line break; nearly always nothing is pending, and copying and
        // emptying the list for nothing was more than a tenth of the lexer's instructions.
        guard !pendingHeredocs.isEmpty else { return }
        let pending = pendingHeredocs
        pendingHeredocs = []
        for heredoc in pending {
            // The body's lines as spans of `bytes` (a slice per line retained the text).
            var lines: [HeredocLine] = []
            let bodyLine = line
            var terminated = false
            let terminator = Array(heredoc.terminator.utf8)
            let terminatorIsASCII = !terminator.contains { $0 >= 0x80 }
            while index < count {
                let lineStart = index
                let end = RubyLexer.firstIndex(in: buffer, from: lineStart, of: 0x0A)
                // The line without its `\r`, and the part compared with the terminator: without
                // trailing spaces (and, for `<<-` and `<<~`, leading ones).
                var upper = end
                if upper > lineStart, buf[upper - 1] == 0x0D { upper -= 1 }
                let contentEnd = upper
                var lower = lineStart
                if heredoc.indentedTerminator {
                    while lower < upper, RubyLexer.isSpace(buf[lower]) { lower += 1 }
                }
                while upper > lower, RubyLexer.isSpace(buf[upper - 1]) { upper -= 1 }
                // Past the line and its line break (the only one in it).
                if end < count {
                    index = end + 1
                    line += 1
                    self.lineStart = index
                    columnOffset = 0
                } else {
                    index = end
                }
                let isTerminator = RubyLexer.isTerminator(UnsafeBufferPointer(start: buf + lower, count: upper - lower), terminator, terminatorIsASCII, heredoc.terminator)
                if isTerminator {
                    terminated = true
                    break
                }
                lines.append(HeredocLine(start: lineStart, end: contentEnd))
            }
            guard terminated else {
                throw .syntax("heredoc '\(heredoc.terminator)' is never terminated", at: heredoc.location)
            }
            var body: [UInt8] = []
            do {
                let buffer = self.buffer
                if heredoc.squiggly { lines = RubyLexer.dedent(lines, in: buffer) }
                body.reserveCapacity(lines.reduce(0) { $0 + $1.end - $1.start + 1 })
                for l in lines {
                    body.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[l.start..<l.end]))
                    body.append(0x0A)
                }
            }
            let parts: [RubyStringPart]
            if heredoc.interpolates {
                parts = try RubyLexer.stringParts(body[...], file: file, line: bodyLine, column: 1, interpolates: true, delimiters: nil)
            } else {
                parts = [.text(String(decoding: body, as: UTF8.self))]
            }
            guard heredoc.tokenIndex < tokenCount else { continue }
            switch tokenStore[heredoc.tokenIndex].kind {
            case let .command(body), let .string(body): literals[body] = RubyLiteral(parts)
            default: break
            }
        }
    }

    /// Whether a heredoc's line (trimmed) is its terminator, as `String`s compare: byte for byte
    /// when both are ASCII (no `String` made per line of the body), else as text.
    package static func isTerminator(_ line: UnsafeBufferPointer<UInt8>, _ terminator: [UInt8], _ terminatorIsASCII: Bool, _ text: String) -> Bool {
        if line.elementsEqual(terminator) { return true }
        if terminatorIsASCII, !line.contains(where: { $0 >= 0x80 }) { return false }
        return String(decoding: line, as: UTF8.self) == text
    }

    /// A line of a heredoc's body: `bytes[start..<end]`, without its line break.
    package struct HeredocLine {
        var start: Int
        var end: Int
    }

    /// `<<~` removes the smallest indentation of the non-blank lines from every line.
    package static func dedent(_ lines: [HeredocLine], in bytes: UnsafeBufferPointer<UInt8>) -> [HeredocLine] {
        func width(_ line: HeredocLine) -> Int? {
            var w = 0
            for i in line.start..<line.end {
                let b = bytes[i]
                if b == 0x20 { w += 1 } else if b == 0x09 { w = (w / 8 + 1) * 8 } else { return w }
            }
            return nil
        }
        let minimum = lines.compactMap(width).min() ?? 0
        return lines.map { line in
            var w = 0
            var i = line.start
            while i < line.end, w < minimum, bytes[i] == 0x20 || bytes[i] == 0x09 {
                w = bytes[i] == 0x09 ? (w / 8 + 1) * 8 : w + 1
                i += 1
            }
            return HeredocLine(start: i, end: line.end)
        }
    }
}
