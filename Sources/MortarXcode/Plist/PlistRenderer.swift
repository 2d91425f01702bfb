import MortarCore

/// Writes property-list values as Xcode writes `project.pbxproj` (the formatting of CocoaPods'
/// Nanaimo, which gives back Xcode's own files byte for byte): tabs, `key = value;`, arrays as
/// `(\n a,\n )`, strings quoted only when they must be, the comment after an ID, and — for
/// `PBXBuildFile` and `PBXFileReference` — everything on one line.
enum PlistRenderer {
    /// One object of the `objects` dictionary, from its two tabs to its newline.
    static func object(id: String, comment: String?, fields: PlistDictionary) -> String {
        let flat = ["PBXBuildFile", "PBXFileReference"].contains(fields["isa"]?.string ?? "")
        var out = "\t\t" + string(id, comment: comment) + " = "
        dictionary(fields, indent: 2, flat: flat, into: &out)
        out += ";\n"
        return out
    }

    static func value(_ value: PlistValue, indent: Int, flat: Bool, into out: inout String) {
        switch value {
        case .string(let text, let comment): out += string(text, comment: comment)
        case .data(let hex): out += data(hex)
        case .array(let values):
            out += "("
            if !flat { out += "\n" }
            for element in values {
                if !flat { out += tabs(indent + 1) }
                Self.value(element, indent: indent + 1, flat: flat, into: &out)
                out += flat ? ", " : ",\n"
            }
            if !flat { out += tabs(indent) }
            out += ")"
        case .dictionary(let dictionary): Self.dictionary(dictionary, indent: indent, flat: flat, into: &out)
        }
    }

    static func dictionary(_ dictionary: PlistDictionary, indent: Int, flat: Bool, into out: inout String) {
        out += "{"
        if !flat { out += "\n" }
        for entry in dictionary.entries {
            if !flat { out += tabs(indent + 1) }
            out += string(entry.key, comment: entry.keyComment) + " = "
            // A flat object's nested values stay flat; a nested build-file dictionary does too.
            let nestedFlat = flat || ["PBXBuildFile", "PBXFileReference"].contains(entry.value.dictionary?["isa"]?.string ?? "")
            value(entry.value, indent: indent + 1, flat: nestedFlat, into: &out)
            out += flat ? "; " : ";\n"
        }
        if !flat { out += tabs(indent) }
        out += "}"
    }

    /// A string, quoted when it is empty, starts with `___` or holds anything but letters,
    /// digits, `_`, `.`, `$` and `/` (Nanaimo's rule), then ` /* comment */` if it has one.
    static func string(_ text: String, comment: String?) -> String {
        var out = needsQuotes(text) ? quoted(text) : text
        if let comment { out += " /* \(commentText(comment)) */" }
        return out
    }

    /// A comment's text that cannot end the comment: each `*/` in it (a product named so in
    /// the user's mortar.json) is written `* /`, or the rest of the name would be read as the
    /// file's syntax. A comment is only read by people; the value beside it keeps every byte.
    static func commentText(_ comment: String) -> String {
        comment.contains("*/") ? comment.replacingOccurrences(of: "*/", with: "* /") : comment
    }

    static func needsQuotes(_ text: String) -> Bool {
        if text.isEmpty || text.hasPrefix("___") { return true }
        return text.utf8.contains { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return false
            case UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "$"), UInt8(ascii: "/"):
                return false
            default:
                return true
            }
        }
    }

    /// Nanaimo's escapes, and `\U` with four hex digits for the other control characters.
    static let quotedEscaper = ScalarEscaper([
        "\u{07}": "\\a", "\u{08}": "\\b", "\u{0C}": "\\f", "\r": "\\r", "\t": "\\t", "\u{0B}": "\\v", "\n": "\\n", "\"": "\\\"", "\\": "\\\\",
    ]) { $0.value < 0x20 ? .replace(ScalarEscaper.hex4($0, prefix: "\\U")) : .keep }

    static func quoted(_ text: String) -> String {
        var out = "\""
        _ = quotedEscaper.append(text, to: &out)
        return out + "\""
    }

    /// Data as Nanaimo writes it: `<`, hex digits in groups of four, a line break every sixteen, `>`.
    static func data(_ hex: String) -> String {
        var out = "<"
        for (index, character) in hex.enumerated() {
            if index > 0, index % 16 == 0 { out += "\n" }
            if index > 0, index % 4 == 0 { out += " " }
            out.append(character)
        }
        return out + ">"
    }

    static func tabs(_ count: Int) -> String { String(repeating: "\t", count: count) }
}
