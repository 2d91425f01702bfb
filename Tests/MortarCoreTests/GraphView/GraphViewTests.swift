import MortarCore
import Testing

/// A layered workspace: `[(name, layer, dependencies)]`.
private func layered(_ modules: [(String, String?, [String])], layers: [(String, Bool)] = [("low", false), ("high", false)], pins: [String] = []) -> AppManifests {
    var workspace = auditWorkspace(modules: modules.map { ($0.0, $0.2) }, pins: pins)
    workspace.integrator.name = "App \"quoted\""
    workspace.integrator.layers = layers.map { Layer(name: $0.0, isolated: $0.1, location: SourceLocation(file: "mortar.json")) }
    for (index, module) in modules.enumerated() { workspace.integrator.modules[index].layer = module.1 }
    return workspace
}

struct GraphViewTests {
    @Test func marksCycleAndLayerViolationEdgesAndAddsThirdParty() {
        let workspace = layered([("Base", "low", ["Top", "Lib"]), ("Top", "high", ["Base", "Side"]), ("Side", "high", ["Top"]), ("Free", nil, ["Base"])], pins: ["Lib"])
        let view = GraphView(workspace: workspace)
        #expect(view.nodes.map { "\($0.name):\($0.kind.rawValue):\($0.layer ?? "-")" } == [
            "Base:module:low", "Top:module:high", "Side:module:high", "Free:module:-", "Lib:third-party:-",
        ])
        #expect(view.edges.map { "\($0.from)->\($0.to)\($0.isCycle ? " cycle" : "")\($0.isLayerViolation ? " violation" : "")" } == [
            "Base->Top cycle violation", "Base->Lib", "Top->Base cycle", "Top->Side cycle", "Side->Top cycle", "Free->Base",
        ])
        let json = view.json().renderedCompact()
        #expect(json.hasPrefix(#"{"name":"App \"quoted\"","layers":[{"name":"low","isolated":false,"modules":["Base"]},{"name":"high","isolated":false,"modules":["Top","Side"]}],"nodes":["#))
        #expect(json.contains(#"{"from":"Base","to":"Top","dependency":"Top","location":{"file":"Base/Base.podspec.json","line":3,"column":5},"cycle":true,"layerViolation":true}"#))
        #expect(view.dot().contains("digraph \"App \\\"quoted\\\"\" {\n"))
        #expect(view.dot().contains("  \"Base\" -> \"Top\" [color=\"#d62728\", penwidth=2, constraint=false];\n"))
        #expect(view.dot().contains("  \"Base\" -> \"Lib\" [style=\"dashed\", color=\"#999999\"];\n"))
        #expect(view.mermaid().contains("  linkStyle 0,2,3,4 stroke:#d62728,stroke-width:2px\n"))
        #expect(view.mermaid().contains("  n1 --> n0\n") && view.mermaid().contains("  n0 -.-> n4\n"))
    }

    /// 20,000 modules, each in a layer of its own: the renderers grouped modules by scanning
    /// every node per layer and looked up each edge's target by a scan (quadratic). The
    /// benchmark-free check: it finishes, with one cluster per layer.
    @Test func twentyThousandLayersRenderInOnePass() {
        let n = 20_000
        let modules = (0..<n).map { ("M\($0)", Optional("L\(n - 1 - $0)"), $0 + 1 < n ? ["M\($0 + 1)"] : []) }
        let view = GraphView(workspace: layered(modules, layers: (0..<n).map { ("L\($0)", false) }))
        let dot = view.dot()
        #expect(dot.components(separatedBy: "  subgraph ").count - 1 == n)
        #expect(view.mermaid().components(separatedBy: "  subgraph ").count - 1 == n)
        #expect(!view.edges.contains { $0.isLayerViolation })
    }

    @Test func mermaidAndDotEscapeLabels() {
        let workspace = layered([("M", "a\"b#<c>", [])], layers: [("a\"b#<c>", false)])
        #expect(GraphView(workspace: workspace).mermaid().contains("  subgraph layer0[\"a#quot;b#35;#lt;c#gt;\"]\n"))
    }

    @Test func focusKeepsNeighboursWithinDepth() {
        let workspace = layered([("A", "high", ["B"]), ("B", "high", ["C"]), ("C", "low", ["D"]), ("D", "low", []), ("E", "high", ["C"])])
        let view = GraphView(workspace: workspace)
        #expect(view.focused(on: "C", depth: 1).nodes.map(\.name) == ["B", "C", "D", "E"])
        #expect(view.focused(on: "C", depth: nil).nodes.map(\.name) == ["A", "B", "C", "D", "E"])
        #expect(view.focused(on: "C", depth: 0).nodes.map(\.name) == ["C"])
        #expect(view.focused(on: "C", depth: 1).edges.map { "\($0.from)->\($0.to)" } == ["B->C", "C->D", "E->C"])
    }
}

