import MortarCore
import Testing

@Suite("VersionSet")
struct VersionSetTests {
    func set(_ text: String) -> VersionSet { req(text).versionSet }

    @Test func intersectionsAndTheirDescriptions() {
        let table: [(String, String, String)] = [
            (">= 1.0", "< 2.0", ">= 1.0, < 2.0"),
            ("= 1.1", "= 1.2", "no version"),
            ("= 1.0", "= 1.0", "= 1.0"),
            (">= 1.0", "<= 1.0", "= 1.0"),
            ("> 1.0", "<= 1.0", "no version"),
            (">= 1.0", "< 1.0", "no version"),
            ("> 1.0", "< 1.0.0", "no version"),
            ("!= 1.0", "= 1.0", "no version"),
            ("!= 1.0", "!= 2.0", "< 1.0 or > 1.0, < 2.0 or > 2.0"),
            ("!= 1.0", ">= 1.0", "> 1.0"),
            ("!= 1.0", "<= 1.0", "< 1.0"),
            ("!= 1.5", "~> 1.2", ">= 1.2, < 1.5 or > 1.5, < 2"),
            ("~> 1.2", "~> 1.9", ">= 1.9, < 2"),
            ("~> 1.2.3", "~> 1.3", "no version"),
            (">= 0", "< 99999999999999999999", ">= 0, < 99999999999999999999"),
        ]
        for (a, b, expected) in table {
            #expect(set(a).intersection(set(b)).description == expected, "\(a) ∩ \(b)")
            #expect(set(b).intersection(set(a)).description == expected, "\(b) ∩ \(a)")
            #expect(set(a).intersection(set(b)).isEmpty == (expected == "no version"))
        }
    }

    @Test func trailingZerosMakeNoDifference() {
        #expect(set("= 1.0").intersection(set("= 1.0.0")) == set("= 1"))
        #expect(set("= 1.0").union(set("= 1.0.0")) == set("= 1.0.0.0"))
        #expect(set("~> 1.2") == set(">= 1.2.0.0, < 1.7").union(set("~> 1.6")))
    }

    @Test func unionsMergeTouchingIntervals() {
        let table: [(String, String, String)] = [
            ("< 1.0", ">= 1.0", "any version"),
            ("< 1.0", "> 1.0", "< 1.0 or > 1.0"),
            ("<= 1.0", "> 1.0", "any version"),
            ("= 1.0", "!= 1.0", "any version"),
            ("= 1.0", "= 1.0", "= 1.0"),
            (">= 1.0, < 2.0", ">= 3.0, < 4.0", ">= 1.0, < 2.0 or >= 3.0, < 4.0"),
            (">= 3.0, < 4.0", ">= 1.0, < 2.0", ">= 1.0, < 2.0 or >= 3.0, < 4.0"),
            (">= 1.0, < 2.0", ">= 1.5, < 4.0", ">= 1.0, < 4.0"),
            (">= 1.0, < 2.0", "= 2.0", ">= 1.0, <= 2.0"),
            ("> 2.0", "= 2.0", ">= 2.0"),
            ("> 2.0, < 3", "< 2.0", "< 2.0 or > 2.0, < 3"),
        ]
        for (a, b, expected) in table {
            #expect(set(a).union(set(b)).description == expected, "\(a) ∪ \(b)")
            #expect(set(b).union(set(a)).description == expected, "\(b) ∪ \(a)")
        }
    }

    @Test func containsAtOpenAndClosedEnds() {
        let closed = set(">= 1.0, <= 2.0"), open = set("> 1.0, < 2.0")
        #expect(closed.contains(v("1.0.0")) && closed.contains(v("2")))
        #expect(!open.contains(v("1.0.0")) && !open.contains(v("2")))
        #expect(open.contains(v("1.0.0.0.1")) && open.contains(v("1.99.99")))
        #expect(!set("!= 1.0").contains(v("1.0.0")))
        #expect(set("!= 1.0").contains(v("1.0.0.1")) && set("!= 1.0").contains(v("0.9")))
        #expect(VersionSet.all.contains(v("0")) && !VersionSet.none.contains(v("0")))
        #expect(VersionSet.none.isEmpty && !VersionSet.all.isEmpty)
        #expect(VersionSet.none.description == "no version" && VersionSet.all.description == "any version")
    }

    @Test func normalizationDropsEmptyAndSortsIntervals() {
        typealias I = VersionSet.Interval
        typealias B = VersionSet.Bound
        let built = VersionSet(intervals: [
            I(lower: B(v("3"), inclusive: true), upper: B(v("4"), inclusive: false)),
            I(lower: B(v("2"), inclusive: false), upper: B(v("2"), inclusive: true)),  // empty
            I(lower: nil, upper: B(v("1"), inclusive: true)),
            I(lower: B(v("0.5"), inclusive: true), upper: B(v("1.5"), inclusive: false)),
        ])
        #expect(built.description == "< 1.5 or >= 3, < 4")
        #expect(built.intervals.count == 2)
        #expect(built == set("< 1.5").union(set(">= 3, < 4")))
    }

    @Test func releaseMembership() {
        let table: [(String, Bool)] = [
            ("< 0", false), ("< 0.0.0", false), ("<= 0", true), ("> 1.0, < 1.0.1", true), ("> 1.0, < 1.0.0.0.1", true),
            ("> 1.0, <= 1.0.0.0.0.1", true), ("~> 1.2", true), ("> 1.0.0-beta, < 1.0", false), (">= 1.0.0-beta, < 1.0.0-rc", false),
            ("> 1.0.0-beta, <= 1.0", true), ("!= 0", true), ("> 1.9.9, < 2.0", true), ("> 99999999999999999999.9, < 100000000000000000000", true),
        ]
        for (text, expected) in table {
            #expect(set(text).containsRelease == expected, "\(text)")
        }
        #expect(!VersionSet.none.containsRelease)
        #expect(VersionSet.all.containsRelease)
    }
}
