import MortarCore

/// A small workspace: modules by name with their dependencies (`Name: [deps]`), pins, and
/// in-memory sources (`Module/relative/path` → text).
func auditWorkspace(modules: [(String, [String])], pins: [String] = [], policy: Policy = Policy()) -> AppManifests {
    var integrator = IntegratorManifest(path: "mortar.json", name: "App", policy: policy)
    var components: [String: Component] = [:]
    for (index, (name, dependencies)) in modules.enumerated() {
        integrator.modules.append(Module(name: name, source: .path(name), location: SourceLocation(file: "mortar.json", line: index + 2, column: 5)))
        let path = "\(name)/\(name).podspec.json"
        let deps = dependencies.enumerated().map { Dependency(name: $1, location: SourceLocation(file: path, line: $0 + 3, column: 5)) }
        components[name] = Component(name: name, format: .podspecJSON, path: path, dependencies: deps)
    }
    integrator.pins = pins.map { Pin(name: $0, requirement: .any, location: SourceLocation(file: "mortar.json", line: 40, column: 5)) }
    return AppManifests(integrator: integrator, components: components)
}

func auditSources(_ files: [String: String]) -> [ModuleSources] {
    var byModule: [String: [SourceFile]] = [:]
    for (path, text) in files {
        let module = String(path.prefix { $0 != "/" })
        byModule[module, default: []].append(SourceFile(path: path, relativePath: String(path.dropFirst(module.count + 1)), bytes: Array(text.utf8)))
    }
    return byModule.keys.sorted().map { ModuleSources(module: $0, files: byModule[$0]!.sorted { $0.path < $1.path }) }
}

/// `location: severity[code]: message (help)` with notes indented.
func render(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { d in
        var line = "\(d.primaryLocation.map(\.description) ?? "-"): \(d.severity.rawValue)[\(d.code.rawValue)]: \(d.message)"
        for note in d.notes { line += "\n  note: \(note.message)\(note.location.map { " (\($0))" } ?? "")" }
        if let help = d.help { line += "\n  help: \(help)" }
        return line
    }
}
