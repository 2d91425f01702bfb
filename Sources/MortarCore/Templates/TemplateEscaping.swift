/// The language a template produces, which decides how `{{x}}` escapes a value.
///
/// - `swiftString`: every escaped tag must sit inside a `"…"` literal or after `//` on its line;
///   the value is escaped for a Swift string literal (`\`, `"`, hence `\(`, control characters,
///   line breaks, Unicode line separators and bidirectional overrides).
/// - `rubyString`: every escaped tag must sit inside a `"…"` or `'…'` literal or after `#` on
///   its line. In `"…"` the value escapes `\`, `"`, every `#` (so `#{`, `#@`, `#$` never
///   interpolate), control characters and line breaks; in `'…'` it escapes `\` and `'`, and a
///   value with a line break or control character is an error (single quotes cannot hold it).
/// - `xml`: XML text and attribute values (a property list): `&`, `<`, `>`, `"` and `'` as
///   entities, line breaks, tabs and the hazardous scalars as character references; a value with
///   another control character is an error (XML 1.0 cannot hold it).
/// - `none`: plain text, inserted as is (for templates that are not code).
public enum TemplateEscaping: String, Hashable, Sendable, CaseIterable {
    case swiftString
    case rubyString
    case xml
    case none

    /// The name of the language, for messages.
    var languageName: String {
        switch self {
        case .swiftString: return "Swift"
        case .rubyString: return "Ruby"
        case .xml: return "XML"
        case .none: return "plain"
        }
    }

    /// The escaping mode for a template file, by its name: `*.swift.mustache` is Swift,
    /// `Podfile*`, `*.rb.mustache` and `*.podspec.mustache` are Ruby, `*.plist.mustache` and
    /// `*.xml.mustache` XML, anything else plain.
    public static func forTemplate(named name: String) -> TemplateEscaping {
        let base = name.split(separator: "/").last.map(String.init) ?? name
        if base.hasSuffix(".swift.mustache") { return .swiftString }
        if base.hasSuffix(".plist.mustache") || base.hasSuffix(".xml.mustache") { return .xml }
        if base.hasPrefix("Podfile") || base.hasSuffix(".rb.mustache") || base.hasSuffix(".podspec.mustache") { return .rubyString }
        return .none
    }
}

/// Where in the target language an escaped tag sits, found when the template is parsed.
enum LiteralContext: Hashable, Sendable {
    case plain
    case swiftString
    case swiftComment
    case rubyDoubleQuoted
    case rubySingleQuoted
    case rubyComment
    case xmlText
}

/// The escaping functions, one per literal context.
public enum Escaper {
    /// Characters that render text invisibly reordered or split lines: always escaped.
    static func isHazardous(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) || v == 0x2028 || v == 0x2029
            || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) || v == 0xFEFF
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        String(scalar.value, radix: 16, uppercase: true)
    }

    /// Text for the inside of a Swift `"…"` literal.
    public static func swift(_ text: String) -> String {
        swiftEscaper.escape(text)!
    }

    /// Text for the inside of a Ruby `"…"` literal: no interpolation can start.
    static func rubyDoubleQuoted(_ text: String) -> String {
        rubyDoubleQuotedEscaper.escape(text)!
    }

    /// Text for XML character data or an attribute value, or nil when it holds a control
    /// character XML 1.0 cannot represent.
    static func xml(_ text: String) -> String? {
        xmlEscaper.escape(text)
    }

    /// Text for the inside of a Ruby `'…'` literal, or nil when it holds a character that
    /// literal cannot express.
    static func rubySingleQuoted(_ text: String) -> String? {
        rubySingleQuotedEscaper.escape(text)
    }

    /// The table's scalars replaced, every other hazardous scalar written as `\u{…}` (Swift and
    /// Ruby both read that form), and the rest as is.
    private static func unicodeEscaping(_ table: [Unicode.Scalar: String]) -> ScalarEscaper {
        ScalarEscaper(table) { isHazardous($0) ? .replace("\\u{\(hex($0))}") : .keep }
    }

    private static let swiftEscaper = unicodeEscaping([
        "\\": "\\\\", "\"": "\\\"", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\0": "\\0",
    ])

    private static let rubyDoubleQuotedEscaper = unicodeEscaping([
        "\\": "\\\\", "\"": "\\\"", "#": "\\#", "\n": "\\n", "\r": "\\r", "\t": "\\t",
    ])

    /// Entities, and character references for line breaks, tabs and the other hazardous scalars.
    private static let xmlEscaper = ScalarEscaper([
        "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;", "\n": "&#xA;", "\r": "&#xD;", "\t": "&#x9;",
    ]) { scalar in
        // XML 1.0's Char excludes the C0 controls but tab and line breaks, and U+FFFE, U+FFFF.
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { return .refuse }
        guard isHazardous(scalar) else { return .keep }
        return .replace("&#x\(hex(scalar));")
    }

    private static let rubySingleQuotedEscaper = ScalarEscaper(["\\": "\\\\", "'": "\\'"]) { isHazardous($0) ? .refuse : .keep }
}
