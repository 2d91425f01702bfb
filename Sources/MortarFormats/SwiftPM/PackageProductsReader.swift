import MortarCore

/// Reads the library products of a `swift package dump-package` document, each with its
/// targets, and every target's sources folder (`path:` or `Sources/Name`) and the targets it
/// depends on. Pure.
public enum PackageProductsReader {
    /// - Throws: `ManifestError` when the JSON is not a dump-package document.
    public static func read(json: String, file: String) throws(ManifestError) -> PackageProducts {
        let root: JSONNode
        do {
            root = try JSONParser.parse(json, file: file)
        } catch {
            throw ManifestError(error)
        }
        guard let name = root["name"]?.stringValue else {
            throw ManifestError("the output of 'swift package dump-package' has no package name", at: SourceLocation(file: file),
                                help: "check that 'swift package dump-package' works for this package")
        }
        var paths: [String: String] = [:]
        var sources: [String: [String]] = [:]
        var targets: [(name: String, type: String, dependencies: [String])] = []
        for target in root["targets"]?.arrayValue ?? [] {
            guard let targetName = target["name"]?.stringValue else { continue }
            paths[targetName] = target["path"]?.stringValue ?? SwiftPMPackage.Target.defaultPath(name: targetName, type: target["type"]?.stringValue ?? "regular")
            if let listed = target["sources"]?.arrayValue?.compactMap(\.stringValue), !listed.isEmpty { sources[targetName] = listed }
            targets.append((targetName, target["type"]?.stringValue ?? "regular", SwiftPMDumpReader.dependencyNames(of: target)))
        }
        let products: [PackageProducts.Product] = (root["products"]?.arrayValue ?? []).compactMap { product in
            guard product["type"]?["library"] != nil, let productName = product["name"]?.stringValue else { return nil }
            return .init(name: productName, targets: product["targets"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        }
        return PackageProducts(name: name, products: products, targetPaths: paths, targetSources: sources,
                               targetDependencies: SwiftPMPackage.internalDependencies(targets))
    }
}
