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
        var distance: [String: Int] = [target: 0]
        var queue = [target]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for edge in graph.edges where edge.to == node && distance[edge.from] == nil {
                distance[edge.from] = distance[node]! + 1
                queue.append(edge.from)
            }
        }
        var search = Search(target: target, successors: successors, distance: distance, wanted: limit + 1)
        let starts = roots.filter { $0 != target && distance[$0] != nil }.sorted()
        let shortest = starts.compactMap { distance[$0] }.min() ?? 0
        var length = shortest
        while !starts.isEmpty, search.found.count < search.wanted, length < graph.nodes.count, !search.exhausted {
            for root in starts where distance[root]! <= length {
                search.walk(from: root, remaining: length, path: [], visited: [root])
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

        /// Simple paths of exactly `remaining` more edges from `node` to the target.
        mutating func walk(from node: String, remaining: Int, path: Path, visited: Set<String>) {
            if remaining == 0 {
                if node == target { found.append(path) }
                return
            }
            for edge in successors[node] ?? [] {
                guard found.count < wanted, !exhausted else { return }
                guard let left = distance[edge.to], left <= remaining - 1, !visited.contains(edge.to) else { continue }
                // The target ends a path: it is never passed through.
                if edge.to == target, remaining - 1 > 0 { continue }
                steps += 1
                if steps > DependencyPaths.budget { exhausted = true; return }
                walk(from: edge.to, remaining: remaining - 1, path: path + [edge], visited: visited.union([edge.to]))
            }
        }
    }
}
