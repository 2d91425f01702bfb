import MortarCore

/// Writes `mortar.lock`: JSON with sorted keys, 2-space indent, one trailing newline, and no
/// timestamps, so the same fetch writes the same bytes.
public enum LockFileWriter {
    /// The lock file's text.
    public static func write(_ lock: LockFile) -> String {
        var modules: [(String, Value)] = []
        for (name, entry) in lock.modules {
            modules.append((name, .object([
                ("commit", .string(entry.commit)),
                ("ref", .object([("kind", .string(entry.ref.kind)), ("value", .string(entry.ref.value))])),
                ("url", .string(entry.url)),
            ])))
        }
        var pins: [(String, Value)] = []
        for (name, pin) in lock.pins {
            var members: [(String, Value)] = [("requirement", .array(pin.requirement.map(Value.string)))]
            if let url = pin.url { members.append(("url", .string(url))) }
            pins.append((name, .object(members)))
        }
        let root = Value.object([
            ("manifestDigest", .string(lock.manifestDigest)),
            ("modules", .object(modules)),
            ("pins", .object(pins)),
            ("version", .number(LockFile.formatVersion)),
        ])
        var text = ""
        render(root, indent: "", into: &text)
        return text + "\n"
    }

    private indirect enum Value {
        case string(String)
        case number(Int)
        case array([Value])
        case object([(String, Value)])
    }

    private static func render(_ value: Value, indent: String, into text: inout String) {
        let inner = indent + "  "
        switch value {
        case let .string(string): text += quoted(string)
        case let .number(number): text += String(number)
        case let .array(items):
            if items.isEmpty { text += "[]"; return }
            text += "[\n"
            for (index, item) in items.enumerated() {
                text += inner
                render(item, indent: inner, into: &text)
                text += index == items.count - 1 ? "\n" : ",\n"
            }
            text += indent + "]"
        case let .object(members):
            if members.isEmpty { text += "{}"; return }
            text += "{\n"
            let sorted = members.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
            for (index, member) in sorted.enumerated() {
                text += inner + quoted(member.0) + ": "
                render(member.1, indent: inner, into: &text)
                text += index == sorted.count - 1 ? "\n" : ",\n"
            }
            text += indent + "}"
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func quoted(_ string: String) -> String {
        var text = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7f {
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        return text + "\""
    }
}
