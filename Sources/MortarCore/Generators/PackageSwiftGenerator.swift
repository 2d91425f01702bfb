/// Builds the data of the composite `Package.swift` (and its umbrella source file): every
/// SwiftPM module by `.package(path:)` in manifest order, every pin with a known URL by
/// `.package(url:…, exact:…)` sorted by name, platforms sorted by name, and one umbrella
/// library target named after the app that depends on every module's library products and
/// on the products pins name. Pure.
public enum PackageSwiftGenerator {
    /// The `swift-tools-version` of generated manifests: the floor Mortar supports (Swift 5.9
    /// has `.package(path:)`, `exact:`, `.product(name:package:)` and `visionOS`).
    public static let toolsVersion = "5.9"

    /// Where the umbrella target's source folder is, relative to the Package.swift folder.
    public static func umbrellaFolder(for name: String) -> String { "Sources/\(name)" }

    /// `unmapped-pod` for a pod of the Podfile with no package: left out of Package.swift.
    static func unmappedPodfilePod(_ pin: Pin) -> Diagnostic {
        let version = pin.version?.description ?? "1.0.0"
        // A tool Mortar knows is never linked: its fix is its plugin, not a product.
        if ToolReplacement.isKnown(pin.name) {
            return Diagnostic(
                .unmappedPod, .warning,
                "the Podfile uses pod '\(pin.name)', a tool, which the generated Package.swift leaves out: nothing of it is linked into the app",
                at: [pin.podLocation ?? pin.location],
                help: "replace it with \(ToolReplacement.replacement(for: pin.name))")
        }
        return Diagnostic(
            .unmappedPod, .warning,
            "the Podfile uses pod '\(pin.name)', and no SwiftPM package is recorded for it, so the generated Package.swift leaves it out",
            at: [pin.podLocation ?? pin.location],
            help: "run 'mortar migrate --write' to find its package, or pin it in the mortar.json beside the Podfile: \"\(pin.name)\": {\"version\": \"\(version)\", \"git\": \"https://…\", \"products\": [\"\(pin.name)\"]}")
    }

    /// `pinned-by-revision`: the pin records the commit of its version's tag (`mortar migrate
    /// --write` does when the tag is no version SwiftPM can pin with `exact:`).
    static func pinnedByRevision(_ pin: Pin, version: Version, commit: String) -> Diagnostic {
        Diagnostic(
            .pinnedByRevision, .note,
            "pin '\(pin.name)' \(version) is pinned by the commit '\(commit)' its pin records, because the tag of that version is not a semantic version SwiftPM can pin exactly",
            at: [pin.location],
            help: "to pin it by version instead, remove \"revision\" from the pin once the package has a tag like '\(semanticVersion(version))'")
    }

    /// The template data and the findings (`not-swiftpm`, `unknown-pin-url`, `unmapped-pod`).
    public static func data(_ input: GenerationInput) -> (data: TemplateValue, diagnostics: [Diagnostic]) {
        let result = plan(input)
        return (result.data, result.diagnostics)
    }

