import MortarCore

/// A generated workspace, planned in memory: modules across the four layers of the design
/// (foundation → common → routes → features, features isolated), their component manifests,
/// third-party pins, optional source files and a `mortar.json`. Pure and deterministic: the
/// same spec gives the same files, byte for byte. `SyntheticWorkspaceWriter` puts it on disk.
public struct SyntheticWorkspacePlan: Sendable {
    /// The layers, bottom first; the last one is isolated.
    public static let layers = ["foundation", "common", "routes", "features"]
    /// Module name prefix per layer.
    static let prefixes = ["foundation": "Base", "common": "Shared", "routes": "Route", "features": "Feature"]
    /// The integrator manifest's path relative to the workspace root.
    public static let manifestPath = "mortar.json"

    public var spec: SyntheticWorkspaceSpec
    /// In manifest order: layer by layer, bottom first.
    public var modules: [SyntheticModule]
    /// Third-party pins: name → exact version, sorted by name.
    public var pins: [(name: String, version: String)]
    /// Every file, `mortar.json` included, sorted by path.
    public var files: [SyntheticFile]

    /// Plans the workspace for `spec`.
    public init(_ spec: SyntheticWorkspaceSpec) {
        var random = SeededRandom(seed: spec.seed)
        var builder = SyntheticGraphBuilder(spec: spec)
        let (modules, pins) = builder.build(&random)
        self.spec = spec
        self.modules = modules
        self.pins = pins
        var files: [SyntheticFile] = [SyntheticFile(path: Self.manifestPath, text: SyntheticManifestText.integrator(modules: modules, pins: pins, spec: spec))]
        for module in modules {
            files.append(SyntheticFile(path: "\(module.directory)/\(module.manifestFileName)", text: SyntheticManifestText.component(module)))
            for index in 0..<spec.sourceFilesPerModule {
                files.append(SyntheticSourceText.file(index, of: module, count: spec.sourceFilesPerModule))
            }
            if spec.payloadBytesPerModule > 0 {
                var bytes = [UInt8](repeating: 0, count: spec.payloadBytesPerModule)
                var word = random.next()
                for i in bytes.indices {
                    if i % 8 == 0 { word = random.next() }
                    bytes[i] = UInt8(truncatingIfNeeded: word >> ((i % 8) * 8))
                }
                files.append(SyntheticFile(path: "\(module.directory)/Resources/payload.bin", bytes: bytes))
            }
        }
        self.files = files.sorted { $0.path < $1.path }
    }

    /// Module-to-module dependency edges (distinct pairs), the graph `check` walks.
    public var moduleEdgeCount: Int {
        modules.reduce(0) { $0 + $1.dependencies.count }
    }

    /// Every declared dependency: module edges plus third-party packages.
    public var dependencyCount: Int {
        modules.reduce(0) { $0 + $1.dependencies.count + $1.packages.count }
    }

    /// Source files in the workspace.
    public var sourceFileCount: Int { modules.count * spec.sourceFilesPerModule }
}
