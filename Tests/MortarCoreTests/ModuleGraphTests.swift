import MortarCore
import Testing

@Suite struct ModuleGraphTests {
    func edge(_ from: String, _ to: String, line: Int = 1) -> ModuleGraph.Edge {
        ModuleGraph.Edge(from: from, to: to, dependency: to, location: SourceLocation(file: "\(from).podspec.json", line: line, column: 5))
    }

    @Test func componentsAreSortedAndReportedOnce() {
        let graph = ModuleGraph(
            nodes: ["E", "D", "C", "B", "A", "F"],
            edges: [edge("A", "B"), edge("B", "C"), edge("C", "A"), edge("D", "E"), edge("E", "D"), edge("C", "F")])
        #expect(graph.stronglyConnectedComponents() == [["A", "B", "C"], ["D", "E"]])
        #expect(graph.shortestCycle(in: ["A", "B", "C"]) == ["A", "B", "C", "A"])
        #expect(graph.shortestCycle(in: ["D", "E"]) == ["D", "E", "D"])
    }

    @Test func shortestCycleInsideALargerComponent() {
        // A → B → C → D → A and C → B: the shortest closed path is B → C → B.
        let graph = ModuleGraph(
            nodes: ["A", "B", "C", "D"],
            edges: [edge("A", "B"), edge("B", "C"), edge("C", "D"), edge("D", "A"), edge("C", "B")])
        #expect(graph.stronglyConnectedComponents() == [["A", "B", "C", "D"]])
        #expect(graph.shortestCycle(in: ["A", "B", "C", "D"]) == ["B", "C", "B"])
    }

    @Test func firstEdgeByLocationIsTheOneReported() {
        let graph = ModuleGraph(nodes: ["A", "B"], edges: [edge("A", "B", line: 9), edge("A", "B", line: 3)])
        #expect(graph.edge(from: "A", to: "B")?.location.line == 3)
        #expect(graph.dependencies(of: "A") == ["B"])
    }

    @Test func longChainsNeedNoRecursion() {
        let count = 50_000
        let nodes = (0..<count).map { "M\($0)" }
        var edges = (0..<(count - 1)).map { edge("M\($0)", "M\($0 + 1)") }
        edges.append(edge("M\(count - 1)", "M0"))
        let graph = ModuleGraph(nodes: nodes, edges: edges)
        let components = graph.stronglyConnectedComponents()
        #expect(components.count == 1)
        #expect(components[0].count == count)
    }

    @Test func acyclicGraphHasNoComponents() {
        let graph = ModuleGraph(nodes: ["A", "B", "C"], edges: [edge("A", "B"), edge("B", "C"), edge("A", "C")])
        #expect(graph.stronglyConnectedComponents().isEmpty)
    }
}
