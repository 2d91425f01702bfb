import MortarCore

/// Where the resolver learns which versions exist and what each one needs.
///
/// The real provider reads git tags and the manifest at each tag (MortarWorkspace); tests and
/// the benchmark feed `InMemoryResolverProvider` a dictionary. The resolver asks for each
/// package's versions once and for the dependencies of the versions it tries, nothing more.
public protocol ResolverProvider {
    /// Every available version of `package`, in any order (duplicates are ignored).
    /// - Throws: `ResolverError.unavailable` when they cannot be listed.
    func versions(of package: String) throws(ResolverError) -> [Version]

    /// What `package` at `version` depends on (package names, not subspecs).
    /// - Throws: `ResolverError.unavailable` when its manifest cannot be read.
    func dependencies(of package: String, at version: Version) throws(ResolverError) -> [ResolverDependency]

    /// The dependencies of `package` at `version` if they are known without any cost (already
    /// read), else nil. The resolver uses them to state a dependency once for a run of
    /// neighbouring versions that share it ("Network 1.0.0 to 1.4.0 needs Core ..."), as pub does.
    func knownDependencies(of package: String, at version: Version) -> [ResolverDependency]?
}

extension ResolverProvider {
    /// By default nothing is known in advance: every dependency is stated per version.
    public func knownDependencies(of package: String, at version: Version) -> [ResolverDependency]? { nil }
}

/// One requirement a package version puts on another package.
public struct ResolverDependency: Hashable, Sendable {
    /// The package's name (a pod or package name, never `Name/Subspec`).
    public var name: String
    public var requirement: Requirement
    /// Where the manifest at that version declares it, when known (`Auth/Package.swift:12`).
    public var location: SourceLocation?

    public init(_ name: String, _ requirement: Requirement, at location: SourceLocation? = nil) {
        self.name = name
        self.requirement = requirement
        self.location = location
    }
}
