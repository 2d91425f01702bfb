import MortarCore

extension PodspecConverter {
    /// Modules the module's sources import that none of its targets builds and no platform
    /// provides, where a `module.modulemap` in the module's folder declares them (ZIPFoundation's
    /// Swift code imports `CZlib`, which `Sources/CZLib/module.modulemap` declares and no spec
    /// selects): each becomes a `.systemLibrary` target over the map's folder, a dependency of
    /// every target importing it, and a note saying so. An import under `#if FLAG` counts when the
    /// target defines FLAG (GRDB's `standard` spec defines `GRDBFRAMEWORK`, which imports the
    /// SDK's `SQLite3`, not its SwiftPM-only `GRDBSQLite`); under `#if canImport(X)` it counts on
    /// either side, as another platform may compile it: a system library nothing imports on a
    /// platform costs nothing there.
    static func addSystemLibraries(_ conversion: inout ModuleConversion, input: PodspecConversionInput, sourceText: (String) -> String?) {
        var declared: [String: String] = [:]  // module → the map's folder
        var maps: [String: String] = [:]  // module → the map's path
        for file in input.pathList.files where PathText.lastComponent(of: file) == "module.modulemap" {
            guard !file.split(separator: "/").contains(where: { $0.hasPrefix(".") }), let text = sourceText(file) else { continue }
            for name in ModuleMapDeclarations.modules(in: text) where declared[name] == nil {
                declared[name] = PathText.directory(of: file) == "." ? "" : PathText.directory(of: file)
                maps[name] = file
            }
        }
        guard !declared.isEmpty else { return }
        // A map in a C-family target's public headers folder is that target's own module map:
        // SwiftPM uses it for the target, so it is no system library.
        let headerFolders = Set(conversion.targets.compactMap { target in
            target.publicHeadersPath.map { PathText.normalize(PathText.join(target.path, $0)) }
        })
        declared = declared.filter { !headerFolders.contains(PathText.normalize($0.value)) }
        guard !declared.isEmpty else { return }
        let built = Set(conversion.targets.map(\.name))
        var importers: [String: [Int]] = [:]
        var firstImport: [String: SourceLocation] = [:]
        for (index, target) in conversion.targets.enumerated() where target.kind == .regular {
            var defines = Set<String>()
            for setting in target.swiftSettings { if case let .define(name, _) = setting.kind { defines.insert(name) } }
            let scanner = ImportScanner(definedFlags: defines, flagsAreExhaustive: true)
            for source in target.sources {
                let path = target.path.isEmpty ? source : PathText.join(target.path, source)
                guard let language = SourceLanguage(fileName: path), !SourceLanguage.isHeader(path), let text = sourceText(path) else { continue }
                for found in scanner.scan(text, file: PathText.join(input.displayFolder, path), language: language) {
                    guard found.kind == .swift || found.kind == .module, let name = found.module, declared[name] != nil,
                          !built.contains(name), !SystemModules.contains(name) else { continue }
                    if importers[name]?.last != index { importers[name, default: []].append(index) }
                    if firstImport[name] == nil { firstImport[name] = found.location }
                }
            }
        }
        for name in importers.keys.sorted() {
            guard let folder = declared[name], let map = maps[name], let location = firstImport[name] else { continue }
            for index in importers[name] ?? [] {
                conversion.targets[index].dependencies.append(.target(name))
            }
            conversion.targets.append(PackageTarget(name: name, kind: .system, path: folder))
            conversion.findings.append(Findings.systemLibrary(module: input.module, imported: name, map: map, at: location))
        }
    }
}
