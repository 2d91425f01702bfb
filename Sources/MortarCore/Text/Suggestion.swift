/// "Did you mean …?": the candidate nearest to a mistyped word (`SuggestionIndex` for a list
/// asked many times).
public enum Suggestion {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a typo.
    /// Ties go to the alphabetically first candidate, so the answer is stable.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        var index = SuggestionIndex(candidates)
        return index.closest(to: word)
    }

    /// Levenshtein distance over characters.
    /// - Complexity: O(n × m) time, O(m) memory.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        editDistance(Array(a), Array(b), atMost: Int.max) ?? Int.max
    }

    /// Levenshtein distance, or nil as soon as it must exceed `limit` (every cell of a row
    /// above it).
    static func editDistance(_ a: [Character], _ b: [Character], atMost limit: Int) -> Int? {
        if a.isEmpty { return b.count <= limit ? b.count : nil }
        if b.isEmpty { return a.count <= limit ? a.count : nil }
        if abs(a.count - b.count) > limit { return nil }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
