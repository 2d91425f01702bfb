/// The import findings, pure: `undeclared-import`, `implicit-import`, `unused-dependency`.
///
/// - An import of another node that is not a declared dependency and cannot be reached through
///   the declared dependencies (nor through an `@_exported import` of one) is *undeclared*: it
///   builds today only because the app links everything (error).
/// - One that is reachable only transitively or through `@_exported` is *implicit*: it breaks
///   when a dependency drops its own dependency (`Policy.implicitImports`).
/// - A declared dependency that no source file imports is *unused* (`Policy.unusedDependencies`);
///   a third-party one is not reported when some quoted header import of the module could not be
///   resolved (the header may be that dependency's).
///
/// Imports of the node itself and of names no node provides (system modules, SDKs) are ignored;
/// imports only another build configuration compiles count as uses and are not checked.
/// One finding per importing node and imported node, at the first import (by file and line),
/// with the other places as notes.
public enum ImportRules {
    /// How many further import places a finding lists before "and N more".
    static let notedPlaces = 5

    /// The findings over `units`, sorted.
    /// - Complexity: O(U · (U + E) + I) for U units, E edges and I imports.
    public static func diagnostics(units: [ImportAuditUnit], policy: Policy) -> [Diagnostic] {
        let byName = Dictionary(units.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var owner: [String: String] = [:]
        for unit in units.sorted(by: { $0.name < $1.name }) {
            for importName in unit.importNames.sorted() where owner[importName] == nil { owner[importName] = unit.name }
        }
        var findings: [Diagnostic] = []
        for unit in units where unit.hasSources {
            let direct = Set(unit.dependencies.map(\.target))
            var placesByTarget: [String: [SourceLocation]] = [:]
            var imported: Set<String> = []
            var hasUnresolvedHeader = false
            for item in unit.imports {
                guard let module = item.module else {
                    hasUnresolvedHeader = hasUnresolvedHeader || item.kind == .quotedHeader
                    continue
                }
                // A workspace module named like a system one (`Network`) is the workspace's.
                guard let target = owner[module], target != unit.name else { continue }
                imported.insert(target)
                if item.isOtherConfiguration { continue }
                if !direct.contains(target) { placesByTarget[target, default: []].append(item.location) }
            }
            let routes = ImportRules.routes(from: unit, units: byName, owner: owner)
            for (target, places) in placesByTarget.sorted(by: { $0.key < $1.key }) {
                let sorted = places.sorted()
                if let route = routes[target] {
                    guard let severity = severity(policy.implicitImports) else { continue }
                    findings.append(implicit(unit, target, route, sorted, severity))
                } else {
                    findings.append(undeclared(unit, target, sorted))
                }
            }
            if let severity = severity(policy.unusedDependencies) {
                var seen: Set<String> = []
                for edge in unit.dependencies where seen.insert(edge.target).inserted && !imported.contains(edge.target) {
                    let isThirdParty = byName[edge.target].map { !$0.hasSources } ?? true
                    if isThirdParty && hasUnresolvedHeader { continue }
                    findings.append(unused(unit, edge, severity))
                }
            }
        }
        return findings.sorted()
    }

    private static func severity(_ level: Policy.Level) -> Severity? {
        switch level {
        case .error: return .error
        case .warning: return .warning
        case .off: return nil
        }
    }

    /// How a node is reached from `unit` beyond its direct dependencies: the route (names from
    /// `unit` on) and whether its last step is an `@_exported import`. Breadth first over sorted
    /// neighbours, so each route is a shortest one and the same every run.
    static func routes(from unit: ImportAuditUnit, units: [String: ImportAuditUnit], owner: [String: String]) -> [String: Route] {
        var routes: [String: Route] = [:]
        var queue: [Route] = []
        for target in Set(unit.dependencies.map(\.target)).sorted() {
            let route = Route(path: [unit.name, target], viaExport: false)
            routes[target] = route
            queue.append(route)
        }
        var head = 0
        while head < queue.count {
            let route = queue[head]
            head += 1
            guard let node = units[route.path.last!] else { continue }
            var next: [(String, Bool)] = node.dependencies.map { ($0.target, false) }
            for item in node.imports where item.isExported && !item.isOtherConfiguration {
                if let module = item.module, let target = owner[module] { next.append((target, true)) }
            }
            for (target, viaExport) in next.sorted(by: { ($0.0, $0.1 ? 1 : 0) < ($1.0, $1.1 ? 1 : 0) })
            where routes[target] == nil && target != unit.name {
                let extended = Route(path: route.path + [target], viaExport: viaExport)
                routes[target] = extended
                queue.append(extended)
            }
        }
        return routes
    }

    struct Route: Hashable {
        var path: [String]
        var viaExport: Bool
    }

    private static func otherPlaces(_ places: [SourceLocation], _ word: String) -> [Diagnostic.Note] {
        var notes = places.dropFirst().prefix(notedPlaces).map { Diagnostic.Note("also \(word) here", at: $0) }
        let rest = places.count - 1 - notedPlaces
        if rest > 0 { notes.append(Diagnostic.Note("and \(rest) more \(rest == 1 ? "place" : "places")")) }
        return notes
    }

    private static func undeclared(_ unit: ImportAuditUnit, _ target: String, _ places: [SourceLocation]) -> Diagnostic {
        Diagnostic(
            .undeclaredImport, .error,
            "'\(unit.name)' imports '\(target)', which is not among its declared dependencies",
            at: [places[0]], notes: otherPlaces(places, "imported"),
            help: "add '\(target)' to \(unit.manifest) dependencies"
        )
    }

    private static func implicit(_ unit: ImportAuditUnit, _ target: String, _ route: Route, _ places: [SourceLocation], _ severity: Severity) -> Diagnostic {
        let through = route.path[route.path.count - 2]
        let how = route.viaExport
            ? "which it only sees through '@_exported import \(target)' in '\(through)'"
            : "which it only reaches through '\(route.path[1])'"
        return Diagnostic(
            .implicitImport, severity,
            "'\(unit.name)' imports '\(target)', \(how)",
            at: [places[0]],
            notes: [Diagnostic.Note("dependency path: \(route.path.joined(separator: " → "))")] + otherPlaces(places, "imported"),
            help: "add '\(target)' to \(unit.manifest) dependencies"
        )
    }

    private static func unused(_ unit: ImportAuditUnit, _ edge: ImportAuditUnit.Edge, _ severity: Severity) -> Diagnostic {
        Diagnostic(
            .unusedDependency, severity,
            "'\(unit.name)' declares a dependency on '\(edge.writtenName)', but none of its source files imports '\(edge.target)'",
            at: [edge.location],
            help: "remove '\(edge.writtenName)' from \(unit.manifest) dependencies, or import it where it is used"
        )
    }
}
