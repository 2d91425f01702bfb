/// The dependency graph as `mortar graph` draws it and `mortar why` walks it: modules (with
/// their layers) and the third-party pins they depend on, one edge per depending pair (its first
/// declaration), each edge marked when it lies on a cycle or breaks a layer rule.
///
/// Cycles come from `ModuleGraph.stronglyConnectedComponents()`, layer violations from the
/// `layer-violation` findings of `Checker` (matched to edges by location): the same answers
/// `mortar check` gives.
public struct GraphView: Hashable, Sendable {
    /// A workspace module, or a third-party pin a module depends on.
    public enum Kind: String, Hashable, Sendable {
        case module
        case thirdParty = "third-party"
    }

    /// One module or pin.
    public struct Node: Hashable, Sendable {
        public var name: String
        public var kind: Kind
        /// The layer's name, for modules that have one.
        public var layer: String?
    }

    /// One depending pair: `from` depends on `to`.
    public struct Edge: Hashable, Sendable {
        public var from: String
        public var to: String
        /// The dependency as written (`Masonry/Core`).
        public var dependency: String
        public var location: SourceLocation
        /// Both ends lie in the same strongly connected component.
        public var isCycle = false
        /// `mortar check` reports a `layer-violation` at this edge.
        public var isLayerViolation = false
    }

    /// The app's name (the graph's title).
    public var name: String
    /// Bottom first.
    public var layers: [Layer]
    /// Modules in manifest order, then third-party nodes by name.
    public var nodes: [Node]
    /// Sorted by (from, to) in node order.
    public var edges: [Edge]

    public init(name: String, layers: [Layer], nodes: [Node], edges: [Edge]) {
        self.name = name
        self.layers = layers
        self.nodes = nodes
        self.edges = edges
    }

    /// The whole graph of a workspace.
    /// - Complexity: O(V + E log E).
    public init(workspace: AppManifests) {
        let integrator = workspace.integrator
        let graph = ModuleGraph(workspace: workspace)
        var component: [String: Int] = [:]
        for (index, members) in graph.stronglyConnectedComponents().enumerated() {
            for member in members { component[member] = index }
        }
        let modules = integrator.moduleIndex()
        let violations = Set(Checker.layerFindings(workspace, graph: graph, modules: modules).filter { $0.severity == .error }.compactMap(\.primaryLocation))
        let layerNames = Set(integrator.layers.map(\.name))
        var nodes: [Node] = graph.nodes.map { name in
            Node(name: name, kind: .module, layer: modules[name]?.layer.flatMap { layerNames.contains($0) ? $0 : nil })
        }
        var edges: [Edge] = []
        var seenPairs: Set<String> = []
        for edge in graph.edges where seenPairs.insert(edge.from + "\u{0}" + edge.to).inserted {
            let onCycle = component[edge.from] != nil && component[edge.from] == component[edge.to]
            edges.append(Edge(
                from: edge.from, to: edge.to, dependency: edge.dependency, location: edge.location,
                isCycle: onCycle, isLayerViolation: violations.contains(edge.location)))
        }
        // Third-party: what components depend on that is no module (pinned or not), every pin
        // (a Podfile's pods, the pods only its lock names), and the lock's edges between pods.
        let moduleNames = Set(graph.nodes)
        var thirdParty: Set<String> = []
        for name in graph.nodes {
            guard let component = workspace.components[name] else { continue }
            for dependency in component.dependencies.sorted(by: { $0.location < $1.location }) {
                let target = dependency.rootName
                guard !moduleNames.contains(target), seenPairs.insert(name + "\u{0}" + target).inserted else { continue }
                thirdParty.insert(target)
                edges.append(Edge(from: name, to: target, dependency: dependency.name, location: dependency.location, isCycle: false, isLayerViolation: false))
            }
        }
        if integrator.kind == .podfile {
            for pin in integrator.pins where !moduleNames.contains(pin.name) { thirdParty.insert(pin.name) }
        }
        for pin in integrator.pins where thirdParty.contains(pin.name) || moduleNames.contains(pin.name) {
            for dependency in pin.lockDependencies where seenPairs.insert(pin.name + "\u{0}" + dependency.rootName).inserted {
                if !moduleNames.contains(dependency.rootName) { thirdParty.insert(dependency.rootName) }
                edges.append(Edge(from: pin.name, to: dependency.rootName, dependency: dependency.name, location: dependency.location))
            }
        }
        nodes += thirdParty.sorted().map { Node(name: $0, kind: .thirdParty, layer: nil) }
        self.init(name: integrator.name, layers: integrator.layers, nodes: nodes, edges: GraphView.sorted(edges, nodes: nodes))
    }

    static func sorted(_ edges: [Edge], nodes: [Node]) -> [Edge] {
        let order = Dictionary(nodes.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        return edges.sorted { (order[$0.from] ?? 0, order[$0.to] ?? 0) < (order[$1.from] ?? 0, order[$1.to] ?? 0) }
    }

    /// The node named `name`, if any.
    public func node(named name: String) -> Node? { nodes.first { $0.name == name } }

    /// What the renderers group by, computed once (not searched per layer or per edge): the
    /// modules of each layer in node order, the modules in no known layer, the third-party names.
    struct Grouping {
        var modulesByLayer: [String: [Node]] = [:]
        var unlayered: [Node] = []
        var thirdParty: Set<String> = []
    }

    var grouping: Grouping {
        let known = Set(layers.map(\.name))
        var result = Grouping()
        for node in nodes {
            switch node.kind {
            case .module:
                if let layer = node.layer, known.contains(layer) { result.modulesByLayer[layer, default: []].append(node) } else { result.unlayered.append(node) }
            case .thirdParty:
                result.thirdParty.insert(node.name)
            }
        }
        return result
    }

    /// Direct successors of `name`, in edge order.
    public func successors(of name: String) -> [Edge] { edges.filter { $0.from == name } }

    /// The part of the graph around `focus`: what it depends on and what depends on it, up to
    /// `depth` edges away in each direction (unlimited when nil), with every edge among those nodes.
    public func focused(on focus: String, depth: Int?) -> GraphView {
        var keep: Set<String> = [focus]
        for forward in [true, false] {
            var frontier: [String] = [focus]
            var seen: Set<String> = [focus]
            var level = 0
            while !frontier.isEmpty, depth.map({ level < $0 }) ?? true {
                var next: [String] = []
                for name in frontier {
                    for edge in edges where (forward ? edge.from : edge.to) == name {
                        let other = forward ? edge.to : edge.from
                        if seen.insert(other).inserted { next.append(other) }
                    }
                }
                keep.formUnion(next)
                frontier = next
                level += 1
            }
        }
        return GraphView(
            name: name, layers: layers, nodes: nodes.filter { keep.contains($0.name) },
            edges: edges.filter { keep.contains($0.from) && keep.contains($0.to) })
    }
}
