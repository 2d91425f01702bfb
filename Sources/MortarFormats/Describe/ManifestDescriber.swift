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
    public static func json(_ component: Component) -> DescribeJSON {
        var requirements: [String: Set<String>] = [:]
        for dependency in component.dependencies {
            requirements[dependency.name, default: []].formUnion(dependency.requirement.canonicalStrings)
        }
        let dependencies = requirements.keys.sorted().map { name in
            DescribeMember(name, .array((requirements[name] ?? []).sorted().map(DescribeJSON.string)))
        }
        func edges(_ list: [Dependency]) -> DescribeJSON {
            .array(list.map { d in
                var members = [DescribeMember("name", .string(d.name)),
                               DescribeMember("requirements", .array(d.requirement.canonicalStrings.map(DescribeJSON.string)))]
                if let declaredIn = d.declaredIn { members.append(DescribeMember("declaredIn", .string(declaredIn))) }
                if let platform = d.platform { members.append(DescribeMember("platform", .string(platform))) }
                if let url = d.url { members.append(DescribeMember("url", .string(url))) }
                members.append(DescribeMember("location", .string(d.location.description)))
                return .object(members)
            })
        }
        return .object([
            DescribeMember("name", .string(component.name)),
            DescribeMember("version", .string(component.version ?? "")),
            DescribeMember("dependencies", .object(dependencies)),
            DescribeMember("format", .string(component.format.rawValue)),
            DescribeMember("path", .string(component.path)),
            DescribeMember("platforms", .object(component.platforms.keys.sorted().map { DescribeMember($0, .string(component.platforms[$0] ?? "")) })),
            DescribeMember("subspecs", .array(component.subspecs.map(DescribeJSON.string))),
            DescribeMember("defaultSubspecs", .array(component.defaultSubspecs.map(DescribeJSON.string))),
            DescribeMember("products", .array(component.products.map(DescribeJSON.string))),
            DescribeMember("sourcePaths", .array(component.sourcePaths.map(DescribeJSON.string))),
            DescribeMember("declarations", edges(component.dependencies)),
            DescribeMember("internalDependencies", edges(component.internalDependencies)),
        ])
    }

    /// A Podfile: `platform`, `sources`, `pods` (in order, with target paths), then the
    /// integrator model it maps to.
    public static func json(_ podfile: PodfileDescription) -> DescribeJSON {
        let manifest = podfile.manifest
        let platform: DescribeJSON = manifest.platforms.isEmpty ? .null
            : .object(manifest.platforms.map { DescribeMember($0.name, $0.version.map(DescribeJSON.string) ?? .null) })
        let pods: [DescribeJSON] = podfile.pods.map { pod in
            var members = [
                DescribeMember("target", .string(pod.target)),
                DescribeMember("name", .string(pod.name)),
                DescribeMember("requirements", .array(pod.requirements.map(canonicalRequirement).sorted().map(DescribeJSON.string))),
            ]
            let options: [(String, String?)] = [("git", pod.git), ("branch", pod.branch), ("tag", pod.tag), ("commit", pod.commit), ("path", pod.path), ("podspec", pod.podspec)]
            for (key, value) in options { if let value { members.append(DescribeMember(key, .string(value))) } }
            return .object(members)
        }
        var members = [
            DescribeMember("platform", platform),
            DescribeMember("sources", .array(manifest.sources.map(DescribeJSON.string))),
            DescribeMember("pods", .array(pods)),
        ]
        members += integratorMembers(manifest)
        let settings = manifest.podfile
        members.append(DescribeMember("settings", .object([
            DescribeMember("useFrameworks", .bool(settings.useFrameworks)),
            DescribeMember("linkage", settings.linkage.map(DescribeJSON.string) ?? .null),
            DescribeMember("useModularHeaders", .bool(settings.useModularHeaders)),
            DescribeMember("inhibitAllWarnings", .bool(settings.inhibitAllWarnings)),
            DescribeMember("target", settings.target.map(DescribeJSON.string) ?? .null),
            DescribeMember("hooks", .array(settings.hooks.map(DescribeJSON.string))),
        ])))
        return .object(members)
    }

    /// A `mortar.json`: its name, platforms, then the integrator model.
    public static func json(_ manifest: IntegratorManifest) -> DescribeJSON {
        var members = [
            DescribeMember("name", .string(manifest.name)),
            DescribeMember("platforms", .object(manifest.platforms.map { DescribeMember($0.name, $0.version.map(DescribeJSON.string) ?? .null) })),
            DescribeMember("sources", .array(manifest.sources.map(DescribeJSON.string))),
            DescribeMember("checkouts", .string(manifest.checkouts)),
        ]
        members += integratorMembers(manifest)
        return .object(members)
    }

    static func integratorMembers(_ manifest: IntegratorManifest) -> [DescribeMember] {
        let layers: [DescribeJSON] = manifest.layers.map {
            .object([DescribeMember("name", .string($0.name)), DescribeMember("isolated", .bool($0.isolated))])
        }
        let modules: [DescribeJSON] = manifest.modules.map { module in
            var members = [DescribeMember("name", .string(module.name))]
            switch module.source {
            case let .git(url, ref):
                members.append(DescribeMember("git", .string(url)))
                members.append(DescribeMember(ref.kind, .string(ref.value)))
            case let .path(path):
                members.append(DescribeMember("path", .string(path)))
            }
            if let layer = module.layer { members.append(DescribeMember("layer", .string(layer))) }
            if let manifestPath = module.manifest { members.append(DescribeMember("manifest", .string(manifestPath))) }
            if !module.subspecs.isEmpty { members.append(DescribeMember("subspecs", .array(module.subspecs.map(DescribeJSON.string)))) }
            members.append(DescribeMember("location", .string(module.location.description)))
            return .object(members)
        }
        let pins: [DescribeJSON] = manifest.pins.map { pin in
            var members = [DescribeMember("name", .string(pin.name)),
                           DescribeMember("requirements", .array(pin.requirement.canonicalStrings.map(DescribeJSON.string)))]
            if let url = pin.url { members.append(DescribeMember("url", .string(url))) }
            members.append(DescribeMember("location", .string(pin.location.description)))
            return .object(members)
        }
        return [
            DescribeMember("layers", .array(layers)),
            DescribeMember("modules", .array(modules)),
            DescribeMember("pins", .array(pins)),
        ]
    }
}
