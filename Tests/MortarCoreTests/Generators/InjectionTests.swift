import Foundation
import Testing
@testable import MortarCore
import MortarTestSupport

/// Names, paths and URLs carrying Ruby and Swift syntax must come out as literals. The
/// generated Podfile is a golden file; what Ruby itself makes of it (the Podfile oracle in
/// /work/shared/tools, run once and committed, since CI has no Ruby) must be exactly the
/// model's values.
@Suite struct InjectionTests {
    static let hostile = "q\"b'\\s#{`touch pwned`}\\(swift)*/c\nnl#@x"

    static func workspace() -> AppManifests {
        let m = "mortar.json"
        let at = SourceLocation(file: m, line: 1, column: 1)
        let integrator = IntegratorManifest(
            path: m, name: "App",
            platforms: [Platform(name: "ios", version: "13.0", location: at)],
            modules: [
                Module(name: "Mod\(hostile)", source: .path("Modules/\(hostile)"), subspecs: ["Sub\(hostile)", "Core"], location: at),
                Module(name: "Plain", source: .git(url: "https://x/\(hostile).git", ref: .branch(hostile)), location: at),
            ],
            pins: [
                Pin(name: "Pod\(hostile)", requirement: .versions([.init(.equal, Version("1.2.3")!)]), location: at),
                Pin(name: "Branchy", requirement: .branch("dev\(hostile)"), url: "https://example.com/\(hostile).git", location: at),
            ],
            sources: ["https://specs/\(hostile)"],
            podfile: PodfileSettings(useFrameworks: true, linkage: "static\nsystem('x')", target: "Target\(hostile)"))
        return AppManifests(integrator: integrator, components: [:])
    }

    @Test func podfileKeepsHostileValuesAsLiterals() throws {
        let plan = try ManifestGenerator.plan(.init(
            workspace: Self.workspace(), manifestFolder: "/ws", swiftpmPath: nil, podfilePath: "/ws/Podfile",
            lockCommits: ["Plain": "abc\nsystem('rm')"]))
        let podfile = plan.files[0].contents
        #expect(GoldenFile.compare(podfile, at: "Tests/Golden/generate/Injection/Podfile.golden") == nil)
        // One line per declaration: no value broke out of its line.
        #expect(podfile.split(separator: "\n", omittingEmptySubsequences: false).count == 12)
        // An unknown linkage is dropped rather than inserted.
        #expect(podfile.contains("use_frameworks!\n"))

        let oracleURL = URL(fileURLWithPath: GoldenFile.packageRoot).appendingPathComponent("Tests/Golden/generate/Injection/Podfile.oracle.json")
        let oracle = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: oracleURL)) as? [String: Any])
        #expect(oracle["sources"] as? [String] == ["https://specs/\(Self.hostile)"])
        #expect(oracle["platform"] as? [String: String] == ["ios": "13.0"])
        let pods = try #require(oracle["pods"] as? [[String: Any]])
        #expect(pods.map { $0["name"] as? String } == ["Mod\(Self.hostile)", "Plain", "Branchy", "Pod\(Self.hostile)"])
        #expect(pods.map { $0["target"] as? String } == Array(repeating: "Target\(Self.hostile)", count: 4))
        #expect(pods[0]["path"] as? String == "Modules/\(Self.hostile)")
        #expect(pods[1]["path"] as? String == "Modules/Plain")
        #expect(pods[2]["git"] as? String == "https://example.com/\(Self.hostile).git")
        #expect(pods[2]["branch"] as? String == "dev\(Self.hostile)")
        #expect(pods[3]["requirements"] as? [String] == ["= 1.2.3"])
    }

    @Test func packageSwiftEscapesEveryInsertedValue() throws {
        var workspace = Self.workspace()
        workspace.integrator.modules = [Module(name: "M", source: .path("Modules/\(Self.hostile)"), location: SourceLocation(file: "mortar.json"))]
        workspace.components = ["M": Component(name: "M", format: .swiftpm, path: "p", products: ["P\(Self.hostile)"])]
        let plan = try ManifestGenerator.plan(.init(
            workspace: workspace, manifestFolder: "/ws", swiftpmPath: "/ws/Package.swift", podfilePath: nil, lockCommits: ["M": "c\n*/x"]))
        let text = plan.files[0].contents
        let escaped = #"q\"b'\\s#{`touch pwned`}\\(swift)*/c\nnl#@x"#
        #expect(text.contains(#".package(path: "Modules/\#(escaped)"), // M at c\n*/x"#))
        // The package identity of a path is its last segment (after the value's own `/`).
        #expect(text.contains(#".product(name: "P\#(escaped)", package: "c\nnl#@x"),"#))
    }
}
