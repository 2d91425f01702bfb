/// "Why is this in my app?": every dependency path from the app's roots to one node.
///
/// Roots are the modules no other module depends on (the app's entry points). When every
/// module is depended on (the whole graph is cycles) every module is a root, in manifest order.
/// Paths are simple (no node twice), so cycles cannot trap the walk; they come shortest first,
/// paths of equal length in the order of their names.
public struct DependencyPaths: Hashable, Sendable {
    /// One path, as its edges in order (the first starts at a root, the last ends at the target).
    public typealias Path = [GraphView.Edge]

    /// The module or pin asked about.
    public var target: String
    /// The app's roots the paths start from, in manifest order.
    public var roots: [String]
    /// At most `limit` paths.
    public var paths: [Path]
    /// True when more paths exist than were returned (or the search stopped at its budget).
    public var isTruncated: Bool

    /// How many path prefixes the search may extend before it stops (a guard for huge graphs).
    static let budget = 2_000_000

    /// The paths to `target` in `graph`, at most `limit`.
    /// - Complexity: O(V + E) for distances, then proportional to the prefixes explored: every
    ///   prefix can still reach the target in the remaining steps, so the work is bounded by
    ///   the paths returned times their length, times the out-degree, per length tried.
    public static func find(to target: String, in graph: GraphView, limit: Int) -> DependencyPaths {
        let roots = self.roots(of: graph)
        var successors: [String: [GraphView.Edge]] = [:]
        for edge in graph.edges { successors[edge.from, default: []].append(edge) }
        for key in successors.keys { successors[key]!.sort { $0.to < $1.to } }
        // Distance from every node to the target, walking edges backwards.
        var predecessors: [String: [String]] = [:]
        for edge in graph.edges { predecessors[edge.to, default: []].append(edge.from) }
        var distance: [String: Int] = [target: 0]
        var queue = [target]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for from in predecessors[node] ?? [] where distance[from] == nil {
                distance[from] = distance[node]! + 1
                queue.append(from)
            }
        }
        var search = Search(target: target, successors: successors, distance: distance, wanted: limit + 1)
        let starts = roots.filter { $0 != target && distance[$0] != nil }.sorted()
        let shortest = starts.compactMap { distance[$0] }.min() ?? 0
        var length = shortest
        while !starts.isEmpty, search.found.count < search.wanted, length < graph.nodes.count, !search.exhausted {
            for root in starts where distance[root]! <= length {
                search.walk(from: root, remaining: length)
                if search.found.count >= search.wanted || search.exhausted { break }
            }
            length += 1
        }
        let truncated = search.found.count > limit || search.exhausted
        return DependencyPaths(target: target, roots: roots, paths: Array(search.found.prefix(limit)), isTruncated: truncated)
    }

    /// Modules nothing depends on, in manifest order (all modules when there are none), then
    /// third-party nodes nothing depends on (a Podfile's own pods no module uses).
    public static func roots(of graph: GraphView) -> [String] {
        let depended = Set(graph.edges.map(\.to))
        let modules = graph.nodes.filter { $0.kind == .module }.map(\.name)
        let roots = modules.filter { !depended.contains($0) }
        let pods = graph.nodes.filter { $0.kind == .thirdParty && !depended.contains($0.name) }.map(\.name)
        return (roots.isEmpty ? modules : roots) + pods
    }

    private struct Search {
        let target: String
        let successors: [String: [GraphView.Edge]]
        let distance: [String: Int]
        let wanted: Int
        var found: [Path] = []
        var steps = 0
        var exhausted = false

        /// Simple paths of exactly `total` edges from `root` to the target, in the order of the
        /// successors. An explicit stack, not recursion: a path can be as long as the graph
        /// (a chain of 100,000 modules), and each step costs O(1) (the path and the visited set
        /// are extended and shrunk in place).
        mutating func walk(from root: String, remaining total: Int) {
            var path: Path = []
            var visited: Set<String> = [root]
            // Each frame: a node of the path, the edges still to take from it, the next successor to try.
            var frames: [(node: String, remaining: Int, next: Int)] = [(root, total, 0)]
            func pop() {
                let frame = frames.removeLast()
                if !frames.isEmpty {
                    visited.remove(frame.node)
                    path.removeLast()
                }
            }
            while let top = frames.last {
                if top.remaining == 0 {
                    if top.node == target { found.append(path) }
                    pop()
                    continue
                }
                let edges = successors[top.node] ?? []
                guard top.next < edges.count, found.count < wanted, !exhausted else { pop(); continue }
                frames[frames.count - 1].next += 1
                let edge = edges[top.next]
                guard let left = distance[edge.to], left <= top.remaining - 1, !visited.contains(edge.to) else { continue }
                // The target ends a path: it is never passed through.
                if edge.to == target, top.remaining - 1 > 0 { continue }
                steps += 1
                if steps > DependencyPaths.budget { exhausted = true; return }
                path.append(edge)
                visited.insert(edge.to)
                frames.append((edge.to, top.remaining - 1, 0))
            }
        }
    }
}
