import Foundation
import MortarCLI
import MortarCore
import Testing

/// A Podfile's `:git` pod the mortar.json beside it does not list is a third-party pod: its
/// podspec's own problems are notes that say whose podspec it is, so `check` passes after
/// `fetch` and `bootstrap` generates without `--force`; listed, it is the app's own again.
@Suite struct ThirdPartyPodTests {
    @Test func aThirdPartyPodsPodspecProblemsAreNotesAndTheAppsAreErrors() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        let remote = sandbox.remotes + "/Charts"
        try sandbox.makeRemote("Charts")
        try sandbox.write(remote + "/Charts.podspec", """
            Pod::Spec.new do |s|
              s.name = 'Charts'
              s.version = '5.0.0'
              s.source_files = 'Sources/*.swift'
              s.dependency 'Realm', '~> 10.0'
            end

            """)
        try sandbox.write(remote + "/Sources/Charts.swift", "public let charts = 1\n")
        try sandbox.git(["add", "-A"], in: remote)
        try sandbox.git(["commit", "--quiet", "-m", "Podspec"], in: remote)
        try sandbox.write(sandbox.project + "/Podfile", """
            platform :ios, '13.0'

            target 'Shop' do
              pod 'Feature', :path => 'Feature'
              pod 'Charts', :git => '../remotes/Charts', :branch => 'develop'
              pod 'Realm', '10.1.0'
            end

            """)
        try sandbox.write(sandbox.project + "/Feature/Feature.podspec", """
            Pod::Spec.new do |s|
              s.name = 'Feature'
              s.version = '1.0.0'
              s.source_files = '*.swift'
              s.dependency 'Realm', '~> 10.0'
            end

            """)
        try sandbox.write(sandbox.project + "/Feature/Feature.swift", "public let feature = 1\n")
        let initRun = sandbox.run(["init", "--from-podfile"])
        #expect(initRun.code == .success)
        #expect(try sandbox.read(sandbox.project + "/mortar.json") == """
            // Read with Podfile beside it (mortar check --manifest Podfile): the Podfile says where
            // modules come from and which pods the app uses; this file says what it cannot. Fill
            // "layers" (bottom first) and give each module its "layer"; a pin may give a pod's "git"
            // URL and SwiftPM "products". Reference: Sources/MortarCLI/Mortar.docc/ReadingRealManifests.md
            // in Mortar's repository.
            // Third-party ':git' pods (their podspecs' own problems are notes; list one under "modules" to check it as the app's): Charts.
            {
              "layers": [],
              "modules": [
                { "name": "Feature" }
              ],
              "pins": {}
            }

            """)
        #expect(sandbox.run(["fetch"]).code == .success)

        let check = sandbox.run(["check", "--no-imports"])
        #expect(check.out == """
            Feature/Feature.podspec:5:3: error[component-requirement]: 'Feature' requires package 'Realm' at '~> 10.0'; components name dependencies without versions
              help: remove the requirement from Feature.podspec and pin 'Realm' once in Podfile
            Modules/Charts/Charts.podspec:5:3: note[component-requirement]: 'Charts' requires package 'Realm' at '~> 10.0'; components name dependencies without versions
              note: third-party pod 'Charts' (../remotes/Charts): a problem of its own podspec, not the app's; list 'Charts' under "modules" in the mortar.json beside Podfile to check it as the app's own
              help: remove the requirement from Charts.podspec and pin 'Realm' once in Podfile
            1 error (2 modules, 0 dependencies between them)

            """)
        #expect(check.code == .failure)

        // Without the app's own finding, bootstrap checks clean and generates without --force.
        try sandbox.write(sandbox.project + "/Feature/Feature.podspec", """
            Pod::Spec.new do |s|
              s.name = 'Feature'
              s.version = '1.0.0'
              s.source_files = '*.swift'
              s.dependency 'Realm'
            end

            """)
        let bootstrap = sandbox.run(["bootstrap", "--no-gitignore"])
        #expect(!bootstrap.err.contains("generate: skipped"))
        #expect(bootstrap.code == .success, "\(bootstrap.out)\(bootstrap.err)")

        // Listed in the sidecar, Charts is the app's own: its podspec's problem is an error.
        try sandbox.write(sandbox.project + "/mortar.json", #"{ "modules": [{ "name": "Feature" }, { "name": "Charts" }] }"# + "\n")
        let listed = sandbox.run(["check", "--no-imports"])
        #expect(listed.out == """
            Modules/Charts/Charts.podspec:5:3: error[component-requirement]: 'Charts' requires package 'Realm' at '~> 10.0'; components name dependencies without versions
              help: remove the requirement from Charts.podspec and pin 'Realm' once in Podfile
            1 error (2 modules, 0 dependencies between them)

            """)
    }
}
