/// A Podfile target definition as CocoaPods resolves it (cocoapods-core `TargetDefinition`):
/// its label, whether it is abstract, how it inherits, its platform and user project (the
/// nearest ones up the tree), and the pods it uses with inheritance applied.
public struct ResolvedPodfileTarget: Hashable, Sendable {
    /// `inherit!`: what a target takes from its parent.
    public enum Inheritance: String, Hashable, Sendable {
        /// The parent's pods are linked into the target too (the default).
        case complete
        /// Only the parent's headers and search paths: a test bundle hosted by its app.
        case searchPaths = "search_paths"
        /// Nothing of the parent.
        case none
    }

    /// One pod a target uses: the spec as CocoaPods lists it (`HAKit/Mocks`, a `:subspecs`
    /// line expanded), and the `pod` line that says so (perhaps a parent's). `PodfileTargetResolver`
    /// makes them (through the memberwise initializer).
    public struct Dependency: Hashable, Sendable {
        public var spec: String
        public var line: PodfilePodLine

        /// The pod the spec belongs to: `HAKit/Mocks` → `HAKit`.
        public var rootName: String { line.rootName }
    }

    /// The name as written (`AppTests`); the implicit top level is `Pods`.
    public var name: String
    /// CocoaPods' label (`Pods-App-AppTests`): the name of the `Pods-…` support files.
    public var label: String
    /// The enclosing definition's label; nil for the top level.
    public var parentLabel: String?
    /// The enclosing `target` / `abstract_target` names and its own, joined with `/`
    /// (`iOS/App/AppTests`), as `PodfilePod.target` and `Pin.targets` say; empty for the top level.
    public var path: String
    /// Abstract: no Xcode target of that name (the top level, `abstract_target`, `abstract!`).
    public var isAbstract: Bool
    public var inheritance: Inheritance
    /// `ios 15.0`; the platform's name alone without a version; nil when none is declared up the tree.
    public var platform: String?
    /// The `project` / `xcodeproj` line up the tree (`Pathname#sub_ext('.xcodeproj')`).
    public var userProject: String?
    /// Its own pods, then its parent's unless it is exclusive, in CocoaPods' order.
    public var dependencies: [Dependency]
    /// Where the definition is declared.
    public var location: SourceLocation
    /// How many of `dependencies` are its own pod lines' (they come first); the rest are its
    /// parent's, linked with it because it is not exclusive (`inherit! :complete`).
    public var ownDependencyCount = 0
    /// The definition whose pods it takes too when it is not exclusive (`App` for
    /// `App/AppUITests`; `Pods` for the implicit top level); nil when exclusive.
    public var inheritsPodsFrom: String?

    public init(
        name: String, label: String, parentLabel: String?, path: String, isAbstract: Bool, inheritance: Inheritance,
        platform: String?, userProject: String?, dependencies: [Dependency], location: SourceLocation
    ) {
        self.name = name
        self.label = label
        self.parentLabel = parentLabel
        self.path = path
        self.isAbstract = isAbstract
        self.inheritance = inheritance
        self.platform = platform
        self.userProject = userProject
        self.dependencies = dependencies
        self.location = location
    }

    /// The pods it uses, by root name, each once, sorted.
    public var podNames: [String] { Array(Set(dependencies.map(\.rootName))).sorted() }
}
