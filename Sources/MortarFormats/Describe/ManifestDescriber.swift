import MortarCore

/// What `mortar describe` prints for each kind of manifest. The JSON starts with the keys of
/// the normalized form the real-manifest fixtures are compared with (`name`, `version`,
/// `dependencies` for a component; `platform`, `sources`, `pods` for a Podfile).
public enum ManifestDescriber {
    /// `op version` as CocoaPods' normalization writes it: a bare version becomes `= version`.
    public static func canonicalRequirement(_ text: String) -> String {
        let trimmed = text.trimmingWhitespace()
        let operators = ["~>", ">=", "<=", "!=", "=", ">", "<"]
        var op = "="
        var rest = Substring(trimmed)
        for candidate in operators where rest.hasPrefix(candidate) {
            op = candidate
            rest = rest.dropFirst(candidate.count)
            break
        }
        let version = String(rest).trimmingWhitespace()
        guard !version.isEmpty, !version.contains(where: { $0 == " " || $0 == "\t" }) else { return trimmed }
        return "\(op) \(version)"
    }

    /// A component: `name`, `version`, `dependencies` (name → sorted unique requirements, on
    /// other pods only), then the rest of the model.
    public static func json(_ component: Component) -> JSONValue {
        var requirements: [String: Set<String>] = [:]
        for dependency in component.dependencies {
            requirements[dependency.name, default: []].formUnion(dependency.requirement.canonicalStrings)
        }
        let dependencies: [(String, JSONValue)] = requirements.keys.sorted().map { name in
            (name, .array((requirements[name] ?? []).sorted().map(JSONValue.string)))
        }
        func edges(_ list: [Dependency]) -> JSONValue {
            .array(list.map { d in
                var members: [(String, JSONValue)] = [("name", .string(d.name)),
                               ("requirements", .array(d.requirement.canonicalStrings.map(JSONValue.string)))]
                if let declaredIn = d.declaredIn { members.append(("declaredIn", .string(declaredIn))) }
                if let platform = d.platform { members.append(("platform", .string(platform))) }
                if let url = d.url { members.append(("url", .string(url))) }
                members.append(("location", .string(d.location.description)))
                return .object(members)
            })
        }
        return .object([
            ("name", .string(component.name)),
            ("version", .string(component.version ?? "")),
            ("dependencies", .object(dependencies)),
            ("format", .string(component.format.rawValue)),
            ("path", .string(component.path)),
            ("platforms", .object(platforms(of: component).map { ($0.name, $0.version.map(JSONValue.string) ?? .null) })),
            ("subspecs", .array(component.subspecs.map(JSONValue.string))),
            ("defaultSubspecs", .array(component.defaultSubspecs.map(JSONValue.string))),
            ("products", .array(component.products.map(JSONValue.string))),
            ("sourcePaths", .array(component.sourcePaths.map(JSONValue.string))),
            ("declarations", edges(component.dependencies)),
            ("internalDependencies", edges(component.internalDependencies)),
        ])
    }

    /// A `Package.swift`: the component, then its targets and what each depends on.
    public static func json(_ package: SwiftPMPackage, path: String) -> JSONValue {
        guard case var .object(members) = json(package.component(path: path)) else { return .null }
        members.append(("targets", .array(package.targets.map { target in
            .object([
                ("name", .string(target.name)),
                ("type", .string(target.type)),
                ("path", .string(target.path)),
                ("dependencies", .array(target.dependencies.map(JSONValue.string))),
            ])
        })))
        return .object(members)
    }

    /// A Podfile: `platform`, `sources`, `pods` (in order, with target paths), then the
    /// integrator model it maps to.
    public static func json(_ podfile: PodfileDescription) -> JSONValue {
        let manifest = podfile.manifest
        let platform: JSONValue = manifest.platforms.isEmpty ? .null
            : .object(manifest.platforms.map { ($0.name, $0.version.map(JSONValue.string) ?? .null) })
        let pods: [JSONValue] = podfile.pods.map { pod in
            var members: [(String, JSONValue)] = [
                ("target", .string(pod.target)),
                ("name", .string(pod.name)),
                ("requirements", .array(pod.requirements.map(canonicalRequirement).sorted().map(JSONValue.string))),
            ]
            let options: [(String, String?)] = [("git", pod.git), ("branch", pod.branch), ("tag", pod.tag), ("commit", pod.commit), ("path", pod.path), ("podspec", pod.podspec)]
            for (key, value) in options { if let value { members.append((key, .string(value))) } }
            return .object(members)
        }
        var members: [(String, JSONValue)] = [
            ("platform", platform),
            ("sources", .array(manifest.sources.map(JSONValue.string))),
            ("pods", .array(pods)),
        ]
        members += integratorMembers(manifest)
        let settings = manifest.podfile
        members.append(("settings", .object([
            ("useFrameworks", .bool(settings.useFrameworks)),
            ("linkage", settings.linkage.map(JSONValue.string) ?? .null),
            ("useModularHeaders", .bool(settings.useModularHeaders)),
            ("inhibitAllWarnings", .bool(settings.inhibitAllWarnings)),
            ("target", settings.target.map(JSONValue.string) ?? .null),
            ("hooks", .array(settings.hooks.map(JSONValue.string))),
        ])))
        return .object(members)
    }

    /// A `mortar.json`: its name, platforms, then the integrator model.
    public static func json(_ manifest: IntegratorManifest) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("name", .string(manifest.name)),
            ("platforms", .object(manifest.platforms.map { ($0.name, $0.version.map(JSONValue.string) ?? .null) })),
            ("sources", .array(manifest.sources.map(JSONValue.string))),
            ("checkouts", .string(manifest.checkouts)),
        ]
        members += integratorMembers(manifest)
        return .object(members)
    }

    static func integratorMembers(_ manifest: IntegratorManifest) -> [(String, JSONValue)] {
        let layers: [JSONValue] = manifest.layers.map {
            .object([("name", .string($0.name)), ("isolated", .bool($0.isolated))])
        }
        let modules: [JSONValue] = manifest.modules.map { module in
            var members: [(String, JSONValue)] = [("name", .string(module.name))]
            switch module.source {
            case let .git(url, ref):
                members.append(("git", .string(url)))
                members.append((ref.kind, .string(ref.value)))
            case let .path(path):
                members.append(("path", .string(path)))
            }
            if let layer = module.layer { members.append(("layer", .string(layer))) }
            if let kind = module.kind { members.append(("kind", .string(kind.rawValue))) }
            if let manifestPath = module.manifest { members.append(("manifest", .string(manifestPath))) }
            if !module.subspecs.isEmpty { members.append(("subspecs", .array(module.subspecs.map(JSONValue.string)))) }
            members.append(("location", .string(module.location.description)))
            return .object(members)
        }
        let pins: [JSONValue] = manifest.pins.map { pin in
            var members: [(String, JSONValue)] = [("name", .string(pin.name)),
                           ("requirements", .array(pin.requirement.canonicalStrings.map(JSONValue.string)))]
            if let url = pin.url { members.append(("url", .string(url))) }
            members.append(("location", .string(pin.location.description)))
            return .object(members)
        }
        return [
            ("layers", .array(layers)),
            ("modules", .array(modules)),
            ("pins", .array(pins)),
        ]
    }
}
