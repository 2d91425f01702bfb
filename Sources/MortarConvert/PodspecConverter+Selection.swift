import MortarCore

extension PodspecConverter {
    /// The specs of the pod the app builds, as CocoaPods resolves `pod 'Name'` (`whole`: the
    /// root and its default subspecs, or every subspec when it names none) and `pod 'Name/Sub'`
    /// (`asked`: `Sub`, the module's `subspecs` in mortar.json): each asked spec, the specs of
    /// the pod it depends on, a spec's own subspecs (the root's default ones), and the parents
    /// of each, which CocoaPods builds with it. Test and app specs are not built by a dependency.
    static func selectedSpecs(_ root: PodBuildSpec, asked: [String], whole: Bool, platform: String) -> Set<String> {
        let specs = Dictionary(root.allSpecs.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var selected = Set<String>()
        func bring(_ spec: PodBuildSpec) {
            guard spec.kind == .root || spec.kind == .subspec, selected.insert(spec.name).inserted else { return }
            var parent = spec.name
            while let slash = parent.lastIndex(of: "/") {
                parent = String(parent[..<slash])
                selected.insert(parent)
            }
            let defaults = spec.kind == .root ? spec.defaultSubspecs : .unset
            for child in spec.children where child.kind == .subspec && defaults.selects(child.baseName) { bring(child) }
            for dependency in dependencies([spec], platform: platform) {
                if let other = specs[dependency.name] { bring(other) }
            }
        }
        if whole { bring(root) }
        for name in asked { if let spec = specs[root.name + "/" + name] { bring(spec) } }
        return selected
    }

    /// What CocoaPods builds every file of the pod target with, from the specs the app builds
    /// (`selected`): the definitions and Swift conditions each spec's own `pod_target_xcconfig`
    /// and `xcconfig` set apply to every file of the pod, not only to that spec's (Texture's
    /// `Video` subspec has no file and sets `AS_USE_VIDEO=1`, which its `Core` subspec's files
    /// test). SwiftPM sets them per target, so each of the pod's targets but its test targets
    /// gets them; a spec that makes no target links what it links in the targets a dependency
    /// on it means (`provides`).
    static func applyPodWideSettings(_ conversion: inout ModuleConversion, root: PodBuildSpec, selected: Set<String>, noTarget: Set<String>,
                                     provides: [String: [String]], context: SpecContext) {
        var wide = Settings()
        var links: [String: [PackageSetting]] = [:]
        for spec in root.allSpecs where selected.contains(spec.name) {
            let consumer = PodConsumer(chain: [spec], platform: context.platform)
            var own = Settings()
            for attribute in ["pod_target_xcconfig", "user_target_xcconfig"] {
                let map = consumer.map(attribute)
                for key in map.keys.sorted() where XcconfigSDKCondition.split(key) == nil {
                    guard let entry = map[key] else { continue }
                    xcconfig(key, entry, attribute: attribute, spec: spec, into: &own, findings: false)
                }
                sdkConditionedXcconfig(map, attribute: attribute, spec: spec, ownKeys: [], into: &own)
            }
            wide.c += own.c
            wide.swift += own.swift
            if noTarget.contains(spec.name) {
                let linker = settings(consumer: consumer, spec: spec, chain: [spec], context: context).linker + own.linker
                for target in provides[spec.name] ?? [] { links[target, default: []] += linker }
            }
        }
        for index in conversion.targets.indices where conversion.targets[index].kind == .regular {
            var target = conversion.targets[index]
            if target.sources.contains(where: isSwift) {
                if !wide.swift.isEmpty { target.swiftSettings = unique(target.swiftSettings + wide.swift) }
            } else if !wide.c.isEmpty {
                target.cSettings = unique(target.cSettings + wide.c)
            }
            if let more = links[target.name] { target.linkerSettings = unique(target.linkerSettings + more) }
            conversion.targets[index] = target
        }
    }
}
