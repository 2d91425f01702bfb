/// Builds the data of the composite `Podfile`: spec sources in manifest order, one platform,
/// `use_frameworks!` (with its linkage), one target named after the app (or the configured
/// target) holding every podspec module by `:path` in manifest order (the lifecycle order) and
/// every pin by its requirement sorted by name, then the integrator Podfile's hooks verbatim.
/// Pure.
public enum PodfileGenerator {
    /// The linkages `use_frameworks!` accepts.
    static let linkages: Set<String> = ["static", "dynamic"]

    /// The template data and the findings (`not-cocoapods`).
    public static func data(_ input: GenerationInput) -> (data: TemplateValue, diagnostics: [Diagnostic]) {
        let workspace = input.workspace
        let integrator = workspace.integrator
        var diagnostics: [Diagnostic] = []
        var leftOut: [Diagnostic] = []
        var modules: [TemplateValue] = []
        for module in integrator.modules {
            if let component = workspace.components[module.name], component.format == .swiftpm {
                leftOut.append(Diagnostic(
                    .notCocoaPods, .warning,
                    "module '\(module.name)' has no podspec: its manifest '\(component.path)' is a Package.swift; it is left out of the generated Podfile",
                    at: [module.location],
                    help: "add a podspec to the module, or \(integrator.outputsHelp("podfile", "null")) if the app builds with SwiftPM only"))
                continue
            }
            let path = input.modulePaths[module.name] ?? GenerationInput.moduleFolder(module, checkouts: integrator.checkouts)
            let subspecs: [TemplateValue] = module.subspecs.enumerated().map { index, name in
                ["name": .string(name), "first": .bool(index == 0)]
            }
            modules.append([
                "name": .string(module.name),
                "path": .string(path),
                "hasSubspecs": .bool(!subspecs.isEmpty),
                "subspecs": .list(subspecs),
                "commit": .string(input.lockCommits[module.name] ?? ""),
            ])
        }

        if modules.isEmpty, leftOut.count > 1 {
            let names = integrator.modules.map { "'\($0.name)'" }.joined(separator: ", ")
            diagnostics.append(Diagnostic(
                .notCocoaPods, .warning,
                "none of the \(integrator.modules.count) modules has a podspec, so the generated Podfile holds no module: \(names)",
                at: integrator.modules.first.map { [$0.location] } ?? [],
                help: "\(integrator.outputsHelp("podfile", "null")) if the app builds with SwiftPM only, or add podspecs to the modules"))
        } else {
            diagnostics += leftOut
        }

        // A pin only SwiftPM modules use (or that names SwiftPM products) is a package, not a pod.
        // A pod only Podfile.lock names (a dependency of another) gets no `pod` line of its own.
        let podPins = integrator.pins.filter { pin in
            !pin.isTransitive && (input.isUsedByPods(pin) || (!input.isUsed(pin, by: .swiftpm) && pin.products.isEmpty))
        }
        let pins: [TemplateValue] = podPins.sorted { $0.name < $1.name }.map { pin in
            var requirements: [TemplateValue] = []
            var git = "", branch = "", commit = ""
            switch pin.requirement {
            case let .versions(constraints):
                requirements = constraints.map { .string($0.description) }
            case let .branch(name):
                git = pin.url ?? ""
                branch = name
            case let .revision(id):
                git = pin.url ?? ""
                commit = id
            }
            return [
                "name": .string(pin.name), "requirements": .list(requirements),
                "git": .string(git), "branch": .string(branch), "commit": .string(commit),
            ]
        }

        let platform: [TemplateValue] = platformEntry(integrator.platforms).map { [$0] } ?? []
        let settings = integrator.podfile
        let linkage = settings.linkage.flatMap { linkages.contains($0) ? $0 : nil } ?? ""
        let hooks: [TemplateValue] = integrator.kind == .podfile ? settings.hooks.map { .verbatim(trimmingTrailingNewlines($0)) } : []
        var lines: [TemplateValue] = []
        if integrator.kind == .podfile, let root = settings.root {
            let app = PodfileAppLines.lines(root, input)
            lines = app.lines
            diagnostics = app.diagnostics + settings.notCarried.map { lost in
                Diagnostic(.notCocoaPods, .warning, lost.value, at: [lost.location],
                           help: "write the value as a literal in \(PathText.lastComponent(of: integrator.path)), or add it to the generated Podfile by hand")
            }
        }
        let data: TemplateValue = [
            "podfileApp": .bool(integrator.kind == .podfile && settings.root != nil),
            "lines": .list(lines),
            "header": .string(input.header),
            "name": .string(integrator.name),
            "target": .string(settings.target ?? integrator.name),
            "sources": .list(integrator.sources.map { .string($0) }),
            "platform": .list(platform),
            "useFrameworks": .bool(settings.useFrameworks),
            "linkage": .verbatim(linkage),
            "useModularHeaders": .bool(settings.useModularHeaders),
            "inhibitAllWarnings": .bool(settings.inhibitAllWarnings),
            "modules": .list(modules),
            "pins": .list(pins),
            "hooks": .list(hooks),
        ]
        return (data, diagnostics.sorted())
    }

    private static func trimmingTrailingNewlines(_ text: String) -> String {
        var text = Substring(text)
        while text.last == "\n" || text.last == "\r" { text.removeLast() }
        return String(text)
    }

    /// A Podfile has one platform: `ios` when the manifest names it, else the first known one
    /// by name.
    private static func platformEntry(_ platforms: [Platform]) -> TemplateValue? {
        let known = platforms.filter { PodPlatform.named($0.name)?.podName != nil }.sorted { $0.name < $1.name }
        guard let chosen = known.first(where: { $0.name.lowercased() == "ios" }) ?? known.first,
            let symbol = PodPlatform.named(chosen.name)?.podName
        else { return nil }
        return [
            "symbol": .verbatim(symbol),
            "version": .string(chosen.version ?? ""),
        ]
    }
}
