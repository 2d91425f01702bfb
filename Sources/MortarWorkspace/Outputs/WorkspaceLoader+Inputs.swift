import MortarCore
import MortarFormats

extension WorkspaceLoader {
    /// The name CocoaPods gives the lock beside a Podfile.
    public static let podfileLockName = "Podfile.lock"

    /// Every file a command reads for the manifest at `manifestPath` (as shown): the manifest,
    /// `mortar.local.json` beside it, the lock (`outputs.lock`) unless `includingLock` is false
    /// (fetch writes it), for a Podfile the `mortar.json` and `Podfile.lock` beside it, and
    /// each module's manifest (read in `workspace` when given, else found in the module's
    /// folder when it exists). One answer for every writer.
    public func inputFiles(manifestPath: String, integrator: IntegratorManifest, workspace: AppManifests? = nil,
                           includingLock: Bool = true) -> [InputFile] {
        let folder = PathText.directory(of: manifestPath)
        func input(_ shown: String, _ what: String) -> InputFile {
            InputFile(path: absolute(shown), shown: shown, what: what)
        }
        var inputs = [
            input(manifestPath, "the integrator manifest"),
            input(PathText.join(folder, LocalOverridesReader.fileName), "the local overrides"),
        ]
        if includingLock { inputs.append(input(PathText.join(folder, integrator.outputs.lock), "the lock file")) }
        if integrator.kind == .podfile {
            inputs.append(input(PathText.join(folder, "mortar.json"), "the mortar.json beside the Podfile"))
            inputs.append(input(PathText.join(folder, Self.podfileLockName), "CocoaPods' lock"))
        }
        for module in integrator.modules {
            let found = workspace?.components[module.name]?.path
                ?? (try? discoverManifest(module: module, folder: moduleDirectory(module, integrator: integrator)).get())
            if let found { inputs.append(input(found, "the manifest of module '\(module.name)'")) }
        }
        return inputs
    }
}
