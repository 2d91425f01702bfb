import MortarCore

/// `%` literals (`%w[]`, `%i[]`, `%q()`, `%Q()`, `%r{}`, `%x()`) and regexes.
extension RubyLexer {
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
        if parts.count == 1, case let .text(t) = parts[0], let words = splitASCIIWords(t) { return words }
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

    /// `splitWords` of one text, when it is ASCII (nil otherwise), by its bytes: an ASCII
    /// `Character` is whitespace exactly when its byte is a tab, line break, vertical tab, form
    /// feed, carriage return or space (`"\r\n"`, one `Character`, is two such bytes), so the
    /// words are the same, without a `Character` made and tested per byte.
    package static func splitASCIIWords(_ text: String) -> [[RubyStringPart]]? {
        var text = text
        return text.withUTF8 { bytes -> [[RubyStringPart]]? in
            var words: [[RubyStringPart]] = []
            var i = 0, wordStart = -1
            let n = bytes.count
            while i < n {
                let b = bytes[i]
                if b >= 0x80 { return nil }
                if b == 0x20 || (b >= 0x09 && b <= 0x0D) {
                    if wordStart >= 0 {
                        words.append([.text(RubyLexer.string(bytes.baseAddress! + wordStart, count: i - wordStart))])
                        wordStart = -1
                    }
                } else if wordStart < 0 {
                    wordStart = i
                }
                i += 1
            }
            if wordStart >= 0 { words.append([.text(RubyLexer.string(bytes.baseAddress! + wordStart, count: n - wordStart))]) }
            return words
        }
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
}
