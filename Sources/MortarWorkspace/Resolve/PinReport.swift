import MortarCore
import MortarFormats

/// What `mortar resolve` chose, pin by pin, against what the integrator pinned before.
public struct PinReport: Sendable {
    public struct Line: Sendable {
        public var name: String
        public var old: String?
        public var new: String
        public var url: String?
        public var changed: Bool { old == nil || Version(old!) != Version(new) }
    }

    public var lines: [Line]

    /// One line per resolved package, sorted by name.
    public init(resolution: Resolution, pins: [Pin], urls: (String) -> String?) {
        lines = resolution.packageNames.map { name in
            let pin = pins.first { $0.name == name }
            let old = pin.map { $0.version?.description ?? $0.requirement.description }
            return Line(name: name, old: old, new: resolution.versions[name]!.description, url: pin == nil ? urls(name) : nil)
        }
    }

    /// The pins to write.
    public var changes: [PinChange] {
        lines.filter(\.changed).map { PinChange(name: $0.name, version: $0.new, url: $0.url) }
    }

    /// `Alamofire  5.8.0 → 5.9.1`, `Core       new → 2.1.0`, `Masonry    1.1.0 (kept)`.
    public func text() -> String {
        let width = lines.map(\.name.count).max() ?? 0
        return lines.map { line in
            let name = line.name + String(repeating: " ", count: width - line.name.count)
            if !line.changed { return "\(name)  \(line.new) (kept)\n" }
            return "\(name)  \(line.old ?? "new") → \(line.new)\n"
        }.joined()
    }

    /// `{"pins": [{"name", "old", "new", "changed"}], "file", "written"}`.
    public func json(file: String, written: Bool) -> JSONValue {
        .object([
            ("pins", .array(lines.map { line in
                .object([("name", .string(line.name)), ("old", .optional(line.old)), ("new", .string(line.new)), ("changed", .bool(line.changed))])
            })),
            ("file", .string(file)),
            ("written", .bool(written)),
        ])
    }
}
