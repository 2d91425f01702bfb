/// A JSON document to write: what every `--format json` output, the lock file and SARIF are
/// built from. Object members keep the order given, so output is byte-stable by construction.
public indirect enum JSONValue: Hashable, Sendable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    /// A number as its literal text (`1`, `0.25`).
    case number(String)
    case bool(Bool)
    case null

    public static func int(_ value: Int) -> JSONValue { .number(String(value)) }

    /// A string, or null when nil.
    public static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// Pretty-printed with two-space indentation and one trailing newline.
    public func rendered() -> String {
        var out = ""
        write(to: &out, indent: 0, pretty: true)
        out += "\n"
        return out
    }

    /// On one line, with no trailing newline (`{"a":1}`).
    public func renderedCompact() -> String {
        var out = ""
        write(to: &out, indent: 0, pretty: false)
        return out
    }

    private func write(to out: inout String, indent: Int, pretty: Bool) {
        switch self {
        case let .object(members):
            if members.isEmpty { out += "{}"; return }
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
                JSONValue.writeString(key, to: &out)
                out += pretty ? ": " : ":"
                value.write(to: &out, indent: indent + 1, pretty: pretty)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "}"
        case let .array(elements):
            if elements.isEmpty { out += "[]"; return }
            out += "["
            for (index, value) in elements.enumerated() {
                if index > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
                value.write(to: &out, indent: indent + 1, pretty: pretty)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "]"
        case let .string(s): JSONValue.writeString(s, to: &out)
        case let .number(n): out += n
        case let .bool(b): out += b ? "true" : "false"
        case .null: out += "null"
        }
    }

    /// JSON's short escapes, and `\u` with four hex digits for the other control characters, DEL
    /// and the Unicode line and paragraph separators (which JavaScript reads as line breaks).
    static let stringEscaper = ScalarEscaper(["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"]) { scalar in
        let v = scalar.value
        return v < 0x20 || v == 0x7F || v == 0x2028 || v == 0x2029 ? .replace(ScalarEscaper.hex4(scalar, prefix: "\\u")) : .keep
    }

    static func writeString(_ s: String, to out: inout String) {
        out += "\""
        _ = stringEscaper.append(s, to: &out)
        out += "\""
    }

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case let (.array(a), .array(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.bool(a), .bool(b)): return a == b
        case (.null, .null): return true
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case let .object(members):
            hasher.combine(0)
            for (key, value) in members { hasher.combine(key); hasher.combine(value) }
        case let .array(elements): hasher.combine(1); hasher.combine(elements)
        case let .string(s): hasher.combine(2); hasher.combine(s)
        case let .number(n): hasher.combine(3); hasher.combine(n)
        case let .bool(b): hasher.combine(4); hasher.combine(b)
        case .null: hasher.combine(5)
        }
    }
}
