import Testing
@testable import MortarCore
import MortarTestSupport

/// Both templates on both example workspaces, compared with committed output.
@Suite struct GeneratorGoldenTests {
    static func plan(_ workspace: AppManifests, podfile: Bool = true, lock: [String: String] = [:]) throws -> GenerationPlan {
        try ManifestGenerator.plan(.init(
            workspace: workspace, manifestFolder: "/ws", swiftpmPath: "/ws/Package.swift",
            podfilePath: podfile ? "/ws/Podfile" : nil, lockCommits: lock))
    }

    static func line(_ d: Diagnostic) -> String {
        "\(d.primaryLocation.map(\.description) ?? "-"): \(d.severity.rawValue)[\(d.code.rawValue)]: \(d.message)"
    }

    @Test func serverStackPackageSwift() throws {
        let plan = try Self.plan(GeneratorFixtures.serverStack(), podfile: false)
        #expect(plan.files.map(\.path) == ["/ws/Package.swift", "/ws/Sources/ServerStack/ServerStack.swift"])
        #expect(GoldenFile.compare(plan.files[0].contents, at: "Examples/ServerStack/Package.swift") == nil)
        #expect(GoldenFile.compare(plan.files[1].contents, at: "Examples/ServerStack/Sources/ServerStack/ServerStack.swift") == nil)
        #expect(plan.diagnostics.isEmpty)
    }

    @Test func serverStackPodfileLeavesOutSwiftPMModules() throws {
        let plan = try Self.plan(GeneratorFixtures.serverStack())
        #expect(GoldenFile.compare(plan.files[2].contents, at: "Tests/Golden/generate/ServerStack/Podfile.golden") == nil)
        #expect(plan.diagnostics.map(Self.line) == [
            "mortar.json:6:5: warning[not-cocoapods]: none of the 3 modules has a podspec, so the generated Podfile holds no module: 'Storage', 'API', 'App'",
        ])
    }

    @Test func mixedWorkspaceReportsEachModuleLeftOut() throws {
        var workspace = GeneratorFixtures.metroSDK()
        workspace.components["Payment"] = Component(name: "Payment", format: .swiftpm, path: "../Payment/Package.swift", products: ["Payment"])
        workspace.components["Network"] = nil
        let plan = try Self.plan(workspace)
        #expect(plan.files[0].contents.contains(".package(path: \"../Payment\"),\n"))
        #expect(!plan.files[2].contents.contains("pod \"Payment\""))
        #expect(plan.diagnostics.map(Self.line) == [
            "mortar.json:10:5: warning[not-swiftpm]: module 'Core' has no SwiftPM library product: its manifest 'Modules/Core/Core.podspec.json' is a podspec.json; it is left out of the generated Package.swift",
            "mortar.json:11:5: warning[not-swiftpm]: module 'Network' has no SwiftPM library product: no manifest of it could be read; it is left out of the generated Package.swift",
            "mortar.json:12:5: warning[not-swiftpm]: module 'UserManager' has no SwiftPM library product: its manifest 'Modules/UserManager/UserManager.podspec.json' is a podspec.json; it is left out of the generated Package.swift",
            "mortar.json:13:5: warning[not-cocoapods]: module 'Payment' has no podspec: its manifest '../Payment/Package.swift' is a Package.swift; it is left out of the generated Podfile",
        ])
    }

    @Test func pinWithoutURLUsedBySwiftPMIsAFinding() throws {
        var workspace = GeneratorFixtures.serverStack()
        workspace.integrator.pins.append(Pin(name: "Yams", requirement: .versions([.init(.equal, Version("5.1")!)]), location: GeneratorFixtures.loc("mortar.json", 14)))
        workspace.components["API"]?.dependencies.append(Dependency(name: "Yams", location: GeneratorFixtures.loc("Modules/API/Package.swift", 12)))
        let plan = try Self.plan(workspace, podfile: false)
        #expect(plan.diagnostics.map(Self.line) == [
            "mortar.json:14:5: warning[unknown-pin-url]: pin 'Yams' has no package URL, so the generated Package.swift cannot pin it",
        ])
        #expect(plan.diagnostics.first?.help == #"give the pin its URL in mortar.json: "Yams": {"version": "5.1", "git": "https://…"}"#)
        #expect(!plan.files[0].contents.contains("Yams"))
    }

    @Test func exactVersionsAreSemantic() {
        #expect(PackageSwiftGenerator.semanticVersion(Version("4")!) == "4.0.0")
        #expect(PackageSwiftGenerator.semanticVersion(Version("4.1")!) == "4.1.0")
        #expect(PackageSwiftGenerator.semanticVersion(Version("1.16.2")!) == "1.16.2")
        #expect(PackageSwiftGenerator.semanticVersion(Version("2.0.0-beta.1")!) == "2.0.0-beta.1")
        #expect(PackageSwiftGenerator.packageIdentity("https://github.com/apple/swift-log.git") == "swift-log")
        #expect(PackageSwiftGenerator.packageIdentity("git@github.com:apple/swift-nio") == "swift-nio")
    }

    @Test func metroSDKBothTemplates() throws {
        let plan = try Self.plan(GeneratorFixtures.metroSDK(), lock: ["Core": "9f1c2e0d4b", "Network": "77aa01"])
        #expect(GoldenFile.compare(plan.files[0].contents, at: "Tests/Golden/generate/MetroSDK/Package.swift.golden") == nil)
        #expect(GoldenFile.compare(plan.files[2].contents, at: "Tests/Golden/generate/MetroSDK/Podfile.golden") == nil)
        #expect(plan.diagnostics.map(Self.line) == [
            "mortar.json:10:5: warning[not-swiftpm]: none of the 4 modules has a SwiftPM library product, so the generated Package.swift holds no module: 'Core', 'Network', 'UserManager', 'Payment'",
        ])
    }
}
