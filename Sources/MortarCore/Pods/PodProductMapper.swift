/// Which SwiftPM products stand for a pod and for each of its subspecs in use, by evidence, in
/// this order: the pin's explicit `products`; a product named as the pod or as its
/// `module_name`; for a pod used whole that has subspecs, the products of its default subspecs
/// (else of all of them); the products whose targets' folders (`path:` and `sources:`) hold
/// the spec's `source_files` (how `Moya/RxSwift` finds `RxMoya`, and GoogleUtilities'
/// subspecs their `GUL…` products); a product named after the subspec
/// (`CocoaLumberjack/Swift` → `CocoaLumberjackSwift`); a product named as a pod the spec
/// depends on (an umbrella's `Firebase/Crashlytics` → `FirebaseCrashlytics`).
///
/// Never a guess: files several products hold alike are ambiguous (every candidate is listed
/// with its evidence), and a subspec that selects a variant of the pod (its code files are
/// another spec's: `GRDB.swift/SQLCipher` is `standard` built against SQLCipher) maps by its
/// name only, never to the base product. Pure.
public enum PodProductMapper {
    /// The products standing for one spec and why.
    public struct Choice: Hashable, Sendable {
        /// `Moya` or `Moya/RxSwift`.
        public var spec: String
        public var products: [String]
        /// Where the match came from, for the report.
        public var evidence: String

        public init(spec: String, products: [String], evidence: String) {
            self.spec = spec
            self.products = products
            self.evidence = evidence
        }
    }

    /// A spec no product could be matched to, and the products that exist.
    public struct Unmapped: Hashable, Sendable {
        public var spec: String
        public var candidates: [String]
        /// Why no product stands for it, when more than "nothing matches" is known (a
        /// variant, ambiguous files with each candidate's evidence).
        public var reason: String?

        public init(spec: String, candidates: [String], reason: String? = nil) {
            self.spec = spec
            self.candidates = candidates
            self.reason = reason
        }
    }

    /// What the evidence says of one spec.
    enum Outcome: Hashable {
        case chosen(Choice)
        case unmapped(Unmapped)
    }

    /// - Parameters:
    ///   - pod: the pod's name.
    ///   - specs: the specs in use (`Moya`, `Moya/RxSwift`); the pod itself when empty.
    ///   - explicit: the pin's `products`, which win when given.
    ///   - facts: the pod's spec at that version, when known (module name, source files).
    ///   - package: the products of its `Package.swift` at that version.
    ///   - ref: the tag (or commit) `package` was read at, as the report names it.
    ///   - dependencyProducts: the products other pods map to in the same package (their own
    ///     rows), by pod: what a spec that depends on one of them stands for when no product is
    ///     named as that pod (an umbrella with no repository of its own).
    public static func map(
        pod: String, specs: [String], explicit: [String], facts: PodSpecFacts?, package: PackageProducts, at ref: String? = nil,
        dependencyProducts: [String: [String]] = [:]
    ) -> (choices: [Choice], unmapped: [Unmapped]) {
        let all = package.products.map(\.name)
        if !explicit.isEmpty {
            let missing = explicit.filter { package.product(named: $0) == nil }
            guard missing.isEmpty else { return ([], [Unmapped(spec: pod, candidates: all)]) }
            return ([Choice(spec: pod, products: explicit.sorted(), evidence: "the pin's products")], [])
        }
        let used = Set(specs.isEmpty ? [pod] : specs).sorted()
        var outcomes = used.map { outcome(spec: $0, pod: pod, facts: facts, package: package, at: ref, dependencyProducts: dependencyProducts) }
        if let facts {
            // A subspec that brings only what the others' products bring has nothing of its own to link.
            for (index, spec) in used.enumerated() {
                let others = outcomes.enumerated().filter { $0.offset != index }.compactMap { entry -> [String]? in
                    if case let .chosen(choice) = entry.element { return choice.products }
                    return nil
                }.flatMap { $0 }
                if let along = comesAlong(spec: spec, pod: pod, with: Array(Set(others)).sorted(), facts: facts, package: package) { outcomes[index] = .chosen(along) }
            }
        }
        var choices: [Choice] = []
        var unmapped: [Unmapped] = []
        for result in outcomes {
            switch result {
            case let .chosen(choice): choices.append(choice)
            case let .unmapped(missing): unmapped.append(missing)
            }
        }
        return (choices, unmapped)
    }

