extension ModuleGraph {
    /// The graph's edges, sorted by (from, to, location): each `Edge` is made when it is read,
    /// from its ends' node indices and what declares it. A graph read from a workspace keeps no
    /// edge of its own: its names are the graph's nodes, its dependency name and location those
    /// of the component's declared dependency (held by the component already).
    public struct Edges: RandomAccessCollection, Sendable {
        /// Where an edge's written name and location come from.
        enum Storage: Sendable {
            /// Edges given whole (`init(nodes:edges:)`), in the graph's order once permuted.
            case listed([Edge])
            /// Each node's declared dependencies (its component's list, shared, not copied) and,
            /// per edge, its place in the list of the node it starts at.
            case declared([[Dependency]], place: [Int])

            /// Where edge `edge`, which starts at node `node`, is declared.
            func location(_ edge: Int, from node: Int) -> SourceLocation {
                switch self {
                case let .listed(edges): return edges[edge].location
                case let .declared(lists, place): return lists[node][place[edge]].location
                }
            }

            /// Reorders the edges so that position `i` describes what was at `order[i]`, in place.
            mutating func permute(by order: [Int]) {
                switch self {
                case var .listed(edges):
                    // Let go of the list here first, so that the one permuted is not copied.
                    self = .listed([])
                    ModuleGraph.permute(&edges, by: order)
                    self = .listed(edges)
                case .declared(let lists, var place):
                    self = .listed([])
                    ModuleGraph.permute(&place, by: order)
                    self = .declared(lists, place: place)
                }
            }
        }

        /// The graph's nodes, and the node indices of each edge's ends (`edgeFrom`, `edgeTo`).
        let nodes: [String]
        let from: [Int]
        let to: [Int]
        let storage: Storage

        /// The first edge's position: 0.
        public var startIndex: Int { 0 }
        /// The number of edges.
        public var endIndex: Int { from.count }

        /// The edge at `position` (0 ..< `count`).
        public subscript(position: Int) -> Edge {
            switch storage {
            case let .listed(edges):
                return edges[position]
            case let .declared(lists, place):
                let node = from[position], declared = place[position]
                return Edge(from: nodes[node], to: nodes[to[position]], dependency: lists[node][declared].name, location: lists[node][declared].location)
            }
        }
    }
}
