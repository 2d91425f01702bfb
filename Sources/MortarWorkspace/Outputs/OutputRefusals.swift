import MortarCore
import MortarFormats

/// Which files `generate`, `fetch` and `bootstrap` must not write, located where each output's
/// path is chosen: one naming an input (the manifests, the locks, a template) or another
/// output's file, in git's own files or a checkout, out of the project, or replacing a file
/// Mortar did not write. Asked before anything is fetched or written.
public enum OutputRefusals {
    /// The outputs `generate` writes before it knows the umbrella source: for `bootstrap` to
    /// refuse them before it fetches anything.
    public static func candidatePaths(_ integrator: IntegratorManifest, layout: WorkspaceLayout, options: GenerateService.Options) -> [String] {
        layout.outputs(integrator, swiftpm: options.swiftpm, podfile: options.podfile).all
    }

    /// The planned files (absolute) that would write over an input, another output, git's own
    /// files or a file Mortar did not write (unless `force`), or land out of place; nil when
    /// none does.
    public static func refusedOutputs(
        _ paths: [String], workspace: AppManifests, layout: WorkspaceLayout, options: GenerateService.Options, _ context: ServiceContext
    ) -> ManifestError? {
        let integrator = workspace.integrator
        let outputs = integrator.outputs
        // Each named output once, in a fixed order, so two on one file are both seen.
        var named: [PlannedOutput] = []
        func note(_ key: String, option: String, value: String?, path: String?) {
            guard let path else { return }
            let absolute = PathText.normalize(path)
            if value != nil {
                named.append(PlannedOutput(path: absolute, shown: layout.display(absolute), origin: option, help: "pass \(option) a path of its own",
                                           chosenOnCommandLine: true))
            } else {
                named.append(PlannedOutput(path: absolute, shown: layout.display(absolute), origin: "outputs.\(key)", location: outputs.locations[key],
                                           help: outputsHelp(key, integrator: integrator, manifestName: layout.manifestName, option: option)))
            }
        }
        let chosen = layout.outputs(integrator, swiftpm: options.swiftpm, podfile: options.podfile)
        note("swiftpm", option: "--swiftpm", value: options.swiftpm, path: chosen.swiftpm)
        note("podfile", option: "--podfile", value: options.podfile, path: chosen.podfile)
        note("registrySwift", option: "", value: nil, path: chosen.registrySwift)
        note("registryPlist", option: "", value: nil, path: chosen.registryPlist)
        // A planned path is a named output's, once per naming; any other (or one more) is the umbrella source.
        var unclaimed = named
        var planned: [PlannedOutput] = []
        let umbrellaOrigin = options.swiftpm == nil ? "outputs.swiftpm" : "--swiftpm"
        for absolute in paths.map({ PathText.normalize($0) }) {
            if let index = unclaimed.firstIndex(where: { $0.path == absolute }) {
                planned.append(unclaimed.remove(at: index))
                continue
            }
            planned.append(PlannedOutput(
                path: absolute, shown: layout.display(absolute),
                origin: "the umbrella source of \(umbrellaOrigin)", location: options.swiftpm == nil ? outputs.locations["swiftpm"] : nil,
                help: "choose another folder for \(umbrellaOrigin)", chosenOnCommandLine: options.swiftpm != nil))
        }
        var inputs = context.loader().inputFiles(layout: layout, integrator: integrator, workspace: workspace)
        if let directory = options.templateDirectory {
            for name in TemplateSet.names {
                let shown = PathText.join(directory, name)
                inputs.append(InputFile(path: PathText.normalize(layout.absolute(shown)), shown: shown, what: "a template"))
            }
        }
        let placement = OutputPlacement(integrator: integrator, layout: layout)
        let writer = GeneratedFileWriter(fileSystem: context.fileSystem)
        return OutputGuard.refusals(planned, inputs: inputs, resolve: OutputGuard.resolvingLinks, placement: placement, special: OutputPlacement.specialKind,
                                    mayReplace: { options.force || writer.mayReplace($0) }, identity: OutputGuard.fileIdentity)
    }

    /// The lock file when its path (`outputs.lock`) names an input, lands out of place or
    /// holds a file Mortar did not write, located; nil otherwise.
    public static func refusedLock(_ manifest: IntegratorManifest, layout: WorkspaceLayout, _ context: ServiceContext) -> ManifestError? {
        let shown = layout.lockFile(manifest)
        var output = PlannedOutput(
            path: layout.absolute(shown), shown: shown, origin: "outputs.lock", location: manifest.outputs.locations["lock"],
            help: outputsHelp("lock", integrator: manifest, manifestName: layout.manifestName, option: ""))
        output.forceHint = nil
        output.mark = "\(LockFile.mark) member"
        let inputs = context.loader().inputFiles(layout: layout, integrator: manifest, includingLock: false)
        let placement = OutputPlacement(integrator: manifest, layout: layout)
        return OutputGuard.refusals([output], inputs: inputs, resolve: OutputGuard.resolvingLinks, placement: placement, special: OutputPlacement.specialKind,
                                    mayReplace: GeneratedFileWriter(fileSystem: context.fileSystem).mayReplace, identity: OutputGuard.fileIdentity)
    }

    /// How to move an output the manifest (or its default) puts on an input.
    /// A Podfile app's composite Podfile is `CocoaPods.podfile`, unless that is the app's own.
    public static func outputsHelp(_ key: String, integrator: IntegratorManifest, manifestName: String, option: String) -> String {
        let besidePodfile = integrator.kind == .podfile && manifestName != Outputs.podfileAppPodfile
        let examples = [
            "swiftpm": "Composite/Package.swift", "podfile": besidePodfile ? Outputs.podfileAppPodfile : "Composite/Podfile",
            "lock": "mortar.lock", "registrySwift": "Generated/ModuleRegistry.swift", "registryPlist": "Generated/ModuleRegistry.plist",
        ]
        let example = examples[key] ?? "Generated/\(key)"
        let set = integrator.outputsHelp(key, "\"\(example)\"")
        return option.isEmpty ? set : "\(set), or pass \(option) PATH"
    }
}
