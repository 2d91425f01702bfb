import MortarConvert
import MortarCore

/// Converts every podspec module of a loaded workspace whose folder is on disk: lists each
/// folder (`ModuleFileWalker`), reads source files only where a finding needs their text, and
/// hands the rest to the pure converter. A module whose folder is missing is not converted
/// (generate's `not-swiftpm` finding says so); one outside the composite Package.swift's
/// folder is not convertible, with `PackageFolder`'s finding: generate and migrate call this
/// one function, so they report the same modules the same way.
public enum PodspecConversionService {
    /// - Parameters:
    ///   - manifestFolder: the integrator manifest's folder (absolute).
    ///   - packageFolder: the folder of the composite Package.swift (absolute); nil when none
    ///     is generated, so no module is outside it.
    ///   - podProducts: the seam where pods map to SwiftPM package products (empty: unmapped).
    public static func convert(
        _ workspace: AppManifests, manifestFolder: String, packageFolder: String?, fileSystem: any FileSysteming,
        podProducts: (String) -> [PackageTargetDependency] = { _ in [] }
    ) -> [String: ModuleConversion] {
        let integrator = workspace.integrator
        let appPlatforms = Set(integrator.platforms.map { PodPlatform.podName($0.name.lowercased()) }).sorted()
        let platform = appPlatform(integrator)
        var drafts: [PodspecConversionDraft] = []
        let modules = integrator.modules.compactMap { module -> (module: Module, component: Component, relative: String)? in
            guard let component = workspace.components[module.name], component.format != .swiftpm, component.buildSpec != nil else { return nil }
            return (module, component, GenerationInput.moduleFolder(module, checkouts: integrator.checkouts))
        }
        // Modules of one folder (podspecs of one repository) share its files: each file is
        // compiled by one target, the first module's to select it, in dependency order.
        let order = PodspecWorkspaceConverter.conversionOrder(modules.map { entry in
            let pods = Set((entry.component.buildSpec?.allSpecs ?? []).flatMap(\.dependencies).map(\.rootName))
            let folder = PathText.normalize(entry.relative)
            let dependsOn = modules.indices.filter { other in
                PathText.normalize(modules[other].relative) == folder && (pods.contains(modules[other].module.name) || pods.contains(modules[other].component.name))
            }
            return (folder, Set(dependsOn))
        })
        var claimed: [String: ClaimedSources] = [:]
        for index in order {
            let (module, component, relative) = modules[index]
            let folder = PathText.join(manifestFolder, relative)
            guard let pathList = ModuleFileWalker.pathList(folder, fileSystem: fileSystem) else { continue }
            let input = PodspecConversionInput(module: module.name, component: component, pathList: pathList, platform: platform, displayFolder: relative,
                                               otherPlatforms: appPlatforms.filter { $0 != platform })
            let key = PathText.normalize(folder)
            var claims = claimed[key] ?? ClaimedSources()
            drafts.append(PodspecConverter.draft(input, claimed: &claims) { path in try? fileSystem.readText(PathText.join(folder, path)) })
            claimed[key] = claims
        }
        var conversions = PodspecWorkspaceConverter.resolve(drafts, podProducts: podProducts)
        guard let packageFolder else { return conversions }
        let paths = GenerationInput.modulePaths(for: integrator, manifestFolder: manifestFolder, outputFolder: packageFolder)
        for module in integrator.modules where conversions[module.name] != nil {
            guard let path = paths[module.name], let outside = PackageFolder.outsideFinding(module, path: path, integrator: integrator) else { continue }
            conversions[module.name] = ModuleConversion(module: module.name, findings: [outside])
        }
        return conversions
    }

    /// The platform whose podspec attributes apply (`PodSourceSelection.platform(of:preferred:)`
    /// asks it of each pod): the app's first platform by name, else `ios`. `generate`,
    /// `migrate` and `check`'s import audit ask this one function.
    public static func appPlatform(_ integrator: IntegratorManifest) -> String {
        integrator.platforms.map { PodPlatform.podName($0.name.lowercased()) }.sorted().first ?? "ios"
    }
}
