import Foundation
import MortarTestSupport
import Testing
@testable import mortar_bench

/// `generate`'s convert case converts the synthetic modules: its Package.swift is beside
/// mortar.json, so no module is outside the package's folder (`PackageFolder`).
@Suite struct GenerateConvertCaseTests {
    @Test func theConvertCaseConvertsEveryModuleOfTheSyntheticWorkspace() throws {
        let root = NSTemporaryDirectory() + "mortar-bench-convert-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        let spec = SyntheticWorkspaceSpec(seed: 1, modules: 12, sourceFilesPerModule: GenerateSuite.sourceFilesPerModule)
        try SyntheticWorkspaceWriter().write(SyntheticWorkspacePlan(spec), to: root)
        var outcome = ""
        do {
            let report = try GenerateSuite.convert(root: root, runs: 1)
            outcome = "\(report.samples.count) run, " + report.sizes.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        } catch {
            outcome = error.description
        }
        #expect(outcome == "1 run, modules 1000, targets 24")
    }
}
