import MortarCore

/// The starter `mortar.json` to put beside a Podfile (`mortar init --from-podfile`): every
/// module of the Podfile by name with its layer left to fill, and a pin for each pod whose git
/// URL is known. Pure; byte-stable (modules in Podfile order, pins sorted).
public enum PodfileSidecarStarter {
    /// The text for the manifest read from a Podfile named `podfileName`.
    public static func text(for manifest: IntegratorManifest, podfileName: String) -> String {
        func quoted(_ value: String) -> String { JSONValue.string(value).renderedCompact() }
        var lines = [
            "// Read with \(podfileName) beside it (mortar check --manifest \(podfileName)): the Podfile says where",
            "// modules come from and which pods the app uses; this file says what it cannot. Fill",
            "// \"layers\" (bottom first) and give each module its \"layer\"; a pin may give a pod's \"git\"",
            "// URL and SwiftPM \"products\". Reference: Sources/MortarCLI/Mortar.docc/ReadingRealManifests.md",
            "// in Mortar's repository.",
            "{",
            "  \"layers\": [],",
        ]
        let modules = manifest.modules.map { "    { \"name\": \(quoted($0.name)) }" }
        lines.append(modules.isEmpty ? "  \"modules\": []," : "  \"modules\": [\n" + modules.joined(separator: ",\n") + "\n  ],")
        let pins = manifest.pins.filter { $0.url != nil }.sorted { $0.name < $1.name }.map { pin in
            "    \(quoted(pin.name)): { \"git\": \(quoted(pin.url ?? "")) }"
        }
        lines.append(pins.isEmpty ? "  \"pins\": {}" : "  \"pins\": {\n" + pins.joined(separator: ",\n") + "\n  }")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
