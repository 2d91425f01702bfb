import Foundation
import MortarCLI
import Testing

/// The `mortar.json` beside a Podfile, end to end: what it says is used by every command,
/// what means nothing beside a Podfile is a located warning, a typo is an error with "did you
/// mean"; `mortar init --from-podfile` writes a starter one and never overwrites.
@Suite struct PodfileSidecarTests {
    static func app() -> String {
        let folder = CLIHarness.makeTemporaryFolder()
        CLIHarness.write("""
            platform :ios, '13.0'

            target 'Shop' do
              pod 'Core', :path => 'Modules/Core'
              pod 'UI', :path => 'Modules/UI'
              pod 'AFNetworking', '4.0.1'
              pod 'Kingfisher', '~> 7.0'
            end

            """, to: folder + "/Podfile")
        CLIHarness.write("Pod::Spec.new do |s|\n  s.name = 'Core'\n  s.version = '1.0.0'\n  s.dependency 'AFNetworking'\nend\n",
                         to: folder + "/Modules/Core/Core.podspec")
        CLIHarness.write("Pod::Spec.new do |s|\n  s.name = 'UI'\n  s.version = '1.0.0'\n  s.dependency 'Core'\n  s.dependency 'Kingfisher'\nend\n",
                         to: folder + "/Modules/UI/UI.podspec")
        return folder
    }

