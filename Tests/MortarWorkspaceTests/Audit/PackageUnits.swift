import MortarCore
import MortarFormats
import MortarWorkspace

/// The targets of a `dump-package` JSON as audit units: each target's sources (its `path`, else
/// `Sources/<name>` or `Tests/<name>`), its `byName`/`target`/`product` dependencies.
enum PackageUnits {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func read(dump: String, root: String) throws -> [ImportAuditUnit] {
        let json = try JSONParser.parse(dump, file: "dump-package.json")
        guard let targets = json["targets"]?.arrayValue else { throw Failure(description: "no targets in dump-package output") }
        let walker = SourceWalker(fileSystem: LocalFileSystem(), currentDirectory: root)
        var names: Set<String> = []
        var declared: [String: [ImportAuditUnit.Edge]] = [:]
        var sources: [ModuleSources] = []
        var externals: Set<String> = []
        var flags: [String: Set<String>] = [:]
        for target in targets {
            guard let name = target["name"]?.stringValue, let type = target["type"]?.stringValue,
                  ["regular", "executable", "test", "macro"].contains(type) else { continue }
            names.insert(name)
            let path = target["path"]?.stringValue ?? (type == "test" ? "Tests/\(name)" : "Sources/\(name)")
            let component = Component(name: name, format: .swiftpm, path: "Package.swift", sourcePaths: [path])
            sources.append(walker.sources(module: name, component: component, folder: "."))
            var edges: [ImportAuditUnit.Edge] = []
            for dependency in target["dependencies"]?.arrayValue ?? [] {
                for key in ["byName", "target", "product"] {
                    guard let dependencyName = dependency[key]?.arrayValue?.first?.stringValue else { continue }
                    edges.append(ImportAuditUnit.Edge(target: dependencyName, location: dependency.location))
                    // A product, or a `byName` that is no target here, comes from another package.
                    if key != "target" { externals.insert(dependencyName) }
                }
            }
            declared[name] = edges
            // `swiftSettings: [.define("X")]`: the flags this target's `#if`s see.
            flags[name] = Set((target["settings"]?.arrayValue ?? []).compactMap { setting in
                setting["tool"]?.stringValue == "swift" ? setting["kind"]?["define"]?["_0"]?.stringValue : nil
            })
        }
        let known = names.union(externals)
        let imports = SourceAudit.scanImports(sources, knownModules: known, definedFlags: flags)
        var units = sources.map { module in
            ImportAuditUnit(
                name: module.module, importNames: [module.module], manifest: "Package.swift",
                dependencies: declared[module.module] ?? [], imports: imports[module.module] ?? [], hasSources: !module.files.isEmpty)
        }
        for external in externals.subtracting(names).sorted() {
            units.append(ImportAuditUnit(name: external, importNames: [external], manifest: "Package.swift", hasSources: false))
        }
        return units
    }

    /// `warning implicit-import: Target → Module` from a finding's message.
    static func summary(_ diagnostic: Diagnostic) -> String {
        let quoted = diagnostic.message.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        let pair = quoted.count >= 2 ? "\(quoted[0]) → \(quoted[1])" : diagnostic.message
        return "\(diagnostic.severity.rawValue) \(diagnostic.code.rawValue): \(pair)"
    }
}
