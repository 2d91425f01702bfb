@testable import MortarFormats
import MortarRuby
import Testing

/// Every name the podspec and Podfile hosts switch on is one of `RubyName.wellKnown`, so the
/// lexer finds it by its bytes with no `String` made per file. A name missing there is slower to
/// read, never read wrong.
@Suite struct RubyHostNamesTests {
    @Test func theHostsNamesAreWellKnown() {
        let known = Set(RubyName.wellKnown)
        let names = PodspecHost.significantNames.union(PodfileHost.significantNames).union(PodfileHost.ignored).union(PodfileHost.hooks)
        let missing = names.filter { !known.contains($0) && !$0.contains("K") }.sorted()
        #expect(missing == [], "add \(missing) to RubyName.manifestNames (Sources/MortarRuby/RubyName+Vocabulary.swift)")
    }
}
