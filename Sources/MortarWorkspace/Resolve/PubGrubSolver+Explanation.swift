import MortarCore

extension PubGrubSolver {
    /// An edge of the requirement graph, for the chain from the app to a requirement.
    struct ChainEdge {
        var from: Int
        var to: Int
        /// The app's module that declares a root requirement.
        var module: String?
    }

    /// Turns the derivation of the root's failure into the clashing requirements, each with
    /// its chain from the app and its location, what they rule out, and what would fix it.
    func explainFailure(_ failure: Int) -> ResolutionFailure {
        let leaves = externalLeaves(of: failure)
        // "App needs X" with no constraint, and "P needs X" with none, only link a chain when X
        // depends on something itself; the chain line already shows them.
        let dependers = Set(leaves.compactMap { index -> Int? in
            guard case .dependency = incompatibilities[index].cause else { return nil }
            return incompatibilities[index].terms.first(where: { isPositive($0) })?.package
        })
        // Each requirement with the "no version matches" line that may follow it.
        var groups: [(target: String, depth: Int, facts: [ResolutionFailure.Fact])] = []
        func add(_ text: String, at location: SourceLocation?, target: String, depth: Int? = nil) {
            groups.append((target, depth ?? text.filter { $0 == "→" }.count, [ResolutionFailure.Fact(text, at: location)]))
        }
        var targets: [String] = []
        var targetCounts: [String: Int] = [:]
        var pinned: [String] = []
        var unmatched: [(name: String, requirement: Requirement)] = []
        var unusable: [String] = []
        var thirdPartyDependers: [String: [String]] = [:]
        var modules: [String: [String]] = [:]

        func note(target: String, requirement: Requirement, bits: VersionBits, package: Int) {
            if targetCounts[target] == nil { targets.append(target) }
            targetCounts[target, default: 0] += 1
            if bits.isEmpty {
                unmatched.append((target, requirement))
                groups[groups.count - 1].facts.append(ResolutionFailure.Fact(noMatchText(package: package, requirement: requirement), at: nil))
            }
        }

        // The same requirement stated for several versions of a package reads as one line
        // naming all of them ("Network 1.0.0, 2.0.0 needs Core '~> 1.0'").
        var sameRequirement: [String: (first: Int, bits: VersionBits)] = [:]
        for index in leaves {
            guard case let .dependency(dependency) = incompatibilities[index].cause,
                  let depender = incompatibilities[index].terms.first(where: { isPositive($0) }) else { continue }
            let key = "\(depender.package) \(dependency.name) \(dependency.requirement)"
            let merged = sameRequirement[key].map { ($0.first, $0.bits.union(depender.bits)) } ?? (index, depender.bits)
            sameRequirement[key] = merged
        }
        for index in leaves {
            var incompatibility = incompatibilities[index]
            if case let .dependency(dependency) = incompatibility.cause,
               let position = incompatibility.terms.firstIndex(where: { isPositive($0) }),
               let merged = sameRequirement["\(incompatibility.terms[position].package) \(dependency.name) \(dependency.requirement)"] {
                if merged.first != index { continue }
                incompatibility.terms[position].bits = merged.bits
            }
            switch incompatibility.cause {
            case .root, .conflict:
                continue
            case let .unusable(reason):
                guard let term = incompatibility.terms.first else { continue }
                add("\(versionsText(term)) cannot be used: \(reason)", at: nil, target: packages[term.package].name, depth: Int.max)
                unusable.append(packages[term.package].name)
            case let .rootRequirement(requirementIndex):
                let requirement = request.requirements[requirementIndex]
                guard let package = packageIndex[requirement.package] else { continue }
                let resolvable = Self.resolvable(requirement.requirement)
                if resolvable.isAny, dependers.contains(package) { continue }
                let chain = [request.appName] + (requirement.module.map { [$0] } ?? [])
                add("\(chain.joined(separator: " → ")) \(needsText(requirement.package, resolvable))", at: requirement.location, target: requirement.package)
                if let module = requirement.module, !(modules[requirement.package]?.contains(module) ?? false) {
                    modules[requirement.package, default: []].append(module)
                }
                note(target: requirement.package, requirement: resolvable, bits: matching(package, resolvable), package: package)
            case let .pin(name):
                guard let package = packageIndex[name], let pin = request.pins[name], !request.update.allowsUpdate(of: name) else { continue }
                // A pin that rules out no available version changes nothing: leave it out.
                let pinnedBits = matching(package, .versions([.init(.equal, pin.version)]))
                if pinnedBits.count == packages[package].versions.count, !pinnedBits.isEmpty { continue }
                // Pins read last among the requirements they clash with.
                add("\(request.appName) pins \(name) \(pin.version)", at: pin.location, target: name, depth: Int.max)
                pinned.append(name)
                let requirement = Requirement.versions([.init(.equal, pin.version)])
                note(target: name, requirement: requirement, bits: matching(package, requirement), package: package)
            case let .dependency(dependency):
                guard let depender = incompatibility.terms.first(where: { isPositive($0) }) ?? incompatibility.terms.first,
                      let target = packageIndex[dependency.name] else { continue }
                let resolvable = Self.resolvable(dependency.requirement)
                if resolvable.isAny, dependers.contains(target) { continue }
                let chain = chainText(to: depender.package, preferring: leaves)
                let text = "\(chain) \(versionsText(depender)) \(needsText(dependency.name, resolvable))"
                add(text, at: dependency.location, target: dependency.name)
                let name = packages[depender.package].name
                if !(thirdPartyDependers[dependency.name]?.contains(name) ?? false) {
                    thirdPartyDependers[dependency.name, default: []].append(name)
                }
                note(target: dependency.name, requirement: resolvable, bits: matching(target, resolvable), package: target)
            }
        }

        let clashing = targets.filter { targetCounts[$0, default: 0] >= 2 }
        // Read top-down: the requirements that lead somewhere first, shortest chain first, then
        // each clash's requirements together.
        let ordered = groups.enumerated().sorted { a, b in
            let rankA = clashing.firstIndex(of: a.element.target).map { $0 + 1 } ?? 0
            let rankB = clashing.firstIndex(of: b.element.target).map { $0 + 1 } ?? 0
            if rankA != rankB { return rankA < rankB }
            if a.element.depth != b.element.depth { return a.element.depth < b.element.depth }
            return a.offset < b.offset
        }
        let facts = ordered.flatMap { $0.element.facts }
        let conclusion: String
        if !clashing.isEmpty {
            conclusion = clashing.map { "no version of \($0) satisfies \(targetCounts[$0]! == 2 ? "both" : "all of them")" }
                .joined(separator: "; ")
        } else if let first = unmatched.first {
            conclusion = "so no version of \(first.name) can be chosen"
        } else if let name = unusable.first {
            conclusion = "so no version of \(name) can be chosen"
        } else {
            conclusion = "these requirements cannot all hold together"
        }
        return ResolutionFailure(
            facts: facts, conclusion: conclusion,
            help: helpText(
                clashing: clashing, pinned: pinned, unmatched: unmatched, unusable: unusable,
                dependers: clashing.count == 1 ? thirdPartyDependers[clashing[0]] ?? [] : [],
                modules: clashing.count == 1 ? modules[clashing[0]] ?? [] : [])
        )
    }

