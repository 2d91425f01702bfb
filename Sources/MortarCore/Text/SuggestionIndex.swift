/// "Did you mean …?" over one list of candidates, asked many times (a check with thousands of
/// unknown names): candidates sorted once and grouped by length — a candidate further from the
/// word in length than the typo limit is never compared — answers remembered, and a budget of
/// compared character pairs after which it answers nil, so suggestions stop rather than a check
/// taking hours. The answer: among the candidates within the typo limit of the word (edit
/// distance at most `max(2, shorter length / 3)`), the nearest; ties go to the alphabetically
/// first, so the answer is stable.
public struct SuggestionIndex: Sendable {
    /// Length → candidates of that length, sorted, as characters: built by the first question
    /// (a clean workspace asks none, and at 20,000 modules the index is megabytes).
    private var byLength: [Int: [(name: String, characters: [Character])]]?
    private var lengths: [Int] = []
    /// The candidates as given, until the index is built.
    private var candidates: [String]
    private var remembered: [String: String?] = [:]
    /// Character pairs still to compare.
    public private(set) var budget: Int

    public init(_ candidates: some Sequence<String>, budget: Int = 20_000_000) {
        self.candidates = Array(candidates)
        self.budget = budget
    }

    private mutating func buildIndex() -> [Int: [(name: String, characters: [Character])]] {
        if let byLength { return byLength }
        var built: [Int: [(name: String, characters: [Character])]] = [:]
        for name in Set(candidates).sorted() {
            let characters = Array(name)
            built[characters.count, default: []].append((name, characters))
        }
        byLength = built
        lengths = built.keys.sorted()
        candidates = []
        return built
    }

    /// The typo limit between lengths `a` and `b`.
    static func limit(_ a: Int, _ b: Int) -> Int { max(2, min(a, b) / 3) }

    public mutating func closest(to word: String) -> String? {
        if let known = remembered[word] { return known }
        let byLength = buildIndex()
        let characters = Array(word)
        var best: (name: String, distance: Int)?
        // A length further than the limit cannot be within it: the distance is at least the difference.
        for length in lengths where abs(length - characters.count) <= Self.limit(length, characters.count) {
            guard let group = byLength[length] else { continue }
            for candidate in group where candidate.name != word {
                let cutoff = min(Self.limit(length, characters.count), best.map { $0.distance } ?? Int.max)
                guard budget > 0 else { remembered[word] = .some(nil); return nil }
                budget -= max(1, characters.count * length)
                guard let distance = Suggestion.editDistance(characters, candidate.characters, atMost: cutoff) else { continue }
                if best == nil || distance < best!.distance || (distance == best!.distance && candidate.name < best!.name) {
                    best = (candidate.name, distance)
                }
            }
        }
        remembered[word] = .some(best?.name)
        return best?.name
    }
}
