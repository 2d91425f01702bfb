/// How much each module really uses each other one, next to what the manifests declare: for
/// every ordered pair of modules with sources, the public declarations of one (see
/// `DeclarationScanner`) that the other's sources use (`SourceUses`: identifiers outside
/// comments and strings, Objective-C selectors) and that resolve to it. A name the user
/// declares itself is its own and does not count, a name several modules declare counts only
/// with evidence of which (else it is listed as ambiguous), and the lines of import statements
/// (`import Core`) are not uses.
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

    /// A name several modules declare, used by modules whose imports do not say which.
    public struct Ambiguity: Hashable, Sendable {
        public var name: String
        /// The modules that declare it, in manifest order.
        public var candidates: [String]
        /// The modules that use it, sorted.
        public var users: [String]
    }

    /// Modules with sources, in manifest order (the matrix's rows and columns).
    public var modules: [String]
    /// Every pair that uses something or is declared directly, in manifest order of (from, to).
    public var pairs: [Pair]
    /// Names used that resolve to no single module, sorted by name; counted nowhere.
    public var ambiguities: [Ambiguity]

    public init(modules: [String], pairs: [Pair], ambiguities: [Ambiguity] = []) {
        self.modules = modules
        self.pairs = pairs
        self.ambiguities = ambiguities
    }

    /// What one module declares and uses.
    private struct Scanned {
        /// Declarations others' Swift files can use (all public ones).
        var forSwift: Set<String> = []
        /// Declarations others' Objective-C files can use: headers' and `@objc`-visible Swift ones.
        var forObjectiveC: Set<String> = []
        /// Every name it declares, in any file (private ones too): a use of one is its own.
        var own: Set<String> = []
        var usedBySwift: Set<String> = []
        var usedByObjectiveC: Set<String> = []
        /// Modules its imports name (`import M`, `@import M`, `#import <M/…>`).
        var imported: Set<String> = []
        /// `M.Name` written in Swift.
        var qualified: Set<String> = []
    }

    /// Builds the report from a workspace's module sources.
    ///
    /// A name used counts for module M only when it resolves to M: M is the one module (other
    /// than the user) that declares it, or several do and the user says which — a qualified
    /// Swift use (`M.Name`), else an import of exactly one of them. Otherwise it is an ambiguity,
    /// reported once with its candidates and counted for none. A name the user declares itself,
    /// in any of its files, is its own. Selectors (`-complete:`) match selectors used with the
    /// same arity; a category's methods count only when it extends a class its module does not
    /// declare (else they are reached through the class). Objective-C files see only headers'
    /// declarations and `@objc`-visible Swift ones.
    /// - Complexity: O(total bytes + N × M) for N names used by M modules.
    public static func build(workspace: AppManifests, sources: [ModuleSources]) -> CouplingReport {
        var scanned: [String: Scanned] = [:]
        var modules: [String] = []
        let byName = Dictionary(sources.map { ($0.module, $0) }, uniquingKeysWith: { first, _ in first })
        let ordered = workspace.integrator.modules.compactMap { byName[$0.name] }
        for module in ordered where !module.files.isEmpty && scanned[module.module] == nil {
            modules.append(module.module)
            scanned[module.module] = scan(module)
        }
        var declarers: [String: [String]] = [:]  // "swift:Name" / "objc:Name" → modules
        for module in modules {
            for name in scanned[module]?.forSwift ?? [] { declarers["swift:" + name, default: []].append(module) }
            for name in scanned[module]?.forObjectiveC ?? [] { declarers["objc:" + name, default: []].append(module) }
        }
        var resolved: [String: [String: Set<String>]] = [:]  // from → to → names
        var ambiguous: [String: Set<String>] = [:]  // name → users
        var ambiguousCandidates: [String: Set<String>] = [:]
        for from in modules {
            guard let user = scanned[from] else { continue }
            let uses = user.usedBySwift.map { ("swift:", $0) } + user.usedByObjectiveC.map { ("objc:", $0) }
            for (language, name) in uses where !user.own.contains(name) {
                let candidates = (declarers[language + name] ?? []).filter { $0 != from }
                guard !candidates.isEmpty else { continue }
                let qualified = candidates.filter { user.qualified.contains($0 + "." + name) }
                let imported = candidates.filter { user.imported.contains($0) }
                let target = candidates.count == 1 ? candidates[0]
                    : qualified.count == 1 ? qualified[0]
                    : imported.count == 1 ? imported[0] : nil
                if let target {
                    resolved[from, default: [:]][target, default: []].insert(name)
                } else {
                    ambiguous[name, default: []].insert(from)
                    ambiguousCandidates[name, default: []].formUnion(candidates)
                }
            }
        }
        let graph = ModuleGraph(workspace: workspace)
        var pairs: [Pair] = []
        for from in modules {
            let direct = Set(graph.dependencies(of: from))
            let reachable = closure(of: from, in: graph)
            for to in modules where to != from {
                let names = (resolved[from]?[to] ?? []).sorted()
                let declared: Declared = direct.contains(to) ? .direct : (reachable.contains(to) ? .transitive : .none)
                guard !names.isEmpty || declared == .direct else { continue }
                pairs.append(Pair(from: from, to: to, declarations: names, declared: declared))
            }
        }
        let ambiguities = ambiguous.keys.sorted().map { name in
            Ambiguity(name: name, candidates: modules.filter { ambiguousCandidates[name, default: []].contains($0) }, users: ambiguous[name, default: []].sorted())
        }
        return CouplingReport(modules: modules, pairs: pairs, ambiguities: ambiguities)
    }

    /// What one module's files declare and use.
    private static func scan(_ module: ModuleSources) -> Scanned {
        var result = Scanned()
        var categories: [(className: String, selectors: Set<String>)] = []
        for file in module.files {
            guard let language = SourceLanguage(fileName: file.relativePath) else { continue }
            let lexed = SourceLexer.lex(file.bytes, language: language)
            let isHeader = SourceLanguage.isHeader(file.relativePath)
            let imports = ImportScanner().scan(lexed, file: file.path, language: language)
            result.imported.formUnion(imports.compactMap(\.module))
            let uses = SourceUses.scan(lexed, language: language, skippedLines: Set(imports.map(\.location.line)))
            let selectors = uses.selectors.flatMap { ["-" + $0, "+" + $0] }
            let defined = uses.defined.flatMap { ["-" + $0, "+" + $0] }
            switch language {
            case .swift:
                result.forSwift.formUnion(DeclarationScanner.declarations(lexed, language: .swift, isHeader: false))
                result.forObjectiveC.formUnion(DeclarationScanner.objectiveCVisibleSwift(lexed))
                result.usedBySwift.formUnion(uses.identifiers)
                result.qualified.formUnion(uses.qualified)
                result.own.formUnion(DeclarationScanner.swiftOwnDeclarations(lexed))
            case .cFamily:
                // An implementation file's own declarations (a private enum) are read as a header's.
                let declared = DeclarationScanner.declarations(lexed, language: .cFamily, isHeader: true)
                if isHeader {
                    result.forSwift.formUnion(declared)
                    result.forObjectiveC.formUnion(declared)
                    categories += DeclarationScanner.categoryMethods(lexed)
                }
                result.own.formUnion(declared)
                result.usedByObjectiveC.formUnion(uses.identifiers)
                result.usedByObjectiveC.formUnion(selectors)
            }
            result.own.formUnion(defined)
        }
        // A category of a class the module declares is reached through that class.
        let foreign = categories.filter { !result.forObjectiveC.contains($0.className) }.flatMap(\.selectors)
        let reachedThroughClass = Set(categories.flatMap(\.selectors)).subtracting(foreign)
        result.forSwift.subtract(reachedThroughClass)
        result.forObjectiveC.subtract(reachedThroughClass)
        result.own.formUnion(result.forSwift)
        result.own.formUnion(result.forObjectiveC)
        return result
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
