import Foundation
import Testing

/// A module whose podspec names another pod (`"manifest": "Dyn.podspec.json"` holding
/// `"name": "Other"`, or the single podspec of its folder): `check` keyed the module by the
/// manifest's name and said "no problems found" (or told a dependent to use the module's name),
/// while `generate` named its targets and product after the pod and linked dependents by the
/// pod's name, so the two told opposite stories. CocoaPods refuses such a podspec ("The name of
/// the given podspec `Other` doesn't match the expected one `Dyn`"); `check` does too.
@Suite struct PodspecNameTests {
    @Test(arguments: [
        ("Dyn.podspec.json", #"{ "name": "Other", "version": "1.0.0", "source_files": "Sources/*.swift", "platforms": { "ios": "13.0" } }"#, "1:1"),
        ("Dyn.podspec", "Pod::Spec.new do |s|\n  s.name = 'Other'\n  s.version = '1.0.0'\n  s.source_files = 'Sources/*.swift'\nend\n", "1:1"),
    ])
    func aModuleWhosePodspecNamesAnotherPodIsAnError(file: String, text: String, at: String) throws {
        let root = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        CLIHarness.write(#"{ "name": "App", "modules": [{ "name": "Dyn", "path": "Modules/Dyn", "manifest": "\#(file)" }] }"# + "\n", to: root + "/mortar.json")
        CLIHarness.write(text, to: root + "/Modules/Dyn/" + file)
        CLIHarness.write("public let dyn = 1\n", to: root + "/Modules/Dyn/Sources/Dyn.swift")

        let run = CLIHarness.run(["check"], in: root)

        #expect(run.stdout + run.stderr == """
            mortar.json:1:40: error[invalid-manifest]: module 'Dyn' reads the podspec of the pod 'Other' (Modules/Dyn/\(file)), so 'check' and 'generate' would know it by different names
              Modules/Dyn/\(file):\(at): note: the podspec names the pod 'Other'
              help: name the module 'Other' in mortar.json (the pod's name, which its dependents use), or name the pod 'Dyn' in its podspec
            1 error (1 module, 0 dependencies between them)

            """)
        #expect(run.exitCode == .failure)
    }

    @Test func aPodfilesPathPodWhosePodspecNamesAnotherPodIsSaidInThePodfilesWords() throws {
        let root = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        CLIHarness.write("platform :ios, '13.0'\ntarget 'App' do\n  pod 'Dyn', :path => 'Modules/Dyn'\nend\n", to: root + "/Podfile")
        CLIHarness.write(#"{ "name": "Other", "version": "1.0.0", "source_files": "Sources/*.swift", "platforms": { "ios": "13.0" } }"#, to: root + "/Modules/Dyn/Dyn.podspec.json")
        CLIHarness.write("public let dyn = 1\n", to: root + "/Modules/Dyn/Sources/Dyn.swift")

        let run = CLIHarness.run(["check", "--manifest", "Podfile"], in: root)

        #expect(run.stdout + run.stderr == """
            Podfile:3:3: error[invalid-manifest]: pod 'Dyn' reads the podspec of the pod 'Other' (Modules/Dyn/Dyn.podspec.json), so 'check' and 'generate' would know it by different names
              Modules/Dyn/Dyn.podspec.json:1:1: note: the podspec names the pod 'Other'
              help: write pod 'Other' in the Podfile (the pod's name, which its dependents use), or name the pod 'Dyn' in its podspec
            1 error (1 module, 0 dependencies between them)

            """)
        #expect(run.exitCode == .failure)
    }
}
