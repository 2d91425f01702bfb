import MortarCore
import MortarFormats

/// What `generate` (and `bootstrap`) will write, planned without writing: the templates read,
/// the podspec modules converted, the generators run. The CLI decides where paths come from
/// and prints; `GeneratedFileWriter` compares and writes.
public enum GenerationService {
    /// Where a plan's outputs go, absolute; nil leaves an output out.
    public struct Paths: Sendable {
        public var manifestFolder: String
        public var swiftpm: String?
        public var podfile: String?
        public var registrySwift: String?
        public var registryPlist: String?

        public init(manifestFolder: String, swiftpm: String?, podfile: String?, registrySwift: String? = nil, registryPlist: String? = nil) {
            self.manifestFolder = manifestFolder
            self.swiftpm = swiftpm
            self.podfile = podfile
            self.registrySwift = registrySwift
            self.registryPlist = registryPlist
        }
    }

    /// The files to write and the findings met: podspec modules converted for the SwiftPM side
    /// (their pods through `pods`, else the pins' `git` and `products`), then every generator.
    public static func plan(
        _ workspace: AppManifests, paths: Paths, lockCommits: [String: String], templates: TemplateSet,
        pods: PodProductLookup = PodProductLookup(), fileSystem: any FileSysteming
    ) throws(GenerateError) -> GenerationPlan {
        var request = ManifestGenerator.Request(
            workspace: workspace, manifestFolder: paths.manifestFolder, swiftpmPath: paths.swiftpm, podfilePath: paths.podfile,
            lockCommits: lockCommits, templates: templates, registrySwiftPath: paths.registrySwift, registryPlistPath: paths.registryPlist)
        request.pods = pods
        if paths.swiftpm != nil {
            let pins = workspace.integrator.pins
            request.conversions = PodspecConversionService.convert(
                HybridIntegration.workspace(workspace, for: .swiftpm), manifestFolder: paths.manifestFolder, fileSystem: fileSystem
            ) { pod in
                pods.productDependencies(for: pod, pins: pins).map { .product(name: $0.product, package: $0.package) }
            }
        }
        return try ManifestGenerator.plan(request)
    }

    /// The built-in templates with those present in `folder` (absolute) in their place; nil
    /// keeps the built-in ones. `display` turns a path into what messages show. A template
    /// that writes no generated header is refused: what it writes would pass for hand-written.
    public static func templates(in folder: String?, shown: String, fileSystem: any FileSysteming,
                                 display: (String) -> String) -> Result<TemplateSet, GenerateError> {
        guard let folder else { return .success(TemplateSet()) }
        guard fileSystem.directoryExists(folder) else { return .failure(.missingTemplateFolder(shown)) }
        var overrides: [String: (file: String, text: String)] = [:]
        for name in TemplateSet.names {
            let path = PathText.join(folder, name)
            guard fileSystem.fileExists(path) else { continue }
            let text: String
            do {
                text = try fileSystem.readText(path)
            } catch {
                return .failure(.unreadableTemplate(display(path), reason: error.description))
            }
            guard GenerationInput.writesHeader(template: text) else { return .failure(.headerlessTemplate(display(path))) }
            overrides[name] = (display(path), text)
        }
        return .success(TemplateSet(overrides: overrides))
    }
}
