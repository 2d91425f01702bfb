import Foundation
import MortarCore
import Testing
@testable import MortarFormats

/// The test specs of the real Ruby podspecs (`shared/fixtures/real/podspec-ruby`) read as
/// CocoaPods itself reads them: `Fixtures/test-specs/NAME.json` is the `testspecs` array of
/// `pod ipc spec NAME` (cocoapods-core 1.16.2, recorded by `record.sh` there). Every attribute,
/// platform scope and dependency of every test spec, whole.
@Suite(RealFixtures.present) struct TestSpecReadingOracleTests {
    static let recorded: String = {
        var folder = URL(fileURLWithPath: #filePath)
        folder.deleteLastPathComponent()
        return folder.appendingPathComponent("Fixtures/test-specs").path
    }()

    static let cases: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: recorded)) ?? [])
        .filter { $0.hasSuffix(".podspec.json") }.map { String($0.dropLast(".json".count)) }.sorted()

    @Test func everyRealPodspecWithATestSpecIsRecorded() {
        let withTestSpecs = RealFixtures.files("podspec-ruby").filter { RealFixtures.text("podspec-ruby", $0).contains("test_spec") }
        #expect(Self.cases == withTestSpecs)
    }

    @Test(arguments: cases)
    func testSpecsReadAsCocoaPodsReadsThem(_ name: String) throws {
        let component = try RubyPodspecReader.read(RealFixtures.text("podspec-ruby", name), file: name)
        let ours = (component.buildSpec?.children ?? []).filter { $0.kind == .test }.map(Self.json)
        let data = try #require(FileManager.default.contents(atPath: "\(Self.recorded)/\(name).json"))
        let theirs = JSONValue(try JSONParser.parse(String(decoding: data, as: UTF8.self), file: name))
        #expect(JSONValue.array(ours).sortedKeys.rendered() == theirs.sortedKeys.rendered())
    }

    /// A test spec as `pod ipc spec` writes it: its own name, `test_type` (`unit` unless set),
    /// attributes, platform scopes as `"ios": {…}`, dependencies as `name: [requirements]`.
    static func json(_ spec: PodBuildSpec) -> JSONValue {
        var members: [(String, JSONValue)] = [("name", .string(spec.baseName))]
        if spec.attributes["test_type"] == nil { members.append(("test_type", .string("unit"))) }
        members += spec.attributes.map { ($0.key, value($0.value.value)) }
        let platforms = Set(spec.platformAttributes.keys).union(spec.dependencies.compactMap(\.platform))
        for platform in platforms.sorted() {
            var scoped = (spec.platformAttributes[platform] ?? [:]).map { ($0.key, value($0.value.value)) }
            let dependencies = spec.dependencies.filter { $0.platform == platform }
            if !dependencies.isEmpty { scoped.append(("dependencies", Self.dependencies(dependencies))) }
            members.append((platform, .object(scoped)))
        }
        let dependencies = spec.dependencies.filter { $0.platform == nil }
        if !dependencies.isEmpty { members.append(("dependencies", Self.dependencies(dependencies))) }
        return .object(members)
    }

    static func dependencies(_ list: [Dependency]) -> JSONValue {
        .object(list.map { ($0.name, .array($0.requirement.canonicalStrings.map(JSONValue.string))) })
    }

    static func value(_ value: PodValue) -> JSONValue {
        switch value {
        case let .string(s): return .string(s)
        case let .bool(b): return .bool(b)
        case let .list(items): return .array(items.map(Self.value))
        case let .map(entries): return .object(entries.map { ($0.key, Self.value($0.value)) })
        }
    }
}
