import Testing
@testable import MortarCore

/// Both templates on both example workspaces, compared with committed output.
@Suite struct GeneratorGoldenTests {
    static func plan(_ workspace: Workspace, podfile: Bool = true, lock: [String: String] = [:]) throws -> GenerationPlan {
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
        try Golden.check(plan.files[0].contents, "Examples/ServerStack/Package.swift")
        try Golden.check(plan.files[1].contents, "Examples/ServerStack/Sources/ServerStack/ServerStack.swift")
        #expect(plan.diagnostics.isEmpty)
    }

    @Test func serverStackPodfileLeavesOutSwiftPMModules() throws {
        let plan = try Self.plan(GeneratorFixtures.serverStack())
        try Golden.check(plan.files[2].contents, "Tests/Golden/generate/ServerStack/Podfile.golden")
        #expect(plan.diagnostics.map(Self.line) == [
            "mortar.json:6:5: warning[not-cocoapods]: module 'Storage' has no podspec: its manifest 'Modules/Storage/Package.swift' is a Package.swift; it is left out of the generated Podfile",
            "mortar.json:7:5: warning[not-cocoapods]: module 'API' has no podspec: its manifest 'Modules/API/Package.swift' is a Package.swift; it is left out of the generated Podfile",
            "mortar.json:8:5: warning[not-cocoapods]: module 'App' has no podspec: its manifest 'Modules/App/Package.swift' is a Package.swift; it is left out of the generated Podfile",
        ])
    }

    @Test func metroSDKBothTemplates() throws {
        let plan = try Self.plan(GeneratorFixtures.metroSDK(), lock: ["Core": "9f1c2e0d4b", "Network": "77aa01"])
        try Golden.check(plan.files[0].contents, "Tests/Golden/generate/MetroSDK/Package.swift.golden")
        try Golden.check(plan.files[2].contents, "Tests/Golden/generate/MetroSDK/Podfile.golden")
        #expect(plan.diagnostics.map(\.code) == [.notSwiftPM, .notSwiftPM, .notSwiftPM, .notSwiftPM])
        #expect(plan.diagnostics.first.map(Self.line) == "mortar.json:10:5: warning[not-swiftpm]: module 'Core' has no SwiftPM library product: its manifest 'Modules/Core/Core.podspec.json' is a podspec.json; it is left out of the generated Package.swift")
    }
}
