import MortarCore
import Testing

/// Which tags SwiftPM takes as versions, and why an `exact:` pin cannot take the others.
@Suite struct SwiftPMTagTests {
    @Test(arguments: [
        ("1.2.3", "1.2.3"), ("v1.2.3", "1.2.3"), ("1.2", "1.2.0"), ("2.0.0-beta.1", "2.0.0-beta.1"), ("2.0.0+build.7", "2.0.0+build.7"),
    ])
    func aSemanticVersionTagIsAVersion(tag: String, version: String) {
        #expect(SwiftPMTag.version(tag) == version)
    }

    @Test(arguments: ["0.3.9.7", "Utilities-7.1.1", "release/1.2.3", "1.2.3-", "1..3", "v", "1.2.3-beta..1"])
    func anyOtherTagIsNone(tag: String) {
        #expect(SwiftPMTag.version(tag) == nil)
    }

    @Test func theProblemSaysWhichTagAndWhy() {
        #expect(SwiftPMTag.exactProblem(tag: "0.3.9.7", version: "2.30907.0", pod: "nanopb")
            == "the tag '0.3.9.7' of 'nanopb' is not a semantic version SwiftPM can pin exactly; pinned by its commit")
        #expect(SwiftPMTag.exactProblem(tag: "7.1.1", version: "7.1.1.1", pod: "Utilities")
            == "the tag '7.1.1' of 'Utilities' is version 7.1.1, not 7.1.1.1, so SwiftPM cannot pin 7.1.1.1 exactly; pinned by its commit")
        #expect(SwiftPMTag.exactProblem(tag: "v2.0.0", version: "2.0.0", pod: "Beta") == nil)
        #expect(SwiftPMTag.exactProblem(tag: "4.0", version: "4.0", pod: "Kit") == nil)
    }
}
