import MortarConvert
import MortarCore

/// Converts every podspec module of a loaded workspace whose folder is on disk: lists each
/// folder (`ModuleFileWalker`), reads source files only where a finding needs their text, and
/// hands the rest to the pure converter. A module whose folder is missing is not converted
/// (generate's `not-swiftpm` finding says so); one outside the composite Package.swift's
/// folder is not convertible, with `PackageFolder`'s finding, and so is one whose target or
/// product name an earlier module's takes (`PackageSwiftGenerator.nameClashes`, generate's
/// rule): generate and migrate call this one function, so they report the same modules the
/// same way.
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
        // Modules of one folder, or of checkouts of one commit (podspecs of one repository)
        // share its files: each file is compiled by one target, the first module's to select
        // it, in dependency order.
        let sources = modules.map { sourceKey(of: $0.module, relative: $0.relative, manifestFolder: manifestFolder, fileSystem: fileSystem) }
        // A Podfile's `pod 'Texture'` beside `pod 'Texture/Yoga'` asks for the pod as a whole
        // too, which the module's `subspecs` (`Yoga`) cannot say.
        let podfileSpecs = Set((integrator.podfile.root.map(PodfileTargetResolver.resolve) ?? []).flatMap { $0.dependencies.map(\.spec) })
        var pathLists: [Int: PodPathList?] = [:]
        func input(_ index: Int) -> PodspecConversionInput? {
            let (module, component, relative) = modules[index]
            if pathLists[index] == nil { pathLists[index] = ModuleFileWalker.pathList(PathText.join(manifestFolder, relative), fileSystem: fileSystem) }
            guard let pathList = pathLists[index] ?? nil else { return nil }
            return PodspecConversionInput(module: module.name, component: component, pathList: pathList, platform: platform, displayFolder: relative,
                                          otherPlatforms: appPlatforms.filter { $0 != platform }, subspecs: module.subspecs,
                                          wholePod: module.subspecs.isEmpty || podfileSpecs.contains(module.name))
        }
        func sourceText(_ index: Int) -> (String) -> String? {
            let folder = PathText.join(manifestFolder, modules[index].relative)
            return { path in try? fileSystem.readText(PathText.join(folder, path)) }
        }
        // Of modules of one source, the one whose every file another selects too goes first
        // (TOCropViewController before CropViewController, whose podspec selects its files and
        // its own Swift file, with no dependency on it): it keeps its files and its product,
        // and the other depends on its targets for them.
        var selected: [Int: Set<String>] = [:]
        for index in modules.indices where sources.filter({ $0 == sources[index] }).count > 1 {
            guard let input = input(index) else { continue }
            var claims = ClaimedSources()
            _ = PodspecConverter.draft(input, claimed: &claims, sourceText: sourceText(index))
            selected[index] = claims.paths
        }
        let pods = modules.map { Set(($0.component.buildSpec?.allSpecs ?? []).flatMap(\.dependencies).map(\.rootName)) }
        func dependsOnPod(_ index: Int, _ other: Int) -> Bool {
            pods[index].contains(modules[other].module.name) || pods[index].contains(modules[other].component.name)
        }
        let order = PodspecWorkspaceConverter.conversionOrder(modules.indices.map { index in
            let dependsOn = modules.indices.filter { other in
                guard other != index, sources[other] == sources[index] else { return false }
                if dependsOnPod(index, other) { return true }
                guard !dependsOnPod(other, index), let mine = selected[index], let theirs = selected[other], !theirs.isEmpty else { return false }
                return theirs.isStrictSubset(of: mine)
            }
            return (sources[index], Set(dependsOn))
        })
        var claimed: [String: ClaimedSources] = [:]
        var compiled: [Int: Set<String>] = [:]
        for index in order {
            guard let input = input(index) else { continue }
            let key = sources[index]
            var claims = claimed[key] ?? ClaimedSources(checkoutsOfOneCommit: key.hasPrefix("commit "))
            let before = claims.paths
            drafts.append(PodspecConverter.draft(input, claimed: &claims, sourceText: sourceText(index)))
            compiled[index] = claims.paths.subtracting(before)
            claimed[key] = claims
        }
        var conversions = PodspecWorkspaceConverter.resolve(drafts, podProducts: podProducts)
        let shared = modules.map { (module: $0.module, folder: $0.relative) }
        for (index, finding) in twiceCompiled(shared.map(\.module), sources: sources, compiled: compiled, conversions: conversions)
            + editedCopies(shared, sources: sources, selected: selected, compiled: compiled, manifestFolder: manifestFolder, fileSystem: fileSystem) {
            conversions[modules[index].module.name]?.findings.append(finding)
        }
        guard let packageFolder else { return conversions }
        let paths = GenerationInput.modulePaths(for: integrator, manifestFolder: manifestFolder, outputFolder: packageFolder)
        for module in integrator.modules where conversions[module.name] != nil {
            guard let path = paths[module.name], let outside = PackageFolder.outsideFinding(module, path: path, integrator: integrator) else { continue }
            conversions[module.name] = ModuleConversion(module: module.name, findings: [outside])
        }
        // A module whose target or product name another module's takes is left out of the
        // package by generate's own rule, so it is not reported as converted.
        for (name, clash) in PackageSwiftGenerator.nameClashes(workspace, conversions: conversions, modulePaths: paths) {
            conversions[name] = ModuleConversion(module: name, findings: [clash])
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
