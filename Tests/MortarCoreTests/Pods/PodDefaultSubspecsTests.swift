import MortarCore
import Testing

@Suite struct PodDefaultSubspecsTests {
    @Test(arguments: [
        (nil, PodDefaultSubspecs.unset),
        (PodValue.list([]), .unset),
        (.string("Core"), .named(["Core"])),
        (.list([.string("Core"), .string("UI")]), .named(["Core", "UI"])),
        (.string("none"), PodDefaultSubspecs.none),
        (.list([.string("none")]), PodDefaultSubspecs.none),
        (.map(["a": .string("b")]), .unset),
    ] as [(PodValue?, PodDefaultSubspecs)])
    func readsAsCocoaPodsSpecificationDefaultSubspecs(value: PodValue?, expected: PodDefaultSubspecs) {
        #expect(PodDefaultSubspecs(value) == expected)
    }

    @Test func theSingularSpellingAndWhatADependencyOnTheSpecBrings() {
        let at = SourceLocation(file: "Kit.podspec", line: 3, column: 3)
        let defaults = PodBuildSpec(name: "Kit", kind: .root, location: at, attributes: ["default_subspec": Located(.string("Core"), at: at)]).defaultSubspecs
        #expect(defaults == .named(["Core"]))
        #expect(defaults.qualified(under: "Kit") == ["Kit/Core"])
        #expect(defaults.selects("Core"))
        #expect(!defaults.selects("UI"))
        #expect(PodDefaultSubspecs.unset.selects("UI"))
        #expect(!PodDefaultSubspecs.none.selects("none"))
        #expect(PodDefaultSubspecs.none.written == ["none"])
        #expect(PodDefaultSubspecs.unset.qualified(under: "Kit") == [])
    }
}
