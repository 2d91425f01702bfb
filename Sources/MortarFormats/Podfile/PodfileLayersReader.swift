import MortarCore

/// Reads the layers of a `mortar.json` that sits beside a Podfile: only `layers` and each
/// module's `name` and `layer` are looked at (the Podfile says where modules come from), so
/// the file may list modules without sources.
public enum PodfileLayersReader {
    /// Layers bottom first, and each module's layer with where it is written.
    public struct Result: Hashable, Sendable {
        /// Bottom first.
        public var layers: [Layer]
        /// Module name to layer name, located where the layer is written.
        public var moduleLayers: [String: Located<String>]
    }

    /// - Throws: `ManifestError` for malformed JSON, a layer without a name, or a module whose
    ///   layer is not declared.
    public static func read(_ text: String, file: String) throws(ManifestError) -> Result {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text, file: file, allowComments: true)
        } catch {
            throw ManifestError(error)
        }
        var issues: [ManifestIssue] = []
        var layers: [Layer] = []
        for node in root["layers"]?.arrayValue ?? [] {
            guard let name = node["name"]?.stringValue, !name.isEmpty else {
                issues.append(ManifestIssue("a layer has no 'name'", at: node.location, help: "add \"name\": \"foundation\""))
                continue
            }
            layers.append(Layer(name: name, isolated: node["isolated"]?.boolValue ?? false, location: node.location))
        }
        var moduleLayers: [String: Located<String>] = [:]
        for node in root["modules"]?.arrayValue ?? [] {
            guard let name = node["name"]?.stringValue, let layerNode = node["layer"], let layer = layerNode.stringValue else { continue }
            guard layers.contains(where: { $0.name == layer }) else {
                let known = layers.map { "'\($0.name)'" }.joined(separator: ", ")
                issues.append(ManifestIssue("module '\(name)' names layer '\(layer)', which is not declared", at: layerNode.location,
                                            help: known.isEmpty ? "declare it in \"layers\"" : "use one of \(known), or declare it in \"layers\""))
                continue
            }
            moduleLayers[name] = Located(layer, at: layerNode.location)
        }
        if !issues.isEmpty { throw ManifestError(issues.sorted()) }
        return Result(layers: layers, moduleLayers: moduleLayers)
    }
}
