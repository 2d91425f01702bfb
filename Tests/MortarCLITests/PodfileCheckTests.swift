import Foundation
import MortarCLI
import Testing

/// `mortar check --manifest Podfile` end to end: a Podfile with `:path` modules whose Ruby
/// podspecs are read statically, layers from a `mortar.json` beside it.
@Suite struct PodfileCheckTests {
    static func workspace() -> String {
        let folder = CLIHarness.makeTemporaryFolder()
        CLIHarness.write("""
            platform :ios, '13.0'
            use_frameworks!

            target 'App' do
              pod 'Core', :path => 'Modules/Core'
              pod 'UI', :path => 'Modules/UI'
              pod 'AFNetworking', '4.0.1'
            end
            """, to: folder + "/Podfile")
        CLIHarness.write("Pod::Spec.new do |s|\n  s.name = 'Core'\n  s.version = '1.0.0'\n  s.dependency 'AFNetworking'\nend\n",
                         to: folder + "/Modules/Core/Core.podspec")
        CLIHarness.write("Pod::Spec.new do |s|\n  s.name = 'UI'\n  s.version = '1.0.0'\n  s.dependency 'Core'\nend\n",
                         to: folder + "/Modules/UI/UI.podspec")
        return folder
    }

    @Test func aCleanPodfileWorkspacePasses() {
        let folder = Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CLIHarness.run(["check", "--manifest", "Podfile"], in: folder)
        #expect(run.exitCode == .success)
        #expect(run.stdout == "no problems found (2 modules, 1 dependency between them)\n")
        #expect(run.stderr.isEmpty)
    }

    @Test func layersFromMortarJSONBesideThePodfileAreChecked() {
        let folder = Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        CLIHarness.write("""
            {
              "layers": [{ "name": "foundation" }, { "name": "ui" }],
              "modules": [{ "name": "Core", "layer": "foundation" }, { "name": "UI", "layer": "ui" }]
            }
            """, to: folder + "/mortar.json")
        CLIHarness.write("Pod::Spec.new do |s|\n  s.name = 'Core'\n  s.version = '1.0.0'\n  s.dependency 'AFNetworking'\n  s.dependency 'UI'\nend\n",
                         to: folder + "/Modules/Core/Core.podspec")
        let run = CLIHarness.run(["check", "--manifest", "Podfile"], in: folder, environment: ["NO_COLOR": "1"])
        // A layers-only mortar.json does not take the Podfile's place as the default manifest.
        #expect(CLIHarness.run(["check"], in: folder, environment: ["NO_COLOR": "1"]).stdout == run.stdout)
        #expect(run.exitCode == .failure)
        #expect(run.stdout == """
            Modules/Core/Core.podspec:5:3: error[cycle]: dependency cycle: Core → UI → Core
              Modules/Core/Core.podspec:5:3: note: 'Core' depends on 'UI' here
              Modules/UI/UI.podspec:4:3: note: 'UI' depends on 'Core' here
              help: break the cycle: move what both need into a lower module, or invert one dependency through a protocol in a lower layer
            Modules/Core/Core.podspec:5:3: error[layer-violation]: 'Core' (layer 'foundation') depends on 'UI' (layer 'ui'), a higher layer
              mortar.json:3:83: note: 'UI' is in layer 'ui'
              help: lower layers never depend on upper ones: move what 'Core' needs from 'UI' down to 'foundation', or invert the dependency
            2 errors (2 modules, 2 dependencies between them)

            """)
    }

    @Test func aRangeOrMissingRequirementInThePodfileIsUnpinned() {
        let folder = Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        CLIHarness.write("target 'App' do\n  pod 'Core', :path => 'Modules/Core'\n  pod 'AFNetworking', '~> 4.0'\n  pod 'Masonry'\nend\n", to: folder + "/Podfile")
        CLIHarness.write("Pod::Spec.new do |s|\n  s.name = 'Core'\n  s.dependency 'AFNetworking'\n  s.dependency 'Masonry'\nend\n",
                         to: folder + "/Modules/Core/Core.podspec")
        let run = CLIHarness.run(["check", "--manifest", "Podfile"], in: folder, environment: ["NO_COLOR": "1"])
        // A layers-only mortar.json does not take the Podfile's place as the default manifest.
        #expect(CLIHarness.run(["check"], in: folder, environment: ["NO_COLOR": "1"]).stdout == run.stdout)
        #expect(run.exitCode == .failure)
        #expect(run.stdout == """
            Podfile:3:3: error[unpinned-dependency]: 'AFNetworking' is required at '~> 4.0' but not pinned to one version
              help: pin an exact version: pod 'AFNetworking', 'X.Y.Z'
            Podfile:4:3: error[unpinned-dependency]: 'Masonry' is required at 'any version' but not pinned to one version
              help: pin an exact version: pod 'Masonry', 'X.Y.Z'
            2 errors (1 module, 0 dependencies between them)

            """)
    }

    /// The help names the key as the Podfile spells it (`:path`), not as mortar.json does.
    @Test func aPathPodWhoseFolderIsMissingIsToldToFixItsPathAsThePodfileWritesIt() {
        let folder = Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        CLIHarness.write("target 'App' do\n  pod 'Gone', :path => 'Modules/Gone'\nend\n", to: folder + "/Podfile")
        let run = CLIHarness.run(["check", "--manifest", "Podfile"], in: folder, environment: ["NO_COLOR": "1"])
        #expect(run.exitCode == .failure)
        #expect(run.stdout == """
            Podfile:2:3: error[missing-manifest]: module 'Gone' points at 'Modules/Gone', which does not exist
              help: fix its :path in Podfile
            1 error (1 module, 0 dependencies between them)

            """, "\(run.stderr)")
    }

    @Test func aPodspecThatIsNotStaticIsAnInvalidManifestFinding() {
        let folder = Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        CLIHarness.write("Pod::Spec.new do |s|\n  s.name = 'UI'\n  s.version = `git describe`\n  s.dependency 'Core'\nend\n",
                         to: folder + "/Modules/UI/UI.podspec")
        let run = CLIHarness.run(["check", "--manifest", "Podfile", "--format", "json"], in: folder)
        #expect(run.exitCode == .failure)
        #expect(run.stdout.contains("\"code\": \"invalid-manifest\""))
        #expect(run.stdout.contains("the version of 'UI' is not static: it comes from the output of the shell command `git describe`, which mortar never runs"))
    }

    @Test func aPodfileThatIsNotStaticIsUnusableInput() {
        let folder = Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        CLIHarness.write("use_react_native!\ntarget 'App' do\nend\n", to: folder + "/Podfile")
        let run = CLIHarness.run(["check", "--manifest", "Podfile"], in: folder)
        #expect(run.exitCode == .usage)
        #expect(run.stderr.hasPrefix("Podfile:1:1: error[invalid-manifest]: calls 'use_react_native!', which is not defined in this file; what it declares cannot be known without running it"))
    }
}
