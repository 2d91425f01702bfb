import MortarCore
import Testing

/// The component's `sourcePaths`: every pattern of the library specs once, in the order first
/// written. A scan of the list for a few; a set past a few dozen, so many patterns stay linear
/// (40,000 scanned one by one against the list were about 16 G instructions).
@Suite struct ComponentSourcePathsTests {
    static let at = SourceLocation(file: "A.podspec", line: 1, column: 1)

    static func spec(_ name: String, _ patterns: [String], kind: PodBuildSpec.Kind = .subspec, children: [PodBuildSpec] = []) -> PodBuildSpec {
        PodBuildSpec(name: name, kind: kind, location: at, attributes: ["source_files": Located(.list(patterns.map(PodValue.string)), at: at)],
                     children: children)
    }

    @Test func everyPatternOnceInTheOrderFirstWritten() {
        let few = Self.spec("A", ["a/*.m", "b/*.m", "a/*.m"], kind: .root, children: [Self.spec("A/S", ["b/*.m", "c/*.m"])])
        #expect(Component(few, format: .podspec, path: "A.podspec").sourcePaths == ["a/*.m", "b/*.m", "c/*.m"])
        // Past the scanned few: the same answer, by a set made once for the tree.
        let many = (0..<40).map { "p\($0)/*.m" }
        let tree = Self.spec("A", many + ["p0/*.m"], kind: .root, children: [Self.spec("A/S", ["p39/*.m", "q/*.m", "p1/*.m"]), Self.spec("A/T", ["q/*.m", "r/*.m"])])
        #expect(Component(tree, format: .podspec, path: "A.podspec").sourcePaths == many + ["q/*.m", "r/*.m"])
    }

    /// Each spec's patterns in one order: its own (a nested list flattened, a boolean or a map
    /// giving none), each platform scope's in `PodPlatform.all`'s order (not the order written),
    /// then `.` when its source files are not known; then its library subspecs', depth first.
    @Test func patternsOfEachSpecInTheOrderOfItsScopes() {
        var root = PodBuildSpec(name: "A", kind: .root, location: Self.at,
                                attributes: ["source_files": Located(.list([.string("a/*.m"), .list([.string("b/*.m"), .bool(true)]), .map(["k": .string("m")])]), at: Self.at)],
                                platformAttributes: ["osx": ["source_files": Located(.string("mac/*.m"), at: Self.at)],
                                                     "ios": ["source_file": Located(.list([.string("ios/*.m"), .string("a/*.m")]), at: Self.at)]])
        root.unknownAttributes = ["tvos.source_files": Located("it comes from 'Dir.[]', which mortar never runs", at: Self.at)]
        let test = Self.spec("A/Tests", ["tests/*.m"], kind: .test)
        var sub = Self.spec("A/S", ["s/*.m"], children: [Self.spec("A/S/L", ["l/*.m", "s/*.m"])])
        sub.platformAttributes = ["watchos": ["source_files": Located(.string("w/*.m"), at: Self.at)]]
        root.children = [test, sub, Self.spec("A/T", [], children: [])]
        let component = Component(root, format: .podspec, path: "A.podspec")
        #expect(component.sourcePaths == ["a/*.m", "b/*.m", "ios/*.m", "mac/*.m", ".", "s/*.m", "w/*.m", "l/*.m"])
        #expect(component.subspecs == ["A/S", "A/S/L", "A/T"])
    }

    /// 40,000 patterns written twice, and 2,000 subspecs with one of them and one new each, are
    /// each looked up once, and a quarter of them a quarter as many times: the patterns looked
    /// up among are counted (`patternProbes`), not the time (the clock failed under a build
    /// beside it). Scanned, they grow 16 times (10,000 patterns took 1.8 G instructions).
    @Test func fortyThousandPatternsStayLinear() {
        func collected(_ count: Int) -> (probes: Int, sourcePaths: [String]) {
            let patterns = (0..<count).map { "Sources/\($0)/*.m" }
            let subspecs = (0..<count / 20).map { Self.spec("A/S\($0)", ["Sources/\($0 * 20)/*.m", "Extra/\($0)/*.m"]) }
            var probes = 0
            let component = Component(Self.spec("A", patterns + patterns, kind: .root, children: subspecs), format: .podspec, path: "A.podspec",
                                      patternProbes: &probes)
            return (probes, component.sourcePaths)
        }
        let quarter = collected(10_000), whole = collected(40_000)
        #expect(whole.sourcePaths == (0..<40_000).map { "Sources/\($0)/*.m" } + (0..<2_000).map { "Extra/\($0)/*.m" })
        #expect(quarter.sourcePaths == (0..<10_000).map { "Sources/\($0)/*.m" } + (0..<500).map { "Extra/\($0)/*.m" })
        #expect(quarter.probes >= 21_000, "every pattern is looked up")
        #expect(whole.probes * 2 <= quarter.probes * 9, "\(quarter.probes) then \(whole.probes) patterns looked up among: more than linear")
    }
}
