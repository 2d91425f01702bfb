import Foundation
import MortarCore
import MortarWorkspace
import Testing
import MortarTestSupport

/// The synthetic workspace generator behind `mortar-bench`: deterministic from its seed, shaped
/// like a layered app (clean by construction), and each planted fault gives exactly its findings.
@Suite struct SyntheticWorkspaceTests {
    /// Writes `spec` into a fresh temporary folder, loads it and checks it; returns the finding codes.
    private func checkOnDisk(_ spec: SyntheticWorkspaceSpec) throws -> [String] {
        let root = NSTemporaryDirectory() + "mortar-synthetic-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        try SyntheticWorkspaceWriter().write(SyntheticWorkspacePlan(spec), to: root)
        let workspace = try WorkspaceLoader(currentDirectory: root).load(integratorAt: SyntheticWorkspacePlan.manifestPath)
        return Checker.check(workspace).map { "\($0.severity.rawValue)[\($0.code.rawValue)]" }
    }

    @Test func sameSeedGivesTheSameFiles() {
        let spec = SyntheticWorkspaceSpec(seed: 42, modules: 60, formats: .init(json: 2, ruby: 1, swiftpm: 1), sourceFilesPerModule: 3, payloadBytesPerModule: 64)
        let first = SyntheticWorkspacePlan(spec), second = SyntheticWorkspacePlan(spec)
        #expect(first.files == second.files)
        #expect(first.modules == second.modules)
        var other = spec
        other.seed = 43
        #expect(SyntheticWorkspacePlan(other).files != first.files)
    }

    @Test func filesAreSortedAndHaveOneManifestPerModule() {
        let workspace = SyntheticWorkspacePlan(SyntheticWorkspaceSpec(seed: 7, modules: 40, formats: .init(json: 1, ruby: 1, swiftpm: 1)))
        let paths = workspace.files.map(\.path)
        #expect(paths == paths.sorted())
        #expect(paths.count == 41)
        #expect(paths.contains("mortar.json"))
        let formats = Set(workspace.modules.map(\.format))
        #expect(formats == [.podspecJSON, .podspec, .swiftpm])
        for module in workspace.modules {
            #expect(paths.contains("modules/\(module.name)/\(module.manifestFileName)"))
        }
    }

    @Test func edgesPointDownAndFeaturesAreIsolated() {
        let workspace = SyntheticWorkspacePlan(SyntheticWorkspaceSpec(seed: 3, modules: 500))
        let layerOf = Dictionary(uniqueKeysWithValues: workspace.modules.map { ($0.name, SyntheticWorkspacePlan.layers.firstIndex(of: $0.layer)!) })
        let position = Dictionary(uniqueKeysWithValues: workspace.modules.enumerated().map { ($0.element.name, $0.offset) })
        var intoRoutes = 0
        for module in workspace.modules {
            for dependency in module.dependencies {
                #expect(layerOf[dependency]! <= layerOf[module.name]!, "\(module.name) → \(dependency) points up")
                #expect(position[dependency]! < position[module.name]!, "\(module.name) → \(dependency) points forward")
                #expect(!(module.layer == "features" && layerOf[dependency] == 3), "\(module.name) → \(dependency) joins two features")
                if layerOf[dependency] == 2 { intoRoutes += 1 }
            }
        }
        #expect(intoRoutes > 0 && intoRoutes < workspace.moduleEdgeCount / 4)
        #expect(workspace.moduleEdgeCount > 2 * workspace.modules.count)
        let pinned = Set(workspace.pins.map(\.name))
        #expect(pinned == Set(workspace.modules.flatMap(\.packages)))
    }

    @Test func aCleanWorkspaceHasNoFindings() throws {
        #expect(try checkOnDisk(SyntheticWorkspaceSpec(seed: 11, modules: 120, sourceFilesPerModule: 2)) == [])
    }

    @Test(arguments: [
        (SyntheticFault.cycle, ["error[cycle]"]),
        (.upwardEdge, ["error[layer-violation]"]),
        (.conflict, ["error[component-requirement]", "error[component-requirement]", "error[version-conflict]"]),
    ])
    func eachFaultGivesItsFindings(fault: SyntheticFault, expected: [String]) throws {
        let codes = try checkOnDisk(SyntheticWorkspaceSpec(seed: 5, modules: 80, faults: [fault]))
        #expect(codes.sorted() == expected)
    }

    @Test func gitSourcesPointAtRepositories() {
        let workspace = SyntheticWorkspacePlan(SyntheticWorkspaceSpec(seed: 1, modules: 10, gitSources: true))
        let manifest = String(decoding: workspace.files.first { $0.path == "mortar.json" }!.bytes, as: UTF8.self)
        #expect(manifest.contains(#"{ "name": "Base0001", "git": "repos/Base0001", "branch": "develop", "layer": "foundation" }"#))
        #expect(workspace.modules.contains { $0.tag == "1.0.0" })
        #expect(workspace.modules.allSatisfy { $0.directory == "repos/\($0.name)" })
    }
}
