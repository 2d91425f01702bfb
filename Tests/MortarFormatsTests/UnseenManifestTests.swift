import Foundation
import MortarCore
import Testing
@testable import MortarFormats

/// Real manifests found after the readers were written (see Fixtures/unseen/README.md): they
/// must agree with Ruby as well as the shared fixtures do.
@Suite struct UnseenManifestTests {
    static let folder: String = {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent()
        return url.appendingPathComponent("Fixtures/unseen").path
    }()

    @Test func everyUnseenManifestAgreesWithRuby() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder)
            .filter { $0.hasSuffix(".podspec") || $0.hasSuffix("Podfile") }.sorted()
        var agreeing = 0
        for name in names {
            let text = try String(contentsOfFile: "\(Self.folder)/\(name)", encoding: .utf8)
            let expectedText = try String(contentsOfFile: "\(Self.folder)/expected/\(name).json", encoding: .utf8)
            let expected = JSONValue(try JSONParser.parse(expectedText, file: name)).sortedKeys
            let podfile = name.hasSuffix("Podfile")
            let value = podfile
                ? ManifestDescriber.json(try PodfileReader.read(text, file: name))
                : ManifestDescriber.json(try RubyPodspecReader.read(text, file: name))
            let got = RealFixtures.normalized(value, keys: podfile ? ["platform", "sources", "pods"] : ["name", "version", "dependencies"])
            if got == expected { agreeing += 1 } else { Issue.record("\(name): got \(got.renderedCompact()), expected \(expected.renderedCompact())") }
        }
        print("unseen manifest agreement: \(agreeing)/\(names.count)")
        #expect(names.count == 27)
        #expect(agreeing == names.count)
    }
}
