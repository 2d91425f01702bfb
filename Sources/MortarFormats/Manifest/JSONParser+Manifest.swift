import MortarCore

extension JSONParser {
    /// A JSONC manifest (`mortar.json`, the one beside a Podfile, `mortar.local.json`): comments
    /// and trailing commas allowed, a syntax error as a located `ManifestError`.
    static func manifest(_ text: String, file: String) throws(ManifestError) -> JSONNode {
        do {
            return try JSONParser.parse(text, file: file, allowComments: true)
        } catch {
            throw ManifestError(error)
        }
    }
}
