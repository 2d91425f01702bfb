/// "Did you mean …?": the candidate nearest to a mistyped word.
public enum Suggestion {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a typo.
    /// Ties go to the alphabetically first candidate, so the answer is stable.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates.sorted() where candidate != word {
            let distance = editDistance(word, candidate)
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let limit = max(2, min(word.count, best.candidate.count) / 3)
        return best.distance <= limit ? best.candidate : nil
    }

    /// Levenshtein distance over characters.
    /// - Complexity: O(n × m) time, O(m) memory.
    public static func editDistance(_ a: String, _ b: String) -> Int {
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
}
