/// A module's own manifest, read: a podspec, a `.podspec.json`, or a `Package.swift`. For a
/// podspec, the graph's view of its spec tree (`Component(_:format:path:)`).
public struct Component: Hashable, Sendable {
    /// The manifest format it was read from.
    public enum Format: String, Hashable, Sendable {
        case podspecJSON = "podspec.json"
        case podspec
        case swiftpm = "Package.swift"
    }

    public var name: String
    public var version: String?
    public var format: Format
    /// The manifest file, as shown in locations.
    public var path: String
    /// Dependencies of the root spec, every subspec (recursively) and platform blocks; test and
    /// app specs excluded. Dependencies on the component's own subspecs are kept in `internal`.
    public var dependencies: [Dependency]
    /// Edges between the component's own subspecs (`Name/A` → `Name/B`): never cycles.
    public var internalDependencies: [Dependency]
    /// Subspec names, fully qualified (`Name/Sub`, `Name/Sub/Leaf`), in manifest order.
    public var subspecs: [String]
    /// The root's `default_subspecs` as written (`Core`; `none` for `:none`), empty when unset.
    public var defaultSubspecs: [String]
    /// SwiftPM library products (empty for podspecs): what a composite Package.swift can use.
    public var products: [String]
    /// Source file patterns or folders the manifest names (podspec `source_files`, SwiftPM
    /// target paths), relative to the module's folder: where the import scan looks.
    public var sourcePaths: [String]
    /// Platforms it declares with a deployment target (`ios` → `12.0`).
    public var platforms: [String: String]
    /// Where a podspec's root spec starts (`Pod::Spec.new`, the JSON object), nil for a
    /// `Package.swift`: where a finding about the pod as a whole points.
    public var specLocation: SourceLocation?
    /// The podspec's whole build description (root spec and its tree), nil for `Package.swift`:
    /// what converting the module to SwiftPM targets reads.
    public var buildSpec: PodBuildSpec? {
        get { buildSpecStorage?.value }
        set { buildSpecStorage = newValue.map(PodBuildSpecStorage.init) }
    }
    /// `buildSpec`, held by reference (`PodBuildSpecStorage`).
    var buildSpecStorage: PodBuildSpecStorage?
}

extension Component {
    /// Made by the memberwise initializer, as the stored properties are (an initializer that
    /// set them one by one built the component in a temporary, then copied it out and
    /// destroyed the temporary: see `PodBuildSpec.init`).
    public init(
        name: String, version: String? = nil, format: Format, path: String, dependencies: [Dependency] = [],
        internalDependencies: [Dependency] = [], subspecs: [String] = [], defaultSubspecs: [String] = [],
        products: [String] = [], sourcePaths: [String] = [], platforms: [String: String] = [:], buildSpec: PodBuildSpec? = nil
    ) {
        self.init(
            name: name, version: version, format: format, path: path, dependencies: dependencies,
            internalDependencies: internalDependencies, subspecs: subspecs, defaultSubspecs: defaultSubspecs, products: products,
            sourcePaths: sourcePaths, platforms: platforms, specLocation: nil, buildSpecStorage: buildSpec.map(PodBuildSpecStorage.init))
    }
}
