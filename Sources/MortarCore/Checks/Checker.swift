/// Checks a workspace's graph and returns every finding, sorted: unknown and unpinned
/// dependencies, component requirements, version conflicts, cycles, layer violations,
/// duplicate modules and unused pins, plus whatever reading the manifests reported.
///
/// Pure: the workspace layer reads the files; this only looks at values.
public enum Checker {
    /// - Complexity: O(V + E log E) for V modules and E dependency edges, plus the requirement
    ///   intersections (linear in the requirements on each package).
    public static func check(_ workspace: AppManifests) -> [Diagnostic] {
        check(workspace, graph: ModuleGraph(workspace: workspace))
    }

    /// The same, with the workspace's graph already built (callers that also need the graph
    /// build it once).
    public static func check(_ workspace: AppManifests, graph: ModuleGraph) -> [Diagnostic] {
        var diagnostics = workspace.readDiagnostics
        diagnostics += duplicateModules(workspace)
        diagnostics += podspecNameFindings(workspace)
        diagnostics += dependencyFindings(workspace, graph: graph)
        diagnostics += pinFindings(workspace)
        diagnostics += cycles(graph)
        // One index for both rules that look modules up by name.
        let index = workspace.integrator.moduleIndex()
        diagnostics += layerFindings(workspace, graph: graph, modules: index)
        diagnostics += moduleKindFindings(workspace, graph: graph, modules: index)
        return ThirdPartyPods.demoted(diagnostics, workspace).sorted()
    }

    /// The manifest-relative name of a component's file, for messages (`Login.podspec.json`).
    static func manifestName(_ component: Component) -> String {
        PathText.lastComponent(of: component.path)
    }

    static func duplicateModules(_ workspace: AppManifests) -> [Diagnostic] {
        workspace.integrator.repeatedModules.map { again, first in
            Diagnostic(
                .duplicateModule, .error, "module '\(again.name)' is listed twice", at: [again.location],
                notes: [.init("first listed here", at: first.location)],
                help: "keep one entry for '\(again.name)' in \(PathText.lastComponent(of: workspace.integrator.path))")
        }
    }