    func helpText(
        clashing: [String], pinned: [String], unmatched: [(name: String, requirement: Requirement)], unusable: [String],
        dependers: [String], modules: [String]
    ) -> String {
        if !pinned.isEmpty {
            let names = pinned.joined(separator: ",")
            return "the pin\(pinned.count > 1 ? "s" : "") of \(ListText.joined(pinned.map { "'\($0)'" })) \(pinned.count > 1 ? "are" : "is") kept; "
                + "run 'mortar resolve --update=\(names)' to let \(pinned.count > 1 ? "them" : "it") move, or change the requirements above"
        }
        if clashing.count > 1 {
            return "change the requirements on \(ListText.joined(clashing.map { "'\($0)'" }, conjunction: "or")) so that they overlap"
        }
        if clashing.count == 1 {
            var places: [String] = []
            if !modules.isEmpty { places.append("in the manifest of \(ListText.joined(modules.map { "'\($0)'" }))") }
            if !dependers.isEmpty { places.append("by a release of \(ListText.joined(dependers.map { "'\($0)'" }, conjunction: "or")) that accepts the others' range") }
            let suffix = places.isEmpty ? "" : " (\(places.joined(separator: ", or ")))"
            return "change one of the requirements on '\(clashing[0])' so that they overlap\(suffix)"
        }
        if let first = unmatched.first {
            if first.requirement.isAny { return "tag a release of '\(first.name)', or stop depending on it" }
            return "tag a version of '\(first.name)' that matches '\(first.requirement)', or relax that requirement"
        }
        if !unusable.isEmpty {
            return "make the manifest of \(ListText.joined(unusable.map { "'\($0)'" })) readable at those versions (with --offline: run once online to cache them), or relax the requirements above"
        }
        return "relax one of the requirements above"
    }

