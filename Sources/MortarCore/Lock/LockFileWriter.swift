/// Writes `mortar.lock`: JSON with sorted keys, 2-space indent, one trailing newline, and no
/// timestamps, so the same fetch writes the same bytes.
public enum LockFileWriter {
    /// The lock file's text.
    public static func write(_ lock: LockFile) -> String {
        let modules = lock.modules.map { name, entry in
            (name, JSONValue.object([
                ("commit", .string(entry.commit)),
                ("ref", .object([("kind", .string(entry.ref.kind)), ("value", .string(entry.ref.value))])),
                ("url", .string(entry.url)),
            ]))
        }
        let pins = lock.pins.map { name, pin in
            var members: [(String, JSONValue)] = [("requirement", .array(pin.requirement.map(JSONValue.string)))]
            if let url = pin.url { members.append(("url", .string(url))) }
            return (name, JSONValue.object(members))
        }
        return JSONValue.object([
            ("manifestDigest", .string(lock.manifestDigest)),
            ("modules", .object(sorted(modules))),
            ("pins", .object(sorted(pins))),
            ("version", .int(LockFile.formatVersion)),
        ]).rendered()
    }

    /// Members by key, compared byte by byte so the order never depends on locale.
    private static func sorted(_ members: [(String, JSONValue)]) -> [(String, JSONValue)] {
        members.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
    }
}
