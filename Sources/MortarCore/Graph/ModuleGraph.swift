/// The module-level dependency graph of a workspace: one node per module (manifest order), one
/// edge per component dependency that names another module (subspec edges folded onto modules;
/// a module's dependencies on its own subspecs are not edges).
public struct ModuleGraph: Sendable {
    /// One declared dependency between two modules, at the manifest line that declares it.
    public struct Edge: Hashable, Sendable, Comparable {
        public var from: String
        public var to: String
        /// The dependency as written (`Masonry/Core`).
        public var dependency: String
        public var location: SourceLocation

        public init(from: String, to: String, dependency: String, location: SourceLocation) {
            self.from = from
            self.to = to
            self.dependency = dependency
            self.location = location
        }

        public static func < (lhs: Edge, rhs: Edge) -> Bool {
            (lhs.from, lhs.to, lhs.location) < (rhs.from, rhs.to, rhs.location)
        }
    }

    /// Module names, in manifest order, each once.
    public let nodes: [String]
    /// Every edge, sorted by (from, to, location): each made when read, from the graph's node
    /// indices and the dependency that declares it (`Edges`).
    public let edges: Edges
    /// Node indices of each edge's ends, parallel to `edges` (checks walk these, not names).
    let edgeFrom: [Int]
    let edgeTo: [Int]
    /// The distinct successors of node `n`, in name order, are
    /// `successorList[successorStart[n]..<successorStart[n + 1]]`: one flat list and one start
    /// per node (compressed rows), not an array per node. `successorEdge` holds, parallel to
    /// `successorList`, the position in `edges` of the first edge (by location) declaring the
    /// pair. Three integer arrays instead of an array per node and a dictionary of pairs: at
    /// 20,000 modules and 80,000 edges, about a third of the memory.
    let successorStart: [Int]
    let successorList: [Int]
    let successorEdge: [Int]
    /// Node index → its rank by name (successors of a node are sorted by it).
    let rank: [Int]
    let index: [String: Int]

    struct Pair: Equatable { var from: Int; var to: Int }

    /// - Complexity: O(V + E log E).
    public init(workspace: AppManifests) {
        var nodes: [String] = []
        var index: [String: Int] = [:]
        index.reserveCapacity(workspace.integrator.modules.count)
        for module in workspace.integrator.modules where index[module.name] == nil {
            index[module.name] = nodes.count
            nodes.append(module.name)
        }
        // Each node's declared list, shared with its component (not copied); an edge is its
        // two ends and its place in its `from`'s list. An `Edge` of three names and a location
        // per edge, kept beside the components that already hold them, was 6.4 MB at 20,000
        // modules and 80,000 edges.
        let declared = nodes.map { workspace.components[$0]?.dependencies ?? [] }
        let room = declared.reduce(0) { $0 + $1.count }
        var from: [Int] = [], to: [Int] = [], place: [Int] = []
        from.reserveCapacity(room); to.reserveCapacity(room); place.reserveCapacity(room)
        for node in declared.indices {
            let dependencies = declared[node]
            for position in dependencies.indices {
                let target = dependencies[position].rootName
                guard target != nodes[node], let end = index[target] else { continue }
                from.append(node)
                to.append(end)
                place.append(position)
            }
        }
        self.init(nodes: nodes, index: index, from: from, to: to, edges: .declared(declared, place: place))
    }

    /// A graph from explicit nodes and edges (edges to unknown nodes are dropped).
    /// - Complexity: O(V log V + E log E), comparing integer ranks rather than names.
    public init(nodes: [String], edges: consuming [Edge]) {
        var index: [String: Int] = [:]
        index.reserveCapacity(nodes.count)
        var uniqueNodes: [String] = []
        for node in nodes where index[node] == nil {
            index[node] = uniqueNodes.count
            uniqueNodes.append(node)
        }
        edges.removeAll { index[$0.from] == nil || index[$0.to] == nil }
        let from = edges.map { index[$0.from]! }, to = edges.map { index[$0.to]! }
        self.init(nodes: uniqueNodes, index: index, from: from, to: to, edges: .listed(edges))
    }

    /// The graph of `nodes` (each once, `index` their positions) and the edges `from[i]` →
    /// `to[i]` that `edges` describes in the same order, which it sorts by (from, to, location).
    private init(nodes: [String], index: [String: Int], from: consuming [Int], to: consuming [Int], edges: consuming Edges.Storage) {
        // Names are unique, so ordering by name rank is ordering by name: edges sort by
        // (from, to, location) without a string comparison per step.
        var rank = [Int](repeating: 0, count: nodes.count)
        for (position, node) in nodes.indices.sorted(by: { nodes[$0] < nodes[$1] }).enumerated() {
            rank[node] = position
        }
        // Sort positions, not edges: moving integers costs no reference counting.
        var order = Array(from.indices)
        order.sort { x, y in
            if from[x] != from[y] { return rank[from[x]] < rank[from[y]] }
            if to[x] != to[y] { return rank[to[x]] < rank[to[y]] }
            return edges.location(x, from: from[x]) < edges.location(y, from: from[y])
        }
        // Sorted by (from, to): each node's successors arrive in name order, each pair's first
        // edge (by location) first.
        // Two passes over the sorted pairs: count each node's distinct successors, then place them.
        var start = [Int](repeating: 0, count: nodes.count + 1)
        var previous: Pair?
        for x in order {
            let pair = Pair(from: from[x], to: to[x])
            if pair == previous { continue }
            previous = pair
            start[pair.from + 1] += 1
        }
        for node in nodes.indices { start[node + 1] += start[node] }
        var list = [Int](repeating: 0, count: start[nodes.count])
        var firstEdge = [Int](repeating: 0, count: list.count)
        var cursor = start
        previous = nil
        for (position, x) in order.enumerated() {
            let pair = Pair(from: from[x], to: to[x])
            if pair == previous { continue }
            previous = pair
            list[cursor[pair.from]] = pair.to
            firstEdge[cursor[pair.from]] = position
            cursor[pair.from] += 1
        }
        // The edges are ordered where they are: no second, sorted copy of any list beside the first.
        edges.permute(by: order)
        Self.permute(&from, by: order)
        Self.permute(&to, by: order)
        self.nodes = nodes
        // The collection shares the index lists (not copied).
        self.edges = Edges(nodes: nodes, from: copy from, to: copy to, storage: edges)
        self.edgeFrom = from
        self.edgeTo = to
        self.index = index
        self.successorStart = start
        self.successorList = list
        self.successorEdge = firstEdge
        self.rank = rank
    }