    /// `data`, and the links of the converted targets' `TargetTree`s (relative to the package's folder).
    public static func plan(_ input: GenerationInput) -> (data: TemplateValue, diagnostics: [Diagnostic], links: [GeneratedLink]) {
        let workspace = input.workspace
        let integrator = workspace.integrator
        var diagnostics: [Diagnostic] = []
        var leftOut: [Diagnostic] = []
        var modules: [TemplateValue] = []
        var products: [(product: String, package: String)] = []
        var testProducts: [(product: String, package: String)] = []
        let converted = convertedModules(workspace, conversions: input.conversions, modulePaths: input.modulePaths)

        for module in integrator.modules {
            if input.conversions[module.name] != nil, let component = workspace.components[module.name], component.format != .swiftpm { continue }
            guard let component = workspace.components[module.name], component.format == .swiftpm, !component.products.isEmpty else {
                leftOut.append(notSwiftPM(module, component: workspace.components[module.name], integrator: integrator,
                                          unread: unreadManifest(module, workspace: workspace)))
                continue
            }
            let path = input.modulePaths[module.name] ?? GenerationInput.moduleFolder(module, checkouts: integrator.checkouts)
            let identity = PathText.lastComponent(of: path)
            for product in component.products.sorted() { products.append((product, identity)) }
            modules.append([
                "name": .string(module.name),
                "path": .string(path),
                "commit": .string(input.lockCommits[module.name] ?? ""),
            ])
        }

        diagnostics += modules.isEmpty && converted.modules == 0 && leftOut.count > 1 ? [noneIsSwiftPM(integrator)] : leftOut
        diagnostics += converted.findings

        var packages: [TemplateValue] = []
        var packageURLs: [String: (pin: Pin, taken: String)] = [:]
        for pin in integrator.pins.sorted(by: { $0.name < $1.name }) {
            // A pod `mortar migrate` mapped: its package and the products of its specs in use.
            let mapped = input.pods.package(of: pin.name).flatMap { pin.url == nil || pin.url == $0.url ? $0 : nil }
            // A pin only podspecs use is a pod: it has no place in Package.swift.
            let bySwiftPM = input.isUsed(pin, by: .swiftpm)
            // A pod the Podfile's targets use directly, with no package recorded for it yet (a
            // converted module's pods are the converter's `unmapped-pod` findings).
            if integrator.kind == .podfile, !pin.isTransitive, !bySwiftPM, mapped == nil, pin.url == nil, pin.products.isEmpty,
               !input.isUsedByPods(pin) {
                diagnostics.append(unmappedPodfilePod(pin))
                continue
            }
            guard bySwiftPM || !pin.products.isEmpty || mapped != nil || (pin.url != nil && !input.isUsedByPods(pin)) else { continue }
            guard let url = pin.url ?? mapped?.url ?? input.componentURL(of: pin) else {
                diagnostics.append(Diagnostic(
                    .unknownPinURL, .warning,
                    "pin '\(pin.name)' has no package URL, so the generated Package.swift cannot pin it",
                    at: [pin.location],
                    help: "give the pin its URL in \(PathText.lastComponent(of: integrator.path)): \"\(pin.name)\": {\"version\": \"\(pin.version?.description ?? "1.0.0")\", \"git\": \"https://…\"}"))
                continue
            }
            var exact = "", branch = "", revision = ""
            if let id = pin.revision, let version = pin.version {
                revision = id
                diagnostics.append(pinnedByRevision(pin, version: version, commit: id))
            } else {
            switch mapped?.requirement ?? pin.requirement {
            case .branch(let name): branch = name
            case .revision(let id): revision = id
            case .versions:
                guard let version = pin.version else { continue }  // a range: check reports unpinned-dependency
                exact = semanticVersion(version)
            }
            }
            let identity = packageIdentity(url)
            // A pod only the Podfile's test targets use goes to the test-only product.
            let testOnly = integrator.kind == .podfile && pin.isTestOnly && !bySwiftPM
            if let mapped, pin.products.isEmpty {
                for dependency in input.pods.allProductDependencies(of: pin.name) {
                    if testOnly { testProducts.append((dependency.product, mapped.identity)) } else { products.append((dependency.product, mapped.identity)) }
                }
            }
            for product in pin.products.sorted() {
                if testOnly { testProducts.append((product, identity)) } else { products.append((product, identity)) }
            }
            // Pods from one repository (FirebaseCore, FirebaseAuth) are one package, at one
            // version: pins that disagree are a finding, never the first one kept silently.
            let taken = exact.isEmpty ? (revision.isEmpty ? "branch: \"\(branch)\"" : "revision: \"\(revision)\"") : "exact: \"\(exact)\""
            let key = RepositoryURL.identity(url)
            if let first = packageURLs[key] {
                if first.taken != taken {
                    diagnostics.append(Diagnostic(
                        .packagePinsDisagree, .error,
                        "pins '\(first.pin.name)' (\(first.taken)) and '\(pin.name)' (\(taken)) take one package, \(url), at different versions; the generated Package.swift takes it as '\(first.pin.name)' pins it",
                        at: [first.pin.location, pin.location],
                        help: "pin both to the versions of one release of the repository (tags of one commit) in \(PathText.lastComponent(of: integrator.path)), or run 'mortar migrate' to see each pod's tag"))
                }
                continue
            }
            packageURLs[key] = (pin, taken)
            packages.append([
                "name": .string(pin.name), "url": .string(url),
                "exact": .string(exact), "branch": .string(branch), "revision": .string(revision),
            ])
        }
        products = Self.unique(products)
        // A product the app uses too stays the app's only.
        let appProducts = Set(products.map { $0.package.lowercased() + "\u{0}" + $0.product })
        testProducts = Self.unique(testProducts).filter { !appProducts.contains($0.package.lowercased() + "\u{0}" + $0.product) }

        let platforms: [TemplateValue] = converted.platforms(integrator).compactMap { platform in
            guard let version = platform.version else { return nil }
            let swiftCase = PodPlatform.named(platform.name)?.swiftPMName
            return [
                "name": .string(platform.name), "version": .string(version),
                "swiftCase": .verbatim(swiftCase ?? ""), "custom": .bool(swiftCase == nil),
            ]
        }
        let umbrellaProducts: [TemplateValue] = products.map { ["product": .string($0.product), "package": .string($0.package)] }
        let data: TemplateValue = [
            "header": .string(input.header),
            "toolsVersion": .verbatim(toolsVersion),
            "name": .string(integrator.name),
            "defaultLocalization": .string(converted.defaultLocalization),
            "umbrellaPath": .string(umbrellaFolder(for: integrator.name)),
            "hasPlatforms": .bool(!platforms.isEmpty),
            "platforms": .list(platforms),
            "modules": .list(modules),
            "packages": .list(packages),
            "products": .list(umbrellaProducts),
            "hasTestSupport": .bool(!testProducts.isEmpty),
            "testSupportName": .string(Pin.testSupportName(integrator.name)),
            "testSupportPath": .string(umbrellaFolder(for: Pin.testSupportName(integrator.name))),
            "testProducts": .list(testProducts.map { ["product": .string($0.product), "package": .string($0.package)] }),
            "umbrellaTargets": .list(converted.umbrellaTargets.map { ["name": .string($0)] }),
            "convertedProducts": .list(converted.products),
            "convertedTargets": .list(converted.targets),
            "swiftLanguageVersions": .verbatim(converted.swiftLanguageVersions),
        ]
        return (data, diagnostics.sorted(), converted.links)
    }

