import MortarCore
import MortarXcode

/// The view `xcodeproj-oracle.rb view` prints (CocoaPods' Xcodeproj reading a project), built
/// from Mortar's model, key for key, so a test compares the two JSON values whole. Built only
/// from what Xcodeproj exposes: native targets sorted by name, each with its build phases
/// (`ISA NAME`), the file names in its first frameworks phase, its configurations with their
/// base configuration's full path, its package products; the project's top-level groups,
/// configurations, package references and a summary of CocoaPods' traces.
public enum XcodeOracleView {
    public static func view(of project: XcodeProject, name: String) -> JSONValue {
        let targets = project.nativeTargets.enumerated()
            .sorted { ($0.element.string("name") ?? "", $0.offset) < ($1.element.string("name") ?? "", $1.offset) }
            .map(\.element)
        let targetViews = targets.map { target(project, $0) }
        let root = project.rootObject
        let groups = project.objects(project.objects[project.mainGroupID ?? ""]?.ids("children") ?? [])
            .filter { $0.isa.hasSuffix("Group") }
            .map { JSONValue.optional(project.displayName(of: $0.id)) }
        return .object([
            ("project", .string(name)),
            ("object_version", .string(project.objectVersion)),
            ("groups", .array(groups)),
            ("configurations", configurations(project, root)),
            ("package_references", .array(project.packageReferences.map { packageReference(project, $0) })),
            ("targets", .array(targetViews.map(\.json))),
            ("summary", summary(targetViews, packageReferences: project.packageReferences.count)),
        ])
    }

