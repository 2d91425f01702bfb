import MortarCore

/// Reads the `mortar.json` beside a Podfile as part of the app's manifest: the Podfile says
/// where modules come from and which pods the app uses; the sidecar adds what a Podfile cannot
/// say — the app's `name`, `checkouts`, `layers`, each module's `layer`, `manifest`, `kind` and `integration`,
/// pins' `git` URL and `products`, exact versions (of pods the Podfile gives a range or
/// nothing, or does not list), `policy`,
/// `config`, `outputs`. Every value is read by `MortarJSONReader`'s own pieces (same
/// validation, same "did you mean"); a key that means nothing beside a Podfile is a located
/// warning, never silently ignored.
public enum PodfileSidecarReader {
    /// What the sidecar says, and the keys it sets at its top level.
    public struct Sidecar: Hashable, Sendable {
        /// The sidecar read as a manifest (modules have an empty `path` source).
        public var manifest: IntegratorManifest
        /// Top-level keys present, for what to apply.
        public var keys: Set<String>
        /// Keys with no meaning beside a Podfile, located.
        public var warnings: [Diagnostic]
    }

    /// Top-level keys that mean something beside a Podfile.
    static let keys = ["$schema", "name", "checkouts", "layers", "modules", "pins", "policy", "config", "outputs"]
    /// Keys the Podfile already says, and where.
    static let podfileSays = [
        "platforms": "its 'platform' lines", "sources": "its 'source' lines", "podfile": "its own settings",
        "gitBase": "each module's ':git'",
    ]
    static let moduleSourceKeys = ["git", "branch", "tag", "commit", "path", "subspecs"]

    /// - Throws: `ManifestError` with every problem, as `mortar.json` itself is read.
    public static func read(_ text: String, file: String) throws(ManifestError) -> Sidecar {
        let root = try JSONParser.manifest(text, file: file)
        var issues: [ManifestIssue] = []
        var warnings: [Diagnostic] = []
        let fields = JSONFields(root, what: "the manifest", known: keys + podfileSays.keys.sorted(), issues: &issues)
        guard let members = root.members else { throw ManifestError(issues) }
        for member in members {
            guard let says = podfileSays[member.key] else { continue }
            warnings.append(Diagnostic(
                .invalidManifest, .warning, "'\(member.key)' means nothing beside a Podfile, which says it with \(says); it is not read",
                at: [member.keyLocation], help: "remove '\(member.key)' from \(PathText.lastComponent(of: file)) and say it in the Podfile"))
        }
        var manifest = IntegratorManifest(kind: .mortarJSON, path: file, name: "App")
        if let name = fields.string("name", issues: &issues) {
            if name.value.isEmpty || !MortarJSONReader.isValidModuleName(name.value) {
                issues.append(ManifestIssue("invalid app name '\(name.value)'", at: name.location, help: "use letters, digits, '_', '.', '+' or '-', starting with a letter, digit or '_'"))
            } else {
                manifest.name = name.value
            }
        }
        if let checkouts = fields.string("checkouts", issues: &issues) {
            if let issue = CheckoutsFolderIssue.issue(checkouts.value, at: checkouts.location) {
                issues.append(issue)
            } else {
                manifest.checkouts = checkouts.value
                manifest.checkoutsLocation = checkouts.location
            }
        }
        if let layers = fields.array("layers", issues: &issues) {
            manifest.layers = MortarJSONReader.readLayers(layers, issues: &issues)
        }
        if let modules = fields.array("modules", issues: &issues) {
            let layerNames = Set(manifest.layers.map(\.name))
            for node in modules {
                for member in node.members ?? [] where moduleSourceKeys.contains(member.key) {
                    let name = node["name"]?.stringValue.map { "'\($0)'" } ?? "the module"
                    warnings.append(Diagnostic(
                        .invalidManifest, .warning,
                        "'\(member.key)' of module \(name) means nothing beside a Podfile, whose pod line says where it comes from; it is not read",
                        at: [member.keyLocation], help: "remove '\(member.key)' here and say it on the module's pod line in the Podfile"))
                }
                let stripped = node.removingMembers(Set(moduleSourceKeys))
                if let module = MortarJSONReader.readModule(stripped, layers: manifest.layers, layerNames: layerNames, requireSource: false, issues: &issues) {
                    manifest.modules.append(module)
                }
            }
        }
        if let pins = fields["pins"] { manifest.pins = MortarJSONReader.readPins(pins, requireVersion: false, issues: &issues) }
        if let policy = fields["policy"] { manifest.policy = MortarJSONReader.readPolicy(policy, issues: &issues) }
        if let config = fields["config"] { manifest.config = MortarJSONReader.readConfig(config, issues: &issues, locations: &manifest.configLocations) }
        if let outputs = fields["outputs"] { manifest.outputs = MortarJSONReader.readOutputs(outputs, issues: &issues) }
        if !issues.isEmpty { throw ManifestError(issues) }
        return Sidecar(manifest: manifest, keys: Set(members.map(\.key)), warnings: warnings.sorted())
    }