    /// The products of `spec`, or nil when no evidence names one (`outcome` says why).
    static func choose(spec: String, pod: String, facts: PodSpecFacts?, package: PackageProducts) -> Choice? {
        if case let .chosen(choice) = outcome(spec: spec, pod: pod, facts: facts, package: package) { return choice }
        return nil
    }

    static func outcome(
        spec: String, pod: String, facts: PodSpecFacts?, package: PackageProducts, depth: Int = 0, at ref: String? = nil,
        dependencyProducts: [String: [String]] = [:]
    ) -> Outcome {
        let all = package.products.map(\.name)
        if spec == pod {
            if package.product(named: pod) != nil {
                return .chosen(Choice(spec: spec, products: [pod], evidence: "a product named '\(pod)'"))
            }
            if let module = facts?.moduleName, package.product(named: module) != nil {
                return .chosen(Choice(spec: spec, products: [module], evidence: "a product named as its module_name '\(module)'"))
            }
        }
        // A variant builds another spec's files differently: only a product named after it
        // stands for it; the base product would silently drop what the variant selects.
        if let facts, let (base, code) = variantBase(of: spec, in: facts) {
            if let named = namedAfter(spec: spec, pod: pod, facts: facts, package: package) { return .chosen(named) }
            let shown = code.map { "'\($0)'" }.joined(separator: ", ")
            return .unmapped(Unmapped(
                spec: spec, candidates: all,
                reason: "selects a variant of \(pod): its source_files \(shown) are those of '\(base)', and no product is named after it; "
                    + "the product of '\(base)' would build without what '\(spec)' selects"))
        }
        // A pod used whole: the products of the subspecs it installs.
        if spec == pod, let facts, depth < 8, !facts.children(of: spec).isEmpty {
            if facts.defaults == .none { return rootAlone(pod: pod, facts: facts, package: package, dependencyProducts: dependencyProducts) }
            let installed = facts.defaultSubspecs.isEmpty ? facts.children(of: spec) : facts.defaultSubspecs
            return combined(spec: spec, pod: pod, parts: installed, facts: facts, package: package, depth: depth, at: ref, dependencyProducts: dependencyProducts)
        }
        if let facts {
            switch covering(facts.sourceFiles(within: spec), in: package) {
            case let .chosen(choice)?: return .chosen(choice.with(spec: spec))
            case let .unmapped(ambiguous)?: return .unmapped(ambiguous.with(spec: spec))
            case nil: break
            }
        }
        if let named = namedAfter(spec: spec, pod: pod, facts: facts, package: package) { return .chosen(named) }
        if let facts {
            let own = facts.dependencies[spec, default: []].filter { !$0.hasPrefix(pod + "/") }
            let products = own.map { PodSpecFacts.rootName($0) }.filter { package.product(named: $0) != nil }
            // A product named as a pod it depends on stands only for a spec with no files of
            // its own (an umbrella's `Firebase/Crashlytics`): a spec with code none of which
            // is in the package is not that product (FirebaseInstanceID 7.4.0 is not
            // `FirebaseInstallations`).
            let files = facts.sourceFiles(within: spec)
            let nowhere = files.filter { holders(of: [$0], in: package).isEmpty }
            if !nowhere.isEmpty {
                let shown = nowhere.map { "'\($0)'" }.joined(separator: ", ")
                let named = Array(Set(products)).sorted().map { "'\($0)'" }.joined(separator: ", ")
                return .unmapped(Unmapped(
                    spec: spec, candidates: all,
                    reason: "its files \(shown) are in no product of the package\(ref.map { " at \($0)" } ?? ""), nor in a target one depends on"
                        + (products.isEmpty ? "" : Set(products).count == 1
                            ? "; \(named), named as a pod it depends on, is not its code" : "; \(named), named as pods it depends on, are not its code")))
            }
            if files.isEmpty, let choice = dependedOn(spec: spec, pod: pod, facts: facts, package: package, dependencyProducts: dependencyProducts) {
                return .chosen(choice)
            }
            // A subspec with no files of its own: the subspecs below it, else the specs of its own
            // pod it depends on, which CocoaPods installs with it (Appboy-iOS-SDK's `UI` is
            // `NewsFeed`, `InAppMessage`, `ContentCards` and `Core`).
            if spec != pod, depth < 8, facts.sourceFiles[spec] == nil {
                let below = facts.children(of: spec)
                let within = facts.dependencies[spec, default: []].filter { $0.hasPrefix(pod + "/") && $0 != spec }
                if !below.isEmpty || !within.isEmpty {
                    return combined(
                        spec: spec, pod: pod, parts: below.isEmpty ? within : below, facts: facts, package: package, depth: depth, at: ref,
                        dependencyProducts: dependencyProducts, which: below.isEmpty ? "the specs of its pod it depends on" : nil)
                }
            }
        }
        return .unmapped(Unmapped(spec: spec, candidates: all))
    }

