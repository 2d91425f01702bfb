import MortarCore

extension PubGrubSolver {
    /// PubGrub's conflict resolution: walks back from a satisfied incompatibility, combining it
    /// with the causes of its most recent satisfiers, until it finds one that will derive
    /// something new after a backjump; that one is learned. Reaching an incompatibility of the
    /// root alone means there is no solution.
    /// - Returns: the learned (or original) incompatibility, almost satisfied after the backjump.
    /// - Throws: `ResolverError.unsatisfiable` with the explanation.
    mutating func resolveConflict(_ start: Int) throws(ResolverError) -> Int {
        var current = start
        var isNew = false
        while !isFailure(incompatibilities[current]) {
            let terms = incompatibilities[current].terms
            var mostRecentTerm: Term?
            var mostRecentSatisfier = -1
            var difference: VersionBits?
            var previousLevel = 1
            for term in terms {
                let found = satisfier(term)
                if mostRecentTerm == nil {
                    mostRecentTerm = term
                    mostRecentSatisfier = found
                } else if mostRecentSatisfier < found {
                    previousLevel = max(previousLevel, assignments[mostRecentSatisfier].level)
                    mostRecentTerm = term
                    mostRecentSatisfier = found
                    difference = nil
                } else {
                    previousLevel = max(previousLevel, assignments[found].level)
                }
                if mostRecentTerm?.package == term.package {
                    // When the satisfier alone does not satisfy the term, an earlier assignment
                    // satisfies the rest: its level counts too.
                    let rest = assignments[mostRecentSatisfier].bits.subtracting(term.bits)
                    if rest.isEmpty {
                        difference = nil
                    } else {
                        difference = rest
                        let inverse = Term(package: term.package, bits: packages[term.package].mask.subtracting(rest))
                        previousLevel = max(previousLevel, assignments[satisfier(inverse)].level)
                    }
                }
            }
            let latest = assignments[mostRecentSatisfier]
            guard let priorCause = latest.cause, previousLevel >= latest.level else {
                backtrack(to: previousLevel)
                if isNew { activate(current) }
                return current
            }
            var newTerms = terms.filter { $0.package != mostRecentTerm?.package }
            newTerms += incompatibilities[priorCause].terms.filter { $0.package != latest.package }
            if let difference {
                newTerms.append(Term(package: latest.package, bits: packages[latest.package].mask.subtracting(difference)))
            }
            current = record(Incompatibility(terms: normalized(newTerms, derived: true), cause: .conflict(current, priorCause)))
            isNew = true
        }
        throw ResolverError.unsatisfiable(explainFailure(current))
    }

    /// No terms, or only "the root is selected": nothing can be chosen.
    func isFailure(_ incompatibility: Incompatibility) -> Bool {
        let terms = incompatibility.terms
        if terms.isEmpty { return true }
        return terms.count == 1 && terms[0].package == Self.root && isPositive(terms[0])
    }
}
