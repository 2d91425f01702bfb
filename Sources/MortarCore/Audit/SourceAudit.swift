/// The import audit of a whole workspace, pure: source files in, imports and findings out.
/// `MortarWorkspace.ImportAudit` reads the files; this decides.
public enum SourceAudit {
    /// Every node an import can name: each module that has a component, and each pin that is not
    /// a module (third-party), with the names an import may use for it.
    public static func importNames(_ workspace: AppManifests) -> [String: Set<String>] {
        var names: [String: Set<String>] = [:]
        let moduleNames = Set(workspace.integrator.modules.map(\.name))
        for module in workspace.integrator.modules {
            names[module.name, default: []].formUnion(ModuleNaming.importNames(module: module.name, component: workspace.components[module.name]))
        }
        for pin in workspace.integrator.pins where !moduleNames.contains(pin.name) {
            names[pin.name, default: []].insert(ModuleNaming.c99Identifier(pin.name))
            names[pin.name, default: []].formUnion(pin.products)
        }
        // A SwiftPM package is imported by the products components use of it (`Logging`).
        for component in workspace.components.values {
            for dependency in component.dependencies where names[dependency.rootName] != nil {
                names[dependency.rootName, default: []].formUnion(dependency.products)
            }
        }
        return names
    }

    /// Scans every file of every module: lexes each file once, resolves quoted header imports
    /// through an index of every module's headers, and returns the imports by module name.
    /// `knownModules` decides `canImport(X)` (system modules are always known).
    ///
    /// This is what `mortar-bench imports` times.
    /// - Complexity: O(total bytes).
    /// `definedFlags` gives, per module, the Swift compilation conditions its manifest defines
    /// (SwiftPM `.define`), when known. A header import no module's header owns, whose file name
    /// is a known module's umbrella header (`"Masonry.h"` with `Masonry` known), imports that module.
    public static func scanImports(
        _ sources: [ModuleSources], knownModules: Set<String>, definedFlags: [String: Set<String>] = [:]
    ) -> [String: [SourceImport]] {
        let index = headerIndex(sources)
        var headerNames: Set<String> = []
        for module in sources {
            for file in module.files where SourceLanguage.isHeader(file.relativePath) {
                headerNames.insert(HeaderIndex.fileName(file.relativePath))
            }
        }
        let scanner = ImportScanner(knownModules: knownModules, knownHeaders: headerNames)
        var result: [String: [SourceImport]] = [:]
        for module in sources {
            var scanner = scanner
            scanner.definedFlags = definedFlags[module.module]
            var imports: [SourceImport] = []
            for file in module.files {
                imports += scanner.scan(file.bytes, file: file.path) ?? []
            }
            result[module.module, default: []] += index.resolve(imports, importer: module.module).map { item in
                guard item.module == nil, let header = item.header else { return item }
                let name = HeaderIndex.fileName(header)
                guard name.hasSuffix(".h"), knownModules.contains(String(name.dropLast(2))) else { return item }
                var umbrella = item
                umbrella.module = String(name.dropLast(2))
                return umbrella
            }
        }
        return result
    }

    /// Which module owns which header, over every header file of `sources`.
    public static func headerIndex(_ sources: [ModuleSources]) -> HeaderIndex {
        var index = HeaderIndex()
        for module in sources {
            for file in module.files where SourceLanguage.isHeader(file.relativePath) {
                index.add(header: file.relativePath, module: module.module)
            }
        }
        return index
    }

    /// The audit's nodes for a workspace: modules with a component (with their declared edges
    /// and their imports) and third-party pins (no sources).
    public static func units(_ workspace: AppManifests, imports: [String: [SourceImport]], modulesWithSources: Set<String>) -> [ImportAuditUnit] {
        let names = importNames(workspace)
        var units: [ImportAuditUnit] = []
        for module in workspace.integrator.modules {
            guard let component = workspace.components[module.name], units.allSatisfy({ $0.name != module.name }) else { continue }
            var edges: [ImportAuditUnit.Edge] = []
            var seen: Set<String> = []
            for dependency in component.dependencies {
                let target = dependency.rootName
                guard target != module.name, target != component.name, names[target] != nil, seen.insert(target).inserted else { continue }
                edges.append(ImportAuditUnit.Edge(target: target, writtenName: dependency.name, location: dependency.location))
            }
            units.append(ImportAuditUnit(
                name: module.name, importNames: names[module.name] ?? [], manifest: PathText.lastComponent(of: component.path), dependencies: edges,
                imports: imports[module.name] ?? [], hasSources: modulesWithSources.contains(module.name)
            ))
        }
        let moduleNames = Set(workspace.integrator.modules.map(\.name))
        for pin in workspace.integrator.pins where !moduleNames.contains(pin.name) {
            // Podfile.lock's edges between pods: what a pod brings in transitively.
            var seen: Set<String> = [pin.name]
            let edges = pin.lockDependencies.filter { names[$0.rootName] != nil && seen.insert($0.rootName).inserted }
                .map { ImportAuditUnit.Edge(target: $0.rootName, writtenName: $0.name, location: $0.location) }
            units.append(ImportAuditUnit(
                name: pin.name, importNames: names[pin.name] ?? [], manifest: PathText.lastComponent(of: workspace.integrator.path),
                dependencies: edges, hasSources: false))
        }
        return units
    }

    /// The import findings of a workspace whose module sources were read into `sources`.
    public static func diagnostics(_ workspace: AppManifests, sources: [ModuleSources]) -> [Diagnostic] {
        let known = Set(importNames(workspace).values.joined())
        let imports = scanImports(sources, knownModules: known)
        let withSources = Set(sources.filter { !$0.files.isEmpty }.map(\.module))
        return ImportRules.diagnostics(units: units(workspace, imports: imports, modulesWithSources: withSources), policy: workspace.integrator.policy)
    }
}
