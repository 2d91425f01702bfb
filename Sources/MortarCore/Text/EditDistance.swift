/// Levenshtein distance and "did you mean" suggestions, shared by the argument parser and by
/// git messages (`branch 'develp' not found …; did you mean 'develop'?`).
public enum EditDistance {
    /// The number of single-character insertions, deletions and substitutions from `a` to `b`.
    ///
    /// - Complexity: O(a.count × b.count) time, O(b.count) space.
    public static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The candidate nearest to `word`, if it is close enough to be a typo of it.
    ///
    /// Ties go to the alphabetically first candidate, so the answer is stable. "Close enough"
    /// means at most `max(2, shorter length / 3)` edits.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates.sorted() where candidate != word {
            let distance = between(word, candidate)
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let limit = max(2, min(word.count, best.candidate.count) / 3)
        return best.distance <= limit ? best.candidate : nil
    }
}
