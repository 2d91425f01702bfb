/// A version as CocoaPods and RubyGems understand it: any number of dot-separated segments.
///
/// - `1`, `1.2`, `1.2.3.4` are versions; trailing zeros don't count (`1.0 == 1.0.0`).
/// - A letter or a `-` starts the prerelease part (`1.0RC1`, `2.0.0-beta.3`, `5.0.0.beta.1`);
///   a prerelease sorts below its release.
/// - `+metadata` is kept for display and ignored when comparing.
///
/// Ordering (CocoaPods'): `0.9 < 1.0a < 1.0.0-alpha < 1.0.0.beta.1 < 1.0.0-beta.2 <
/// 1.0.0-beta.10 < 1.0.0-rc.1 < 1.0 == 1.0.0 < 1.0.1`. Current RubyGems reads `-` as `.pre.`
/// and would put `1.0.0.beta.1` below `1.0.0-alpha`; for release versions the two agree.
public struct Version: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// One token of a version: a run of digits or a run of letters.
    public enum Token: Hashable, Sendable, Comparable {
        case number(String)  // digits, leading zeros removed ("0" for zero)
        case text(String)

        /// RubyGems' rule: text sorts before numbers; numbers by value; text by bytes.
        public static func < (lhs: Token, rhs: Token) -> Bool {
            switch (lhs, rhs) {
            case (.text, .number): return true
            case (.number, .text): return false
            case let (.text(a), .text(b)): return Array(a.utf8).lexicographicallyPrecedes(b.utf8)
            case let (.number(a), .number(b)):
                return a.utf8.count != b.utf8.count ? a.utf8.count < b.utf8.count : a < b
            }
        }

        static let zero = Token.number("0")
    }

    /// The text as written (without surrounding white space).
    public let text: String
    /// Numeric segments before the prerelease part, as written (`1.2.0` → 1, 2, 0).
    public let release: [Token]
    /// Tokens of the prerelease part (`beta.2` → beta, 2); empty for a release.
    public let prerelease: [Token]
    /// What followed `+`, if anything.
    public let buildMetadata: String?

    /// Parses a version strictly (CocoaPods' pattern: digits first, then `.`-separated
    /// alphanumeric segments, an optional `-pre.release` part and `+build`). Nil when malformed.
    public init?(_ string: String) {
        let trimmed = string.trimmingWhitespace()
        guard let parsed = Version.parse(trimmed) else { return nil }
        self = parsed
    }

    /// A tolerant reading for git tags: a leading `v`/`V` (as in `v1.2.3`) is allowed.
    public init?(tag: String) {
        var trimmed = Substring(tag.trimmingWhitespace())
        if let first = trimmed.first, first == "v" || first == "V" { trimmed = trimmed.dropFirst() }
        guard let parsed = Version.parse(String(trimmed)) else { return nil }
        self = parsed
    }

    private init(text: String, release: [Token], prerelease: [Token], buildMetadata: String?) {
        self.text = text
        self.release = release
        self.prerelease = prerelease
        self.buildMetadata = buildMetadata
    }

    private static func parse(_ text: String) -> Version? {
        guard !text.isEmpty, text.utf8.count <= 256 else { return nil }
        var core = Substring(text)
        var metadata: String?
        if let plus = core.firstIndex(of: "+") {
            let rest = core[core.index(after: plus)...]
            guard !rest.isEmpty, rest.allSatisfy({ $0.isASCIIAlphanumeric || $0 == "." || $0 == "-" }) else { return nil }
            metadata = String(rest)
            core = core[..<plus]
        }
        // Digits first; then `.`-separated alphanumeric segments; `-` may start the prerelease.
        guard let first = core.first, first.isASCIIDigit else { return nil }
        var release: [Token] = []
        var prerelease: [Token] = []
        var inPrerelease = false
        var previous: Character = "."
        var current = ""
        var currentIsDigits = true
        func flush() {
            guard !current.isEmpty else { return }
            let token: Token = currentIsDigits ? .number(normalizedDigits(current)) : .text(current)
            if !inPrerelease, !currentIsDigits { inPrerelease = true }
            if inPrerelease { prerelease.append(token) } else { release.append(token) }
            current = ""
        }
        for ch in core {
            if ch == "." || ch == "-" {
                // No empty segments: `1..2`, `1.`, `1.-x` are malformed.
                if previous == "." || previous == "-" { return nil }
                flush()
                if ch == "-" { inPrerelease = true }
            } else if ch.isASCIIDigit || ch.isASCIILetter {
                let digit = ch.isASCIIDigit
                if !current.isEmpty, digit != currentIsDigits { flush() }
                currentIsDigits = digit
                current.append(ch)
            } else {
                return nil
            }
            previous = ch
        }
        if previous == "." || previous == "-" { return nil }
        flush()
        return Version(text: text, release: release, prerelease: prerelease, buildMetadata: metadata)
    }

    /// True when the version has a prerelease part (`1.0.0-beta`, `1.0RC1`).
    public var isPrerelease: Bool { !prerelease.isEmpty }

    public var description: String { text }

    /// The release with trailing zeros dropped: what equality and ordering look at.
    var canonicalRelease: ArraySlice<Token> {
        var end = release.count
        while end > 0, release[end - 1] == Token.zero { end -= 1 }
        return release[..<end]
    }

    var canonicalPrerelease: ArraySlice<Token> {
        var end = prerelease.count
        while end > 0, prerelease[end - 1] == Token.zero { end -= 1 }
        return prerelease[..<end]
    }

    /// RubyGems' `bump`, used by `~>`: drop the prerelease part, drop the last segment unless
    /// it is the only one, and add one to the new last segment (`1.2.3` → `1.3`, `1` → `2`).
    public var bumped: Version {
        var numbers = release.map { token -> String in
            if case let .number(n) = token { return n }
            return "0"
        }
        if numbers.count > 1 { numbers.removeLast() }
        numbers[numbers.count - 1] = Version.increment(numbers[numbers.count - 1])
        return Version(numbers.joined(separator: "."))!
    }

    /// The release part alone (`2.0.0-beta` → `2.0.0`).
    public var releaseOnly: Version {
        guard isPrerelease else { return self }
        let numbers = release.map { token -> String in
            if case let .number(n) = token { return n }
            return "0"
        }
        return Version(numbers.joined(separator: "."))!
    }

    /// A version below every prerelease of `self`'s release and above every lower release:
    /// the exclusive upper bound of `~>`, where RubyGems compares `v.release < bump`.
    var lowestPrereleaseOfRelease: Version {
        Version(text: releaseOnly.text + "-", release: releaseOnly.release, prerelease: [.text("")], buildMetadata: nil)
    }

    /// The major version (first segment) plus one: SwiftPM's `upToNextMajor` bound.
    public var nextMajor: Version {
        guard case let .number(n) = release.first ?? .zero else { return self }
        return Version(Version.increment(n) + ".0.0")!
    }

    /// The minor version plus one: SwiftPM's `upToNextMinor` bound.
    public var nextMinor: Version {
        let major: String = { if case let .number(n) = release.first ?? .zero { return n }; return "0" }()
        let minor: String = {
            if release.count > 1, case let .number(n) = release[1] { return n }
            return "0"
        }()
        return Version("\(major).\(Version.increment(minor)).0")!
    }

    public static func == (lhs: Version, rhs: Version) -> Bool {
        lhs.canonicalRelease.elementsEqual(rhs.canonicalRelease)
            && lhs.canonicalPrerelease.elementsEqual(rhs.canonicalPrerelease)
            && lhs.isPrerelease == rhs.isPrerelease
    }

    public func hash(into hasher: inout Hasher) {
        for token in canonicalRelease { hasher.combine(token) }
        hasher.combine(isPrerelease)
        for token in canonicalPrerelease { hasher.combine(token) }
    }

    public static func < (lhs: Version, rhs: Version) -> Bool {
        let order = compareTokens(lhs.canonicalRelease, rhs.canonicalRelease)
        if order != 0 { return order < 0 }
        switch (lhs.isPrerelease, rhs.isPrerelease) {
        case (false, false): return false
        case (true, false): return true
        case (false, true): return false
        case (true, true): return compareTokens(lhs.canonicalPrerelease, rhs.canonicalPrerelease) < 0
        }
    }

    /// Segment-wise comparison, the shorter side padded with zeros (RubyGems' `<=>`).
    private static func compareTokens(_ lhs: ArraySlice<Token>, _ rhs: ArraySlice<Token>) -> Int {
        let count = max(lhs.count, rhs.count)
        var l = lhs.startIndex, r = rhs.startIndex
        for _ in 0..<count {
            let a = l < lhs.endIndex ? lhs[l] : Token.zero
            let b = r < rhs.endIndex ? rhs[r] : Token.zero
            if a != b { return a < b ? -1 : 1 }
            l += 1
            r += 1
        }
        return 0
    }

    private static func increment(_ digits: String) -> String {
        var bytes = Array(digits.utf8)
        var index = bytes.count - 1
        while index >= 0 {
            if bytes[index] == UInt8(ascii: "9") {
                bytes[index] = UInt8(ascii: "0")
                index -= 1
            } else {
                bytes[index] += 1
                return String(decoding: bytes, as: UTF8.self)
            }
        }
        return "1" + String(decoding: bytes, as: UTF8.self)
    }
}

private func normalizedDigits(_ digits: String) -> String {
    let trimmed = digits.drop(while: { $0 == "0" })
    return trimmed.isEmpty ? "0" : String(trimmed)
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber && ("0"..."9").contains(self) }
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
    var isASCIIAlphanumeric: Bool { isASCIIDigit || isASCIILetter }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines (Foundation-free).
    public func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }) else { return "" }
        let end = lastIndex(where: { !isSpace($0) })!
        return String(self[start...end])
    }
}
