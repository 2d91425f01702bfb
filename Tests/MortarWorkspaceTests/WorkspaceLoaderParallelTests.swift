import Foundation
import MortarCore
import MortarWorkspace
import Testing
import MortarTestSupport

/// Large workspaces are read on several threads: the result must be the one a sequential read
/// gives, diagnostics in manifest order, every time.
@Suite struct WorkspaceLoaderParallelTests {
    @Test func parallelLoadEqualsSequentialRead() throws {
        let root = NSTemporaryDirectory() + "mortar-parallel-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        let synthetic = SyntheticWorkspacePlan(SyntheticWorkspaceSpec(seed: 9, modules: 150))
        try SyntheticWorkspaceWriter().write(synthetic, to: root)
        // Break some modules three ways: no manifest, malformed JSON, no folder at all.
        for (offset, module) in synthetic.modules.enumerated() where offset % 17 == 3 {
            let manifest = "\(root)/\(module.directory)/\(module.manifestFileName)"
            switch offset % 3 {
            case 0: try FileManager.default.removeItem(atPath: manifest)
            case 1: try Data("{\"name\": ".utf8).write(to: URL(fileURLWithPath: manifest))
            default: try FileManager.default.removeItem(atPath: "\(root)/\(module.directory)")
            }
        }
        let loader = WorkspaceLoader(currentDirectory: root)
        let integrator = try loader.loadIntegrator(at: SyntheticWorkspacePlan.manifestPath)
        var expected = AppManifests(integrator: integrator)
        for module in integrator.modules {
            switch loader.readComponent(of: module, integrator: integrator) {
            case let .success(component): expected.components[module.name] = component
            case let .failure(failure): expected.readDiagnostics += failure.diagnostics
            }
        }
        #expect(expected.readDiagnostics.count == 9)
        for _ in 0..<3 {
            #expect(loader.load(integrator) == expected)
        }
    }
}