    /// A product named as a pod `spec` itself depends on (not a spec of its own pod): an
    /// umbrella's `Firebase/Crashlytics` → `FirebaseCrashlytics`; else the products that pod
    /// maps to itself (`dependencyProducts`), every one of them a product of this package.
    static func dependedOn(
        spec: String, pod: String, facts: PodSpecFacts, package: PackageProducts, dependencyProducts: [String: [String]] = [:]
    ) -> Choice? {
        let others = facts.dependencies[spec, default: []].filter { !$0.hasPrefix(pod + "/") }.map { PodSpecFacts.rootName($0) }
        let products = others.filter { package.product(named: $0) != nil }
        if !products.isEmpty {
            let shown = products.map { "'\($0)'" }.joined(separator: ", ")
            return Choice(spec: spec, products: Array(Set(products)).sorted(), evidence: "a product named as the pod it depends on: \(shown)")
        }
        let mapped = Array(Set(others)).sorted().compactMap { other -> (String, [String])? in
            guard let own = dependencyProducts[other], !own.isEmpty, own.allSatisfy({ package.product(named: $0) != nil }) else { return nil }
            return (other, own)
        }
        guard !mapped.isEmpty else { return nil }
        let shown = mapped.map { "'\($0.0)' → \($0.1.joined(separator: ", "))" }.joined(separator: "; ")
        return Choice(spec: spec, products: Array(Set(mapped.flatMap(\.1))).sorted(), evidence: "the products of the pod it depends on: \(shown)")
    }

    /// A pod used whole whose `default_subspecs` is `:none`: CocoaPods installs its root spec
    /// alone, so only the root's own files, or the pods the root depends on, say.
    static func rootAlone(pod: String, facts: PodSpecFacts, package: PackageProducts, dependencyProducts: [String: [String]]) -> Outcome {
        if let files = facts.sourceFiles[pod], let found = covering(files, in: package) { return found.with(spec: pod) }
        if let choice = dependedOn(spec: pod, pod: pod, facts: facts, package: package, dependencyProducts: dependencyProducts) { return .chosen(choice) }
        return .unmapped(Unmapped(
            spec: pod, candidates: package.products.map(\.name),
            reason: "its default_subspecs is :none, so used whole it installs none of its subspecs, and no product holds its root's own source_files "
                + "or is named as a pod its root depends on; name its subspecs in the Podfile"))
    }

    /// `spec` mapped as the union of its `parts`' products, or unmapped naming the parts no
    /// product stands for.
    static func combined(
        spec: String, pod: String, parts: [String], facts: PodSpecFacts, package: PackageProducts, depth: Int, at ref: String? = nil,
        dependencyProducts: [String: [String]], which named: String? = nil
    ) -> Outcome {
        var products: Set<String> = []
        var shown: [String] = []
        var problems: [String] = []
        for part in parts {
            switch outcome(spec: part, pod: pod, facts: facts, package: package, depth: depth + 1, at: ref, dependencyProducts: dependencyProducts) {
            case let .chosen(choice):
                products.formUnion(choice.products)
                shown.append("'\(part)' → \(choice.products.joined(separator: ", "))")
            case let .unmapped(missing):
                problems.append("'\(part)'" + (missing.reason.map { " (\($0))" } ?? ""))
            }
        }
        let which = named ?? (facts.defaultSubspecs.isEmpty || spec != pod ? "its subspecs" : "its default subspecs")
        guard problems.isEmpty else {
            return .unmapped(Unmapped(
                spec: spec, candidates: package.products.map(\.name), reason: "no product for \(which) \(problems.joined(separator: ", "))"))
        }
        // A subspec that is the specs it depends on: a product that builds another's targets
        // stands for both (its target depends on the other's, as the specs depend on each other).
        let (kept, left) = named == nil ? (products.sorted(), "") : package.withoutBuiltIn(products.sorted())
        return .chosen(Choice(spec: spec, products: kept, evidence: "\(which): \(shown.joined(separator: "; "))" + left))
    }

