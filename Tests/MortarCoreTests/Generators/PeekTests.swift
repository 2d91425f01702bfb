import Testing
@testable import MortarCore
@Test func peek() throws {
    for ws in [GeneratorFixtures.serverStack(), GeneratorFixtures.metroSDK()] {
        let plan = try ManifestGenerator.plan(.init(workspace: ws, manifestFolder: "/ws", swiftpmPath: "/ws/Package.swift", podfilePath: "/ws/Podfile", lockCommits: ["Core": "abc123"]))
        for f in plan.files { print("=== \(f.path)\n\(f.contents)") }
        for d in plan.diagnostics { print(d) }
    }
}
