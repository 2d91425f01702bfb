import MortarCore

/// Decodes the JSON of `swift package dump-package` (pure: the caller runs the tool): the one
/// reading of it, into `SwiftPMPackage` (`read`) or its library products (`products`). Each
/// dependency is located at the line of `Package.swift` that names its URL, path or identity
/// (line 0, the whole file, when the text does not name it literally).
public enum SwiftPMDumpReader {
    /// - Parameters:
    ///   - json: the tool's standard output.
    ///   - manifestText: the `Package.swift` text, to locate dependencies.
    ///   - manifestPath: the path shown in locations.
    ///   - packageDirectory: the package's absolute folder, to show `fileSystem` paths relative to it.
    /// - Throws: `ManifestError` when the JSON is not a dump-package document.
    public static func read(json: String, manifestText: String, manifestPath: String, packageDirectory: String? = nil) throws(ManifestError) -> SwiftPMPackage {
        let root = try document(json, file: manifestPath + " (dump-package output)", missingName: SourceLocation(file: manifestPath),
                                help: "check that the toolchain's 'swift package dump-package' works in this folder")
        var package = declarations(root)
        let lines = manifestText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for entry in root["dependencies"]?.arrayValue ?? [] {
            guard let member = entry.members?.first, let details = member.value.arrayValue?.first else { continue }
            let identity = details["identity"]?.stringValue ?? ""
            switch member.key {
            case "sourceControl":
                let remote = details["location"]?["remote"]?.arrayValue?.first
                let url = remote?["urlString"]?.stringValue ?? remote?.stringValue ?? details["location"]?["local"]?.arrayValue?.first?.stringValue ?? identity
                package.dependencies.append(.init(
                    name: repositoryName(url) ?? identity, identity: identity, kind: .sourceControl, location: url,
                    requirement: try requirement(details["requirement"], manifestPath: manifestPath),
                    sourceLocation: locate([url, trimmedGit(url)], in: lines, file: manifestPath)))
            case "fileSystem":
                let absolutePath = details["path"]?.stringValue ?? identity
                let shown = packageDirectory.map { PathText.relative(absolutePath, from: $0) } ?? absolutePath
                package.dependencies.append(.init(
                    name: PathText.lastComponent(of: absolutePath), identity: identity, kind: .fileSystem, location: shown,
                    requirement: .any, sourceLocation: locate([shown, absolutePath], in: lines, file: manifestPath)))
            case "registry":
                package.dependencies.append(.init(
                    name: identity, identity: identity, kind: .registry, location: identity,
                    requirement: try requirement(details["requirement"], manifestPath: manifestPath),
                    sourceLocation: locate([identity], in: lines, file: manifestPath)))
            default:
                continue
            }
        }
        return package
    }

    /// The library products of a dump, each with its targets, and every target's sources folder
    /// (`path:` or `Sources/Name`), listed sources and the targets it depends on
    /// (`SwiftPMPackage.packageProducts` of the same reading, its dependencies not read): what a
    /// pod is matched to. `file` names the dump in messages (`URL at TAG`).
    /// - Throws: `ManifestError` when the JSON is not a dump-package document.
    public static func products(json: String, file: String) throws(ManifestError) -> PackageProducts {
        let root = try document(json, file: file, missingName: SourceLocation(file: file),
                                help: "check that 'swift package dump-package' works for this package")
        return declarations(root).packageProducts
    }

    /// The parsed dump, refused (`help` saying what to check) when it has no package name.
    static func document(_ json: String, file: String, missingName: SourceLocation, help: String) throws(ManifestError) -> JSONNode {
        let root: JSONNode
        do {
            root = try JSONParser.parse(json, file: file)
        } catch {
            throw ManifestError(error)
        }
        guard root["name"]?.stringValue != nil else {
            throw ManifestError("the output of 'swift package dump-package' has no package name", at: missingName, help: help)
        }
        return root
    }

