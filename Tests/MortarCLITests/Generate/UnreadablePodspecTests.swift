import Foundation
import Testing

/// A podspec Mortar cannot read statically (issue 24, item 7): its version from a shell
/// command or a network call. `check` and `generate` say exactly how to go on — CocoaPods'
/// JSON form of it (`pod ipc spec`) named as the module's `"manifest"` — and that way works.
@Suite struct UnreadablePodspecTests {
    static let shellPodspec = """
    Pod::Spec.new do |s|
      s.name = 'Dyn'
      s.version = `sh build.sh get-version`.strip
      s.summary = 'd'
      s.homepage = 'https://example.com/dyn'
      s.license = 'MIT'
      s.author = 'a'
      s.source = { :git => 'https://example.com/dyn.git', :tag => s.version.to_s }
      s.ios.deployment_target = '12.0'
      s.source_files = 'Src/*.swift'
    end
    """

    /// What `pod ipc spec Dyn.podspec` prints for it beside `build.sh` (which echoes 2.3.4):
    /// recorded with CocoaPods' own code (`ruby ../shared/tools/cp-oracle.rb spec Dyn.podspec`,
    /// cocoapods-core 1.16.2).
    static let podIPCSpec = """
    {
      "name": "Dyn",
      "version": "2.3.4",
      "summary": "d",
      "homepage": "https://example.com/dyn",
      "license": "MIT",
      "authors": "a",
      "source": {
        "git": "https://example.com/dyn.git",
        "tag": "2.3.4"
      },
      "platforms": {
        "ios": "12.0"
      },
      "source_files": "Src/*.swift"
    }
    """

    static func makeApp(podspec: String, manifest: String? = nil) -> String {
        let root = CLIHarness.makeTemporaryFolder()
        CLIHarness.write(podspec, to: root + "/Modules/Dyn/Specs/Dyn.podspec")
        CLIHarness.write("public let d = 1\n", to: root + "/Modules/Dyn/Src/d.swift")
        let key = manifest.map { #", "manifest": "\#($0)""# } ?? #", "manifest": "Specs/Dyn.podspec""#
        CLIHarness.write(#"{ "name": "App", "modules": [{ "name": "Dyn", "path": "Modules/Dyn"\#(key) }], "outputs": { "swiftpm": "Package.swift", "podfile": null } }"#,
                         to: root + "/mortar.json")
        return root
    }

    @Test func aVersionFromAShellCommandSaysHowToGoOnAndThatWayWorks() throws {
        let root = Self.makeApp(podspec: Self.shellPodspec)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let check = CLIHarness.run(["check"], in: root)
        #expect(check.exitCode != .success)
        #expect(check.stdout + check.stderr == """
        Modules/Dyn/Specs/Dyn.podspec:3:3: error[invalid-manifest]: the version of 'Dyn' is not static: it comes from the output of the shell command `sh build.sh get-version`, which mortar never runs (at Modules/Dyn/Specs/Dyn.podspec:3:15)
          help: in 'Modules/Dyn/Specs' run 'pod ipc spec Dyn.podspec > Dyn.podspec.json', then set "manifest": "Specs/Dyn.podspec.json" on module 'Dyn' in mortar.json
        1 error (1 module, 0 dependencies between them)

        """)
        let generate = CLIHarness.run(["generate"], in: root)
        #expect(generate.exitCode == .success)
        #expect(generate.stderr == """
        mortar.json:1:40: warning[not-swiftpm]: module 'Dyn' has no SwiftPM library product: its manifest cannot be read (Modules/Dyn/Specs/Dyn.podspec:3:3: the version of 'Dyn' is not static: it comes from the output of the shell command `sh build.sh get-version`, which mortar never runs (at Modules/Dyn/Specs/Dyn.podspec:3:15)); it is left out of the generated Package.swift
          help: in 'Modules/Dyn/Specs' run 'pod ipc spec Dyn.podspec > Dyn.podspec.json', then set "manifest": "Specs/Dyn.podspec.json" on module 'Dyn' in mortar.json

        """)

        // The way on: the JSON beside the podspec, named as the module's manifest.
        CLIHarness.write(Self.podIPCSpec, to: root + "/Modules/Dyn/Specs/Dyn.podspec.json")
        let manifest = try String(contentsOfFile: root + "/mortar.json", encoding: .utf8)
        CLIHarness.write(manifest.replacingOccurrences(of: "Specs/Dyn.podspec\"", with: "Specs/Dyn.podspec.json\""), to: root + "/mortar.json")
        let checked = CLIHarness.run(["check"], in: root)
        #expect(checked.exitCode == .success, "\(checked.stdout)\(checked.stderr)")
        let generated = CLIHarness.run(["generate"], in: root)
        #expect(generated.exitCode == .success)
        #expect(generated.stderr == "")
        let package = try String(contentsOfFile: root + "/Package.swift", encoding: .utf8)
        #expect(package.contains("""
                .target(
                    name: "Dyn",
                    dependencies: [
                    ],
                    path: "Modules/Dyn/Src",
                    sources: [
                        "d.swift",
                    ]
                ),
        """), "\(package)")
    }

    @Test func aVersionFromANetworkCallSaysHowToGoOn() throws {
        let root = Self.makeApp(podspec: """
        require 'net/http'
        require 'json'
        Pod::Spec.new do |s|
          s.name = 'Dyn'
          s.version = JSON.parse(Net::HTTP.get(URI('https://example.com/dyn/version.json')))['version']
          s.source = { :git => 'https://example.com/dyn.git', :tag => s.version.to_s }
          s.ios.deployment_target = '12.0'
          s.source_files = 'Src/*.swift'
        end
        """)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let check = CLIHarness.run(["check"], in: root)
        #expect(check.stdout + check.stderr == """
        Modules/Dyn/Specs/Dyn.podspec:5:3: error[invalid-manifest]: the version of 'Dyn' is not static: it comes from 'JSON.parse', which mortar never runs (at Modules/Dyn/Specs/Dyn.podspec:5:15)
          help: in 'Modules/Dyn/Specs' run 'pod ipc spec Dyn.podspec > Dyn.podspec.json', then set "manifest": "Specs/Dyn.podspec.json" on module 'Dyn' in mortar.json
        1 error (1 module, 0 dependencies between them)

        """)
    }
}
