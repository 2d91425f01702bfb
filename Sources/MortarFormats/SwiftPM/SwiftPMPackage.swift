import MortarCore

/// A `Package.swift` as `swift package dump-package` describes it (or `PackageSwiftReader`,
/// reading a literal manifest without running it): what Mortar needs of it.
public struct SwiftPMPackage: Hashable, Sendable {
    /// One `.package(…)` entry.
    public struct PackageDependency: Hashable, Sendable {
        public enum Kind: String, Hashable, Sendable {
            case sourceControl, fileSystem, registry
        }
        /// The name Mortar matches modules and pins by: the repository or folder name as written
        /// (`swift-numerics`, `Local`), or a registry identity (`mona.LinkedList`).
        public var name: String
        /// SwiftPM's identity (lowercased).
        public var identity: String
        public var kind: Kind
        /// The URL, the path (relative to the package when it is inside the same tree), or the registry identity.
        public var location: String
        public var requirement: Requirement
        public var sourceLocation: SourceLocation
    }

    /// A target and what it depends on (`product` names with their package, `byName` names).
    public struct Target: Hashable, Sendable {
        public var name: String
        /// `regular`, `executable`, `test`, `plugin`, `macro`, `binary`, `system`.
        public var type: String
        /// Its sources folder, relative to the package (`Sources/Name` unless `path:` says).
        public var path: String
        /// `Product@package` for product dependencies, plain names for `byName` / `target`.
        public var dependencies: [String]
        /// Its `sources:` relative to `path`, when it lists them.
        public var sources: [String]? = nil

        /// SwiftPM's folder for a target without `path:`: `Tests/Name` for a test target,
        /// `Plugins/Name` for a plugin, else `Sources/Name`.
        public static func defaultPath(name: String, type: String) -> String {
            "\(type == "test" ? "Tests" : (type == "plugin" ? "Plugins" : "Sources"))/\(name)"
        }
    }

    public var name: String
    public var dependencies: [PackageDependency]
    public var targets: [Target]
    /// Library product names, as declared.
    public var products: [String]
    public var platforms: [String: String]
    /// Library product name → its targets' names, as declared.
    public var productTargets: [String: [String]] = [:]
    /// `// swift-tools-version:` as `major.minor.patch` (nil when the dump did not say).
    public var toolsVersion: String?

    /// The library products with their targets' folders: what a pod is matched to.
    public var packageProducts: PackageProducts {
        var paths: [String: String] = [:]
        var sources: [String: [String]] = [:]
        for target in targets {
            paths[target.name] = target.path
            if let listed = target.sources, !listed.isEmpty { sources[target.name] = listed }
        }
        let names = Set(targets.map(\.name))
        var within: [String: [String]] = [:]
        for target in targets {
            var found: [String] = []
            for name in target.dependencies where names.contains(name) && !found.contains(name) { found.append(name) }
            if !found.isEmpty { within[target.name] = found }
        }
        return PackageProducts(
            name: name, products: products.map { .init(name: $0, targets: productTargets[$0] ?? []) }, targetPaths: paths, targetSources: sources,
            targetDependencies: within)
    }

    /// The component model: package dependencies with their requirements; library products;
    /// the sources of non-test targets.
    public func component(path: String) -> Component {
        Component(
            name: name, version: nil, format: .swiftpm, path: path,
            dependencies: dependencies.map {
                Dependency(
                    name: $0.name, requirement: $0.requirement, location: $0.sourceLocation, url: $0.location,
                    products: productsUsed(from: $0))
            },
            products: products,
            sourcePaths: targets.filter { $0.type != "test" && $0.type != "plugin" }.map(\.path),
            platforms: platforms)
    }

    /// Products of `dependency` that the package's targets name (`.product(name:package:)`),
    /// sorted: what its sources import it by.
    func productsUsed(from dependency: PackageDependency) -> [String] {
        var used: Set<String> = []
        for target in targets {
            for entry in target.dependencies {
                guard let at = entry.lastIndex(of: "@") else { continue }
                let package = entry[entry.index(after: at)...].lowercased()
                if package == dependency.identity.lowercased() || package == dependency.name.lowercased() {
                    used.insert(String(entry[..<at]))
                }
            }
        }
        return used.sorted()
    }
}
