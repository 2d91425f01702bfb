/// Plans the composite manifests of a workspace. Pure: paths in, texts out.
public enum ManifestGenerator {
    /// What to generate, and where.
    public struct Request: Hashable, Sendable {
        /// The loaded workspace (integrator and components).
        public var workspace: AppManifests
        /// The integrator manifest's folder; output paths and `path` sources are resolved
        /// against it. Absolute, or relative to the same folder as the outputs.
        public var manifestFolder: String
        /// Where to write the composite Package.swift (nil: none); its umbrella source goes to
        /// `Sources/<name>/<name>.swift` beside it.
        public var swiftpmPath: String?
        /// Where to write the composite Podfile (nil: none).
        public var podfilePath: String?
        /// Where to write the module registry as Swift source and as a property list (nil: none).
        public var registrySwiftPath: String?
        public var registryPlistPath: String?
        /// Module → commit from the lock file, for comments only.
        public var lockCommits: [String: String]
        /// The templates to render (built in, or overridden from `--template-dir`).
        public var templates: TemplateSet
        /// Podspec modules converted to SwiftPM targets, by module name.
        public var conversions: [String: ModuleConversion] = [:]
        /// Pods mapped to SwiftPM packages (`mortar migrate`), for the Package.swift.
        public var pods = PodProductLookup()

        public init(
            workspace: AppManifests, manifestFolder: String, swiftpmPath: String?, podfilePath: String?,
            lockCommits: [String: String] = [:], templates: TemplateSet = TemplateSet(),
            registrySwiftPath: String? = nil, registryPlistPath: String? = nil, conversions: [String: ModuleConversion] = [:]
        ) {
            self.conversions = conversions
            self.registrySwiftPath = registrySwiftPath
            self.registryPlistPath = registryPlistPath
            self.workspace = workspace
            self.manifestFolder = manifestFolder
            self.swiftpmPath = swiftpmPath
            self.podfilePath = podfilePath
            self.lockCommits = lockCommits
            self.templates = templates
        }
    }

