/// One target of a generated `Package.swift`, as a converter describes it: paths relative to
/// the module's folder (the generator puts the module's folder in front), everything sorted or
/// in the order it must be written.
public struct PackageTarget: Hashable, Sendable {
    /// A regular (source) target, a test target (from a test spec: `.testTarget`), a binary one
    /// (an `.xcframework`), or a system library (a `module.modulemap` folder: `.systemLibrary`).
    public enum Kind: String, Hashable, Sendable { case regular, test, binary, system }

    public var name: String
    public var kind: Kind
    /// The target's folder relative to the module's folder (`""`: the module's folder).
    public var path: String
    /// Files and folders of `path` SwiftPM must not look at (relative to `path`, sorted): all
    /// that the spec does not select, so no stray source or resource joins the target.
    public var exclude: [String]
    /// Files to compile, relative to `path`, in order.
    public var sources: [String]
    /// Resources relative to `path`.
    public var resources: [PackageResource]
    /// Public headers folder relative to `path`, for C-family targets.
    public var publicHeadersPath: String?
    public var dependencies: [PackageTargetDependency]
    public var cSettings: [PackageSetting]
    public var swiftSettings: [PackageSetting]
    public var linkerSettings: [PackageSetting]
    /// For a target rooted in its `TargetTree`: link path inside the tree (`include/Pod/A.h`)
    /// → the header, relative to the module's folder. With these, `treeFiles` and
    /// `dependencyHeaders` all empty, the target's folder is in the module's folder; else
    /// (`isInTree`) `path`, `exclude`, `sources`, `resources`,
    /// `publicHeadersPath` and header search paths are relative to the tree, whose `module`
    /// link is the module's folder.
    public var headerLinks: [String: String]
    /// Files Mortar writes in the target's `TargetTree`: path inside
    /// the tree (`include/module.modulemap`) → the whole text, which starts with Mortar's
    /// generated header (`GenerationInput.headerMark`) so it is known as Mortar's.
    public var treeFiles: [String: String] = [:]
    /// Links in the target's `TargetTree` to the public headers
    /// folders of the trees of targets it depends on: link path inside the tree (`public/Net`)
    /// → the folder relative to `TargetTree.folder` (`Net/include/Net`), each also a header
    /// search path, as CocoaPods gives a dependent `Headers/Public/POD` (`"Header.h"`).
    public var dependencyHeaders: [String: String] = [:]
    /// Targets of `dependencies` depended on on Apple platforms only
    /// (`.target(name:condition: .when(platforms: […]))`): a test spec's C-family test target,
    /// which SwiftPM on Linux leaves out of the build (`PackageBuilder.constructProducts`: "C
    /// language in tests is not yet supported"), so that a test target depending on it there
    /// stops `swift build --build-tests` with an internal error ("No build description for
    /// module"); SwiftPM builds it on Apple platforms.
    public var applePlatformsOnlyDependencies: Set<String> = []

    /// Whether the target is rooted in its `TargetTree`: it has links or files there.
    public var isInTree: Bool { !headerLinks.isEmpty || !treeFiles.isEmpty || !dependencyHeaders.isEmpty }

    public init(
        name: String, kind: Kind = .regular, path: String, exclude: [String] = [], sources: [String] = [], resources: [PackageResource] = [],
        publicHeadersPath: String? = nil, dependencies: [PackageTargetDependency] = [], cSettings: [PackageSetting] = [],
        swiftSettings: [PackageSetting] = [], linkerSettings: [PackageSetting] = [], headerLinks: [String: String] = [:]
    ) {
        self.name = name
        self.kind = kind
        self.path = path
        self.exclude = exclude
        self.sources = sources
        self.resources = resources
        self.publicHeadersPath = publicHeadersPath
        self.dependencies = dependencies
        self.cSettings = cSettings
        self.swiftSettings = swiftSettings
        self.linkerSettings = linkerSettings
        self.headerLinks = headerLinks
    }

    /// Adds a dependency on each target of `names` this target does not depend on yet, in order;
    /// never on itself.
    public mutating func addTargetDependencies(_ names: [String]) {
        for name in names where name != self.name && !dependencies.contains(.target(name)) {
            dependencies.append(.target(name))
        }
    }
}
