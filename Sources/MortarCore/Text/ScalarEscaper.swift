/// A string escaper of the kind every writer of quoted text needs (JSON, property lists, Swift,
/// Ruby and XML literals): the text rewritten one Unicode scalar at a time, each scalar the
/// table names replaced by its entry and each other one kept, replaced or refused by a rule.
public struct ScalarEscaper: Sendable {
    /// What becomes of a scalar the table does not name.
    public enum Rule: Sendable {
        case keep
        case replace(String)
        /// The text cannot be written at all (nil).
        case refuse
    }

    /// Fixed replacements (`"` → `\"`).
    public let table: [Unicode.Scalar: String]
    /// Every other scalar.
    public let rule: @Sendable (Unicode.Scalar) -> Rule

    public init(_ table: [Unicode.Scalar: String], otherwise rule: @escaping @Sendable (Unicode.Scalar) -> Rule) {
        self.table = table
        self.rule = rule
    }

    /// `text` escaped after what `out` holds; false (and `out` partly written) when a scalar is
    /// refused.
    public func append(_ text: String, to out: inout String) -> Bool {
        for scalar in text.unicodeScalars {
            if let escaped = table[scalar] {
                out += escaped
                continue
            }
            switch rule(scalar) {
            case .keep: out.unicodeScalars.append(scalar)
            case let .replace(escaped): out += escaped
            case .refuse: return false
            }
        }
        return true
    }

    /// `text` escaped, or nil when a scalar is refused.
    public func escape(_ text: String) -> String? {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        return append(text, to: &out) ? out : nil
    }

    /// `scalar` as `prefix` and at least four lowercase hex digits (`\u000b`).
    public static func hex4(_ scalar: Unicode.Scalar, prefix: String) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: false)
        return prefix + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
