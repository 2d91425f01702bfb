import MortarCore

/// The human-readable form of `mortar describe`.
extension ManifestDescriber {
    /// A component: name and version, platforms, subspecs, then each dependency with where it is declared.
    public static func text(_ component: Component) -> String {
        var out = line("\(component.name) \(component.version ?? "(no version)") (\(component.format.rawValue), \(component.path))")
        let platforms = platforms(of: component)
        if !platforms.isEmpty {
            out += line("platforms: " + platforms.map { "\($0.name) \($0.version ?? "(default)")" }.joined(separator: ", "))
        }
        if !component.subspecs.isEmpty { out += line("subspecs: " + component.subspecs.joined(separator: ", ")) }
        if !component.defaultSubspecs.isEmpty { out += line("default subspecs: " + component.defaultSubspecs.joined(separator: ", ")) }
        if !component.products.isEmpty { out += line("products: " + component.products.joined(separator: ", ")) }
        out += edges("dependencies", component.dependencies)
        if !component.internalDependencies.isEmpty { out += edges("internal dependencies", component.internalDependencies) }
        return out
    }

    static func edges(_ title: String, _ list: [Dependency]) -> String {
        guard !list.isEmpty else { return "\(title): none\n" }
        var out = "\(title):\n"
        for d in list {
            var scope: [String] = []
            if let declaredIn = d.declaredIn { scope.append("in \(declaredIn)") }
            if let platform = d.platform { scope.append("on \(platform)") }
            if let url = d.url { scope.append(url) }
            let extra = scope.isEmpty ? "" : " [\(scope.joined(separator: ", "))]"
            out += line("  \(d.name) \(d.requirement)\(extra)  (\(d.location))")
        }
        return out
    }

    /// A Podfile: platforms, sources, each pod with its target path, then the modules and pins it means.
    public static func text(_ podfile: PodfileDescription) -> String {
        let manifest = podfile.manifest
        var out = line("Podfile \(manifest.path) (app '\(manifest.name)')")
        if !manifest.platforms.isEmpty {
            out += line("platforms: " + manifest.platforms.map { "\($0.name) \($0.version ?? "(default)")" }.joined(separator: ", "))
        }
        if !manifest.sources.isEmpty { out += line("sources: " + manifest.sources.joined(separator: ", ")) }
        out += line("pods:")
        for pod in podfile.pods {
            var details = pod.requirements.map(canonicalRequirement)
            let options: [(String, String?)] = [("git", pod.git), ("branch", pod.branch), ("tag", pod.tag), ("commit", pod.commit), ("path", pod.path), ("podspec", pod.podspec)]
            for (key, value) in options { if let value { details.append("\(key) '\(value)'") } }
            let target = pod.target.isEmpty ? "(no target)" : pod.target
            out += line("  \(target): \(pod.name)\(details.isEmpty ? "" : " " + details.joined(separator: ", "))  (\(pod.location))")
        }
        out += integratorText(manifest)
        let s = manifest.podfile
        var flags: [String] = []
        if s.useFrameworks { flags.append("use_frameworks!" + (s.linkage.map { " (\($0))" } ?? "")) }
        if s.useModularHeaders { flags.append("use_modular_headers!") }
        if s.inhibitAllWarnings { flags.append("inhibit_all_warnings!") }
        if !flags.isEmpty { out += line("settings: " + flags.joined(separator: ", ")) }
        if !s.hooks.isEmpty { out += "hooks: \(s.hooks.count) (kept verbatim)\n" }
        return out
    }

    /// A `mortar.json`: name, platforms, then layers, modules and pins.
    public static func text(_ manifest: IntegratorManifest) -> String {
        var out = line("\(manifest.name) (\(manifest.kind.rawValue), \(manifest.path))")
        if !manifest.platforms.isEmpty {
            out += line("platforms: " + manifest.platforms.map { "\($0.name) \($0.version ?? "(default)")" }.joined(separator: ", "))
        }
        return out + integratorText(manifest)
    }

    static func integratorText(_ manifest: IntegratorManifest) -> String {
        var out = ""
        if !manifest.layers.isEmpty {
            out += line("layers (bottom first): " + manifest.layers.map(\.title).joined(separator: ", "))
        }
        out += "modules:" + (manifest.modules.isEmpty ? " none\n" : "\n")
        for module in manifest.modules {
            let source: String
            switch module.source {
            case let .git(url, ref): source = "git \(url) \(ref)"
            case let .path(path): source = "path '\(path)'"
            }
            let layer = module.layer.map { " layer '\($0)'" } ?? ""
            let kind = module.kind.map { " kind '\($0.rawValue)'" } ?? ""
            out += line("  \(module.name): \(source)\(layer)\(kind)  (\(module.location))")
        }
        out += "pins:" + (manifest.pins.isEmpty ? " none\n" : "\n")
        for pin in manifest.pins {
            out += line("  \(pin.name) \(pin.requirement)  (\(pin.location))")
        }
        return out
    }

    /// One line of the description: values read from input are written visibly where they hold
    /// a control character or a line break (`TerminalText.escaped`), so one value is one line.
    static func line(_ text: String) -> String {
        TerminalText.escaped(text) + "\n"
    }
}
