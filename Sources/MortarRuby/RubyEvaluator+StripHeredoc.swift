import MortarCore

/// `strip_heredoc`, the way ActiveSupport does it.
extension RubyEvaluator {
    /// ActiveSupport's `strip_heredoc`: removes the smallest indentation of the non-blank lines.
    package static func stripHeredoc(_ s: String) -> String {
        if let stripped = stripASCIIHeredoc(s) { return stripped }
        let lines = s.split(separator: "\n", omittingEmptySubsequences: false)
        let indents = lines.filter { $0.contains { !$0.isWhitespace } }.map { String($0.prefix { $0 == " " || $0 == "\t" }) }
        guard let smallest = indents.min(), !smallest.isEmpty else { return s }
        return lines.map { $0.hasPrefix(smallest) ? String($0.dropFirst(smallest.count)) : String($0) }.joined(separator: "\n")
    }

    /// `stripHeredoc` over the bytes of ASCII text without a carriage return (nearly every
    /// podspec description): there each byte is one character, so the lines, their indentation
    /// and the smallest of them are found without breaking the text into characters. Nil for
    /// any other text.
    package static func stripASCIIHeredoc(_ s: String) -> String? {
        s.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            // The lines with a byte that is not white space, and their indentation (spaces and tabs).
            var lineStarts: [Int] = [0]
            var smallest: ArraySlice<UInt8>?
            var start = 0
            var i = 0
            while i <= bytes.count {
                if i == bytes.count || bytes[i] == 0x0A {
                    var indentEnd = start
                    while indentEnd < i, bytes[indentEnd] == 0x20 || bytes[indentEnd] == 0x09 { indentEnd += 1 }
                    var k = indentEnd
                    while k < i, (0x09...0x0D).contains(bytes[k]) || bytes[k] == 0x20 { k += 1 }
                    if k < i {
                        let indent = ArraySlice(bytes[start..<indentEnd])
                        if smallest.map({ indent.lexicographicallyPrecedes($0) }) ?? true { smallest = indent }
                    }
                    if i < bytes.count { lineStarts.append(i + 1) }
                    start = i + 1
                } else if bytes[i] >= 0x80 || bytes[i] == 0x0D {
                    return nil
                }
                i += 1
            }
            guard let smallest, !smallest.isEmpty else { return s }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            for (n, lineStart) in lineStarts.enumerated() {
                let lineEnd = n + 1 < lineStarts.count ? lineStarts[n + 1] - 1 : bytes.count
                if n > 0 { result.append(0x0A) }
                let line = bytes[lineStart..<lineEnd]
                result.append(contentsOf: line.starts(with: smallest) ? line.dropFirst(smallest.count) : line[...])
            }
            return String(decoding: result, as: UTF8.self)
        } ?? nil
    }
}