    /// unknown-dependency, unpinned-dependency, component-requirement and version-conflict.
    /// The module names are the graph's (its nodes, its index): a set of them and lists to
    /// build the did-you-mean index from were another megabyte or two at 20,000 modules.
    static func dependencyFindings(_ workspace: AppManifests, graph: ModuleGraph) -> [Diagnostic] {
        let integrator = workspace.integrator
        let moduleNames = graph.index
        let pins = Dictionary(integrator.pins.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let policy = integrator.policy.componentRequirements
        let manifestFile = PathText.lastComponent(of: integrator.path)
        var result: [Diagnostic] = []
        // Requirements on each third-party package, by who asks.
        var requirers: [String: [(module: String, component: Component, dependency: Dependency)]] = [:]
        var reportedUnknown: Set<String> = []
        var suggestions = SuggestionIndex(pins.isEmpty ? graph.nodes : graph.nodes + pins.keys)

        // Each module once, in manifest order: the graph's nodes.
        for name in graph.nodes {
            guard let component = workspace.components[name] else { continue }
            for dependency in component.dependencies {
                let target = dependency.rootName
                // A pod Podfile.lock pins: the lock answers the requirement (version-conflict checks it).
                if !dependency.requirement.isAny, policy != .off, pins[target]?.lockLocation == nil {
                    let severity: Severity = policy == .error ? .error : .warning
                    let what = moduleNames[target] != nil ? "module" : "package"
                    result.append(Diagnostic(
                        .componentRequirement, severity,
                        "'\(name)' requires \(what) '\(dependency.name)' at '\(dependency.requirement)'; components name dependencies without versions",
                        at: [dependency.location],
                        help: moduleNames[target] != nil
                            ? "remove the requirement from \(manifestName(component)); \(manifestFile) chooses the branch, tag or commit of '\(target)'"
                            : "remove the requirement from \(manifestName(component)) and pin '\(target)' once in \(manifestFile)"))
                }
                if moduleNames[target] != nil { continue }
                if pins[target] != nil {
                    if !dependency.requirement.isAny { requirers[target, default: []].append((name, component, dependency)) }
                    continue
                }
                // Neither a module nor a pin.
                let key = "\(name)\u{0}\(target)"
                guard reportedUnknown.insert(key).inserted else { continue }
                let suggestion = suggestions.closest(to: target)
                if dependency.url != nil || !dependency.requirement.isAny {
                    result.append(Diagnostic(
                        .unpinnedDependency, .error,
                        "'\(name)' depends on third-party package '\(target)', which \(manifestFile) does not pin",
                        at: [dependency.location],
                        help: integrator.pinHelp(target)))
                } else {
                    var help = integrator.moduleOrPinHelp(target)
                    if let suggestion { help = "did you mean '\(suggestion)'? otherwise " + help }
                    result.append(Diagnostic(
                        .unknownDependency, .error, "'\(name)' depends on '\(dependency.name)', which is neither a module nor a pin",
                        at: [dependency.location], help: help))
                }
            }
        }

        for (name, list) in requirers.sorted(by: { $0.key < $1.key }) {
            guard let pin = pins[name] else { continue }
            result += conflicts(package: name, pin: pin, requirers: list)
        }
        return result
    }

    /// version-conflict for one package: requirements that exclude each other, or a pin outside them.
    static func conflicts(package name: String, pin: Pin, requirers list: [(module: String, component: Component, dependency: Dependency)]) -> [Diagnostic] {
        let sorted = list.sorted { $0.dependency.location < $1.dependency.location }
        func note(_ entry: (module: String, component: Component, dependency: Dependency)) -> Diagnostic.Note {
            .init("'\(entry.module)' requires '\(entry.dependency.name)' '\(entry.dependency.requirement)'", at: entry.dependency.location)
        }
        // Mutually unsatisfiable requirements: name the smallest clashing group, then everyone.
        if let conflict = RequirementConflict.find(sorted.map { (requirer: "'\($0.module)'", requirement: $0.dependency.requirement) }) {
            return [Diagnostic(
                .versionConflict, .error, "requirements on '\(name)' conflict: \(conflict.message(dependency: "'\(name)'"))",
                at: [sorted[0].dependency.location],
                notes: sorted.map(note) + [.init("pinned to '\(pin.requirement)' here", at: pin.location)],
                help: "make the components agree, or better, remove their requirements and let the integrator pin '\(name)' once")]
        }
        let combined = sorted.reduce(VersionSet.all) { $0.intersection($1.dependency.requirement.versionSet) }
        // Satisfiable together, but the pin is outside some of them.
        let failing = sorted.filter { entry in
            guard let version = pin.version else { return false }
            return !entry.dependency.requirement.isSatisfied(by: version)
        }
        guard !failing.isEmpty, let version = pin.version else { return [] }
        return [Diagnostic(
            .versionConflict, .error,
            "pin '\(name)' = \(version) does not satisfy \(failing.map { "'\($0.module)' ('\($0.dependency.requirement)')" }.joined(separator: ", "))",
            at: [pin.location],
            notes: failing.map(note),
            help: "pin '\(name)' to a version in \(combined), or change the requirements")]
    }

    /// unpinned-dependency for pins that are ranges; unused-pin for pins nothing uses.
    static func pinFindings(_ workspace: AppManifests) -> [Diagnostic] {
        let integrator = workspace.integrator
        var result: [Diagnostic] = []
        for pin in integrator.pins where pin.version == nil {
            result.append(Diagnostic(
                .unpinnedDependency, .error, "'\(pin.name)' is required at '\(pin.requirement)' but not pinned to one version",
                at: [pin.location],
                help: integrator.kind == .podfile
                    ? "pin an exact version: pod '\(pin.name)', 'X.Y.Z'"
                    : "pin an exact version, like \"\(pin.name)\": \"X.Y.Z\""))
        }
        // Only when every module was read: otherwise "unused" may just mean "not read".
        let allRead = integrator.modules.allSatisfy { workspace.components[$0.name] != nil }
        guard allRead else { return result }
        var used: Set<String> = []
        for component in workspace.components.values {
            for dependency in component.dependencies { used.insert(dependency.rootName) }
        }
        for pin in integrator.pins where !used.contains(pin.name) && integrator.kind == .mortarJSON {
            result.append(Diagnostic(
                .unusedPin, .warning, "'\(pin.name)' is pinned but no module depends on it", at: [pin.location],
                help: "remove the pin, or add the dependency to the module that uses '\(pin.name)'"))
        }
        return result
    }

    static func cycles(_ graph: ModuleGraph) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for component in graph.stronglyConnectedComponents() {
            let path = graph.shortestCycle(in: component)
            guard path.count > 1 else { continue }
            var notes: [Diagnostic.Note] = []
            var locations: [SourceLocation] = []
            for (from, to) in zip(path, path.dropFirst()) {
                guard let edge = graph.edge(from: from, to: to) else { continue }
                locations.append(edge.location)
                notes.append(.init("'\(from)' depends on '\(edge.dependency)' here", at: edge.location))
            }
            let others = component.count > path.count - 1 ? " (the cycle's modules: \(component.joined(separator: ", ")))" : ""
            result.append(Diagnostic(
                .cycle, .error, "dependency cycle: \(path.joined(separator: " → "))\(others)",
                at: locations, notes: notes,
                help: "break the cycle: move what both need into a lower module, or invert one dependency through a protocol in a lower layer"))
        }
        return result
    }

