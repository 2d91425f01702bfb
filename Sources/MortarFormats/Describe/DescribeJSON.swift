/// An ordered JSON value for `mortar describe`: keys print in the order given, so the output
/// starts with the normalized keys and is byte-stable.
public indirect enum DescribeJSON: Hashable, Sendable {
    case object([DescribeMember])
    case array([DescribeJSON])
    case string(String)
    case number(String)
    case bool(Bool)
    case null

    /// Pretty-printed with two-space indentation and one trailing newline.
    public func rendered() -> String {
        var out = ""
        render(into: &out, indent: 0)
        out += "\n"
        return out
    }

    func render(into out: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent + 1)
        let closingPad = String(repeating: "  ", count: indent)
        switch self {
        case let .object(members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            for (i, member) in members.enumerated() {
                out += pad + DescribeJSON.quoted(member.key) + ": "
                member.value.render(into: &out, indent: indent + 1)
                out += i == members.count - 1 ? "\n" : ",\n"
            }
            out += closingPad + "}"
        case let .array(elements):
            if elements.isEmpty { out += "[]"; return }
            let simple = elements.allSatisfy { if case .object = $0 { return false } else if case .array = $0 { return false } else { return true } }
            if simple {
                out += "[" + elements.map { e -> String in var s = ""; e.render(into: &s, indent: 0); return s }.joined(separator: ", ") + "]"
                return
            }
            out += "[\n"
            for (i, element) in elements.enumerated() {
                out += pad
                element.render(into: &out, indent: indent + 1)
                out += i == elements.count - 1 ? "\n" : ",\n"
            }
            out += closingPad + "]"
        case let .string(s): out += DescribeJSON.quoted(s)
        case let .number(n): out += n
        case let .bool(b): out += b ? "true" : "false"
        case .null: out += "null"
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    public static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// The value with object keys sorted: equal for the same JSON regardless of key order.
    public var canonical: DescribeJSON {
        switch self {
        case let .object(members):
            return .object(members.map { DescribeMember($0.key, $0.value.canonical) }.sorted { $0.key < $1.key })
        case let .array(elements): return .array(elements.map(\.canonical))
        default: return self
        }
    }

    /// Converts a parsed JSON node (keeping member order).
    public init(_ node: JSONNode) {
        switch node.value {
        case let .object(members): self = .object(members.map { DescribeMember($0.key, DescribeJSON($0.value)) })
        case let .array(elements): self = .array(elements.map(DescribeJSON.init))
        case let .string(s): self = .string(s)
        case let .number(n): self = .number(n)
        case let .bool(b): self = .bool(b)
        case .null: self = .null
        }
    }

    /// The member named `key` of an object.
    public subscript(key: String) -> DescribeJSON? {
        if case let .object(members) = self { return members.first { $0.key == key }?.value }
        return nil
    }
}

/// `"key": value`.
public struct DescribeMember: Hashable, Sendable {
    public var key: String
    public var value: DescribeJSON
    public init(_ key: String, _ value: DescribeJSON) {
        self.key = key
        self.value = value
    }
}