    /// What the dump declares besides its package dependencies (left empty): the name, targets,
    /// library products with their targets, platforms and tools version. The one reading of
    /// them, for both `read` and `products`.
    static func declarations(_ root: JSONNode) -> SwiftPMPackage {
        var targets: [SwiftPMPackage.Target] = []
        for target in root["targets"]?.arrayValue ?? [] {
            guard let targetName = target["name"]?.stringValue else { continue }
            let type = target["type"]?.stringValue ?? "regular"
            let path = target["path"]?.stringValue ?? SwiftPMPackage.Target.defaultPath(name: targetName, type: type)
            let targetDependencies = dependencyNames(of: target)
            let sources = target["sources"]?.arrayValue?.compactMap(\.stringValue)
            targets.append(.init(name: targetName, type: type, path: path, dependencies: targetDependencies, sources: sources))
        }
        var products: [String] = []
        var productTargets: [String: [String]] = [:]
        for product in root["products"]?.arrayValue ?? [] {
            guard product["type"]?["library"] != nil, let productName = product["name"]?.stringValue else { continue }
            products.append(productName)
            productTargets[productName] = product["targets"]?.arrayValue?.compactMap(\.stringValue) ?? []
        }
        var platforms: [String: String] = [:]
        for platform in root["platforms"]?.arrayValue ?? [] {
            if let platformName = platform["platformName"]?.stringValue, let version = platform["version"]?.stringValue {
                platforms[platformName] = version
            }
        }
        return SwiftPMPackage(
            name: root["name"]?.stringValue ?? "", dependencies: [], targets: targets, products: products, platforms: platforms,
            productTargets: productTargets, toolsVersion: root["toolsVersion"]?["_version"]?.stringValue)
    }

    /// A dumped target's `dependencies`: `{"product": [name, package, …]}` as `name@package`,
    /// `{"byName": [name, …]}` and `{"target": [name, …]}` as the name.
    static func dependencyNames(of target: JSONNode) -> [String] {
        var names: [String] = []
        for dependency in target["dependencies"]?.arrayValue ?? [] {
            guard let member = dependency.members?.first, let values = member.value.arrayValue else { continue }
            let first = values.first?.stringValue ?? ""
            if member.key == "product", values.count > 1, let package = values[1].stringValue {
                names.append("\(first)@\(package)")
            } else {
                names.append(first)
            }
        }
        return names
    }

    /// `range` / `exact` / `branch` / `revision` as a requirement.
    static func requirement(_ node: JSONNode?, manifestPath: String) throws(ManifestError) -> Requirement {
        guard let node, let member = node.members?.first else { return .any }
        let values = member.value.arrayValue ?? []
        func version(_ text: String?) throws(ManifestError) -> Version {
            guard let text, let v = Version(text) else {
                throw ManifestError("'\(text ?? "")' in the dump of '\(manifestPath)' is not a version", at: member.value.location)
            }
            return v
        }
        switch member.key {
        case "range":
            var constraints: [Requirement.Constraint] = []
            for range in values {
                constraints.append(.init(.greaterOrEqual, try version(range["lowerBound"]?.stringValue)))
                constraints.append(.init(.less, try version(range["upperBound"]?.stringValue)))
            }
            return .versions(constraints)
        case "exact":
            return .versions([.init(.equal, try version(values.first?.stringValue))])
        case "branch":
            return .branch(values.first?.stringValue ?? "")
        case "revision":
            return .revision(values.first?.stringValue ?? "")
        default:
            return .any
        }
    }

    /// `Alamofire` from `https://github.com/Alamofire/Alamofire.git`.
    static func repositoryName(_ url: String) -> String? {
        var last = url.split(separator: "/").last.map(String.init) ?? ""
        if last.hasSuffix(".git") { last = String(last.dropLast(4)) }
        if let colon = last.lastIndex(of: ":") { last = String(last[last.index(after: colon)...]) }
        return last.isEmpty ? nil : last
    }

    static func trimmedGit(_ url: String) -> String {
        url.hasSuffix(".git") ? String(url.dropLast(4)) : url
    }

    /// The first line that names one of `needles` in quotes; its `.package(` column if any.
    static func locate(_ needles: [String], in lines: [String], file: String) -> SourceLocation {
        for needle in needles where !needle.isEmpty {
            for (index, line) in lines.enumerated() where line.contains("\"\(needle)\"") {
                let anchor = line.range(of: ".package(") ?? line.range(of: "\"\(needle)\"")
                let column = anchor.map { line.distance(from: line.startIndex, to: $0.lowerBound) + 1 } ?? 0
                return SourceLocation(file: file, line: index + 1, column: column)
            }
        }
        return SourceLocation(file: file)
    }
}
