import MortarCore

extension PodspecConverter {
    /// The localizations of the processed resources of `targets` (`fr` for `fr.lproj`, below a
    /// processed folder too), sorted; a copied folder is copied as it is, so SwiftPM does not
    /// localize what it holds.
    static func localizations(_ targets: [PackageTarget], pathList: PodPathList) -> [String] {
        var names = Set<String>()
        func add(_ path: String) {
            for component in path.split(separator: "/") where component.lowercased().hasSuffix(".lproj") {
                names.insert(String(component.dropLast(".lproj".count)))
            }
        }
        for target in targets {
            for resource in target.resources where resource.rule == .process {
                let path = target.path.isEmpty ? resource.path : target.path + "/" + resource.path
                add(path)
                guard pathList.isDirectory(path) else { continue }
                for folder in pathList.directories where folder.hasPrefix(path + "/") { add(folder) }
            }
        }
        return names.sorted()
    }

    /// The note for a pod whose localized resources have no `en.lproj`: the package's
    /// `defaultLocalization` is `en` all the same.
    static func localizationFinding(_ localizations: [String], root: PodBuildSpec, platform: String) -> Diagnostic? {
        let english = ModuleConversion.defaultLocalization
        guard !localizations.isEmpty, !localizations.contains(where: { $0.lowercased() == english }) else { return nil }
        let location = root.allSpecs.lazy.compactMap { spec in
            let consumer = PodConsumer(chain: [spec], platform: platform)
            return (consumer.value("resource_bundles") ?? consumer.value("resources"))?.location
        }.first ?? root.location
        let list = localizations.map { "'\($0).lproj'" }.joined(separator: ", ")
        return Diagnostic(
            .swiftPMConversion, .note,
            "'\(root.name)' has localized resources (\(list)) but no '\(english).lproj'; SwiftPM needs a default localization, so the package's defaultLocalization is '\(english)'",
            at: [location],
            help: "if the pod's development region is not English, set defaultLocalization in the generated Package.swift's template (mortar generate --template-dir)")
    }
}
