/// A version as CocoaPods and RubyGems understand it: any number of dot-separated segments.
///
/// - `1`, `1.2`, `1.2.3.4` are versions; trailing zeros don't count (`1.0 == 1.0.0`, same hash).
/// - A letter or a `-` starts the prerelease part (`1.0RC1`, `2.0.0-beta.3`, `5.0.0.beta.1`);
///   a prerelease sorts below its release.
/// - `+metadata` is kept for display and ignored when comparing.
/// - Numbers are kept as digit strings, so `99999999999999999999999.1` neither overflows nor
///   loses precision.
///
/// Ordering (CocoaPods' `compare_segments`): release numbers first, a missing one counting as
/// zero; then a release above its prereleases; then prerelease identifiers one by one as SemVer
/// does (numbers by value, text byte by byte, numbers below text, a shorter list below a longer
/// one it begins): `0.9 < 1.0a < 1.0.0-alpha < 1.0.0.beta.1 < 1.0.0-beta.2 < 1.0.0-beta.10 <
/// 1.0.0-rc.1 < 1.0 == 1.0.0 < 1.0.1`. For release versions this is RubyGems' order; RubyGems
/// orders prereleases differently (it reads `-` as `.pre.` and pads with zeros).
public struct Version: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// One token of a version: a run of digits or a run of letters.
    public enum Token: Hashable, Sendable, Comparable {
        /// Digits with leading zeros removed (`"0"` for zero): compared by value, any size.
        case number(String)
        /// ASCII letters, compared byte by byte (so `RC` < `beta`, as in Ruby).
        case text(String)

        /// CocoaPods' (and SemVer's) rule: numbers sort before text; numbers by value; text by
        /// bytes. (Only prerelease tokens ever meet text: release tokens are all numbers.)
        public static func < (lhs: Token, rhs: Token) -> Bool {
            switch (lhs, rhs) {
            case (.number, .text): return true
            case (.text, .number): return false
            case let (.text(a), .text(b)): return a.utf8.lexicographicallyPrecedes(b.utf8)
            case let (.number(a), .number(b)):
                // Normalized digit strings: the longer is larger; equal lengths compare as bytes.
                return a.utf8.count != b.utf8.count ? a.utf8.count < b.utf8.count : a.utf8.lexicographicallyPrecedes(b.utf8)
            }
        }

        static let zero = Token.number("0")
    }

    /// The longest text accepted: versions are short, and a bound keeps hostile input cheap.
    public static let maximumLength = 256

    /// The text as written (without surrounding white space).
    public let text: String
    /// Numeric segments before the prerelease part, as written (`1.2.0` → 1, 2, 0).
    public let release: [Token]
    /// Tokens of the prerelease part (`beta.2` → beta, 2); empty for a release.
    public let prerelease: [Token]
    /// What followed `+`, if anything.
    public let buildMetadata: String?
    /// True when the version has a prerelease part (`1.0.0-beta`, `1.0RC1`, `1.0-1`).
    public let isPrerelease: Bool

    /// Parses a version strictly (CocoaPods' pattern: digits first, then `.`-separated
    /// alphanumeric segments, an optional `-pre.release` part and `+build`). Nil when malformed;
    /// `Version.problem(in:)` says why.
    public init?(_ string: String) {
        guard case let .success(parsed) = Version.scan(string.trimmingWhitespace()) else { return nil }
        self = parsed
    }

    /// A tolerant reading for git tags: a leading `v`/`V` (as in `v1.2.3`) is allowed.
    public init?(tag: String) {
        var trimmed = Substring(tag.trimmingWhitespace())
        if let first = trimmed.first, first == "v" || first == "V" { trimmed = trimmed.dropFirst() }
        guard case let .success(parsed) = Version.scan(String(trimmed)) else { return nil }
        self = parsed
    }

    init(text: String, release: [Token], prerelease: [Token], isPrerelease: Bool, buildMetadata: String?) {
        self.text = text
        self.release = release
        self.prerelease = prerelease
        self.isPrerelease = isPrerelease
        self.buildMetadata = buildMetadata
    }

    /// A release version made of digit strings (already normalized).
    static func release(_ numbers: [String]) -> Version {
        Version(text: numbers.joined(separator: "."), release: numbers.map(Token.number), prerelease: [], isPrerelease: false, buildMetadata: nil)
    }

    public var description: String { text }

    /// The release with trailing zeros dropped: what equality and ordering look at.
    var canonicalRelease: ArraySlice<Token> { Version.droppingTrailingZeros(release) }

    private static func droppingTrailingZeros(_ tokens: [Token]) -> ArraySlice<Token> {
        var end = tokens.count
        while end > 0, tokens[end - 1] == Token.zero { end -= 1 }
        return tokens[..<end]
    }

    /// The release numbers as digit strings (`2.0.0-beta` → 2, 0, 0).
    private var releaseNumbers: [String] {
        let numbers = release.compactMap { token -> String? in
            if case let .number(n) = token { return n }
            return nil
        }
        return numbers.isEmpty ? ["0"] : numbers
    }

    /// RubyGems' `bump`, used by `~>`: drop the prerelease part, drop the last segment unless
    /// it is the only one, and add one to the new last segment (`1.2.3` → `1.3`, `1` → `2`).
    public var bumped: Version {
        var numbers = releaseNumbers
        if numbers.count > 1 { numbers.removeLast() }
        numbers[numbers.count - 1] = Version.increment(numbers[numbers.count - 1])
        return .release(numbers)
    }

    /// The release part alone (`2.0.0-beta` → `2.0.0`).
    public var releaseOnly: Version {
        guard isPrerelease || buildMetadata != nil else { return self }
        return .release(releaseNumbers)
    }

    /// A version below every prerelease of `self`'s release and above every lower version:
    /// the exclusive upper bound of `~>`, where RubyGems compares `v.release < bump`. A
    /// prerelease with no identifiers, it prints as the release (`1.3`) and is never parsed.
    var lowestPrereleaseOfRelease: Version {
        let base = releaseOnly
        return Version(text: base.text, release: base.release, prerelease: [], isPrerelease: true, buildMetadata: nil)
    }

    /// The major version (first segment) plus one: SwiftPM's `upToNextMajor` bound (`1.2.3` → `2.0.0`).
    public var nextMajor: Version {
        .release([Version.increment(releaseNumbers[0]), "0", "0"])
    }

    /// The minor version plus one: SwiftPM's `upToNextMinor` bound (`1.2.3` → `1.3.0`).
    public var nextMinor: Version {
        let numbers = releaseNumbers
        let minor = numbers.count > 1 ? numbers[1] : "0"
        return .release([numbers[0], Version.increment(minor), "0"])
    }

    /// Equal when the releases are equal but for trailing zeros and the prerelease identifiers
    /// are the same (`1.0 == 1.0.0`, `1.0.0-beta == 1.0.0.beta`, `beta != beta.0`).
    public static func == (lhs: Version, rhs: Version) -> Bool {
        lhs.isPrerelease == rhs.isPrerelease
            && lhs.canonicalRelease.elementsEqual(rhs.canonicalRelease)
            && lhs.prerelease == rhs.prerelease
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(isPrerelease)
        for token in canonicalRelease { hasher.combine(token) }
        hasher.combine(-1)  // separates release from prerelease tokens
        for token in prerelease { hasher.combine(token) }
    }

    public static func < (lhs: Version, rhs: Version) -> Bool {
        let order = compareReleases(lhs.canonicalRelease, rhs.canonicalRelease)
        if order != 0 { return order < 0 }
        switch (lhs.isPrerelease, rhs.isPrerelease) {
        case (false, false): return false
        case (true, false): return true
        case (false, true): return false
        case (true, true): return lhs.prerelease.lexicographicallyPrecedes(rhs.prerelease)
        }
    }

    /// Release numbers one by one, the shorter side padded with zeros.
    private static func compareReleases(_ lhs: ArraySlice<Token>, _ rhs: ArraySlice<Token>) -> Int {
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

    /// Adds one to a non-negative decimal digit string of any length (`"199"` → `"200"`).
    static func increment(_ digits: String) -> String {
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
