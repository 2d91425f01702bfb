extension PackageSwiftGenerator {
    /// The podspec modules converted to targets of the composite package, gathered in manifest
    /// order as template data: targets with paths below each module's folder, one library
    /// product per spec, the targets the umbrella depends on, platforms and language modes.
    struct ConvertedModules {
        var modules = 0
        var targets: [TemplateValue] = []
        var products: [TemplateValue] = []
        var umbrellaTargets: [String] = []
        var findings: [Diagnostic] = []
        var platformVersions: [String: String] = [:]
        var languageModes = Set<String>()
        /// Whether a converted target has localized resources: the package then needs
        /// `defaultLocalization`.
        var isLocalized = false
        /// Target and product name → the module that builds it (SwiftPM needs each once).
        var owners: [String: String] = [:]
        /// The modules `owners` names, by name.
        var ownerModules: [String: Module] = [:]
        /// Target name → its template data and tree links: a target another module builds
        /// exactly alike is built once and shared (`add`).
        var builtTargets: [String: TemplateValue] = [:]
        var builtLinks: [String: [GeneratedLink]] = [:]
        /// The links of the targets' `TargetTree`s, relative to the package's folder.
        var links: [GeneratedLink] = []
        /// Module name → the warning of a module left out because a name of its clashes
        /// (`PackageSwiftGenerator.nameClashes`).
        var clashes: [String: Diagnostic] = [:]

        /// SwiftPM's `SwiftVersion` for each language mode `swift_versions` gives.
        static let languageCases: [String: String] = ["4": ".v4", "4.2": ".v4_2", "5": ".v5", "6": ".version(\"6\")"]

        mutating func add(_ conversion: ModuleConversion, module: Module, path: String, integrator: IntegratorManifest) {
            guard !conversion.targets.isEmpty || !conversion.products.isEmpty else {
                findings += conversion.findings
                return
            }
            // SwiftPM takes a target's files only from inside the package's folder (the
            // conversion service already leaves such a module unconverted, with this finding).
            if let outside = PackageFolder.outsideFinding(module, path: path, integrator: integrator) {
                findings += conversion.findings
                findings.append(outside)
                return
            }
            // A target an earlier module builds exactly alike — two podspecs of one repository
            // selecting the same files under one name, as CocoaPods compiles a copy in each pod
            // — is built once, and both modules' products name it.
            let prepared = conversion.targets.map { (target: $0, data: Self.data($0, modulePath: path), links: TargetTree.links(of: $0, modulePath: path)) }
            let shared = Set(prepared.filter { builtTargets[$0.target.name] == $0.data && builtLinks[$0.target.name] == $0.links }.map(\.target.name))
            // SwiftPM needs every target and product name once in a package.
            let names = conversion.targets.map(\.name).filter { !shared.contains($0) } + conversion.products.map(\.name)
            if let clash = names.first(where: { owners[$0] != nil || $0 == integrator.name }) {
                let owner = owners[clash].map { "module '\($0)' builds one by that name too" } ?? "the app's umbrella target has that name"
                // Only the clash is told: the module's own findings are about files and targets
                // the package leaves out.
                let finding = Diagnostic(
                    .swiftPMConversion, .warning,
                    "module '\(module.name)' is converted to a target or product named '\(clash)', and \(owner); SwiftPM needs each name once in a package, so the targets of '\(module.name)' are left out",
                    at: [module.location],
                    help: Self.clashHelp(module, owner: owners[clash].flatMap { ownerModules[$0] }))
                findings.append(finding)
                clashes[module.name] = finding
                return
            }
            findings += conversion.findings
            for name in names { owners[name] = module.name }
            ownerModules[module.name] = module
            modules += 1
            for (target, data, targetLinks) in prepared where !shared.contains(target.name) {
                targets.append(data)
                links += targetLinks
                builtTargets[target.name] = data
                builtLinks[target.name] = targetLinks
            }
            for product in conversion.products {
                products.append([
                    "name": .string(product.name),
                    "targets": .list(product.targets.enumerated().map { ["name": .string($0.element), "last": .bool($0.offset == product.targets.count - 1)] }),
                ])
            }
            if let main = conversion.products.first { umbrellaTargets += main.targets.filter { !umbrellaTargets.contains($0) } }
            for (platform, version) in conversion.platforms {
                let name = PodPlatform.packageKey(platform.lowercased())
                if platformVersions[name].map({ Self.isLower($0, than: version) }) ?? true { platformVersions[name] = version }
            }
            languageModes.formUnion(conversion.swiftLanguageModes)
            if !conversion.localizations.isEmpty { isLocalized = true }
        }

        /// What to do about `module` converted to a name `owner` (nil: the app's umbrella)
        /// builds already. Checkouts of one repository at different refs: both at one tag or
        /// commit first, since that is what a second podspec of one repository usually means.
        static func clashHelp(_ module: Module, owner: Module?) -> String {
            let rename = "give the podspec of '\(module.name)' a module_name of its own (its targets take that name), or keep one of the modules on CocoaPods"
            guard let owner, case let .git(url, ref) = module.source, case let .git(ownerURL, ownerRef) = owner.source,
                  RepositoryURL.same(url, ownerURL), ref != ownerRef else { return rename }
            return "check out '\(owner.name)' and '\(module.name)' at one tag or commit (now \(ownerRef) and \(ref); a target both build alike is then built once), " + rename
        }

        /// The package's `defaultLocalization`: `en` when a converted target has localized
        /// resources (the converter's finding says so when a pod has no `en.lproj`), else none.
        var defaultLocalization: String { isLocalized ? ModuleConversion.defaultLocalization : "" }

        /// The integrator's platforms, each raised to the highest a converted module requires.
        func platforms(_ integrator: IntegratorManifest) -> [Platform] {
            var byName: [String: Platform] = [:]
            for platform in integrator.platforms {
                let key = PodPlatform.packageKey(platform.name.lowercased())
                byName[key] = platform
            }
            for (name, version) in platformVersions where !version.isEmpty {
                if let existing = byName[name] {
                    if existing.version.map({ Self.isLower($0, than: version) }) ?? false { byName[name]?.version = version }
                } else {
                    byName[name] = Platform(name: name, version: version, location: SourceLocation(file: integrator.path))
                }
            }
            return byName.keys.sorted().compactMap { byName[$0] }
        }

        /// `swiftLanguageVersions: [...]` of the package, or nothing.
        var swiftLanguageVersions: String {
            let cases = languageModes.sorted { (Double($0) ?? 0) < (Double($1) ?? 0) }.compactMap { Self.languageCases[$0] }
            return cases.isEmpty ? "" : cases.joined(separator: ", ")
        }

        static func isLower(_ a: String, than b: String) -> Bool {
            let x = a.split(separator: ".").map { Int($0) ?? 0 }, y = b.split(separator: ".").map { Int($0) ?? 0 }
            for i in 0..<max(x.count, y.count) where (i < x.count ? x[i] : 0) != (i < y.count ? y[i] : 0) {
                return (i < x.count ? x[i] : 0) < (i < y.count ? y[i] : 0)
            }
            return false
        }

        static func data(_ target: PackageTarget, modulePath: String) -> TemplateValue {
            let base = target.isInTree ? TargetTree.path(of: target.name) : modulePath
            let path = target.path.isEmpty ? PathText.normalize(base) : PathText.join(base, target.path)
            let dependencies: [TemplateValue] = target.dependencies.map {
                switch $0 {
                case let .target(name):
                    return ["target": .string(name), "product": "", "package": "", "applePlatformsOnly": .bool(target.applePlatformsOnlyDependencies.contains(name))]
                case let .product(name, package):
                    return ["target": "", "product": .string(name), "package": .string(package), "applePlatformsOnly": .bool(false)]
                }
            }
            let c = target.cSettings.compactMap(setting), swift = target.swiftSettings.compactMap(setting)
            let linker = target.linkerSettings.compactMap(setting)
            return [
                "name": .string(target.name),
                "binary": .bool(target.kind == .binary),
                "system": .bool(target.kind == .system),
                "declaration": .verbatim(target.kind == .test ? "testTarget" : "target"),
                "path": .string(path),
                "dependencies": .list(dependencies),
                "hasExclude": .bool(!target.exclude.isEmpty),
                "exclude": .list(target.exclude.map { ["path": .string($0)] }),
                "sources": .list(target.sources.map { ["path": .string($0)] }),
                "hasResources": .bool(!target.resources.isEmpty),
                "resources": .list(target.resources.map { ["rule": .verbatim($0.rule.rawValue), "path": .string($0.path)] }),
                "publicHeadersPath": .string(target.publicHeadersPath ?? ""),
                "cSettings": .list(c), "hasCSettings": .bool(!c.isEmpty),
                "swiftSettings": .list(swift), "hasSwiftSettings": .bool(!swift.isEmpty),
                "linkerSettings": .list(linker), "hasLinkerSettings": .bool(!linker.isEmpty),
            ]
        }

        /// `.define("X", to: "1", .when(platforms: [.iOS]))` as template data; a setting only
        /// for platforms SwiftPM does not name is left out.
        static func setting(_ setting: PackageSetting) -> TemplateValue? {
            let cases = setting.platforms.compactMap { PodPlatform.named($0)?.swiftPMName }
            if !setting.platforms.isEmpty, cases.isEmpty { return nil }
            let when = Array(Set(cases)).sorted().map { "." + $0 }.joined(separator: ", ")
            let (kind, value, to): (String, String, String)
            switch setting.kind {
            case let .define(name, definition): (kind, value, to) = ("define", name, definition ?? "")
            case let .headerSearchPath(path): (kind, value, to) = ("headerSearchPath", path, "")
            case let .linkedFramework(name): (kind, value, to) = ("linkedFramework", name, "")
            case let .linkedLibrary(name): (kind, value, to) = ("linkedLibrary", name, "")
            }
            return ["kind": .verbatim(kind), "value": .string(value), "to": .string(to), "when": .verbatim(when)]
        }
    }
}
