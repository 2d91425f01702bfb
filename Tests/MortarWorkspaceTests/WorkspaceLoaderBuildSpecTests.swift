import Foundation
import MortarCore
import MortarWorkspace
import Testing
import MortarTestSupport

/// `check` reads components without their build attributes (`WorkspaceLoader.keepsBuildSpecs`):
/// at 20,000 modules they were most of the loaded model's memory, and no check reads them.
@Suite struct WorkspaceLoaderBuildSpecTests {
    @Test func withoutBuildSpecsEveryComponentIsTheSameButItsBuildSpec() throws {
        let root = NSTemporaryDirectory() + "mortar-buildspecs-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Both podspec formats, subspecs and test specs included.
        let synthetic = SyntheticWorkspacePlan(SyntheticWorkspaceSpec(seed: 3, modules: 80, formats: .init(json: 1, ruby: 1)))
        try SyntheticWorkspaceWriter().write(synthetic, to: root)
        let full = WorkspaceLoader(currentDirectory: root)
        var lean = full
        lean.keepsBuildSpecs = false
        let integrator = try full.loadIntegrator(at: SyntheticWorkspacePlan.manifestPath)
        let kept = full.load(integrator), dropped = lean.load(integrator)
        #expect(kept.readDiagnostics.isEmpty && dropped.readDiagnostics.isEmpty)
        #expect(kept.components.count == 80)
        #expect(kept.components.values.filter { $0.buildSpec == nil }.map(\.name) == [])
        #expect(dropped.components.values.filter { $0.buildSpec != nil }.map(\.name) == [])
        var stripped = kept
        for name in stripped.components.keys { stripped.components[name]?.buildSpec = nil }
        #expect(dropped == stripped)
    }
}
