import Foundation
import Testing

/// A Swift pod importing the module of an Objective-C pod it depends on, whose folder also
/// holds that module's `module.modulemap` (google/promises: PromisesSwift imports `FBLPromises`,
/// PromisesObjC's `module_name`, declared by `Sources/FBLPromises/include/module.modulemap`):
/// the import is the dependency's target, not a system library target of the same name, which
/// clashed with it and left the Swift pod out of the package.
@Suite struct DependencyModuleImportTests {
    @Test func anImportOfADependencysModuleIsThatPodsTargetNotASystemLibrary() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = folder + "/app"
        CLIHarness.write(#"""
        { "name": "App", "modules": [
            { "name": "CoreObjC", "path": "Vendor/P", "manifest": "CoreObjC.podspec" },
            { "name": "Swifty", "path": "Vendor/P", "manifest": "Swifty.podspec" } ],
          "outputs": { "swiftpm": "Package.swift", "podfile": null } }
        """#, to: root + "/mortar.json")
        CLIHarness.write("""
        Pod::Spec.new do |s|
          s.name = 'CoreObjC'
          s.version = '1.0.0'
          s.module_name = 'CoreKit'
          s.source_files = 'Sources/CoreKit/*.m', 'Sources/CoreKit/include/*.h'
          s.public_header_files = 'Sources/CoreKit/include/*.h'
        end
        """, to: root + "/Vendor/P/CoreObjC.podspec")
        CLIHarness.write("""
        Pod::Spec.new do |s|
          s.name = 'Swifty'
          s.version = '1.0.0'
          s.source_files = 'Sources/Swifty/*.swift'
          s.dependency 'CoreObjC', '1.0.0'
        end
        """, to: root + "/Vendor/P/Swifty.podspec")
        CLIHarness.write("int core(void);\n", to: root + "/Vendor/P/Sources/CoreKit/include/CoreKit.h")
        CLIHarness.write("module CoreKit {\n  umbrella header \"CoreKit.h\"\n  export *\n}\n", to: root + "/Vendor/P/Sources/CoreKit/include/module.modulemap")
        CLIHarness.write("#import \"CoreKit.h\"\nint core(void) { return 1; }\n", to: root + "/Vendor/P/Sources/CoreKit/Core.m")
        CLIHarness.write("import CoreKit\npublic func swifty() -> Int32 { core() }\n", to: root + "/Vendor/P/Sources/Swifty/Swifty.swift")
        let run = CLIHarness.run(["generate"], in: root)
        #expect(run.exitCode == .success, "\(run.stderr)")
        #expect(run.stderr == "")
        #expect(try ObjectiveCPodPackageTests.targetLines("Swifty", in: root) == """
                .target(
                    name: "Swifty",
                    dependencies: [
                        "CoreKit",
                    ],
                    path: "Vendor/P/Sources/Swifty",
                    sources: [
                        "Swifty.swift",
                    ]
                ),
        """)
    }
}
