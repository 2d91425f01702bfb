import Foundation
import MortarWorkspace
import Testing

/// A pod's own `module_map`, generated into its target's tree and read back by the real
/// `swift package describe`.
@Suite struct PodModuleMapPackageTests {
    @Test func aPodsOwnModuleMapIsLinkedIntoItsTreeAndTheManifestLoads() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = ObjectiveCPodPackageTests.makeApp(pod: "Kit", podspec: """
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.version = '1.0.0'
          s.source_files = 'Sources/*.{h,m}'
          s.public_header_files = 'Sources/Kit.h'
          s.module_map = 'Sources/module.modulemap'
        end
        """, files: [
            "Sources/Kit.h": "int kit(void);\n", "Sources/Kit.m": "#import \"Kit.h\"\nint kit(void) { return 1; }\n",
            "Sources/module.modulemap": "module Kit {\n  umbrella header \"Kit/Kit.h\"\n  export *\n}\n",
        ], in: folder)
        let run = CLIHarness.run(["generate"], in: root)
        #expect(run.exitCode == .success, "\(run.stderr)")
        let link = root + "/.mortar/targets/Kit/include/module.modulemap"
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../module/Sources/module.modulemap")
        #expect(try String(contentsOfFile: link, encoding: .utf8) == "module Kit {\n  umbrella header \"Kit/Kit.h\"\n  export *\n}\n")
        let check = CLIHarness.run(["generate", "--check"], in: root)
        #expect(check.exitCode == .success, "\(check.stdout)\(check.stderr)")
        let targets = try RealPackageApp.describe(root)
        #expect(targets.map(\.name).sorted() == ["App", "Kit"])
    }
}