    /// Reorders `elements` in place so that position `i` holds what was at `order[i]`, one
    /// cycle of the permutation at a time: no second array of elements.
    static func permute<Element>(_ elements: inout [Element], by order: [Int]) {
        var placed = [Bool](repeating: false, count: order.count)
        for start in order.indices where !placed[start] {
            var position = start
            let first = elements[start]
            while true {
                placed[position] = true
                let source = order[position]
                if source == start { elements[position] = first; break }
                elements[position] = elements[source]
                position = source
            }
        }
    }

    /// The distinct successors of node `node`, in name order.
    func successors(_ node: Int) -> ArraySlice<Int> {
        successorList[successorStart[node]..<successorStart[node + 1]]
    }

    /// Distinct `from → to` pairs (several manifest lines may declare the same one).
    public var distinctEdgeCount: Int { successorList.count }

    /// The first edge (by location) declaring `from → to`, if any.
    public func edge(from: String, to: String) -> Edge? {
        guard let a = index[from], let b = index[to] else { return nil }
        // Successors are sorted by rank: a binary search for `b`'s.
        var low = successorStart[a], high = successorStart[a + 1]
        while low < high {
            let middle = (low + high) / 2
            if rank[successorList[middle]] < rank[b] { low = middle + 1 } else { high = middle }
        }
        guard low < successorStart[a + 1], successorList[low] == b else { return nil }
        return edges[successorEdge[low]]
    }

    /// Modules `name` depends on directly, sorted.
    public func dependencies(of name: String) -> [String] {
        guard let i = index[name] else { return [] }
        return successors(i).map { nodes[$0] }
    }

    /// Strongly connected components with more than one module (the cycles), each sorted by
    /// name, the list sorted by its first name. Iterative Tarjan: no recursion, any depth.
    /// - Complexity: O(V + E).
    public func stronglyConnectedComponents() -> [[String]] {
        let count = nodes.count
        var indexOf = [Int](repeating: -1, count: count)
        var lowLink = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var nextIndex = 0
        var result: [[String]] = []
        // Visit roots in name order for determinism.
        let order = (0..<count).sorted { nodes[$0] < nodes[$1] }
        for root in order where indexOf[root] == -1 {
            var work: [(node: Int, next: Int)] = [(root, 0)]
            indexOf[root] = nextIndex; lowLink[root] = nextIndex; nextIndex += 1
            stack.append(root); onStack[root] = true
            while !work.isEmpty {
                let (node, next) = work[work.count - 1]
                let first = successorStart[node]
                if next < successorStart[node + 1] - first {
                    work[work.count - 1].next += 1
                    let successor = successorList[first + next]
                    if indexOf[successor] == -1 {
                        indexOf[successor] = nextIndex; lowLink[successor] = nextIndex; nextIndex += 1
                        stack.append(successor); onStack[successor] = true
                        work.append((successor, 0))
                    } else if onStack[successor] {
                        lowLink[node] = min(lowLink[node], indexOf[successor])
                    }
                } else {
                    work.removeLast()
                    if let parent = work.last { lowLink[parent.node] = min(lowLink[parent.node], lowLink[node]) }
                    if lowLink[node] == indexOf[node] {
                        var component: [Int] = []
                        while true {
                            let member = stack.removeLast()
                            onStack[member] = false
                            component.append(member)
                            if member == node { break }
                        }
                        if component.count > 1 { result.append(component.map { nodes[$0] }.sorted()) }
                    }
                }
            }
        }
        return result.sorted { $0[0] < $1[0] }
    }

    /// One shortest closed path inside a strongly connected component, starting and ending at
    /// the alphabetically first module that lies on a shortest cycle: `[A, B, C, A]`.
    /// - Complexity: O(k × (V_c + E_c)) for a component of V_c modules, trying at most k = 64 starts.
    public func shortestCycle(in component: [String]) -> [String] {
        let members = Set(component.compactMap { index[$0] })
        var best: [Int]?
        for start in component.prefix(64).compactMap({ index[$0] }) {
            guard let path = shortestPath(from: start, backTo: start, within: members) else { continue }
            if best == nil || path.count < best!.count { best = path }
        }
        return (best ?? []).map { nodes[$0] }
    }

    /// Breadth-first search for the shortest path from `start` back to `start` inside `members`.
    private func shortestPath(from start: Int, backTo target: Int, within members: Set<Int>) -> [Int]? {
        var parent: [Int: Int] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for successor in successors(node) where members.contains(successor) {
                if successor == target {
                    var path = [target]
                    var current = node
                    while current != start {
                        path.append(current)
                        current = parent[current]!
                    }
                    path.append(start)
                    return path.reversed()
                }
                if parent[successor] == nil, successor != start {
                    parent[successor] = node
                    queue.append(successor)
                }
            }
        }
        return nil
    }
}
