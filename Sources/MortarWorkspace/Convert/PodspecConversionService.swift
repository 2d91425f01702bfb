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
    ///   - platform: the platform whose podspec attributes apply: the app's first platform by
    ///     name, else `ios`.
    ///   - podProducts: the seam where pods map to SwiftPM package products (empty: unmapped).
    public static func convert(
        _ workspace: AppManifests, manifestFolder: String, packageFolder: String?, fileSystem: any FileSysteming,
        podProducts: (String) -> [PackageTargetDependency] = { _ in [] }
    ) -> [String: ModuleConversion] {
        let integrator = workspace.integrator
        let platform = integrator.platforms.map { $0.name.lowercased() == "macos" ? "osx" : $0.name.lowercased() }.sorted().first ?? "ios"
        var drafts: [PodspecConversionDraft] = []
        for module in integrator.modules {
            guard let component = workspace.components[module.name], component.format != .swiftpm, component.buildSpec != nil else { continue }
            let relative = GenerationInput.moduleFolder(module, checkouts: integrator.checkouts)
            let folder = PathText.join(manifestFolder, relative)
            guard let pathList = ModuleFileWalker.pathList(folder, fileSystem: fileSystem) else { continue }
            let input = PodspecConversionInput(module: module.name, component: component, pathList: pathList, platform: platform, displayFolder: relative)
            drafts.append(PodspecConverter.draft(input) { path in try? fileSystem.readText(PathText.join(folder, path)) })
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
}
