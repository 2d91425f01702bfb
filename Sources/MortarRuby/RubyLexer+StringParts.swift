import MortarCore

/// A literal's raw bytes made text and `#{}` interpolation parts: escapes, and where each code
/// part ends.
extension RubyLexer {
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
            // A run of bytes that are none of a line break, `\\` or `#`: appended at once, not
            // byte by byte (a heredoc's body is most of what comes here).
            var j = i + 1
            while j < raw.endIndex {
                let c = raw[j]
                if c == 0x0A || c == UInt8(ascii: "\\") || c == UInt8(ascii: "#") { break }
                j += 1
            }
            text.append(contentsOf: raw[i..<j])
            i = j
        }
        if !text.isEmpty || parts.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))) }
        return parts
    }

    /// Whether `raw` holds an escape or (when it interpolates) a `#{`: otherwise its text is
    /// its bytes as they are.
    package static func needsParts(_ raw: ArraySlice<UInt8>, interpolates: Bool) -> Bool {
        raw.withUnsafeBufferPointer { buffer in
            // Eight bytes a step to the next `\\` or `#` (a heredoc's body is most of what comes here).
            let hash = interpolates ? UInt8(ascii: "#") : UInt8(ascii: "\\")
            var i = 0
            while true {
                i = RubyLexer.firstIndex(in: buffer, from: i, of: UInt8(ascii: "\\"), hash)
                guard i < buffer.count else { return false }
                if buffer[i] == UInt8(ascii: "\\") { return true }
                if i + 1 < buffer.count, buffer[i + 1] == UInt8(ascii: "{") { return true }
                i += 1
            }
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
}
