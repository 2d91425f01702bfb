import Foundation
import MortarCLI
import MortarCore
import Testing

/// No command writes over a file it reads: a Podfile app's `generate` and `bootstrap` leave the
/// Podfile (and its lock, its sidecar, its modules' podspecs) byte for byte, with default
/// outputs and with every output option; an output that names an input is exit 2, located.
@Suite struct OutputIsNeverAnInputTests {
    static let podfile = """
        platform :ios, '13.0'
        use_frameworks!

        target 'App' do
          pod 'Core', :path => 'Modules/Core'
          pod 'AFNetworking', '4.0.1'
        end

        """

    static func podfileApp() -> String {
        let folder = CLIHarness.makeTemporaryFolder()
        CLIHarness.write(podfile, to: folder + "/Podfile")
        CLIHarness.write("PODS:\n  - AFNetworking (4.0.1)\n", to: folder + "/Podfile.lock")
        CLIHarness.write("{ \"name\": \"App\", \"layers\": [{ \"name\": \"base\" }], \"modules\": [{ \"name\": \"Core\", \"layer\": \"base\" }] }\n", to: folder + "/mortar.json")
        CLIHarness.write("Pod::Spec.new do |s|\n  s.name = 'Core'\n  s.version = '1.0.0'\n  s.dependency 'AFNetworking'\nend\n",
                         to: folder + "/Modules/Core/Core.podspec")
        return folder
    }

    /// SHA-256 of every input, by name.
    static func hashes(_ folder: String) -> [String: String] {
        var result: [String: String] = [:]
        for name in ["Podfile", "Podfile.lock", "mortar.json", "Modules/Core/Core.podspec"] {
            let bytes = FileManager.default.contents(atPath: folder + "/" + name).map { [UInt8]($0) } ?? []
            result[name] = SHA256.hex(bytes)
        }
        return result
    }

    @Test func generateWithDefaultOutputsWritesCocoaPodsPodfileAndLeavesThePodfile() throws {
        let folder = Self.podfileApp()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let before = Self.hashes(folder)
        let run = CLIHarness.run(["generate", "--manifest", "Podfile"], in: folder)
        #expect(run.exitCode == .success)
        #expect(run.stdout == "wrote Package.swift\nwrote Sources/App/App.swift\nwrote CocoaPods.podfile\n")
        #expect(Self.hashes(folder) == before)
        let written = try String(contentsOfFile: folder + "/CocoaPods.podfile", encoding: .utf8)
        #expect(written.contains("pod \"Core\", :path => \"Modules/Core\""))
        // A second run finds it current and still leaves the Podfile alone.
        #expect(CLIHarness.run(["generate"], in: folder).stdout == "unchanged Package.swift\nunchanged Sources/App/App.swift\nunchanged CocoaPods.podfile\n")
        #expect(Self.hashes(folder) == before)
    }