struct DependencyPathsTests {
    private func paths(_ modules: [(String, [String])], to target: String, limit: Int = 10, pins: [String] = []) -> ([String], Bool, [String]) {
        let result = DependencyPaths.find(to: target, in: GraphView(workspace: auditWorkspace(modules: modules, pins: pins)), limit: limit)
        return (result.paths.map { ([$0[0].from] + $0.map(\.to)).joined(separator: ">") }, result.isTruncated, result.roots)
    }

    @Test func shortestFirstThenByName() {
        let modules = [("App", ["Feature", "Core", "Kit"]), ("Feature", ["Kit", "Core"]), ("Kit", ["Core"]), ("Core", ["Lib"]), ("Tool", ["Kit"])]
        #expect(paths(modules, to: "Core").0 == ["App>Core", "App>Feature>Core", "App>Kit>Core", "Tool>Kit>Core", "App>Feature>Kit>Core"])
        #expect(paths(modules, to: "Lib", limit: 2, pins: ["Lib"]) == (["App>Core>Lib", "App>Feature>Core>Lib"], true, ["App", "Tool"]))
        #expect(paths(modules, to: "App").0 == [])
    }

    @Test func cyclesAreSafeAndAllCyclicGraphsUseEveryModuleAsARoot() {
        let cyclic = [("A", ["B"]), ("B", ["C"]), ("C", ["A", "D"]), ("D", [])]
        let (found, truncated, roots) = paths(cyclic, to: "D")
        #expect(roots == ["A", "B", "C", "D"])
        #expect(found == ["C>D", "B>C>D", "A>B>C>D"])
        #expect(!truncated)
        let withEntry = [("App", ["A"]), ("A", ["B"]), ("B", ["A", "T"]), ("T", [])]
        #expect(paths(withEntry, to: "T").0 == ["App>A>B>T"])
    }

    /// A chain of 20,000 modules: the distances walked every edge per node (quadratic), and the
    /// walk copied the path at each step and recursed once per edge — 103 s and 5 GB for
    /// `why`. Now linear steps on an explicit stack; the benchmark-free check: it finishes.
    @Test func aChainOfTwentyThousandModules() {
        let n = 20_000
        let modules = (0..<n).map { ("M\($0)", $0 + 1 < n ? ["M\($0 + 1)"] : []) }
        let result = DependencyPaths.find(to: "M\(n - 1)", in: GraphView(workspace: auditWorkspace(modules: modules)), limit: 10)
        #expect(result.paths.count == 1)
        #expect(result.paths.first?.count == n - 1)
        #expect(result.paths.first?.first?.from == "M0")
        #expect(result.paths.first?.last?.to == "M\(n - 1)")
        #expect(!result.isTruncated)
    }

    @Test func edgesCarryTheirManifestLines() {
        let result = DependencyPaths.find(to: "Core", in: GraphView(workspace: auditWorkspace(modules: [("App", ["X", "Core"]), ("Core", [])])), limit: 5)
        #expect(result.paths.map { $0.map(\.location.description) } == [["App/App.podspec.json:4:5"]])
    }
}
