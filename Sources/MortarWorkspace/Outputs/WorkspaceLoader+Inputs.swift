import MortarCore
import MortarFormats

extension WorkspaceLoader {
    /// Every file a command reads for the manifest `layout` lays out: the manifest,
    /// `mortar.local.json` beside it, the lock (`outputs.lock`) unless `includingLock` is false
    /// (fetch writes it), for a Podfile the `mortar.json` and `Podfile.lock` beside it, and
    /// each module's manifest (read in `workspace` when given, else found in the module's
    /// folder when it exists). One answer for every writer.
    public func inputFiles(layout: WorkspaceLayout, integrator: IntegratorManifest, workspace: AppManifests? = nil,
                           includingLock: Bool = true) -> [InputFile] {
        func input(_ shown: String, _ what: String) -> InputFile {
            InputFile(path: absolute(shown), shown: shown, what: what)
        }
        var inputs = [
            input(layout.manifest, "the integrator manifest"),
            input(layout.localOverrides, "the local overrides"),
        ]
        if includingLock { inputs.append(input(layout.lockFile(integrator), "the lock file")) }
        if integrator.kind == .podfile {
            inputs.append(input(layout.sidecar, "the mortar.json beside the Podfile"))
            inputs.append(input(layout.podfileLock, "CocoaPods' lock"))
        }
        for module in integrator.modules {
            let found = workspace?.components[module.name]?.path
                ?? (try? discoverManifest(module: module, folder: moduleDirectory(module, integrator: integrator)).get())
            if let found { inputs.append(input(found, "the manifest of module '\(module.name)'")) }
        }
        return inputs
    }
}
