/// Which podspec modules the composite package leaves out because a target or product name of
/// theirs is taken: one rule (`ConvertedModules.add`), which `plan` applies to build the package
/// and `PodspecConversionService` (so `migrate`) applies to report the modules.
extension PackageSwiftGenerator {
    /// The modules left out because one of their target or product names is an earlier
    /// module's (or the app's umbrella target's), each with the warning `generate` gives.
    /// - Parameter modulePaths: module name → its folder relative to the package's folder;
    ///   a module missing from it is at `GenerationInput.moduleFolder`, as `plan` places it.
    public static func nameClashes(_ workspace: AppManifests, conversions: [String: ModuleConversion], modulePaths: [String: String]) -> [String: Diagnostic] {
        convertedModules(workspace, conversions: conversions, modulePaths: modulePaths).clashes
    }

    /// The converted podspec modules gathered in manifest order (`ConvertedModules.add`).
    static func convertedModules(_ workspace: AppManifests, conversions: [String: ModuleConversion], modulePaths: [String: String]) -> ConvertedModules {
        let integrator = workspace.integrator
        var converted = ConvertedModules()
        for module in integrator.modules {
            guard let conversion = conversions[module.name], let component = workspace.components[module.name], component.format != .swiftpm else { continue }
            let path = modulePaths[module.name] ?? GenerationInput.moduleFolder(module, checkouts: integrator.checkouts)
            converted.add(conversion, module: module, path: path, integrator: integrator)
        }
        return converted
    }
}
