import MortarCore

/// One module converted before its dependencies on other modules are known: the conversion,
/// which targets depending on each spec name means, and the dependencies to resolve.
public struct PodspecConversionDraft: Hashable, Sendable {
    /// A dependency of a target on a pod or another module's spec (`Other`, `Other/Sub`).
    public struct Pending: Hashable, Sendable {
        public var target: String
        public var spec: String
        public var dependency: String
        public var location: SourceLocation
    }

    public var conversion: ModuleConversion
    /// Spec name (`Name`, `Name/Sub`) → the targets a dependency on it means.
    public var provides: [String: [String]]
    public var pending: [Pending]
    /// C-family target whose headers SwiftPM takes where they are → what of the module's folder
    /// it excludes when it is rooted in a tree (`DependencyHeaderReach.rooted`): everything its
    /// spec does not select.
    public var treeExclusions: [String: [String]] = [:]
}
