import Testing
@testable import MortarCore
import MortarTestSupport

/// Generation on a 1,000-module workspace: complete, ordered and deterministic. (Speed is
/// measured by `mortar-bench generate`, never asserted here.)
@Suite struct ScaleTests {
    @Test func thousandModulesGenerateDeterministically() throws {
        let workspace = SyntheticWorkspace.make(modules: 1000)
        let request = ManifestGenerator.Request(workspace: workspace, manifestFolder: "/ws", swiftpmPath: "/ws/Package.swift", podfilePath: "/ws/Podfile")
        let first = try ManifestGenerator.plan(request)
        let second = try ManifestGenerator.plan(request)
        #expect(first == second)
        let package = first.files[0].contents, podfile = first.files[2].contents
        #expect(package.components(separatedBy: ".package(path: ").count - 1 == 500)
        // Pins only podspecs use stay out of Package.swift: 25 used by SwiftPM modules, 8 more name products.
        #expect(package.components(separatedBy: ".package(url: ").count - 1 == 33)
        #expect(podfile.components(separatedBy: ":path => ").count - 1 == 500)
        #expect(package.range(of: "Local/Module0\"")!.lowerBound < package.range(of: "Local/Module998\"")!.lowerBound)
        #expect(first.diagnostics.count == 1000)
    }
}
