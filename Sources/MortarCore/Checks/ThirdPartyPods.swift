/// Third-party pods and their podspecs' own problems. A Podfile's `:git` pod that the
/// `mortar.json` beside the Podfile does not list under "modules" is a third-party pod, taken
/// at a ref as a pin is taken at a version: its podspec is read (for its dependencies), but
/// what is wrong inside it is not the app's to fix. The app's own modules — `:path` pods, the
/// pods the sidecar lists, every module of a `mortar.json` app — are checked as they are.
/// Pure.
public enum ThirdPartyPods {
    /// The repository of `module` when it is a third-party pod of `integrator`, else nil.
    public static func url(of module: Module, in integrator: IntegratorManifest) -> String? {
        guard integrator.kind == .podfile, case let .git(url, _) = module.source,
              !integrator.podfile.sidecarModules.contains(module.name) else { return nil }
        return url
    }

    /// `diagnostics` with each error or warning located inside a third-party pod's folder (its
    /// podspec, its sources) made a note that says whose podspec it is; the rest unchanged.
    public static func demoted(_ diagnostics: [Diagnostic], _ workspace: AppManifests) -> [Diagnostic] {
        // Nothing to demote: no folder list (a record and a path per module) is built.
        guard !diagnostics.isEmpty else { return diagnostics }
        let integrator = workspace.integrator
        let base = PathText.directory(of: integrator.path)
        let folders: [(folder: String, module: Module, url: String)] = integrator.modules.compactMap { module in
            url(of: module, in: integrator).map { (PathText.join(base, module.folder(checkouts: integrator.checkouts)) + "/", module, $0) }
        }
        guard !folders.isEmpty else { return diagnostics }
        let sidecar = "the mortar.json beside \(PathText.lastComponent(of: integrator.path))"
        return diagnostics.map { diagnostic in
            guard diagnostic.severity != .note, let file = diagnostic.locations.first?.file,
                  let owner = folders.first(where: { file.hasPrefix($0.folder) }) else { return diagnostic }
            var demoted = diagnostic
            demoted.severity = .note
            demoted.notes.insert(.init(
                "third-party pod '\(owner.module.name)' (\(owner.url)): a problem of its own podspec, not the app's; list '\(owner.module.name)' under \"modules\" in \(sidecar) to check it as the app's own"),
                at: 0)
            return demoted
        }
    }
}
