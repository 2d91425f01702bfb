import MortarCore

/// Heredocs: `<<~ID`, `<<-ID`, `<<ID` recorded where written, their bodies read from the next line.
extension RubyLexer {
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
            // The body's lines as spans of `bytes` (a slice per line retained the text), for `<<~`
            // only: any other body is the source's bytes from its first line to its terminator's.
            var lines: [HeredocLine] = []
            if heredoc.squiggly { lines.reserveCapacity(16) }  // grown from empty, it was reallocated three or four times a heredoc
            let bodyStart = index
            var bodyEnd = index
            var returns = false
            let bodyLine = line
            var terminated = false
            let terminator = Array(heredoc.terminator.utf8)
            let terminatorIsASCII = !terminator.contains { $0 >= 0x80 }
            while index < count {
                let lineStart = index
                let end = self.lineEnd(from: lineStart)
                // The line without its `\r`, and the part compared with the terminator: without
                // trailing spaces (and, for `<<-` and `<<~`, leading ones).
                var upper = end
                if upper > lineStart, buf[upper - 1] == 0x0D {
                    upper -= 1
                    returns = true
                }
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
                    startLine(at: index)
                } else {
                    index = end
                }
                let isTerminator = RubyLexer.isTerminator(UnsafeBufferPointer(start: buf + lower, count: upper - lower), terminator, terminatorIsASCII, heredoc.terminator)
                if isTerminator {
                    terminated = true
                    break
                }
                if heredoc.squiggly { lines.append(HeredocLine(start: lineStart, end: contentEnd)) }
                bodyEnd = index
            }
            guard terminated else {
                throw .syntax("heredoc '\(heredoc.terminator)' is never terminated", at: heredoc.location)
            }
            // The body: each line without its `\r`, then a line break. Every line of a body ends
            // with its line break (the terminator's line follows), so with no `\r` and no
            // indentation to remove, it is `bytes[bodyStart..<bodyEnd]` as it is: no copy.
            var body: [UInt8] = []
            let bodyBytes: ArraySlice<UInt8>
            if heredoc.squiggly || returns {
                let buffer = self.buffer
                if heredoc.squiggly {
                    lines = RubyLexer.dedent(lines, in: buffer)
                } else {
                    lines = RubyLexer.heredocLines(bodyStart, bodyEnd, in: buffer)
                }
                body.reserveCapacity(lines.reduce(0) { $0 + $1.end - $1.start + 1 })
                for l in lines {
                    body.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[l.start..<l.end]))
                    body.append(0x0A)
                }
                bodyBytes = body[...]
            } else {
                bodyBytes = bytes[bodyStart..<bodyEnd]
            }
            let parts: [RubyStringPart]
            if heredoc.interpolates {
                parts = try RubyLexer.stringParts(bodyBytes, file: file, line: bodyLine, column: 1, interpolates: true, delimiters: nil)
            } else {
                parts = [.text(String(decoding: bodyBytes, as: UTF8.self))]
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
        if line.count == terminator.count, line.elementsEqual(terminator) { return true }
        if terminatorIsASCII, !hasNonASCII(line) { return false }
        return String(decoding: line, as: UTF8.self) == text
    }

    /// Whether a byte of `bytes` is past ASCII: eight bytes a test.
    @inline(__always)
    static func hasNonASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        var i = 0
        var high: UInt64 = 0
        while i + 8 <= bytes.count {
            high |= raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            i += 8
        }
        while i < bytes.count {
            high |= UInt64(base[i])
            i += 1
        }
        return high & 0x8080_8080_8080_8080 != 0
    }

    /// The lines of `bytes[start..<end]` (each ending with a line break), each without its
    /// line break and a `\r` before it.
    package static func heredocLines(_ start: Int, _ end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> [HeredocLine] {
        var lines: [HeredocLine] = []
        var lineStart = start
        var i = start
        while i < end {
            if bytes[i] == 0x0A {
                lines.append(HeredocLine(start: lineStart, end: i > lineStart && bytes[i - 1] == 0x0D ? i - 1 : i))
                lineStart = i + 1
            }
            i += 1
        }
        return lines
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