    @Test(arguments: [
        (["--podfile", "Podfile"], "--podfile 'Podfile' is the integrator manifest 'Podfile'", "Podfile", "--podfile"),
        (["--swiftpm", "Podfile"], "--swiftpm 'Podfile' is the integrator manifest 'Podfile'", "Podfile", "--swiftpm"),
        (["--podfile", "Sub/../podfile"], "--podfile 'podfile' is the integrator manifest 'Podfile'", "Podfile", "--podfile"),
        (["--podfile", "Podfile.lock"], "--podfile 'Podfile.lock' is CocoaPods' lock 'Podfile.lock'", "Podfile.lock", "--podfile"),
        (["--swiftpm", "mortar.json"], "--swiftpm 'mortar.json' is the mortar.json beside the Podfile 'mortar.json'", "mortar.json", "--swiftpm"),
        (["--podfile", "Modules/Core/Core.podspec"],
         "--podfile 'Modules/Core/Core.podspec' is the manifest of module 'Core' 'Modules/Core/Core.podspec'", "Modules/Core/Core.podspec", "--podfile"),
        (["--podfile", "mortar.lock"], "--podfile 'mortar.lock' is the lock file 'mortar.lock'", "mortar.lock", "--podfile"),
        (["--podfile", "mortar.local.json"], "--podfile 'mortar.local.json' is the local overrides 'mortar.local.json'", "mortar.local.json", "--podfile"),
    ])
    func anOutputOptionNamingAnInputIsRefused(arguments: [String], message: String, at: String, option: String) {
        let folder = Self.podfileApp()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let before = Self.hashes(folder)
        for command in ["generate", "bootstrap"] {
            let run = CLIHarness.run([command, "--manifest", "Podfile"] + arguments, in: folder)
            #expect(run.exitCode == .usage)
            #expect(run.stdout == "")
            #expect(run.stderr == "\(at): error[invalid-manifest]: \(message); Mortar never writes over a file it reads\n  help: pass \(option) a path of its own\n")
            #expect(Self.hashes(folder) == before)
        }
        // Nothing was written at all: no generated file, no .gitignore, no checkouts.
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder).sorted()) ?? []
        #expect(entries == ["Modules", "Podfile", "Podfile.lock", "mortar.json"])
    }

    @Test func everyOutputOptionLeavesThePodfileByteForByte() {
        for arguments in [[], ["--podfile", "Out/Podfile"], ["--swiftpm", "Out/Package.swift"], ["--podfile", "Out/Podfile", "--swiftpm", "Out/Package.swift"]] {
            for command in ["generate", "bootstrap"] {
                let folder = Self.podfileApp()
                defer { try? FileManager.default.removeItem(atPath: folder) }
                let before = Self.hashes(folder)
                let run = CLIHarness.run([command, "--manifest", "Podfile", "--no-gitignore"].filter { command == "bootstrap" || $0 != "--no-gitignore" } + arguments, in: folder)
                #expect(run.exitCode == .success, "\(command) \(arguments): \(run.stderr)")
                #expect(Self.hashes(folder) == before, "\(command) \(arguments)")
            }
        }
    }

    @Test func bootstrapGitIgnoresThePodfileAppsCompositePodfile() throws {
        let folder = Self.podfileApp()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let before = Self.hashes(folder)
        let run = CLIHarness.run(["bootstrap"], in: folder)
        #expect(run.exitCode == .success, "\(run.stderr)")
        // Its :path modules live in Modules/: the folder is the app's code, never ignored.
        #expect(run.stdout.hasPrefix("added .mortar/, mortar.local.json, CocoaPods.podfile to .gitignore\n"))
        #expect(try String(contentsOfFile: folder + "/.gitignore", encoding: .utf8) == """
            # mortar: module checkouts, caches and local overrides (see 'mortar help bootstrap')
            /.mortar/
            /mortar.local.json
            /CocoaPods.podfile

            """)
        #expect(FileManager.default.fileExists(atPath: folder + "/CocoaPods.podfile"))
        #expect(Self.hashes(folder) == before)
    }

    @Test func anOutputThroughASymlinkedFolderOntoThePodfileIsRefused() throws {
        let folder = Self.podfileApp()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/Here", withDestinationPath: folder)
        let before = Self.hashes(folder)
        let run = CLIHarness.run(["generate", "--manifest", "Podfile", "--podfile", "Here/Podfile"], in: folder)
        #expect(run.exitCode == .usage)
        #expect(run.stderr == "Podfile: error[invalid-manifest]: --podfile 'Here/Podfile' is the integrator manifest 'Podfile'; Mortar never writes over a file it reads\n  help: pass --podfile a path of its own\n")
        #expect(Self.hashes(folder) == before)
    }

    @Test func aManifestOutputNamingTheManifestIsRefusedWhereItIsWritten() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let manifest = """
            {
              "name": "App",
              "modules": [],
              "outputs": { "swiftpm": "mortar.json", "lock": "mortar.json" }
            }

            """
        CLIHarness.write(manifest, to: folder + "/mortar.json")
        let generate = CLIHarness.run(["generate"], in: folder)
        #expect(generate.exitCode == .usage)
        #expect(generate.stderr == """
            mortar.json:4:27: error[invalid-manifest]: outputs.swiftpm 'mortar.json' is the integrator manifest 'mortar.json'; Mortar never writes over a file it reads
              help: set "outputs": {"swiftpm": "Composite/Package.swift"} in mortar.json, or pass --swiftpm PATH

            """)
        let fetch = CLIHarness.run(["fetch"], in: folder)
        #expect(fetch.exitCode == .usage)
        #expect(fetch.stderr == """
            mortar.json:4:50: error[invalid-manifest]: outputs.lock 'mortar.json' is the integrator manifest 'mortar.json'; Mortar never writes over a file it reads
              help: set "outputs": {"lock": "mortar.lock"} in mortar.json

            """)
        #expect(try String(contentsOfFile: folder + "/mortar.json", encoding: .utf8) == manifest)
    }
}