    /// The Podfile's manifest with what the sidecar says; a module or pin the sidecar names
    /// that the Podfile does not have is a located warning (a pin with a version is added: a
    /// pod the app gets through another pod, and so is one without a version for a pod in
    /// `lockedPods`, the pods the `Podfile.lock` names, which then pins it). A pin with `git`
    /// and `products` for a `:git` pod takes that module's place (`migrate --write` records it).
    public static func apply(_ sidecar: Sidecar, to podfile: IntegratorManifest, lockedPods: Set<String> = []) -> (manifest: IntegratorManifest, warnings: [Diagnostic]) {
        var result = podfile
        var warnings = sidecar.warnings
        let side = sidecar.manifest
        let file = PathText.lastComponent(of: side.path)
        if sidecar.keys.contains("name") {
            result.name = side.name
            result.podfile.derivedName = nil
        }
        if sidecar.keys.contains("checkouts") { result.checkouts = side.checkouts }
        if sidecar.keys.contains("layers") { result.layers = side.layers }
        if sidecar.keys.contains("policy") { result.policy = side.policy }
        if sidecar.keys.contains("config") {
            result.config = side.config
            result.configLocations = side.configLocations
        }
        if sidecar.keys.contains("outputs") {
            for (key, location) in side.outputs.locations {
                switch key {
                case "swiftpm": result.outputs.swiftpm = side.outputs.swiftpm
                case "podfile": result.outputs.podfile = side.outputs.podfile
                case "lock": result.outputs.lock = side.outputs.lock
                case "registrySwift": result.outputs.registrySwift = side.outputs.registrySwift
                case "registryPlist": result.outputs.registryPlist = side.outputs.registryPlist
                default: continue
                }
                result.outputs.locations[key] = location
            }
        }
        let moduleNames = result.modules.map(\.name)
        for module in side.modules {
            guard let i = result.modules.firstIndex(where: { $0.name == module.name }) else {
                let isPod = result.pins.contains { $0.name == module.name }
                let hint = isPod
                    ? "'\(module.name)' is a pod from a spec repository in the Podfile; give it ':git' or ':path' there to make it a module, or describe it under \"pins\""
                    : Suggestion.closest(to: module.name, among: moduleNames).map { "did you mean '\($0)'?" }
                        ?? "the Podfile's modules (pods with ':git', ':path' or a local ':podspec'): \(moduleNames.isEmpty ? "none" : moduleNames.joined(separator: ", "))"
                warnings.append(Diagnostic(
                    .invalidManifest, .warning, "module '\(module.name)' in \(file) is not a module of the Podfile; it is not read",
                    at: [module.location], help: hint))
                continue
            }
            result.podfile.sidecarModules.insert(module.name)
            if let layer = module.layer {
                result.modules[i].layer = layer
                result.modules[i].layerLocation = module.layerLocation
            }
            if let manifest = module.manifest { result.modules[i].manifest = manifest }
            if let kind = module.kind {
                result.modules[i].kind = kind
                result.modules[i].kindLocation = module.kindLocation
            }
            if let integration = module.integration {
                result.modules[i].integration = integration
                result.modules[i].integrationLocation = module.integrationLocation
            }
        }
        for pin in side.pins {
            if let i = result.pins.firstIndex(where: { $0.name == pin.name }) {
                result.pins[i].sidecarLocation = pin.location
                if let url = pin.url { result.pins[i].url = url }
                if !pin.products.isEmpty { result.pins[i].products = pin.products }
                if !pin.subspecProducts.isEmpty { result.pins[i].subspecProducts = pin.subspecProducts }
                if let revision = pin.revision { result.pins[i].revision = revision }
                if !pin.requirement.isAny {
                    let podfile = result.pins[i].requirement
                    if podfile.isAny || (podfile.exactVersion == nil && pin.version.map(podfile.isSatisfied) == true) {
                        // An exact version the Podfile's range admits pins it.
                        result.pins[i].requirement = pin.requirement
                        result.pins[i].location = pin.location
                    } else if let version = pin.version, podfile != pin.requirement {
                        // The pin is the later, explicit choice (`migrate --write
                        // --accept-later-versions` writes one, or the user): it is used, and
                        // the warning says how to make the two agree.
                        warnings.append(Diagnostic(
                            .invalidManifest, .warning,
                            "pin '\(pin.name)' in \(file) says \(pin.requirement), outside the Podfile's \(podfile) (at \(result.pins[i].location)); the pin is used",
                            at: [pin.location],
                            help: "change the pod's requirement in the Podfile to admit \(version) (CocoaPods still reads the Podfile's), or remove the pin"))
                        result.pins[i].podLocation = result.pins[i].location
                        result.pins[i].requirement = pin.requirement
                        result.pins[i].location = pin.location
                    }
                }
            } else if let i = result.modules.firstIndex(where: { $0.name == pin.name }), case .git = result.modules[i].source,
                      pin.url != nil, !pin.products.isEmpty {
                // A `:git` pod's package, as `migrate --write` records it: the pin takes the
                // module's place (its targets and subspecs the pod line's); CocoaPods still reads the line.
                let module = result.modules.remove(at: i)
                var taken = pin
                taken.targets = result.podfile.moduleTargets[pin.name] ?? []
                if !module.subspecs.isEmpty { taken.subspecs = module.subspecs.map { "\(pin.name)/\($0)" }.sorted() }
                result.podfile.pinnedGitPods.insert(pin.name)
                result.pins.append(taken)
            } else if moduleNames.contains(pin.name) {
                warnings.append(Diagnostic(
                    .invalidManifest, .warning, "pin '\(pin.name)' in \(file) names a module of the Podfile; it is not read",
                    at: [pin.location], help: "a module's source is its pod line in the Podfile; remove the pin"))
            } else if pin.requirement.isAny, !lockedPods.contains(pin.name) {
                warnings.append(Diagnostic(
                    .invalidManifest, .warning, "pin '\(pin.name)' in \(file) has no version and the Podfile has no pod '\(pin.name)'; it is not read",
                    at: [pin.location], help: "add \"version\": \"1.2.3\" to pin a pod the app gets through another pod, or add the pod to the Podfile"))
            } else {
                result.pins.append(pin)
            }
        }
        result.pins.sort { $0.name < $1.name }
        return (result, warnings.sorted())
    }
}

extension JSONNode {
    /// An object without the members named in `keys` (other values as they are).
    fileprivate func removingMembers(_ keys: Set<String>) -> JSONNode {
        guard let members else { return self }
        return JSONNode(.object(members.filter { !keys.contains($0.key) }), at: location)
    }
}