    /// One finding instead of one per module when no module at all is a SwiftPM package (a
    /// CocoaPods-only app that still asks for a Package.swift).
    private static func noneIsSwiftPM(_ integrator: IntegratorManifest) -> Diagnostic {
        let names = integrator.modules.map { "'\($0.name)'" }.joined(separator: ", ")
        return Diagnostic(
            .notSwiftPM, .warning,
            "none of the \(integrator.modules.count) modules has a SwiftPM library product, so the generated Package.swift holds no module: \(names)",
            at: integrator.modules.first.map { [$0.location] } ?? [],
            help: "\(integrator.outputsHelp("swiftpm", "null")) if the app builds with CocoaPods only, or add Package.swift manifests to the modules")
    }

    /// Why the manifest of `module` could not be read: the reader's error located in the module's
    /// folder, if there is one.
    static func unreadManifest(_ module: Module, workspace: AppManifests) -> Diagnostic? {
        let integrator = workspace.integrator
        let folder = PathText.join(PathText.directory(of: integrator.path), module.folder(checkouts: integrator.checkouts))
        return workspace.readDiagnostics.first { diagnostic in
            diagnostic.code == .invalidManifest && diagnostic.primaryLocation.map { $0.file.hasPrefix(folder + "/") } == true
        }
    }

    private static func notSwiftPM(_ module: Module, component: Component?, integrator: IntegratorManifest, unread: Diagnostic? = nil) -> Diagnostic {
        let why: String
        if let component {
            why = component.format == .swiftpm
                ? "its manifest '\(component.path)' declares no library product"
                : "its manifest '\(component.path)' is a \(component.format.rawValue)"
        } else if let unread, let location = unread.primaryLocation {
            // The way on is the reader's (a podspec that cannot be read statically: its JSON form).
            return Diagnostic(
                .notSwiftPM, .warning,
                "module '\(module.name)' has no SwiftPM library product: its manifest cannot be read (\(location): \(unread.message)); it is left out of the generated Package.swift",
                at: [module.location], help: unread.help ?? "fix the manifest at that place")
        } else {
            why = "no manifest of it could be read"
        }
        // A git module nothing could be read of is, most often, not cloned yet.
        let fetch: String
        if component == nil, case .git = module.source { fetch = "run 'mortar fetch' to clone it, " } else { fetch = "" }
        return Diagnostic(
            .notSwiftPM, .warning,
            "module '\(module.name)' has no SwiftPM library product: \(why); it is left out of the generated Package.swift",
            at: [module.location],
            help: "\(fetch)add a Package.swift with a library product to the module, or \(integrator.outputsHelp("swiftpm", "null")) if the app builds with CocoaPods only")
    }

    /// Each product dependency once, in first-seen order.
    static func unique(_ products: [(product: String, package: String)]) -> [(product: String, package: String)] {
        var seen: Set<String> = []
        return products.filter { seen.insert($0.package.lowercased() + "\u{0}" + $0.product).inserted }
    }

    /// SwiftPM's package identity of a URL: its last path segment without `.git`.
    public static func packageIdentity(_ url: String) -> String {
        var last = url.split(whereSeparator: { $0 == "/" || $0 == ":" }).last.map(String.init) ?? url
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last
    }

    /// The version as SwiftPM's `Version` wants it: at least three numeric segments (`4.0` →
    /// `4.0.0`), the prerelease and build metadata kept.
    public static func semanticVersion(_ version: Version) -> String {
        let text = version.text.hasPrefix("v") ? String(version.text.dropFirst()) : version.text
        var end = text.startIndex
        while end < text.endIndex, text[end].isNumber || text[end] == "." { end = text.index(after: end) }
        var core = String(text[..<end])
        if core.hasSuffix(".") { core.removeLast() }
        let rest = text[end...]
        var segments = core.split(separator: ".").map(String.init)
        while segments.count < 3 { segments.append("0") }
        return segments.joined(separator: ".") + rest
    }
}