    static func layerFindings(_ workspace: AppManifests, graph: ModuleGraph, modules: ModuleIndex) -> [Diagnostic] {
        let integrator = workspace.integrator
        guard !integrator.layers.isEmpty else { return [] }
        // Layer index per graph node, so the walk over edges compares integers, not names.
        var layerOf = [Int?](repeating: nil, count: graph.nodes.count)
        var result: [Diagnostic] = []
        var seen: Set<String> = []
        var layerIndex: [String: Int] = [:]
        for (index, layer) in integrator.layers.enumerated() where layerIndex[layer.name] == nil { layerIndex[layer.name] = index }
        for module in integrator.modules where seen.insert(module.name).inserted {
            if let layer = module.layer, let index = layerIndex[layer] {
                if let node = graph.index[module.name] { layerOf[node] = index }
            } else {
                result.append(Diagnostic(
                    .layerViolation, .warning, "module '\(module.name)' has no layer", at: [module.location],
                    help: "add \"layer\": one of \(integrator.layers.map { "'\($0.name)'" }.joined(separator: ", "))"))
            }
        }
        for position in graph.edges.indices {
            guard let from = layerOf[graph.edgeFrom[position]], let to = layerOf[graph.edgeTo[position]] else { continue }
            guard from < to || (from == to && integrator.layers[from].isolated) else { continue }
            let edge = graph.edges[position]
            let fromLayer = integrator.layers[from], toLayer = integrator.layers[to]
            if from < to {
                result.append(Diagnostic(
                    .layerViolation, .error,
                    "'\(edge.from)' (layer '\(fromLayer.name)') depends on '\(edge.to)' (layer '\(toLayer.name)'), a higher layer",
                    at: [edge.location],
                    notes: [.init("'\(edge.to)' is in layer '\(toLayer.name)'", at: modules[edge.to]?.layerLocation)],
                    help: "lower layers never depend on upper ones: move what '\(edge.from)' needs from '\(edge.to)' down to '\(fromLayer.name)', or invert the dependency"))
            } else if from == to, fromLayer.isolated {
                let route = modules[edge.to + "Route"].map { "'\($0.name)'" } ?? "the route component of '\(edge.to)'"
                result.append(Diagnostic(
                    .layerViolation, .error,
                    "'\(edge.from)' depends on '\(edge.to)', but both are in isolated layer '\(fromLayer.name)'",
                    at: [edge.location],
                    help: "modules of '\(fromLayer.name)' never depend on each other: go through \(route) in a lower layer"))
            }
        }
        return result
    }
}
