import MortarCore
import MortarWorkspace

/// A provider over a dictionary: `["Network": ["1.0.0": [ResolverDependency("Core", ...)]]]`.
/// What the resolver tests, the property tests and `mortar-bench resolve` feed the resolver.
public struct InMemoryResolverProvider: ResolverProvider, Sendable {
    /// Dependencies by package, then by version.
    public var table: [String: [Version: [ResolverDependency]]]

    public init(_ table: [String: [Version: [ResolverDependency]]]) {
        self.table = table
    }

    /// Builds the table from version strings, for literals in tests; a malformed version
    /// string is a programming error in the table and is reported by `ResolverError`.
    public init(strings: [String: [String: [ResolverDependency]]]) throws(ResolverError) {
        var table: [String: [Version: [ResolverDependency]]] = [:]
        for (name, versions) in strings {
            var byVersion: [Version: [ResolverDependency]] = [:]
            for (text, dependencies) in versions {
                guard let version = Version(text) else {
                    throw ResolverError.unavailable(package: name, reason: "'\(text)' is not a valid version")
                }
                byVersion[version] = dependencies
            }
            table[name] = byVersion
        }
        self.table = table
    }

    public func versions(of package: String) throws(ResolverError) -> [Version] {
        guard let versions = table[package] else {
            throw ResolverError.unavailable(package: package, reason: "no package named '\(package)' is known")
        }
        return Array(versions.keys)
    }

    public func dependencies(of package: String, at version: Version) throws(ResolverError) -> [ResolverDependency] {
        guard let dependencies = table[package]?[version] else {
            throw ResolverError.unavailable(package: package, reason: "no version '\(version)' of '\(package)' is known")
        }
        return dependencies
    }

    public func knownDependencies(of package: String, at version: Version) -> [ResolverDependency]? {
        table[package]?[version]
    }
}