    @Test func initFromPodfileWritesTheSidecarOnceAndCheckReadsIt() throws {
        let folder = Self.app()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CLIHarness.run(["init", "--from-podfile"], in: folder)
        #expect(run.exitCode == .success)
        #expect(run.stdout == "wrote mortar.json; fill its layers, then run 'mortar check --manifest Podfile'\nadded .mortar/, mortar.local.json to .gitignore\n")
        let written = try String(contentsOfFile: folder + "/mortar.json", encoding: .utf8)
        #expect(written == """
            // Read with Podfile beside it (mortar check --manifest Podfile): the Podfile says where
            // modules come from and which pods the app uses; this file says what it cannot. Fill
            // "layers" (bottom first) and give each module its "layer"; a pin may give a pod's "git"
            // URL and SwiftPM "products". Reference: Sources/MortarCLI/Mortar.docc/ReadingRealManifests.md
            // in Mortar's repository.
            {
              "layers": [],
              "modules": [
                { "name": "Core" },
                { "name": "UI" }
              ],
              "pins": {}
            }

            """)
        let again = CLIHarness.run(["init", "--from-podfile", "Podfile"], in: folder)
        #expect(again.exitCode == .failure)
        #expect(again.stderr == """
            mortar.json: error[write-failed]: already exists, and mortar init never overwrites a file
              help: remove it, or pass --output OTHER.json

            """)
        #expect(try String(contentsOfFile: folder + "/mortar.json", encoding: .utf8) == written)
        // The starter is read as the Podfile's sidecar, with no warning, and the Podfile stays the default manifest.
        let check = CLIHarness.run(["check"], in: folder, environment: ["NO_COLOR": "1"])
        #expect(check.stderr == "")
        #expect(check.stdout == """
            Podfile:7:3: error[unpinned-dependency]: 'Kingfisher' is required at '~> 7.0' but not pinned to one version
              help: pin an exact version: pod 'Kingfisher', 'X.Y.Z'
            1 error (2 modules, 1 dependency between them)

            """)
    }

    @Test func whatTheSidecarSaysIsUsedAndWhatMeansNothingIsAWarning() throws {
        let folder = Self.app()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        CLIHarness.write("""
            {
              "name": "Shop",
              "platforms": { "ios": "13.0" },
              "layers": [{ "name": "foundation" }, { "name": "ui" }],
              "modules": [
                { "name": "Core", "layer": "foundation", "kind": "basic" },
                { "name": "UI", "layer": "ui", "kind": "main", "git": "https://x/UI.git" },
                { "name": "Kore", "layer": "ui" }
              ],
              "pins": {
                "AFNetworking": { "git": "https://github.com/AFNetworking/AFNetworking.git", "products": ["AFNetworking"] },
                "Kingfisher": { "version": "7.10.0" }
              },
              "policy": { "unusedDependencies": "off" },
              "outputs": { "swiftpm": null, "podfile": "Pods/Podfile" }
            }

            """, to: folder + "/mortar.json")
        let warnings = """
            mortar.json:3:3: warning[invalid-manifest]: 'platforms' means nothing beside a Podfile, which says it with its 'platform' lines; it is not read
              help: remove 'platforms' from mortar.json and say it in the Podfile
            mortar.json:7:52: warning[invalid-manifest]: 'git' of module 'UI' means nothing beside a Podfile, whose pod line says where it comes from; it is not read
              help: remove 'git' here and say it on the module's pod line in the Podfile
            mortar.json:8:15: warning[invalid-manifest]: module 'Kore' in mortar.json is not a module of the Podfile; it is not read
              help: did you mean 'Core'?

            """
        let check = CLIHarness.run(["check", "--manifest", "Podfile"], in: folder, environment: ["NO_COLOR": "1"])
        #expect(check.stderr == warnings)
        // Kingfisher is pinned by the sidecar inside the Podfile's range; kinds and layers are checked.
        #expect(check.stdout == "no problems found (2 modules, 1 dependency between them)\n")
        #expect(check.exitCode == .success)
        // Outputs come from the sidecar: no Package.swift, the Podfile in Pods/.
        let generate = CLIHarness.run(["generate", "--manifest", "Podfile"], in: folder)
        #expect(generate.stdout == "wrote Pods/Podfile\n")
        #expect(generate.stderr == warnings)
        #expect(!FileManager.default.fileExists(atPath: folder + "/Package.swift"))
        #expect(try String(contentsOfFile: folder + "/Pods/Podfile", encoding: .utf8) == """
            # Generated by mortar from Podfile — do not edit
            platform :ios, "13.0"

            target "Shop" do
              pod "Core", :path => "../Modules/Core"
              pod "UI", :path => "../Modules/UI"
              pod "AFNetworking", "4.0.1"
              pod "Kingfisher", "~> 7.0"
            end

            """)
    }

    /// The package is named after the app's project, workspace or folder, never its first
    /// target (here 'Sequel Ace', which cannot name a package), sanitised, and a note says
    /// after what; the sidecar's "name" wins, without a note.
    @Test func thePackageIsNamedAfterTheProjectWorkspaceOrFolderNotTheFirstTarget() throws {
        let root = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = root + "/Sequel-ace app"
        try FileManager.default.moveItem(atPath: Self.app(), toPath: folder)
        let podfile = "platform :ios, '15.0'\n\ntarget 'Sequel Ace' do\n  pod 'Core', :path => 'Modules/Core'\nend\n"
        let conversion = """
            Modules/Core/Core.podspec:1:1: warning[swiftpm-conversion]: 'Core' selects no source file on ios, so it becomes no SwiftPM target
              help: check source_files against the files of the module's folder

            """
        CLIHarness.write(podfile, to: folder + "/Podfile")
        let byFolder = CLIHarness.run(["generate"], in: folder)
        #expect(byFolder.exitCode == .success)
        #expect(byFolder.stderr == conversion.dropLast() + """

            Podfile: note[package-name]: the package is named 'SequelAceApp' after the folder 'Sequel-ace app'; set "name" in mortar.json to change it

            """)
        #expect(byFolder.stdout == "wrote Package.swift\nwrote Sources/SequelAceApp/SequelAceApp.swift\nwrote CocoaPods.podfile\n")

        try FileManager.default.createDirectory(atPath: folder + "/Sequel Ace.xcodeproj", withIntermediateDirectories: true)
        let byProject = CLIHarness.run(["generate"], in: folder)
        #expect(byProject.stderr == conversion.dropLast() + """

            Podfile: note[package-name]: the package is named 'SequelAce' after 'Sequel Ace.xcodeproj'; set "name" in mortar.json to change it

            """)
        #expect(byProject.stdout == "wrote Package.swift\nwrote Sources/SequelAce/SequelAce.swift\nunchanged CocoaPods.podfile\n")

        CLIHarness.write("workspace 'Sequel.Ace'\n" + podfile, to: folder + "/Podfile")
        let byWorkspaceLine = CLIHarness.run(["generate"], in: folder)
        #expect(byWorkspaceLine.stderr == conversion.dropLast() + """

            Podfile:1:1: note[package-name]: the package is named 'SequelAce' after 'Sequel.Ace.xcworkspace'; set "name" in mortar.json to change it

            """)

        CLIHarness.write("{ \"name\": \"Shop\" }\n", to: folder + "/mortar.json")
        let named = CLIHarness.run(["generate"], in: folder)
        #expect(named.exitCode == .success)
        #expect(named.stderr == conversion)
        #expect(named.stdout == "wrote Package.swift\nwrote Sources/Shop/Shop.swift\nunchanged CocoaPods.podfile\n")
    }

    @Test func aTypoInTheSidecarIsAnErrorWithDidYouMean() {
        let folder = Self.app()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        CLIHarness.write("""
            {
              "layer": [{ "name": "foundation" }],
              "modules": [{ "name": "Core", "kind": "basik" }],
              "pins": { "AFNetworking": { "gti": "https://x" } }
            }

            """, to: folder + "/mortar.json")
        let check = CLIHarness.run(["check", "--manifest", "Podfile"], in: folder)
        #expect(check.exitCode == .usage)
        #expect(check.stderr == """
            mortar.json:2:3: error[invalid-manifest]: unknown key 'layer' in the manifest
              help: did you mean 'layers'?
            mortar.json:3:41: error[invalid-manifest]: module 'Core' has an unknown kind 'basik'
              help: did you mean 'basic'?
            mortar.json:4:31: error[invalid-manifest]: unknown key 'gti' in pin 'AFNetworking'
              help: did you mean 'git'?

            """)
    }

    /// A `mortar.json` that is a symbolic link to nothing (a cloned repository can hold one
    /// pointing anywhere): init wrote the starter through it, to a file outside the project.
    @Test func initNeverWritesThroughALinkToNothing() throws {
        let folder = Self.app()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outside = folder + "-outside.json"
        try FileManager.default.createSymbolicLink(atPath: folder + "/mortar.json", withDestinationPath: outside)
        for arguments in [["init", "--from-podfile", "Podfile"], ["init"]] {
            let run = CLIHarness.run(arguments, in: folder)
            #expect(run.exitCode == .failure)
            #expect(run.stdout == "")
            #expect(run.stderr == """
                mortar.json: error[write-failed]: already exists, and mortar init never overwrites a file
                  help: remove it, or pass --output OTHER.json

                """)
        }
        #expect(!FileManager.default.fileExists(atPath: outside))
    }
}

