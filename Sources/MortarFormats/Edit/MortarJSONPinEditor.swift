import MortarCore

/// Writes pins into a `mortar.json` by editing only their values: every other byte (comments,
/// order, spacing, line ends) stays as it was. Existing pins get their version string replaced
/// in place (`"A": "1.0"` or `"A": { "version": "1.0", … }`); new pins are added as lines at
/// the end of `pins`, in the indentation the file already uses (and `pins` itself is added when
/// missing).
public enum MortarJSONPinEditor {
    /// - Throws: `ManifestError` when the text is not a JSON(C) object, or a pin to change has
    ///   no version string to replace.
    public static func apply(_ changes: [PinChange], to text: String, file: String) throws(ManifestError) -> String {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text, file: file, allowComments: true)
        } catch {
            throw ManifestError(error)
        }
        guard let rootMembers = root.members else {
            throw ManifestError("the manifest must be a JSON object, not \(root.kindDescription)", at: root.location)
        }
        var buffer = JSONTextBuffer(text)
        var edits: [JSONTextBuffer.Edit] = []
        var additions: [PinChange] = []
        let pins = rootMembers.first { $0.key == "pins" }
        for change in changes {
            guard let member = pins?.value.members?.first(where: { $0.key == change.name }) else {
                additions.append(change)
                continue
            }
            let versionNode: JSONNode
            if member.value.stringValue != nil {
                versionNode = member.value
            } else if let node = member.value["version"], node.stringValue != nil {
                versionNode = node
            } else {
                throw ManifestError(
                    "the pin of '\(change.name)' has no version string to update", at: member.value.location,
                    help: "write it as \"\(change.name)\": \"\(change.version)\" or with a \"version\" key")
            }
            let start = buffer.offset(of: versionNode.location)
            edits.append(.init(start: start, end: buffer.endOfValue(at: start), text: JSONTextBuffer.quoted(change.version)))
        }
        if !additions.isEmpty {
            let entries = additions.sorted { Array($0.name.utf8).lexicographicallyPrecedes(Array($1.name.utf8)) }.map(entry)
            if let pins, pins.value.members != nil {
                edits += buffer.insertMembers(entries, into: pins.value, keyLocation: pins.keyLocation, unit: buffer.indentUnit(of: root))
            } else if pins == nil {
                let unit = buffer.indentUnit(of: root)
                let keyIndent = rootMembers.first.map { buffer.indentation(ofLineAt: $0.keyLocation) } ?? unit
                let inner = entries.map { keyIndent + unit + $0 }.joined(separator: ",\n")
                edits += buffer.insertMembers(["\"pins\": {\n\(inner)\n\(keyIndent)}"], into: root, keyLocation: nil, unit: unit)
            } else {
                throw ManifestError("'pins' must be an object", at: pins!.value.location, help: "write \"pins\": { \"Name\": \"1.0.0\" }")
            }
        }
        buffer.apply(edits)
        return buffer.text
    }

    /// `"Name": "1.0.0"`, or `"Name": { "version": "1.0.0", "git": "URL" }` with a URL.
    static func entry(_ change: PinChange) -> String {
        let key = JSONTextBuffer.quoted(change.name)
        let version = JSONTextBuffer.quoted(change.version)
        guard let url = change.url else { return "\(key): \(version)" }
        return "\(key): { \"version\": \(version), \"git\": \(JSONTextBuffer.quoted(url)) }"
    }
}
