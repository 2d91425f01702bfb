extension Version {
    /// Why a text is not a version; `description` is a clause that follows "is not a valid
    /// version: ", and `fix` says what to write instead.
    public enum SyntaxProblem: Error, Hashable, Sendable, CustomStringConvertible {
        /// Nothing (or only white space) was given.
        case empty
        /// Longer than `Version.maximumLength` UTF-8 bytes (the length is given).
        case tooLong(Int)
        /// A git-tag style `v` prefix where a plain version is expected (`v1.2` → suggests `1.2`).
        case leadingV(suggestion: String)
        /// The first character is not a digit (`beta`, `.1`).
        case mustStartWithDigit
        /// Letters in the first segment (`1a`): CocoaPods wants digits there.
        case lettersInFirstSegment
        /// A character outside letters, digits, `.`, `-` and `+` (shown quoted, or as `U+XXXX`).
        case invalidCharacter(String)
        /// Two separators in a row or one at the end (`1..2`, `1.`, `1.0-`).
        case emptySegment
        /// `+` not followed by dot-separated letters, digits and `-` (`1.0+`, `1.0+a..b`).
        case malformedMetadata

        public var description: String {
            switch self {
            case .empty: return "it is empty"
            case let .tooLong(count): return "it is \(count) characters long, more than the \(Version.maximumLength) allowed"
            case .leadingV: return "it starts with 'v'"
            case .mustStartWithDigit: return "it must start with a digit"
            case .lettersInFirstSegment: return "its first segment must be digits only"
            case let .invalidCharacter(character): return "\(character) is not allowed in a version"
            case .emptySegment: return "it has an empty segment (two separators in a row, or one at the end)"
            case .malformedMetadata: return "build metadata after '+' must be dot-separated letters, digits and '-'"
            }
        }

        /// What to write instead.
        public var fix: String {
            switch self {
            case let .leadingV(suggestion): return "write the number alone, like '\(suggestion)'"
            case .lettersInFirstSegment: return "write a version like '1.0a1' or '1.0.0-beta.1'"
            default: return "write a version like '1.2.3' or '2.0.0-beta.1'"
            }
        }
    }

    /// Why `Version(string)` is nil, or nil when `string` is a valid version.
    public static func problem(in string: String) -> SyntaxProblem? {
        guard case let .failure(problem) = scan(string.trimmingWhitespace()) else { return nil }
        return problem
    }

    /// CocoaPods' version pattern, read over UTF-8 bytes:
    /// `[0-9]+(\.[0-9A-Za-z]+)*(-[0-9A-Za-z]+([.-][0-9A-Za-z]+)*)?(\+[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?`,
    /// where past the first `.` a `-` may also stand next to another separator or end the text, as
    /// in CocoaPods' own `[0-9]+(\.[0-9a-zA-Z-]+)*` (Mapbox's `11.30.0-SNAPSHOT-08-20--16-03.git-83cea42`).
    /// Letters start the prerelease part as a `-` does; every run of digits or letters is a token.
    static func scan(_ text: String) -> Result<Version, SyntaxProblem> {
        // Most versions (`1.2.3`, `5.0.0-beta.1`) are read over the text's bytes in place; the
        // rest, and every text that is not a version, by the general reading below.
        if let plain = text.utf8.withContiguousStorageIfAvailable({ scanPlain($0, text: text) }), let version = plain {
            return .success(version)
        }
        return scanInGeneral(text)
    }

    /// `scan` of any text: every version CocoaPods' pattern accepts, and why any other text is not one.
    static func scanInGeneral(_ text: String) -> Result<Version, SyntaxProblem> {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return .failure(.empty) }
        guard bytes.count <= maximumLength else { return .failure(.tooLong(bytes.count)) }
        if let bad = text.unicodeScalars.first(where: { !isVersionCharacter($0) }) {
            return .failure(.invalidCharacter(quoted(bad)))
        }
        var coreEnd = bytes.count
        var metadata: String?
        if let plus = bytes.firstIndex(of: UInt8(ascii: "+")) {
            let rest = bytes[(plus + 1)...]
            let segments = rest.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
            guard !rest.isEmpty, segments.allSatisfy({ !$0.isEmpty && !$0.contains(UInt8(ascii: "+")) }) else {
                return .failure(.malformedMetadata)
            }
            metadata = String(decoding: rest, as: UTF8.self)
            coreEnd = plus
        }
        let core = bytes[..<coreEnd]
        guard let first = core.first, isDigit(first) else {
            if let first = core.first, first == UInt8(ascii: "v") || first == UInt8(ascii: "V"),
               case let .success(rest) = scan(String(decoding: bytes.dropFirst(), as: UTF8.self)) {
                return .failure(.leadingV(suggestion: rest.text))
            }
            return .failure(core.isEmpty ? .empty : .mustStartWithDigit)
        }
        var release: [Token] = []
        var prerelease: [Token] = []
        var inPrerelease = false
        var inFirstSegment = true
        var afterSeparator = true
        // Past the first `.`, CocoaPods reads `-` as a character of a segment: only `..` and a
        // final `.` leave a segment empty there.
        var afterDot = false
        var lastSeparator: UInt8 = 0
        var index = core.startIndex
        while index < core.endIndex {
            let byte = core[index]
            if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") {
                if afterSeparator, !afterDot || (byte == UInt8(ascii: ".") && lastSeparator == UInt8(ascii: ".")) {
                    return .failure(.emptySegment)
                }
                if byte == UInt8(ascii: "-") { inPrerelease = true } else { afterDot = true }
                inFirstSegment = false
                afterSeparator = true
                lastSeparator = byte
                index += 1
                continue
            }
            let digits = isDigit(byte)
            var end = index
            while end < core.endIndex, isDigit(core[end]) == digits, isAlphanumeric(core[end]) { end += 1 }
            let run = String(decoding: core[index..<end], as: UTF8.self)
            let token: Token
            if digits {
                token = .number(normalizedDigits(run))
            } else {
                if inFirstSegment { return .failure(.lettersInFirstSegment) }
                inPrerelease = true
                token = .text(run)
            }
            if inPrerelease { prerelease.append(token) } else { release.append(token) }
            afterSeparator = false
            index = end
        }
        if afterSeparator, !afterDot || lastSeparator == UInt8(ascii: ".") { return .failure(.emptySegment) }
        return .success(Version(text: text, release: release, prerelease: prerelease, isPrerelease: inPrerelease, buildMetadata: metadata))
    }

    /// `scan`'s answer for a version of ASCII letters, digits, `.` and `-` only (no `+`
    /// metadata) that `scan` accepts — the same tokens, without copying the bytes into an array
    /// or reading the text as Unicode scalars; nil for any other text (`scan` then reads it,
    /// and says what is wrong).
    static func scanPlain(_ core: UnsafeBufferPointer<UInt8>, text: String) -> Version? {
        guard let first = core.first, isDigit(first), core.count <= maximumLength else { return nil }
        // Room for every segment once (grown token by token, `1.2.3`'s list was made three
        // times): a segment is at least one token.
        var segments = 1
        for byte in core where byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") { segments += 1 }
        var release: [Token] = []
        release.reserveCapacity(segments)
        var prerelease: [Token] = []
        var inPrerelease = false
        var inFirstSegment = true
        var afterSeparator = true
        var index = 0
        while index < core.count {
            let byte = core[index]
            if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") {
                if afterSeparator { return nil }
                if byte == UInt8(ascii: "-") { inPrerelease = true }
                inFirstSegment = false
                afterSeparator = true
                index += 1
                continue
            }
            guard isAlphanumeric(byte) else { return nil }
            let digits = isDigit(byte)
            var end = index
            while end < core.count, isDigit(core[end]) == digits, isAlphanumeric(core[end]) { end += 1 }
            let token: Token
            if digits {
                // `normalizedDigits`: without leading zeros, `0` for zero.
                var start = index
                while start < end - 1, core[start] == UInt8(ascii: "0") { start += 1 }
                token = .number(String(decoding: UnsafeBufferPointer(rebasing: core[start..<end]), as: UTF8.self))
            } else {
                if inFirstSegment { return nil }
                inPrerelease = true
                token = .text(String(decoding: UnsafeBufferPointer(rebasing: core[index..<end]), as: UTF8.self))
            }
            if inPrerelease { prerelease.append(token) } else { release.append(token) }
            afterSeparator = false
            index = end
        }
        if afterSeparator { return nil }
        return Version(text: text, release: release, prerelease: prerelease, isPrerelease: inPrerelease, buildMetadata: nil)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    private static func isVersionCharacter(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return false }
        let byte = UInt8(scalar.value)
        return isAlphanumeric(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
    }

    /// `'*'` for a printable character, `U+0000` for a control or non-ASCII one.
    private static func quoted(_ scalar: Unicode.Scalar) -> String {
        if scalar.value >= 0x21, scalar.value < 0x7F, scalar != "'" { return "'\(Character(scalar))'" }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    private static func normalizedDigits(_ digits: String) -> String {
        let trimmed = digits.drop(while: { $0 == "0" })
        return trimmed.isEmpty ? "0" : String(trimmed)
    }
}
