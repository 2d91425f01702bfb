import Foundation
import Testing
import MortarCLI

/// `mortar generate` end to end on the committed examples.
@Suite struct GenerateCommandTests {
    @Test func committedMetroSDKOutputsAreCurrent() {
        let run = CLIHarness.run(["generate", "--check", "--manifest", "Examples/MetroSDK/mortar.json"])
        #expect(run.exitCode == .success)
        // MetroSDK's outputs: the composite Package.swift (podspec modules converted to targets)
        // and its umbrella source, the Podfile and the module registry (Swift and property list).
        // Its three pods map to no package product yet: each is a finding.
        #expect(run.stdout == "5 generated files are up to date\n")
        #expect(run.stderr == """
        Examples/MetroSDK/Modules/Network/Network.podspec.json:25:5: warning[unmapped-pod]: 'Network' depends on the pod 'AFNetworking', which no module or package product stands for; its target 'Network' is generated without it
          help: add 'AFNetworking' as a module, or map the pod to a SwiftPM package product
        Examples/MetroSDK/Modules/RSA/RSA.podspec.json:25:5: warning[unmapped-pod]: 'RSA' depends on the pod 'GMObjC', which no module or package product stands for; its target 'RSA' is generated without it
          help: add 'GMObjC' as a module, or map the pod to a SwiftPM package product
        Examples/MetroSDK/Modules/UI/UI.podspec.json:25:5: warning[unmapped-pod]: 'UI' depends on the pod 'Masonry', which no module or package product stands for; its target 'UI' is generated without it
          help: add 'Masonry' as a module, or map the pod to a SwiftPM package product

        """)
    }

    @Test func checkIsCleanAfterGenerateAndFailsAfterAManualEdit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.copyItem(atPath: CLIHarness.repositoryRoot + "/Examples/MetroSDK/mortar.json", toPath: folder.path + "/mortar.json")
        try FileManager.default.copyItem(atPath: CLIHarness.repositoryRoot + "/Examples/MetroSDK/repos", toPath: folder.path + "/repos")
        #expect(CLIHarness.run(["fetch"], in: folder.path).exitCode == .success)

        let generate = CLIHarness.run(["generate", "--swiftpm", "out/Package.swift"], in: folder.path)
        #expect(generate.exitCode == .success)
        #expect(generate.stdout == "wrote out/Package.swift\nwrote out/Sources/MetroSDK/MetroSDK.swift\nwrote Podfile\nwrote Registry/ModuleRegistry.swift\nwrote Registry/ModuleRegistry.plist\n")
        #expect(folder.read("Podfile") == (try String(contentsOfFile: CLIHarness.repositoryRoot + "/Examples/MetroSDK/Podfile", encoding: .utf8)))

        let clean = CLIHarness.run(["generate", "--check", "--swiftpm", "out/Package.swift"], in: folder.path)
        #expect(clean.exitCode == .success)
        #expect(clean.stdout == "5 generated files are up to date\n")

        let podfile = try #require(folder.read("Podfile"))
        try folder.write("Podfile", podfile.replacingOccurrences(of: "  pod \"GMObjC\", \"= 3.3.8\"\n", with: ""))
        let stale = CLIHarness.run(["generate", "--check", "--swiftpm", "out/Package.swift"], in: folder.path)
        #expect(stale.exitCode == .failure)
        #expect(stale.stdout == """
            --- Podfile (on disk)
            +++ Podfile (generated)
            @@ -21,5 +21,6 @@
               pod "PayType", :path => "Modules/PayType" # PayType at bf34d24a17fc84436fadbd24712e69f86a7a83fe
               pod "CityServiceOpen", :path => "Modules/CityServiceOpen" # CityServiceOpen at 90c6cef82ee3d1c8827ca8dd91f80d90ea43b9ac
               pod "AFNetworking", "= 4.0.1"
            +  pod "GMObjC", "= 3.3.8"
               pod "Masonry", "= 1.1.0"
             end

            """)
        #expect(stale.stderr.hasSuffix("error[out-of-date]: 'Podfile' is out of date\n  help: run 'mortar generate' and commit the result\n"))
    }

    @Test func unusableInputsExitTwo() {
        let missing = CLIHarness.run(["generate", "--manifest", "Examples/Nope/mortar.json"])
        #expect(missing.exitCode == .usage)
        let typo = CLIHarness.run(["generate", "--chek"])
        #expect(typo.exitCode == .usage)
        #expect(typo.stderr == "error[usage]: unknown option --chek for 'mortar generate'\n  help: did you mean --check?\n")
    }
}