    /// The external incompatibilities the failure was derived from, first seen first.
    func externalLeaves(of index: Int) -> [Int] {
        var result: [Int] = []
        var seen: Set<Int> = []
        var stack = [index]
        while let current = stack.popLast() {
            guard seen.insert(current).inserted else { continue }
            if case let .conflict(a, b) = incompatibilities[current].cause {
                stack.append(b)
                stack.append(a)
            } else {
                result.append(current)
            }
        }
        return result
    }

    /// `App → Login → Auth`: the shortest way from the app to `package` through requirements,
    /// using the failure's own requirements when they reach it, else any seen during the run.
    func chainText(to package: Int, preferring leaves: [Int]) -> String {
        for (indices, pins) in [(leaves, false), (Array(incompatibilities.indices), false), (Array(incompatibilities.indices), true)] {
            if let path = chain(to: package, using: indices, throughPins: pins) { return path }
        }
        return "\(request.appName) →"
    }

    /// A pin is not a reason to need a package: chains go through pins only as a last resort.
    func chain(to package: Int, using indices: [Int], throughPins: Bool) -> String? {
        var edges: [ChainEdge] = []
        for index in indices {
            let incompatibility = incompatibilities[index]
            switch incompatibility.cause {
            case let .rootRequirement(requirementIndex):
                let requirement = request.requirements[requirementIndex]
                if let to = packageIndex[requirement.package] { edges.append(ChainEdge(from: Self.root, to: to, module: requirement.module)) }
            case let .pin(name):
                if throughPins, let to = packageIndex[name] { edges.append(ChainEdge(from: Self.root, to: to, module: nil)) }
            case let .dependency(dependency):
                if let from = incompatibility.terms.first(where: { isPositive($0) })?.package, let to = packageIndex[dependency.name] {
                    edges.append(ChainEdge(from: from, to: to, module: nil))
                }
            case .root, .conflict, .unusable:
                continue
            }
        }
        edges.sort { a, b in
            if a.from != b.from { return a.from < b.from }
            if a.to != b.to { return Self.byteLess(packages[a.to].name, packages[b.to].name) }
            // A module that requires the package explains more than a pin of it.
            if (a.module == nil) != (b.module == nil) { return a.module != nil }
            return Self.byteLess(a.module ?? "", b.module ?? "")
        }
        // Breadth-first from the root: the first edge reaching a package is its parent.
        var parent: [Int: ChainEdge] = [:]
        var queue = [Self.root]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            if current == package { break }
            for edge in edges where edge.from == current && edge.to != Self.root && parent[edge.to] == nil {
                parent[edge.to] = edge
                queue.append(edge.to)
            }
        }
        guard package == Self.root || parent[package] != nil else { return nil }
        var names: [String] = []
        var current = package
        while let edge = parent[current] {
            if current != package { names.append(packages[current].name) }
            if let module = edge.module { names.append(module) }
            current = edge.from
        }
        names.append(request.appName)
        return names.reversed().joined(separator: " → ") + " →"
    }

    /// `Network 1.0.0 to 1.4.0`, `Auth 1.0.0`, `Core 1.0.0, 2.0.0 to 2.1.0`.
    func versionsText(_ term: Term) -> String {
        let versions = packages[term.package].versions
        let indices = term.bits.elements.filter { $0 < versions.count }
        var runs: [String] = []
        var start = 0
        while start < indices.count {
            var end = start
            while end + 1 < indices.count, indices[end + 1] == indices[end] + 1 { end += 1 }
            runs.append(start == end ? "\(versions[indices[start]])" : "\(versions[indices[start]]) to \(versions[indices[end]])")
            start = end + 1
        }
        return "\(packages[term.package].name) \(runs.joined(separator: ", "))"
    }

    /// `needs Core '>= 2.0, < 3.0'`, or `needs Core` when any version will do.
    func needsText(_ name: String, _ requirement: Requirement) -> String {
        requirement.isAny ? "needs \(name)" : "needs \(name) '\(requirement)'"
    }

    /// `no version of Core matches '>= 3.0' (available: 1.0.0, 2.0.0)`.
    func noMatchText(package: Int, requirement: Requirement) -> String {
        let versions = packages[package].versions
        let name = packages[package].name
        if versions.isEmpty { return "\(name) has no versions" }
        let shown = versions.count > 6 ? versions.suffix(6).map(\.description) : versions.map(\.description)
        let available = (versions.count > 6 ? "… " : "") + shown.joined(separator: ", ")
        let what = requirement.isAny ? "is a release" : "matches '\(requirement)'"
        return "no version of \(name) \(what) (available: \(available))"
    }
}
