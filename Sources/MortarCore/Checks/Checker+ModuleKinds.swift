extension Checker {
    /// The module-kind rules, when at least one module declares a `kind`: exactly one `main`
    /// module; every module that is not `basic` depends on a basic module, directly or not; no
    /// module depends on a `feature` module (features are reached only through the router).
    /// - Complexity: O(V + E): one walk backwards from the basic modules.
    static func moduleKindFindings(_ workspace: AppManifests, graph: ModuleGraph, modules byName: ModuleIndex) -> [Diagnostic] {
        let integrator = workspace.integrator
        // Asked before anything is built: most workspaces declare no kind, and a copy of every
        // module record (and a set of their names) is what a large one would pay for nothing.
        guard integrator.modules.contains(where: { $0.kind != nil }) else { return [] }
        var seen: Set<String> = []
        let modules = integrator.modules.filter { seen.insert($0.name).inserted }
        let file = SourceLocation(file: integrator.path)
        var result: [Diagnostic] = []

        let mains = modules.filter { $0.kind == .main }
        if let first = mains.first {
            for extra in mains.dropFirst() {
                result.append(Diagnostic(
                    .moduleKind, .error, "'\(extra.name)' is a second main module; '\(first.name)' is the main module already",
                    at: [extra.kindLocation ?? extra.location],
                    notes: [.init("'\(first.name)' is the main module", at: first.kindLocation)],
                    help: "an app has exactly one main module: give '\(extra.name)' another kind (\"service\" or \"feature\")"))
            }
        } else {
            result.append(Diagnostic(
                .moduleKind, .error, "no module is the main module", at: [file],
                help: "mark the module that gives the app its root view controller at launch with \"kind\": \"main\""))
        }

        let basics = modules.filter { $0.kind == .basic }
        if basics.isEmpty {
            result.append(Diagnostic(
                .moduleKind, .error, "no module is a basic module", at: [file],
                help: "mark the module every other module builds on (lifecycle dispatch, router, base tools) with \"kind\": \"basic\""))
        } else {
            // Every node from which a basic module can be reached: a walk backwards from them.
            var predecessors = [[Int]](repeating: [], count: graph.nodes.count)
            for position in graph.edges.indices { predecessors[graph.edgeTo[position]].append(graph.edgeFrom[position]) }
            var reaches = [Bool](repeating: false, count: graph.nodes.count)
            var stack = basics.compactMap { graph.index[$0.name] }
            while let node = stack.popLast() {
                for predecessor in predecessors[node] where !reaches[predecessor] {
                    reaches[predecessor] = true
                    stack.append(predecessor)
                }
            }
            let names = basics.map { "'\($0.name)'" }.joined(separator: " or ")
            for module in modules where module.kind != .basic {
                guard let node = graph.index[module.name], !reaches[node] else { continue }
                result.append(Diagnostic(
                    .moduleKind, .error, "'\(module.name)' does not depend on a basic module", at: [module.location],
                    help: "every module but the basic ones builds on one: add a dependency on \(names) to the manifest of '\(module.name)'"))
            }
        }

        for edge in graph.edges {
            guard let target = byName[edge.to], target.kind == .feature else { continue }
            let route = byName[edge.to + "Route"].map { "'\($0.name)'" } ?? "the router"
            result.append(Diagnostic(
                .moduleKind, .error, "'\(edge.from)' depends on '\(edge.to)', a feature module", at: [edge.location],
                notes: [.init("'\(edge.to)' is a feature module", at: target.kindLocation)],
                help: "feature modules are reached only through the router: remove the dependency and open '\(edge.to)' through \(route)"))
        }
        return result
    }
}
