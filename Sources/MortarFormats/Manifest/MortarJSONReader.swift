import MortarCore

/// Reads `mortar.json` (JSON with `//` and `/* */` comments) into an `IntegratorManifest`,
/// keeping file:line:column for every value and collecting every problem it finds.
public enum MortarJSONReader {
    static let topLevelKeys = [
        "$schema", "name", "platforms", "checkouts", "layers", "modules", "pins", "policy", "config", "outputs", "sources", "podfile",
        "gitBase",
    ]
    static let moduleKeys = ["name", "git", "branch", "tag", "commit", "path", "layer", "manifest", "subspecs", "kind", "integration"]
    static let layerKeys = ["name", "isolated"]
    static let pinKeys = ["version", "git", "revision", "products", "subspecProducts"]
    static let policyKeys = ["componentRequirements", "implicitImports", "unusedDependencies"]
    static let outputKeys = ["swiftpm", "podfile", "lock", "registrySwift", "registryPlist"]
    static let podfileKeys = ["target", "useFrameworks", "linkage", "useModularHeaders", "inhibitAllWarnings"]

    /// Parses `text`, read from `file` (the path shown in locations).
    /// - Throws: `ManifestError` with every problem, sorted by place.
    public static func read(_ text: String, file: String) throws(ManifestError) -> IntegratorManifest {
        let root = try JSONParser.manifest(text, file: file)
        var issues: [ManifestIssue] = []
        let fields = JSONFields(root, what: "the manifest", known: topLevelKeys, issues: &issues)
        guard root.members != nil else { throw ManifestError(issues) }

        var manifest = IntegratorManifest(path: file, name: "App")
        if let name = fields.string("name", issues: &issues) {
            if name.value.isEmpty || !isValidModuleName(name.value) {
                issues.append(ManifestIssue("invalid app name '\(name.value)'", at: name.location, help: "use letters, digits, '_', '.', '+' or '-', starting with a letter, digit or '_'"))
            } else {
                manifest.name = name.value
            }
        } else if root["name"] == nil {
            manifest.name = defaultName(for: file)
        }
        if let checkouts = fields.string("checkouts", issues: &issues) {
            if let issue = CheckoutsFolderIssue.issue(checkouts.value, at: checkouts.location) {
                issues.append(issue)
            } else {
                manifest.checkouts = checkouts.value
                manifest.checkoutsLocation = checkouts.location
            }
        }
        if let platforms = fields["platforms"] {
            manifest.platforms = readPlatforms(platforms, issues: &issues)
        }
        if let layers = fields.array("layers", issues: &issues) {
            manifest.layers = readLayers(layers, issues: &issues)
        }
        var gitBase: Located<String>?
        if let base = fields.string("gitBase", issues: &issues) {
            if base.value.isEmpty || base.value.hasPrefix("-") || base.value.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
                issues.append(ManifestIssue("invalid 'gitBase' '\(base.value)'", at: base.location, help: "give the URL modules' repositories share, like \"https://git.example.com/ios/\" or \"https://git.example.com/ios/{name}.git\""))
            } else {
                gitBase = base
            }
        }
        if let modules = fields.array("modules", issues: &issues) {
            let layerNames = Set(manifest.layers.map(\.name))
            // Reserved: `compactMap` grows by doubling, up to twice the modules' room.
            var read: [Module] = []
            read.reserveCapacity(modules.count)
            for node in modules {
                if let module = readModule(node, layers: manifest.layers, layerNames: layerNames, gitBase: gitBase?.value, issues: &issues) {
                    read.append(module)
                }
            }
            manifest.modules = read
        }
        if let pins = fields["pins"] {
            manifest.pins = readPins(pins, issues: &issues)
        }
        if let policy = fields["policy"] {
            manifest.policy = readPolicy(policy, issues: &issues)
        }
        if let config = fields["config"] {
            manifest.config = readConfig(config, issues: &issues, locations: &manifest.configLocations)
        }
        if let outputs = fields["outputs"] {
            manifest.outputs = readOutputs(outputs, issues: &issues)
        }
        if let sources = fields.stringArray("sources", issues: &issues) {
            manifest.sources = sources.map(\.value)
            issues += sources.compactMap { GitInputIssues.url($0.value, of: "source", at: $0.location) }
        }
        if let podfile = fields["podfile"] {
            manifest.podfile = readPodfileSettings(podfile, issues: &issues)
        }
        if !issues.isEmpty { throw ManifestError(issues) }
        return manifest
    }

    /// Module names are folder names: `[A-Za-z0-9_][A-Za-z0-9_.+-]*`, at most 255 bytes —
    /// `GitInputValidator.moduleName`, the one grammar fetch and resolve use too.
    public static func isValidModuleName(_ name: String) -> Bool {
        (try? GitInputValidator.moduleName(name)) != nil
    }

    /// The app's name when the manifest gives none: the manifest folder's name, else "App".
    static func defaultName(for file: String) -> String {
        let folder = PathText.lastComponent(of: PathText.directory(of: PathText.normalize(file)))
        return isValidModuleName(folder) ? folder : "App"
    }

    static func readPlatforms(_ node: JSONNode, issues: inout [ManifestIssue]) -> [Platform] {
        guard let members = node.members else {
            issues.append(ManifestIssue("'platforms' must be an object like {\"ios\": \"13.0\"}, not \(node.kindDescription)", at: node.location))
            return []
        }
        var platforms: [Platform] = []
        for member in members {
            guard let version = member.value.stringValue else {
                issues.append(ManifestIssue("platform '\(member.key)' must have a version string like \"13.0\"", at: member.value.location))
                continue
            }
            if Version(version) == nil {
                issues.append(ManifestIssue("platform '\(member.key)' has an invalid version '\(version)'", at: member.value.location, help: "write it like \"13.0\""))
            }
            platforms.append(Platform(name: member.key, version: version, location: member.keyLocation))
        }
        return platforms
    }

    static func readLayers(_ nodes: [JSONNode], issues: inout [ManifestIssue]) -> [Layer] {
        var layers: [Layer] = []
        var names = Set<String>()
        for node in nodes {
            let fields = JSONFields(node, what: "a layer", known: layerKeys, issues: &issues)
            guard node.members != nil else { continue }
            guard let name = fields.string("name", issues: &issues) else {
                if fields["name"] == nil { issues.append(ManifestIssue("a layer has no 'name'", at: node.location, help: "add \"name\": \"foundation\"")) }
                continue
            }
            if !names.insert(name.value).inserted {
                issues.append(ManifestIssue("layer '\(name.value)' is declared twice", at: name.location, help: "keep one"))
                continue
            }
            layers.append(Layer(name: name.value, isolated: fields.bool("isolated", issues: &issues) ?? false, location: name.location))
        }
        return layers
    }

    /// The git URL of module `name` under `gitBase`: `{name}` replaced when the base has it,
    /// else the base, a `/` when it has none, the name and `.git`.
    public static func gitURL(base: String, name: String) -> String {
        if base.contains("{name}") { return base.replacingOccurrences(of: "{name}", with: name) }
        return (base.hasSuffix("/") ? base : base + "/") + name + ".git"
    }

    /// - Parameters:
    ///   - layerNames: the names of `layers`, made once for all modules (a module's layer is
    ///     looked up, not searched for).
    ///   - requireSource: false beside a Podfile, which says where modules come from: an entry
    ///     without `git` or `path` is then read with an empty `path` source.
    static func readModule(_ node: JSONNode, layers: [Layer], layerNames: Set<String>, gitBase: String? = nil, requireSource: Bool = true,
                           issues: inout [ManifestIssue]) -> Module? {
        let fields = JSONFields(node, what: "a module", known: moduleKeys, issues: &issues)
        guard node.members != nil else { return nil }
        guard let name = fields.string("name", issues: &issues) else {
            if fields["name"] == nil { issues.append(ManifestIssue("a module has no 'name'", at: node.location, help: "add \"name\": \"Core\"")) }
            return nil
        }
        let label = "module '\(name.value)'"
        var valid = true
        if !isValidModuleName(name.value) {
            issues.append(ManifestIssue(
                "invalid module name '\(name.value)'", at: name.location,
                help: "a module name is a folder name: letters, digits, '_', '.', '+' or '-', not starting with '.' or '-', no '/'"))
            valid = false
        }
        let path = fields.string("path", issues: &issues)
        let refs = ["branch", "tag", "commit"].compactMap { key in fields.string(key, issues: &issues).map { (key, $0) } }
        var git = fields.string("git", issues: &issues)
        if git == nil, path == nil, !refs.isEmpty, let gitBase, valid {
            // A short entry: the name and a ref, the URL from "gitBase".
            git = Located(Self.gitURL(base: gitBase, name: name.value), at: name.location)
        }
        var source: ModuleSource?
        switch (git, path) {
        case (nil, nil):
            if let ref = refs.first {
                issues.append(ManifestIssue(
                    "\(label) has a '\(ref.0)' but no 'git' URL", at: ref.1.location,
                    help: "add \"git\": \"https://…/\(name.value).git\", or a top-level \"gitBase\" that module URLs share"))
            } else if requireSource {
                issues.append(ManifestIssue("\(label) has no source", at: name.location, help: "add \"git\" with \"branch\", \"tag\" or \"commit\", or \"path\""))
            } else {
                source = .path("")
            }
        case (.some, .some):
            issues.append(ManifestIssue("\(label) has two sources, 'git' and 'path'", at: path!.location, help: "keep one of them"))
        case let (git?, nil):
            if git.value.isEmpty {
                issues.append(ManifestIssue("\(label) has an empty 'git' URL", at: git.location))
            } else if refs.count == 0 {
                issues.append(ManifestIssue("\(label) has a 'git' source but no 'branch', 'tag' or 'commit'", at: git.location, help: "add \"branch\": \"develop\" (or a tag or commit)"))
            } else if refs.count > 1 {
                issues.append(ManifestIssue("\(label) names both '\(refs[0].0)' and '\(refs[1].0)'", at: refs[1].1.location, help: "keep exactly one of 'branch', 'tag' and 'commit'"))
            } else {
                let (kind, value) = refs[0]
                let ref: GitReference = kind == "branch" ? .branch(value.value) : kind == "tag" ? .tag(value.value) : .commit(value.value)
                // The one check and rendering of a ref (`GitInputIssues.ref`), at its value.
                if let issue = GitInputIssues.ref(ref, of: name.value, at: value.location) {
                    issues.append(issue)
                } else {
                    source = .git(url: git.value, ref: ref)
                }
            }
        case let (nil, path?):
            if let ref = refs.first {
                issues.append(ManifestIssue("\(label) has a 'path' source, which takes no '\(ref.0)'", at: ref.1.location, help: "remove '\(ref.0)', or use a 'git' source"))
            } else if path.value.isEmpty {
                issues.append(ManifestIssue("\(label) has an empty 'path'", at: path.location))
            } else {
                source = .path(path.value)
            }
        }
        var layerName: String?
        var layerLocation: SourceLocation?
        if let layer = fields.string("layer", issues: &issues) {
            if layers.isEmpty {
                issues.append(ManifestIssue("\(label) names layer '\(layer.value)', but the manifest declares no layers", at: layer.location, help: "declare it in \"layers\", or remove \"layer\""))
            } else if !layerNames.contains(layer.value) {
                let names = layers.map(\.name)
                let hint = Suggestion.closest(to: layer.value, among: names).map { "did you mean '\($0)'?" } ?? "declared layers: \(names.joined(separator: ", "))"
                issues.append(ManifestIssue("\(label) names layer '\(layer.value)', which does not exist", at: layer.location, help: hint))
            } else {
                layerName = layer.value
                layerLocation = layer.location
            }
        }
        var manifestPath: String?
        if let manifest = fields.string("manifest", issues: &issues) {
            if manifest.value.isEmpty || manifest.value.hasPrefix("/") || manifest.value.split(separator: "/").contains("..") {
                issues.append(ManifestIssue("\(label) has an invalid 'manifest' path '\(manifest.value)'", at: manifest.location, help: "give a path inside the module's folder, like 'Specs/\(name.value).podspec'"))
            } else {
                manifestPath = manifest.value
            }
        }
        let subspecs = fields.stringArray("subspecs", issues: &issues)?.map(\.value) ?? []
        var kind: ModuleKind?
        var kindLocation: SourceLocation?
        if let value = fields.string("kind", issues: &issues) {
            if let known = ModuleKind(rawValue: value.value) {
                kind = known
                kindLocation = value.location
            } else {
                let names = ModuleKind.allCases.map(\.rawValue)
                let hint = Suggestion.closest(to: value.value, among: names).map { "did you mean '\($0)'?" }
                    ?? "use one of \(names.map { "'\($0)'" }.joined(separator: ", "))"
                issues.append(ManifestIssue("\(label) has an unknown kind '\(value.value)'", at: value.location, help: hint))
            }
        }
        var integration: Located<ModuleIntegration>?
        if let value = fields.string("integration", issues: &issues) {
            if let known = ModuleIntegration(rawValue: value.value) {
                integration = Located(known, at: value.location)
            } else {
                let names = ModuleIntegration.allCases.map(\.rawValue)
                let hint = Suggestion.closest(to: value.value, among: names).map { "did you mean '\($0)'?" }
                    ?? "use one of \(names.map { "'\($0)'" }.joined(separator: ", ")), or leave it out for both"
                issues.append(ManifestIssue("\(label) has an unknown integration '\(value.value)'", at: value.location, help: hint))
            }
        }
        guard valid, let source else { return nil }
        return Module(
            name: name.value, source: source, layer: layerName, manifest: manifestPath, subspecs: subspecs,
            location: name.location, layerLocation: layerLocation, kind: kind, kindLocation: kindLocation,
            integration: integration?.value, integrationLocation: integration?.location)
    }

    /// - Parameter requireVersion: false beside a Podfile, whose pods and lock give versions: a
    ///   pin object may then give only `git` and `products` (its requirement is any version).
    static func readPins(_ node: JSONNode, requireVersion: Bool = true, issues: inout [ManifestIssue]) -> [Pin] {
        guard let members = node.members else {
            issues.append(ManifestIssue("'pins' must be an object like {\"AFNetworking\": \"4.0.1\"}, not \(node.kindDescription)", at: node.location))
            return []
        }
        var pins: [Pin] = []
        var seen: Set<String> = []
        for member in members {
            guard seen.insert(member.key).inserted else {
                issues.append(ManifestIssue("'\(member.key)' is pinned twice", at: member.keyLocation, help: "pin every version once"))
                continue
            }
            // A pod name travels into generated manifests, git and every report: never a control
            // character (a NUL reached migrate's output as '\u{0}').
            guard !member.key.isEmpty, TerminalText.isPlain(member.key), !member.key.contains(" ") else {
                issues.append(ManifestIssue(
                    "invalid pin name '\(member.key)'", at: member.keyLocation,
                    help: "name the pod as its podspec does, without control characters or spaces"))
                continue
            }
            var versionNode: JSONNode?
            var url: String?
            var products: [String] = []
            var subspecProducts: [String: [String]] = [:]
            var revision: String?
            if member.value.stringValue != nil {
                versionNode = member.value
            } else if member.value.members != nil {
                let fields = JSONFields(member.value, what: "pin '\(member.key)'", known: pinKeys, issues: &issues)
                versionNode = fields["version"]
                url = fields.string("git", issues: &issues)?.value
                if let url, let issue = GitInputIssues.url(url, of: member.key, at: member.keyLocation) { issues.append(issue) }
                products = fields.stringArray("products", issues: &issues)?.map(\.value) ?? []
                if let node = fields["subspecProducts"] { subspecProducts = Self.subspecProducts(node, pin: member.key, issues: &issues) }
                if let value = fields.string("revision", issues: &issues) {
                    if Pin.isFullCommitID(value.value) {
                        revision = value.value
                    } else {
                        issues.append(ManifestIssue(
                            "the revision of pin '\(member.key)' is '\(value.value)', not a full commit id", at: value.location,
                            help: "write the 40 hexadecimal digits of the commit (git rev-parse TAG^{commit})"))
                    }
                }
                if versionNode == nil, !requireVersion {
                    var pin = Pin(name: member.key, requirement: .versions([]), url: url, products: products, location: member.keyLocation)
                    pin.revision = revision
                    pin.subspecProducts = subspecProducts
                    pins.append(pin)
                    continue
                }
                if versionNode == nil {
                    issues.append(ManifestIssue("pin '\(member.key)' has no 'version'", at: member.value.location, help: "add \"version\": \"1.2.3\""))
                }
            } else {
                issues.append(ManifestIssue(
                    "pin '\(member.key)' must be a version string or an object with \"version\", not \(member.value.kindDescription)",
                    at: member.value.location))
                continue
            }
            guard let versionNode else { continue }
            guard let text = versionNode.stringValue else {
                issues.append(ManifestIssue("the version of pin '\(member.key)' must be a string like \"1.2.3\"", at: versionNode.location))
                continue
            }
            guard let version = Version(text) else {
                issues.append(ManifestIssue(
                    "pin '\(member.key)' is '\(text)', which is not a version", at: versionNode.location,
                    help: "pin an exact version like \"1.2.3\"; the integrator pins versions, it does not constrain them"))
                continue
            }
            var pin = Pin(
                name: member.key, requirement: .versions([.init(.equal, version)]), url: url, products: products,
                location: member.keyLocation)
            pin.revision = revision
            pin.subspecProducts = subspecProducts
            pins.append(pin)
        }
        return pins.sorted { $0.name < $1.name }
    }

    /// A pin's `"subspecProducts"`: an object from each spec of the pod (`Pod/Sub`) to the
    /// products that stand for it.
    static func subspecProducts(_ node: JSONNode, pin: String, issues: inout [ManifestIssue]) -> [String: [String]] {
        guard let members = node.members else {
            issues.append(ManifestIssue(
                "'subspecProducts' of pin '\(pin)' must be an object, not \(node.kindDescription)", at: node.location,
                help: "write \"subspecProducts\": { \"\(pin)/Sub\": [\"Product\"] }"))
            return [:]
        }
        var result: [String: [String]] = [:]
        for member in members {
            guard member.key.hasPrefix(pin + "/"), member.key.count > pin.count + 1 else {
                issues.append(ManifestIssue(
                    "'subspecProducts' of pin '\(pin)' names '\(TerminalText.escaped(member.key))', which is no spec of '\(pin)'", at: member.keyLocation,
                    help: "name a spec of the pod as the Podfile does: \"\(pin)/Sub\""))
                continue
            }
            guard let values = member.value.arrayValue, values.allSatisfy({ $0.stringValue != nil }) else {
                issues.append(ManifestIssue(
                    "the products of '\(TerminalText.escaped(member.key))' in pin '\(pin)' must be an array of strings", at: member.value.location))
                continue
            }
            result[member.key] = values.compactMap(\.stringValue)
        }
        return result
    }

    static func readPolicy(_ node: JSONNode, issues: inout [ManifestIssue]) -> Policy {
        let fields = JSONFields(node, what: "'policy'", known: policyKeys, issues: &issues)
        var policy = Policy()
        func level(_ key: String) -> Policy.Level? {
            guard let value = fields.string(key, issues: &issues) else { return nil }
            guard let level = Policy.Level(rawValue: value.value) else {
                issues.append(ManifestIssue("policy '\(key)' is '\(value.value)'", at: value.location, help: "use \"error\", \"warning\" or \"off\""))
                return nil
            }
            return level
        }
        if let value = level("componentRequirements") { policy.componentRequirements = value }
        if let value = level("implicitImports") { policy.implicitImports = value }
        if let value = level("unusedDependencies") { policy.unusedDependencies = value }
        return policy
    }

    static func readConfig(_ node: JSONNode, issues: inout [ManifestIssue], locations: inout [String: SourceLocation]) -> [String: String] {
        guard let members = node.members else {
            issues.append(ManifestIssue("'config' must be an object, not \(node.kindDescription)", at: node.location))
            return [:]
        }
        var config: [String: String] = [:]
        for member in members {
            locations[member.key] = member.value.location
            switch member.value.value {
            case let .string(s): config[member.key] = s
            case let .number(n): config[member.key] = n
            case let .bool(b): config[member.key] = b ? "true" : "false"
            default:
                issues.append(ManifestIssue("config value '\(member.key)' must be a string, number or boolean", at: member.value.location))
            }
        }
        return config
    }

    static func readOutputs(_ node: JSONNode, issues: inout [ManifestIssue]) -> Outputs {
        let fields = JSONFields(node, what: "'outputs'", known: outputKeys, issues: &issues)
        var outputs = Outputs()
        func path(_ key: String) -> String?? {
            guard let value = fields[key] else { return .none }
            outputs.locations[key] = value.location
            if case .null = value.value { return .some(nil) }
            guard let string = value.stringValue, !string.isEmpty, !string.contains("\0") else {
                issues.append(ManifestIssue("output '\(key)' must be a file path or null", at: value.location))
                return .none
            }
            return .some(string)
        }
        if let value = path("swiftpm") { outputs.swiftpm = value }
        if let value = path("podfile") { outputs.podfile = value }
        if let value = path("registrySwift") { outputs.registrySwift = value }
        if let value = path("registryPlist") { outputs.registryPlist = value }
        if let value = path("lock") {
            if let value { outputs.lock = value } else {
                issues.append(ManifestIssue("output 'lock' cannot be null", at: fields["lock"]!.location, help: "name the lock file, like \"mortar.lock\""))
            }
        }
        return outputs
    }

    static func readPodfileSettings(_ node: JSONNode, issues: inout [ManifestIssue]) -> PodfileSettings {
        let fields = JSONFields(node, what: "'podfile'", known: podfileKeys, issues: &issues)
        var settings = PodfileSettings()
        settings.target = fields.string("target", issues: &issues)?.value
        settings.useFrameworks = fields.bool("useFrameworks", issues: &issues) ?? false
        if let linkage = fields.string("linkage", issues: &issues) {
            if linkage.value == "static" || linkage.value == "dynamic" {
                settings.linkage = linkage.value
            } else {
                issues.append(ManifestIssue("podfile 'linkage' is '\(linkage.value)'", at: linkage.location, help: "use \"static\" or \"dynamic\""))
            }
        }
        settings.useModularHeaders = fields.bool("useModularHeaders", issues: &issues) ?? false
        settings.inhibitAllWarnings = fields.bool("inhibitAllWarnings", issues: &issues) ?? false
        return settings
    }
}
