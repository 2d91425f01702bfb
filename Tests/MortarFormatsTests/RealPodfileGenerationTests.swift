import Foundation
import MortarCore
import MortarFormats
import Testing

/// Every real Podfile of `shared/fixtures/real/podfile` that Mortar reads: its composite Podfile
/// is the one CocoaPods read for `Fixtures/podfile-app/real/NAME.generated.podfile.json` (same
/// SHA-256), CocoaPods reads it as the original except module sources, and Mortar's target
/// definitions agree with CocoaPods' (`NAME.original.podfile-targets.json`) target by target.
@Suite(RealFixtures.present) struct RealPodfileGenerationTests {
    static let recorded: [String] = {
        let folder = PodfileAppGenerationTests.fixtures + "/real"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".generated.sha256") }.map { String($0.dropLast(".generated.sha256".count)) }.sorted()
    }()

    @Test func everyRecordedRealPodfileIsThere() {
        #expect(Self.recorded.count == 13)
    }

    @Test(arguments: recorded)
    func cocoaPodsReadsTheGeneratedPodfileAsTheOriginal(name: String) throws {
        let text = RealFixtures.text("podfile", name)
        let generated = try PodfileAppGenerationTests.generate(text).text
        let hash = try String(contentsOfFile: "\(PodfileAppGenerationTests.fixtures)/real/\(name).generated.sha256", encoding: .utf8)
        #expect(SHA256.hex(Array(generated.utf8)) == hash.trimmingCharacters(in: .whitespacesAndNewlines),
                "the generated Podfile is not the text the oracle read: re-record (Fixtures/podfile-app/README.md)")
        let original = PodfileAppGenerationTests.withModulesMarked(try PodfileAppGenerationTests.oracle("real/\(name).original.podfile.json"))
        let again = PodfileAppGenerationTests.withModulesMarked(try PodfileAppGenerationTests.oracle("real/\(name).generated.podfile.json"))
        #expect(original == again)
    }

    @Test(arguments: recorded)
    func mortarsTargetsAreCocoaPods(name: String) throws {
        let root = try #require(try PodfileReader.read(RealFixtures.text("podfile", name), file: "Podfile").manifest.podfile.root)
        let mortar = CocoaPodsTargetView.views(root).sorted { $0.label < $1.label }
        let cocoapods = CocoaPodsTargetView.views(oracle: try PodfileAppGenerationTests.oracle("real/\(name).original.podfile-targets.json"))
            .sorted { $0.label < $1.label }
        #expect(!mortar.isEmpty)
        #expect(mortar.map(\.label) == cocoapods.map(\.label))
        for (ours, theirs) in zip(mortar, cocoapods) where ours != theirs {
            #expect(ours == theirs)
        }
    }
}
