import MortarCore

/// Writes pins into a `mortar.json` by editing only their values: every other byte (comments,
/// order, spacing, line ends) stays as it was. Existing pins get their version string replaced
/// in place (`"A": "1.0"` or `"A": { "version": "1.0", … }`); new pins are added as lines at
/// the end of `pins`, in the indentation the file already uses (and `pins` itself is added when
/// missing). A change with `products` (what `mortar migrate --write` records) also sets the
/// pin's `git` and `products`: a version-only pin becomes `{ "version", "git", "products" }`,
/// an object pin gets those members replaced when they differ or added after its last one.
public enum MortarJSONPinEditor {
    /// - Throws: `ManifestError` when the text is not a JSON(C) object, or a pin to change has
    ///   no version string to replace.
    public static func apply(_ changes: [PinChange], to text: String, file: String) throws(ManifestError) -> String {
        let root = try JSONParser.manifest(text, file: file)
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
            if change.products != nil {
                edits += sourceEdits(change, pin: member.value, buffer: buffer)
                // An object pin's version is its own member; a string pin became a whole object.
                guard change.replacesVersion, let members = member.value.members else { continue }
                guard let node = member.value["version"] else {
                    // A pin with no version (a Podfile's pod, at the lock's version): the later
                    // one goes first, on the first member's line or a line of its own.
                    if let first = members.first { edits.append(versionInsertion(change.version, before: first.keyLocation, buffer: buffer)) }
                    continue
                }
                guard node.stringValue != nil, node.stringValue != change.version else { continue }
                let start = buffer.offset(of: node.location)
                edits.append(.init(start: start, end: buffer.endOfValue(at: start), text: JSONTextBuffer.quoted(change.version)))
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

    /// `"Name": "1.0.0"`, or `"Name": { "version": "1.0.0", "git": "URL" }` with a URL (and
    /// `"products": [...]` with products).
    public static func entry(_ change: PinChange) -> String {
        let key = JSONTextBuffer.quoted(change.name)
        let version = JSONTextBuffer.quoted(change.version)
        guard change.url != nil || change.products != nil else { return "\(key): \(version)" }
        let members = ["\"version\": \(version)"] + sourceMembers(change).map { "\($0.key): \($0.value)" }
        return "\(key): { \(members.joined(separator: ", ")) }"
    }

    /// `"version": "2.0.0", ` before an object's first member, or that member and a line break
    /// in its indentation when it starts a line.
    static func versionInsertion(_ version: String, before key: SourceLocation, buffer: JSONTextBuffer) -> JSONTextBuffer.Edit {
        let start = buffer.offset(of: key)
        let indent = buffer.indentation(ofLineAt: key)
        let startsLine = key.column == indent.count + 1
        let text = "\"version\": \(JSONTextBuffer.quoted(version))," + (startsLine ? "\n" + indent : " ")
        return .init(start: start, end: start, text: text)
    }

    /// `git` and `products` as JSON texts, in that order, those the change sets.
    static func sourceMembers(_ change: PinChange) -> [(key: String, value: String)] {
        var members: [(key: String, value: String)] = []
        if let url = change.url { members.append(("\"git\"", JSONTextBuffer.quoted(url))) }
        if let revision = change.revision { members.append(("\"revision\"", JSONTextBuffer.quoted(revision))) }
        if let products = change.products {
            members.append(("\"products\"", "[" + products.map(JSONTextBuffer.quoted).joined(separator: ", ") + "]"))
        }
        if let bySpec = change.subspecProducts, !bySpec.isEmpty {
            let entries = bySpec.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }.map { spec in
                JSONTextBuffer.quoted(spec) + ": [" + (bySpec[spec] ?? []).map(JSONTextBuffer.quoted).joined(separator: ", ") + "]"
            }
            members.append(("\"subspecProducts\"", "{ " + entries.joined(separator: ", ") + " }"))
        }
        return members
    }

    /// The edits that give an existing pin the change's `git` and `products`, keeping its
    /// version as written; none when it already has them.
    static func sourceEdits(_ change: PinChange, pin: JSONNode, buffer: JSONTextBuffer) -> [JSONTextBuffer.Edit] {
        let start = buffer.offset(of: pin.location)
        guard let members = pin.members else {
            // `"Name": "1.0.0"` (or any non-object): the value becomes an object, its version kept.
            let version = change.replacesVersion ? change.version : (pin.stringValue ?? change.version)
            var whole = PinChange(name: change.name, version: version, url: change.url, products: change.products, revision: change.revision)
            whole.subspecProducts = change.subspecProducts
            let text = entry(whole)
            let value = String(text.drop { $0 != "{" })
            return [.init(start: start, end: buffer.endOfValue(at: start), text: value)]
        }
        var edits: [JSONTextBuffer.Edit] = []
        var added: [String] = []
        for (key, value) in sourceMembers(change) {
            let name = String(key.dropFirst().dropLast())
            guard let existing = members.first(where: { $0.key == name })?.value else {
                added.append("\(key): \(value)")
                continue
            }
            guard !same(existing, change: change, key: name) else { continue }
            let from = buffer.offset(of: existing.location)
            edits.append(.init(start: from, end: buffer.endOfValue(at: from), text: value))
        }
        if !added.isEmpty { edits += buffer.insertMembers(added, into: pin, keyLocation: nil, unit: "  ") }
        return edits
    }

    /// True when `node` already says what the change would write for `key`.
    static func same(_ node: JSONNode, change: PinChange, key: String) -> Bool {
        switch key {
        case "git": return node.stringValue == change.url
        case "revision": return node.stringValue == change.revision
        case "subspecProducts":
            let written = (node.members ?? []).map { ($0.key, $0.value.arrayValue?.compactMap(\.stringValue) ?? []) }
            return Dictionary(written, uniquingKeysWith: { first, _ in first }) == (change.subspecProducts ?? [:]) && written.count == node.members?.count
        default: return node.arrayValue?.map(\.stringValue) == change.products?.map { Optional($0) }
        }
    }
}
