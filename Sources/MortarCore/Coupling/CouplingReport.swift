/// How much each module really uses each other one, next to what the manifests declare: for
/// every ordered pair of modules with sources, the public declarations of one (see
/// `DeclarationScanner`) that appear as identifiers (outside comments and strings) in the
/// other's sources. A name the user declares itself is its own and does not count, and the
/// lines of import statements (`import Core`) are not uses.
public struct CouplingReport: Hashable, Sendable {
    /// What the manifests say about an edge `from → to`.
    public enum Declared: String, Hashable, Sendable {
        /// `from`'s manifest names `to`.
        case direct
        /// Reachable only through other modules' dependencies.
        case transitive
        /// Not reachable through the declared graph at all.
        case none
    }

    /// One ordered pair: `from` uses `declarations` of `to`.
    public struct Pair: Hashable, Sendable {
        public var from: String
        public var to: String
        /// The names used, sorted.
        public var declarations: [String]
        public var declared: Declared

        public var count: Int { declarations.count }
    }

    /// Modules with sources, in manifest order (the matrix's rows and columns).
    public var modules: [String]
    /// Every pair that uses something or is declared directly, in manifest order of (from, to).
    public var pairs: [Pair]

    public init(modules: [String], pairs: [Pair]) {
        self.modules = modules
        self.pairs = pairs
    }

    /// Builds the report from a workspace's module sources.
    /// - Complexity: O(total bytes + M² × D) for M modules of D declarations each.
    public static func build(workspace: AppManifests, sources: [ModuleSources]) -> CouplingReport {
        var declarations: [String: Set<String>] = [:]
        var identifiers: [String: Set<String>] = [:]
        var modules: [String] = []
        let byName = Dictionary(sources.map { ($0.module, $0) }, uniquingKeysWith: { first, _ in first })
        let ordered = workspace.integrator.modules.compactMap { byName[$0.name] }
        for module in ordered where !module.files.isEmpty && declarations[module.module] == nil {
            var declared: Set<String> = []
            var used: Set<String> = []
            for file in module.files {
                guard let language = SourceLanguage(fileName: file.relativePath) else { continue }
                let lexed = SourceLexer.lex(file.bytes, language: language)
                declared.formUnion(DeclarationScanner.declarations(lexed, language: language, isHeader: SourceLanguage.isHeader(file.relativePath)))
                let importLines = Set(ImportScanner().scan(lexed, file: file.path, language: language).map(\.location.line))
                for token in lexed.tokens where token.kind == .identifier && !importLines.contains(token.line) {
                    used.insert(lexed.text(token))
                }
            }
            modules.append(module.module)
            declarations[module.module] = declared
            identifiers[module.module] = used
        }
        let graph = ModuleGraph(workspace: workspace)
        var pairs: [Pair] = []
        for from in modules {
            let direct = Set(graph.dependencies(of: from))
            let reachable = closure(of: from, in: graph)
            let own = declarations[from] ?? []
            let used = identifiers[from] ?? []
            for to in modules where to != from {
                let names = (declarations[to] ?? []).subtracting(own).intersection(used).sorted()
                let declared: Declared = direct.contains(to) ? .direct : (reachable.contains(to) ? .transitive : .none)
                guard !names.isEmpty || declared == .direct else { continue }
                pairs.append(Pair(from: from, to: to, declarations: names, declared: declared))
            }
        }
        return CouplingReport(modules: modules, pairs: pairs)
    }

    /// Every module `start` reaches through declared dependencies (itself excluded unless on a cycle).
    static func closure(of start: String, in graph: ModuleGraph) -> Set<String> {
        var seen: Set<String> = []
        var stack = graph.dependencies(of: start)
        while let node = stack.popLast() {
            guard seen.insert(node).inserted else { continue }
            stack += graph.dependencies(of: node)
        }
        return seen
    }

    /// The pair `from → to`, if it uses something or is declared.
    public func pair(from: String, to: String) -> Pair? {
        pairs.first { $0.from == from && $0.to == to }
    }
}
