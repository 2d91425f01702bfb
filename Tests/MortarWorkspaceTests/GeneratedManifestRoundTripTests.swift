import Foundation
import Testing
import MortarTestSupport
import MortarCore
import MortarWorkspace

/// The generated Package.swift read back by SwiftPM itself (`swift package dump-package`, one
/// run): the same modules, packages, exact versions and products, even when every name, path,
/// URL and version carries Swift or Ruby syntax (`"`, `\`, `#{…}`, `\(…)`, newlines, `*/`).
@Suite struct GeneratedManifestRoundTripTests {
    static let hostile = "q\"b\\s#{ruby}\\(swift)*/c\nnl"

    static func workspace() -> AppManifests {
        let m = "mortar.json"
        let at = SourceLocation(file: m, line: 1, column: 1)
        let integrator = IntegratorManifest(
            path: m, name: "RoundTrip",
            platforms: [Platform(name: "macos", version: "13.0", location: at)],
            modules: [
                Module(name: "Storage", source: .path("Modules/Storage"), location: at),
                Module(name: "Evil\(hostile)", source: .path("Modules/\(hostile)"), location: at),
            ],
            pins: [
                Pin(name: "swift-log", requirement: .versions([.init(.equal, Version("1.16.2")!)]), url: "https://github.com/apple/swift-log", products: ["Logging"], location: at),
                Pin(name: "pin\(hostile)", requirement: .versions([.init(.equal, Version("2.0")!)]), url: "https://example.com/\(hostile).git", products: ["P\(hostile)"], location: at),
            ])
        return AppManifests(integrator: integrator, components: [
            "Storage": Component(name: "Storage", format: .swiftpm, path: "Modules/Storage/Package.swift", products: ["Storage"]),
            "Evil\(hostile)": Component(name: "Evil", format: .swiftpm, path: "x/Package.swift", products: ["Prod\(hostile)"]),
        ])
    }

    @Test func dumpPackageReadsBackWhatWasGenerated() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mortar-roundtrip-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let plan = try ManifestGenerator.plan(.init(
            workspace: Self.workspace(), manifestFolder: folder, swiftpmPath: "\(folder)/Package.swift", podfilePath: nil,
            lockCommits: ["Storage": "abc\n#{x} */ \\(y)"]))
        try plan.files[0].contents.write(toFile: "\(folder)/Package.swift", atomically: true, encoding: .utf8)
        let result = try SwiftCommand.run(ProcessRequest("swift", ["package", "dump-package"], workingDirectory: folder, timeout: 300))
        #expect(result.status == 0, "\(result.stderrText)")
        let dump = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])

        #expect(dump["name"] as? String == "RoundTrip")
        let dependencies = try #require(dump["dependencies"] as? [[String: Any]])
        let paths = dependencies.compactMap { (($0["fileSystem"] as? [[String: Any]])?.first?["path"] as? String) }
        #expect(paths == ["\(folder)/Modules/Storage", "\(folder)/Modules/\(Self.hostile)"])
        let remotes: [(String, String)] = dependencies.compactMap { dependency in
            guard let control = (dependency["sourceControl"] as? [[String: Any]])?.first,
                let url = (((control["location"] as? [String: Any])?["remote"] as? [[String: Any]])?.first?["urlString"]) as? String,
                let exact = ((control["requirement"] as? [String: Any])?["exact"] as? [String])?.first
            else { return nil }
            return (url, exact)
        }
        #expect(remotes.map(\.0) == ["https://example.com/\(Self.hostile).git", "https://github.com/apple/swift-log"])
        #expect(remotes.map(\.1) == ["2.0.0", "1.16.2"])

        let target = try #require((dump["targets"] as? [[String: Any]])?.first)
        let products: [String] = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { entry in
            ((entry["product"] as? [Any])?.first as? String)
        }
        #expect(products == ["Storage", "Prod\(Self.hostile)", "P\(Self.hostile)", "Logging"])
    }
}
