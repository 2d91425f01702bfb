import MortarCore
import Testing

/// "Did you mean": the nearest candidate within the typo limit, ties alphabetical, and a check
/// with tens of thousands of unknown names against tens of thousands of pins stays bounded.
@Suite struct SuggestionIndexTests {
    @Test func theNearestWithinTheLimitAlphabeticalOnATie() {
        let candidates = ["Alamofire", "Kingfisher", "SnapKit", "SnapKot", "Moya", "RxSwift", "RxSwiftExt"]
        #expect(Suggestion.closest(to: "Alamofir", among: candidates) == "Alamofire")
        #expect(Suggestion.closest(to: "Snapkit", among: candidates) == "SnapKit")  // SnapKit and SnapKot: 1 and 2
        #expect(Suggestion.closest(to: "SnapKat", among: candidates) == "SnapKit")  // a tie: alphabetical
        #expect(Suggestion.closest(to: "RxSwif", among: candidates) == "RxSwift")
        #expect(Suggestion.closest(to: "Networking", among: candidates) == nil)
        #expect(Suggestion.closest(to: "Moya", among: candidates) == nil)  // the word itself is no suggestion
        #expect(Suggestion.closest(to: "", among: candidates) == nil)
        #expect(Suggestion.closest(to: "X", among: []) == nil)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
    }

    @Test func theBudgetStopsSuggestionsNotTheCheck() {
        var index = SuggestionIndex(["Alamofire", "Kingfisher"], budget: 160)
        #expect(index.closest(to: "Alamofir") == "Alamofire")
        #expect(index.closest(to: "Kingfishr") == nil)  // the budget runs out during the search: no answer
        #expect(index.closest(to: "Alamofir") == "Alamofire")  // remembered
        #expect(index.budget <= 0)
    }

    /// 70,000 names against 20,000 of about the same length: every call compared every
    /// candidate once, and the check took hours; now it finishes within the test's run.
    @Test func manyUnknownNamesAgainstManyCandidatesStayBounded() {
        var index = SuggestionIndex((0..<20_000).map { "Q\($0)" })
        var found = 0
        for n in 0..<70_000 where index.closest(to: "D\(n)") != nil { found += 1 }
        #expect(found > 0)
        #expect(index.budget <= 0)
    }
}