    /// What `xcodeproj-oracle.rb packages` prints: the package references (remote first, by URL,
    /// then local, by path) and per native target the products it links, sorted, with how.
    public static func packages(of project: XcodeProject, name: String) -> JSONValue {
        func key(_ reference: PBXObject) -> String { reference.string("repositoryURL") ?? reference.string("relativePath") ?? reference.string("path") ?? reference.isa }
        let references = project.packageReferences
            .sorted { ($0.isa == "XCRemoteSwiftPackageReference" ? 0 : 1, key($0)) < ($1.isa == "XCRemoteSwiftPackageReference" ? 0 : 1, key($1)) }
            .map { packageReference(project, $0) }
        let targets = project.nativeTargets.enumerated()
            .sorted { ($0.element.string("name") ?? "", $0.offset) < ($1.element.string("name") ?? "", $1.offset) }
            .map(\.element)
        var byName: [(String, JSONValue)] = []
        for target in targets where !byName.contains(where: { $0.0 == (target.string("name") ?? "") }) {
            let linked = project.linkedProducts(of: target).map { product -> (String, String, JSONValue) in
                let package = product.packageID.flatMap { project.objects[$0] }.map(key)
                var via: [String] = product.inPackageProductDependencies ? ["packageProductDependencies"] : []
                via += product.buildPhaseKinds
                let json = JSONValue.object([
                    ("product", .optional(product.productName)), ("package", .optional(package)), ("via", .array(via.map(JSONValue.string))),
                ])
                return (product.productName ?? "", package ?? "", json)
            }
            byName.append((target.string("name") ?? "", .array(linked.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2))))
        }
        return .object([("project", .string(name)), ("package_references", .array(references)), ("targets", .object(byName))])
    }

    private struct TargetView {
        var json: JSONValue
        var phases: [String]
        var frameworks: [String]
        var bases: [String?]
        var products: Int
    }

    private static func target(_ project: XcodeProject, _ target: PBXObject) -> TargetView {
        let phases = project.buildPhases(of: target).map { phase -> String in
            "\(phase.isa) \(phase.string("name") ?? project.displayName(of: phase.id) ?? "")"
        }
        let frameworks = project.frameworksPhase(of: target).map { phase in
            phase.ids("files").filter { project.objects[$0] != nil }.map { project.displayName(of: $0) ?? "" }
        } ?? []
        let bases = project.buildConfigurations(of: target).map { baseConfiguration(project, $0) }
        let products = project.productDependencies(of: target).map { dependency -> JSONValue in
            .object([
                ("product", .optional(dependency.string("productName"))),
                ("package", dependency.string("package").flatMap { project.objects[$0] }.map { packageReference(project, $0) } ?? .null),
            ])
        }
        let json = JSONValue.object([
            ("name", .optional(target.string("name"))),
            ("product_type", .optional(target.string("productType"))),
            ("build_phases", .array(phases.map(JSONValue.string))),
            ("frameworks", .array(frameworks.map(JSONValue.string))),
            ("configurations", configurations(project, target)),
            ("package_products", .array(products)),
        ])
        return TargetView(json: json, phases: phases, frameworks: frameworks, bases: bases, products: products.count)
    }

    private static func configurations(_ project: XcodeProject, _ owner: PBXObject) -> JSONValue {
        .array(project.buildConfigurations(of: owner).map { configuration in
            .object([("name", .optional(configuration.string("name"))), ("base_configuration", .optional(baseConfiguration(project, configuration)))])
        })
    }

    private static func baseConfiguration(_ project: XcodeProject, _ configuration: PBXObject) -> String? {
        if let id = configuration.string("baseConfigurationReference"), let file = project.objects[id] {
            return project.fullPath(of: id) ?? file.string("path")
        }
        if let anchor = configuration.string("baseConfigurationReferenceAnchor"), project.objects[anchor] != nil {
            return [project.displayName(of: anchor), configuration.string("baseConfigurationReferenceRelativePath")].compactMap { $0 }.joined(separator: "/")
        }
        return nil
    }

    private static func packageReference(_ project: XcodeProject, _ reference: PBXObject) -> JSONValue {
        switch reference.isa {
        case "XCRemoteSwiftPackageReference":
            return .object([("url", .optional(reference.string("repositoryURL"))), ("requirement", sortedJSON(reference["requirement"]))])
        case "XCLocalSwiftPackageReference":
            return .object([("path", .optional(reference.string("relativePath") ?? reference.string("path")))])
        default:
            return .object([("isa", .string(reference.isa))])
        }
    }

    private static func sortedJSON(_ value: PlistValue?) -> JSONValue {
        switch value {
        case .none: return .object([])
        case .string(let text, _)?: return .string(text)
        case .data(let hex)?: return .string(hex)
        case .array(let values)?: return .array(values.map { sortedJSON($0) })
        case .dictionary(let dictionary)?:
            return .object(dictionary.entries.sorted { $0.key < $1.key }.map { ($0.key, sortedJSON($0.value)) })
        }
    }

    private static func summary(_ targets: [TargetView], packageReferences: Int) -> JSONValue {
        let phases = targets.flatMap(\.phases)
        let bases = targets.flatMap(\.bases).compactMap { $0 }
        return .object([
            ("native_targets", .int(targets.count)),
            ("cocoapods_phases", .int(phases.filter(isCocoaPodsPhase).count)),
            ("pods_base_configurations", .int(bases.filter { isPodsXcconfig(lastComponent($0)) }.count)),
            ("pods_frameworks", .int(targets.flatMap(\.frameworks).filter(isPodsBinary).count)),
            ("package_references", .int(packageReferences)),
            ("package_products", .int(targets.map(\.products).reduce(0, +))),
        ])
    }

    /// The oracle's COCOAPODS_PHASE: `[CP] `/`[CP-User] ` shell phases and CocoaPods < 1.0's names.
    private static func isCocoaPodsPhase(_ label: String) -> Bool {
        let prefix = "PBXShellScriptBuildPhase "
        guard label.hasPrefix(prefix) else { return false }
        let name = label.dropFirst(prefix.count)
        if name.hasPrefix("[CP] ") || name.hasPrefix("[CP-User] ") { return true }
        return ["Check Pods Manifest.lock", "Embed Pods Frameworks", "Copy Pods Resources"].contains { name.hasSuffix($0) }
    }

    private static func isPodsXcconfig(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasPrefix("pods") && lower.hasSuffix(".xcconfig") && lower.count >= 13
    }

    private static func isPodsBinary(_ name: String) -> Bool {
        let lower = name.lowercased()
        return (lower.hasPrefix("libpods") && lower.hasSuffix(".a") && lower.count >= 9)
            || (lower.hasPrefix("pods") && lower.hasSuffix(".framework") && lower.count >= 14)
    }

    private static func lastComponent(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
}
