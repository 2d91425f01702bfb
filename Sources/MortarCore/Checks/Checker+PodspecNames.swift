extension Checker {
    /// invalid-manifest: a module whose podspec names another pod. `check` knows a module by
    /// its name in the manifest, `generate` its targets and product by the pod's name (what its
    /// dependents write), so the two would disagree; CocoaPods refuses such a podspec too ("The
    /// name of the given podspec `Other` doesn't match the expected one `Dyn`").
    static func podspecNameFindings(_ workspace: AppManifests) -> [Diagnostic] {
        let integrator = workspace.integrator
        var seen: Set<String> = []
        return integrator.modules.compactMap { module -> Diagnostic? in
            guard seen.insert(module.name).inserted, let component = workspace.components[module.name],
                  component.format != .swiftpm, component.name != module.name else { return nil }
            // A Podfile's module is a `pod` line: said in its words.
            let podfile = ManifestKind(fileName: module.location.file) == .podfile
            let rename = podfile ? "write pod '\(component.name)' in the Podfile" : "name the module '\(component.name)' in \(PathText.lastComponent(of: module.location.file))"
            return Diagnostic(
                .invalidManifest, .error,
                "\(podfile ? "pod" : "module") '\(module.name)' reads the podspec of the pod '\(component.name)' (\(component.path)), so 'check' and 'generate' would know it by different names",
                at: [module.location],
                notes: [.init("the podspec names the pod '\(component.name)'", at: component.specLocation ?? SourceLocation(file: component.path))],
                help: "\(rename) (the pod's name, which its dependents use), or name the pod '\(module.name)' in its podspec")
        }
    }
}
