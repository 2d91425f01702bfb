import MortarCore

/// New object IDs: 24 uppercase hex digits like Xcode's, derived from what the object is (a
/// seed naming its kind and content), so the same edit on the same project gives the same IDs
/// on every machine and every run; a clash with an existing ID hashes the seed again with a counter.
public enum XcodeObjectID {
    public static func make(seed: String, avoiding existing: [String: PBXObject]) -> String {
        var attempt = 0
        while true {
            let input = attempt == 0 ? seed : "\(seed)#\(attempt)"
            let id = String(SHA256.hex(Array(("mortar:" + input).utf8)).prefix(24)).uppercased()
            if existing[id] == nil { return id }
            attempt += 1
        }
    }
}
