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

    /// `linked-twice`: modules with no `integration` while others have one are in both generated
    /// manifests, so an app using both links them twice. One finding naming them all.
    public static func unmarkedModules(_ workspace: AppManifests) -> [Diagnostic] {
        let modules = workspace.integrator.modules
        guard modules.contains(where: { $0.integration != nil }) else { return [] }
        let unmarked = modules.filter { $0.integration == nil }
        guard !unmarked.isEmpty else { return [] }
        let one = unmarked.count == 1
        return [Diagnostic(
            .linkedTwice, .warning,
            "\(list(unmarked)) \(one ? "has" : "have") no \"integration\" while other modules have one, so "
                + "\(one ? "it is" : "each is") in both the generated Podfile and the generated Package.swift; "
                + "an app using both would link \(one ? "it" : "each") twice (duplicate symbols, two copies of its state)",
            at: unmarked.map(\.location),
            help: "give \(one ? "it" : "each of them") \"integration\": \"swiftpm\" or \"integration\": \"cocoapods\"")]
    }

    /// `split-dependency`: a module that depends on a module marked for the other side, which
    /// the generated manifest of its own side leaves out (a `cocoapods` module's podspec naming a
    /// `swiftpm` module: `pod install` finds no such pod, or takes another copy of it). Only
    /// the sides in `sides` (the manifests being generated) are checked. One finding per edge.
    public static func splitDependencies(_ workspace: AppManifests, sides: Set<ModuleIntegration>) -> [Diagnostic] {
        let modules = workspace.integrator.modules
        let byName = workspace.integrator.moduleIndex()
        var findings: [Diagnostic] = []
        for module in modules {
            guard let component = workspace.components[module.name] else { continue }
            var seen = Set<String>()
            for dependency in component.dependencies {
                guard seen.insert(dependency.rootName).inserted, let other = byName[dependency.rootName], other.name != module.name,
                      let otherSide = other.integration else { continue }
                // The sides this module is generated on (both when unmarked) that leave `other` out.
                let mySides: [ModuleIntegration] = module.integration.map { [$0] } ?? [.cocoapods, .swiftpm]
                guard let side = mySides.first(where: { $0 != otherSide && sides.contains($0) }) else { continue }
                let (manifest, tool) = side == .cocoapods ? ("Podfile", "CocoaPods") : ("Package.swift", "SwiftPM")
                findings.append(Diagnostic(
                    .splitDependency, .warning,
                    "module '\(module.name)' depends on module '\(other.name)', which is marked \"integration\": \"\(otherSide.rawValue)\"; "
                        + "the generated \(manifest) leaves '\(other.name)' out, so '\(module.name)' cannot be built through \(tool)",
                    at: [dependency.location, other.integrationLocation ?? other.location],
                    help: "mark module '\(module.name)' \"integration\": \"\(otherSide.rawValue)\" too (it moves with its dependency), or move '\(other.name)' back"))
            }
        }
        return findings.sorted()
    }

    /// `module 'A'`, `modules 'A', 'B'`.
    static func list(_ modules: [Module]) -> String {
        (modules.count == 1 ? "module " : "modules ") + modules.map { "'\($0.name)'" }.joined(separator: ", ")
    }
}