    /// `spec` with nothing of its own to link, when the products chosen for the other specs in
    /// use (`others`) bring all it installs: a subspec whose files are headers at most and
    /// that depends only on other pods with no product of their name whose targets (named as
    /// the pods: one repository) those products reach. CocoaPods installs such a subspec as
    /// its files and those pods (Firebase 8.6.0's `Firebase/CoreOnly`: `Firebase.h` and
    /// FirebaseCore, which `FirebaseAnalytics` and `FirebaseCrashlytics` build). Nil otherwise.
    static func comesAlong(spec: String, pod: String, with others: [String], facts: PodSpecFacts, package: PackageProducts) -> Choice? {
        guard spec != pod, !others.isEmpty, facts.children(of: spec).isEmpty else { return nil }
        let files = facts.sourceFiles(within: spec)
        let pods = facts.dependencies[spec, default: []].map { PodSpecFacts.rootName($0) }
        guard files.allSatisfy(isHeaderOnly), !pods.isEmpty, !pods.contains(pod),
              pods.allSatisfy({ package.product(named: $0) == nil && package.targetPaths[$0] != nil }) else { return nil }
        let bringing = others.compactMap(package.product(named:))
        let reached = Set(bringing.flatMap { package.reach(of: $0) })
        let folders = package.paths(ofTargets: reached.sorted())
        guard pods.allSatisfy(reached.contains), files.map(staticFolder).allSatisfy({ folder in folders.contains { covers($0, folder) } }) else { return nil }
        let needed = Set(pods).union(reached.filter { target in files.map(staticFolder).contains { folder in package.paths(ofTargets: [target]).contains { covers($0, folder) } } })
        let with = bringing.filter { !needed.isDisjoint(with: package.reach(of: $0)) }.map { "'\($0.name)'" }.joined(separator: ", ")
        let what = (files.isEmpty ? [] : ["its files \(files.map { "'\($0)'" }.joined(separator: ", "))"])
            + ["the pod\(pods.count == 1 ? "" : "s") it depends on, \(Array(Set(pods)).sorted().map { "'\($0)'" }.joined(separator: ", ")),"]
        return Choice(
            spec: spec, products: [],
            evidence: "\(what.joined(separator: " and ")) come with \(with): their targets reach the target\(needed.count == 1 ? "" : "s") \(needed.sorted().map { "'\($0)'" }.joined(separator: ", "))")
    }

    /// A product named after the subspec: `Pod` + leaf, `module_name` + leaf, or the leaf.
    static func namedAfter(spec: String, pod: String, facts: PodSpecFacts?, package: PackageProducts) -> Choice? {
        guard spec != pod, let slash = spec.lastIndex(of: "/") else { return nil }
        let leaf = String(spec[spec.index(after: slash)...])
        let stems = [pod] + (facts?.moduleName.map { [$0] } ?? [])
        for name in stems.map({ $0 + leaf }) + [leaf] where package.product(named: name) != nil {
            return Choice(spec: spec, products: [name], evidence: "a product named after the subspec: '\(name)'")
        }
        return nil
    }

    /// The spec whose code `spec` builds, and those code patterns, when `spec` is a variant
    /// of it: a subspec that is not a default subspec and whose `source_files` other than
    /// headers are exactly another spec's (GRDB 7's `SQLCipher` differs from `standard` only by
    /// its config header); a default subspec first, else the first by name.
    static func variantBase(of spec: String, in facts: PodSpecFacts) -> (base: String, code: [String])? {
        guard spec.contains("/"), !facts.defaultSubspecs.contains(spec), let files = facts.sourceFiles[spec], !files.isEmpty else { return nil }
        func code(_ patterns: [String]) -> Set<String> {
            let code = patterns.filter { !isHeaderOnly($0) }
            return Set(code.isEmpty ? patterns : code)
        }
        let own = code(files)
        let same = facts.sourceFiles.filter { $0.key != spec && code($0.value) == own }.map(\.key).sorted()
        guard let base = same.first(where: { facts.defaultSubspecs.contains($0) }) ?? same.first else { return nil }
        return (base, own.sorted())
    }
}

extension PodProductMapper.Outcome {
    func with(spec: String) -> Self {
        switch self {
        case let .chosen(choice): return .chosen(choice.with(spec: spec))
        case let .unmapped(missing): return .unmapped(missing.with(spec: spec))
        }
    }
}

extension PodProductMapper.Choice {
    func with(spec: String) -> Self {
        var copy = self
        copy.spec = spec
        return copy
    }
}

extension PodProductMapper.Unmapped {
    func with(spec: String) -> Self {
        var copy = self
        copy.spec = spec
        return copy
    }
}
