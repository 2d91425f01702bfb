import Foundation

/// `Gem::Version` as RubyGems compares it, for `Gem::Version.new('1.10') > Gem::Version.new('1.9')`
/// with literal versions (RubyGems' `version.rb`: `correct?`, `canonical_segments`, `<=>`).
package enum RubyGemVersion {
    /// One segment: a number, or letters (a prerelease part, which sorts before any number).
    package enum Segment: Equatable {
        case number(Int)
        case text(String)
    }

    /// RubyGems' `ANCHORED_VERSION_PATTERN`: what `Gem::Version.new` accepts.
    package static func isCorrect(_ text: String) -> Bool {
        let pattern = #"\A\s*([0-9]+(?>\.[0-9a-zA-Z]+)*(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?)?\s*\z"#
        return text.range(of: pattern, options: .regularExpression) != nil
    }

    /// The version RubyGems keeps: blank is `0`, `-` becomes `.pre.`.
    package static func normalized(_ text: String) -> String {
        let trimmed = text.trimmingRubyWhitespace()
        return trimmed.isEmpty ? "0" : trimmed.replacingOccurrences(of: "-", with: ".pre.")
    }

    /// Numbers and letter runs, then trailing zeros dropped from the numeric part and from the
    /// prerelease part (so `1.0` equals `1`).
    package static func canonicalSegments(_ text: String) -> [Segment] {
        var segments: [Segment] = []
        var current = ""
        var currentIsDigit = false
        func flush() {
            guard !current.isEmpty else { return }
            segments.append(currentIsDigit ? .number(Int(current) ?? Int.max) : .text(current))
            current = ""
        }
        for character in normalized(text) {
            let isDigit = character.isASCII && character.isNumber
            let isLetter = character.isASCII && character.isLetter
            if isDigit || isLetter {
                if !current.isEmpty && isDigit != currentIsDigit { flush() }
                currentIsDigit = isDigit
                current.append(character)
            } else {
                flush()
            }
        }
        flush()
        let stringStart = segments.firstIndex { if case .text = $0 { return true } else { return false } } ?? segments.count
        func trimmed(_ part: ArraySlice<Segment>) -> [Segment] {
            var list = Array(part)
            while list.last == .number(0) { list.removeLast() }
            return list
        }
        return trimmed(segments[..<stringStart]) + trimmed(segments[stringStart...])
    }

    /// `a <=> b`: -1, 0 or 1.
    package static func compare(_ a: String, _ b: String) -> Int {
        let lhs = canonicalSegments(a), rhs = canonicalSegments(b)
        if normalized(a) == normalized(b) || lhs == rhs { return 0 }
        for i in 0..<max(lhs.count, rhs.count) {
            let l = i < lhs.count ? lhs[i] : .number(0)
            let r = i < rhs.count ? rhs[i] : .number(0)
            if l == r { continue }
            switch (l, r) {
            case (.text, .number): return -1
            case (.number, .text): return 1
            case let (.number(x), .number(y)): return x < y ? -1 : 1
            case let (.text(x), .text(y)): return Array(x.utf8).lexicographicallyPrecedes(Array(y.utf8)) ? -1 : 1
            }
        }
        return 0
    }
}
