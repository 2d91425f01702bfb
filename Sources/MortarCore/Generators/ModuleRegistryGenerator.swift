/// The data of the module registry templates (`ModuleRegistry.swift.mustache`,
/// `ModuleRegistry.plist.mustache`): every module in lifecycle order — the order of `modules`
/// in the integrator manifest — with its kind and layer, and `config` sorted by key. Pure.
public enum ModuleRegistryGenerator {
    public static func data(_ workspace: AppManifests) -> TemplateValue {
        let integrator = workspace.integrator
        var seen: Set<String> = []
        let modules: [TemplateValue] = integrator.modules.filter { seen.insert($0.name).inserted }.map { module in
            .object([
                "name": .string(module.name),
                "kind": .string(module.kind?.rawValue ?? ""),
                "layer": .string(module.layer ?? ""),
            ])
        }
        let config: [TemplateValue] = integrator.config.keys.sorted().map { key in
            .object(["key": .string(key), "value": .string(integrator.config[key] ?? "")])
        }
        return .object([
            "header": .string(GenerationInput.header(for: integrator)),
            "modules": .list(modules),
            "config": .list(config),
        ])
    }
}
