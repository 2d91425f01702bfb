import Foundation
import Testing
import MortarCore
@testable import MortarFormats

@Test func scratchParseAll() throws {
    let root = "/work/shared/fixtures/real"
    var ok = 0, bad = 0
    for dir in ["podspec-ruby", "podfile"] {
        for name in try FileManager.default.contentsOfDirectory(atPath: "\(root)/\(dir)").sorted() {
            let text = try String(contentsOfFile: "\(root)/\(dir)/\(name)", encoding: .utf8)
            let expectedPath = "\(root)/expected/\(name).json"
            do {
                let value: DescribeJSON
                if dir == "podfile" { value = ManifestDescriber.json(try PodfileReader.read(text, file: name)) }
                else { value = ManifestDescriber.json(try RubyPodspecReader.read(text, file: name)) }
                guard let expectedText = try? String(contentsOfFile: expectedPath, encoding: .utf8) else { print("NOEXPECTED-BUT-READ \(name)"); continue }
                let expected = DescribeJSON(try JSONParser.parse(expectedText, file: expectedPath)).canonical
                guard case let .object(members) = value else { continue }
                let keys = dir == "podfile" ? ["platform", "sources", "pods"] : ["name", "version", "dependencies"]
                let got = DescribeJSON.object(members.filter { keys.contains($0.key) }).canonical
                if got == expected { ok += 1 } else { bad += 1; print("MISMATCH \(name)\n got: \(got.rendered())\n exp: \(expected.rendered())") }
            } catch {
                print("ERROR \(error)")
            }
        }
    }
    print("ok \(ok) bad \(bad)")
}
