/// Module by module migration: a module marked `"integration": "swiftpm"` is only in the
/// generated `Package.swift`, one marked `"cocoapods"` only in the generated `Podfile`; an
/// unmarked module is in both, as when no module is marked. Pure.
public enum HybridIntegration {
    /// The workspace as the generator of `side` sees it: the modules marked for the other side,
    /// and their components, left out.
    public static func workspace(_ workspace: AppManifests, for side: ModuleIntegration) -> AppManifests {
        let modules = workspace.integrator.modules
        guard modules.contains(where: { $0.integration != nil && $0.integration != side }) else { return workspace }
        var result = workspace
        result.integrator.modules = modules.filter { $0.integration == nil || $0.integration == side }
        let kept = Set(result.integrator.modules.map(\.name))
        result.components = workspace.components.filter { kept.contains($0.key) }
        return result
    }

    /// The modules marked for the other side than `side`.
    public static func otherSide(_ workspace: AppManifests, of side: ModuleIntegration) -> Set<String> {
        Set(workspace.integrator.modules.filter { $0.integration != nil && $0.integration != side }.map(\.name))
    }

    /// `linked-twice`: a pod that a module marked `cocoapods` depends on (a `pod` of the
    /// Podfile) and a module marked `swiftpm` depends on too (a package of the Package.swift):
    /// the app links both copies. Sorted; one finding per pod.
    public static func linkedTwice(_ workspace: AppManifests) -> [Diagnostic] {
        let modules = workspace.integrator.modules
        let moduleNames = Set(modules.map(\.name))
        // Pod → the modules of one side that depend on it, in manifest order.
        func users(_ side: ModuleIntegration) -> [String: [Module]] {
            var result: [String: [Module]] = [:]
            for module in modules where module.integration == side {
                guard let component = workspace.components[module.name] else { continue }
                for pod in Set(component.dependencies.map(\.rootName)) where !moduleNames.contains(pod) {
                    result[pod, default: []].append(module)
                }
            }
            return result
        }
        let cocoapods = users(.cocoapods), swiftpm = users(.swiftpm)
        var findings: [Diagnostic] = []
        for (pod, podUsers) in cocoapods {
            guard let packageUsers = swiftpm[pod] else { continue }
            findings.append(Diagnostic(
                .linkedTwice, .warning,
                "pod '\(pod)' is linked twice: through CocoaPods for \(list(podUsers)) and through SwiftPM for \(list(packageUsers)); "
                    + "the app would hold two copies of it (duplicate symbols, two copies of its state)",
                at: (podUsers + packageUsers).map { $0.integrationLocation ?? $0.location },
                help: "move \(list(podUsers)) to \"integration\": \"swiftpm\" as well (or \(list(packageUsers)) back to \"cocoapods\"), so '\(pod)' is linked one way"))
        }
        return findings.sorted()
    }

    /// `module 'A'`, `modules 'A', 'B'`.
    static func list(_ modules: [Module]) -> String {
        (modules.count == 1 ? "module " : "modules ") + modules.map { "'\($0.name)'" }.joined(separator: ", ")
    }
}