    /// The files and findings for `request`, in a fixed order: Package.swift, its umbrella
    /// source, Podfile, the module registry's Swift source and property list.
    public static func plan(_ request: Request) throws(GenerateError) -> GenerationPlan {
        let integrator = request.workspace.integrator
        var files: [GeneratedFile] = []
        var links: [GeneratedLink] = []
        var treesFolder: String?
        var diagnostics: [Diagnostic] = []
        if request.swiftpmPath != nil, request.podfilePath != nil {
            diagnostics += HybridIntegration.linkedTwice(request.workspace)
            diagnostics += HybridIntegration.unmarkedModules(request.workspace)
        }
        var sides = Set<ModuleIntegration>()
        if request.swiftpmPath != nil { sides.insert(.swiftpm) }
        if request.podfilePath != nil { sides.insert(.cocoapods) }
        diagnostics += HybridIntegration.splitDependencies(request.workspace, sides: sides)
        if let path = request.swiftpmPath {
            guard GenerationInput.isSafeName(integrator.name) else {
                if integrator.kind == .podfile {
                    throw .unsafePodfileAppName(integrator.name, at: integrator.podfile.targetLocation ?? SourceLocation(file: integrator.path))
                }
                throw .unsafeName(integrator.name, at: SourceLocation(file: integrator.path))
            }
            if integrator.kind == .podfile, let derived = integrator.podfile.derivedName {
                diagnostics.append(Diagnostic(
                    .packageName, .note, "the package is named '\(integrator.name)' after \(derived.origin); set \"name\" in mortar.json to change it",
                    at: [derived.location]))
            }
            let folder = PathText.directory(of: path)
            var input = GenerationInput(
                workspace: HybridIntegration.workspace(request.workspace, for: .swiftpm),
                modulePaths: GenerationInput.modulePaths(for: integrator, manifestFolder: request.manifestFolder, outputFolder: folder),
                lockCommits: request.lockCommits, conversions: request.conversions)
            input.pods = request.pods
            let (data, findings, treeLinks) = PackageSwiftGenerator.plan(input)
            diagnostics += findings
            treesFolder = PathText.join(folder, TargetTree.folder)
            links = treeLinks.map { GeneratedLink(path: PathText.join(folder, $0.path), destination: $0.destination, tree: PathText.join(folder, $0.tree), contents: $0.contents) }
            let swiftPMModules = Set(input.workspace.integrator.modules.map(\.name))
            let converted = request.conversions.filter { swiftPMModules.contains($0.key) }
            diagnostics += PackageSwiftGenerator.testTargetsWithoutDeclaration(request.templates, conversions: converted)
            diagnostics += PackageSwiftGenerator.applePlatformsOnlyDependenciesUnwritten(request.templates, conversions: converted)
            files.append(GeneratedFile(path: path, contents: try render(request.templates, TemplateSet.packageSwift, data)))
            let umbrella = PathText.join(folder, PackageSwiftGenerator.umbrellaFolder(for: integrator.name) + "/\(integrator.name).swift")
            files.append(GeneratedFile(path: umbrella, contents: try render(request.templates, TemplateSet.umbrella, data)))
            // The test-only product's target: the pods only the Podfile's test targets use.
            if case let .object(values) = data, values["hasTestSupport"] == .bool(true) {
                let support = Pin.testSupportName(integrator.name)
                let file = PathText.join(folder, PackageSwiftGenerator.umbrellaFolder(for: support) + "/\(support).swift")
                files.append(GeneratedFile(path: file, contents: try render(request.templates, TemplateSet.umbrella, data)))
            }
        }
        if let path = request.podfilePath {
            var input = GenerationInput(
                workspace: HybridIntegration.workspace(request.workspace, for: .cocoapods),
                modulePaths: GenerationInput.modulePaths(for: integrator, manifestFolder: request.manifestFolder, outputFolder: PathText.directory(of: path)),
                lockCommits: request.lockCommits)
            input.manifestFolderFromOutput = PathText.relative(request.manifestFolder, from: PathText.directory(of: path))
            input.otherSideModules = HybridIntegration.otherSide(request.workspace, of: .cocoapods)
            let (data, findings) = PodfileGenerator.data(input)
            diagnostics += findings
            files.append(GeneratedFile(path: path, contents: try render(request.templates, TemplateSet.podfile, data)))
        }
        if request.registrySwiftPath != nil || request.registryPlistPath != nil {
            let data = ModuleRegistryGenerator.data(request.workspace)
            if let path = request.registrySwiftPath {
                files.append(GeneratedFile(path: path, contents: try render(request.templates, TemplateSet.registrySwift, data)))
            }
            if let path = request.registryPlistPath {
                do {
                    files.append(GeneratedFile(path: path, contents: try render(request.templates, TemplateSet.registryPlist, data)))
                } catch {
                    if case .template(.unrepresentableInXML) = error,
                       let problem = configProblem(integrator, plist: path, manifestFolder: request.manifestFolder) { throw problem }
                    throw error
                }
            }
        }
        return GenerationPlan(files: files.map(normalizingEnd), diagnostics: diagnostics.sorted(), links: links, treesFolder: treesFolder)
    }

    /// The config entry XML cannot hold, at its place in the manifest, when the property list
    /// failed for that reason: the template's tag is not where the user can fix it.
    static func configProblem(_ integrator: IntegratorManifest, plist: String, manifestFolder: String) -> GenerateError? {
        for key in integrator.config.keys.sorted() {
            let value = integrator.config[key] ?? ""
            let what = Escaper.xml(key) == nil ? "the key" : Escaper.xml(value) == nil ? "the value" : nil
            guard let what else { continue }
            let at = integrator.configLocations[key] ?? SourceLocation(file: integrator.path)
            return .configNotInPropertyList(key: key, what: what, file: PathText.relative(plist, from: manifestFolder), at: at)
        }
        return nil
    }

    private static func render(_ templates: TemplateSet, _ name: String, _ data: TemplateValue) throws(GenerateError) -> String {
        do {
            return try templates.template(name).render(data)
        } catch {
            throw .template(error)
        }
    }

    /// Exactly one trailing newline, whatever a custom template ends with.
    static func normalizingEnd(_ file: GeneratedFile) -> GeneratedFile {
        var text = Substring(file.contents)
        while text.last == "\n" || text.last == " " { text.removeLast() }
        return GeneratedFile(path: file.path, contents: String(text) + "\n")
    }
}
