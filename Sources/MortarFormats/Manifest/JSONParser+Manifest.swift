import MortarCore

extension JSONParser {
    /// A JSONC manifest (`mortar.json`, the one beside a Podfile, `mortar.local.json`): comments
    /// and trailing commas allowed, a syntax error as a located `ManifestError`.
    static func manifest(_ text: String, file: String) throws(ManifestError) -> JSONNode {
        var warnings: [Diagnostic] = []
        return try manifest(text, file: file, warnings: &warnings)
    }

    /// A JSONC manifest, with a warning at each trailing comma: Mortar reads them, but JSON has
    /// none, and what reads the manifest as JSON after Mortar (`jq`, `JSONSerialization`,
    /// `JSON.parse`, an editor in JSON mode, a CI script) refuses the whole file there.
    static func manifest(_ text: String, file: String, warnings: inout [Diagnostic]) throws(ManifestError) -> JSONNode {
        do {
            let (root, commas) = try JSONParser.parseJSONC(text, file: file)
            warnings += commas.map { comma in
                Diagnostic(
                    .invalidManifest, .warning, "a trailing comma: JSON has none, and tools that read \(PathText.lastComponent(of: file)) as JSON (jq, editors, scripts) refuse the file here",
                    at: [comma], help: "remove the ',' after the last item")
            }
            return root
        } catch {
            throw ManifestError(error)
        }
    }
}
