import Foundation
import MortarCLI
import MortarCore
import MortarWorkspace
import Testing

/// Before anything is written, migrate resolves the mapped packages with what their own
/// Package.swift files require of one another, and explains what SwiftPM would reject.
@Suite(.serialized) struct MigrateResolutionTests {
    /// `SwiftJWT` 3.6.200 (repository `Swift-JWT`) requires KituraContracts from 1.2.200; the
    /// app pins KituraContracts 1.2.1.
    static func sandbox(contracts: String = "1.2.1") throws -> FetchSandbox {
        let box = try FetchSandbox()
        // A later version that would do is there: the pin, not the repository, is the clash.
        let contractsRemote = try box.makePackageRemote("KituraContracts", tag: contracts)
        try box.write(contractsRemote + "/CHANGELOG.md", "1.2.300\n")
        try box.git(["add", "-A"], in: contractsRemote)
        try box.git(["commit", "--quiet", "-m", "1.2.300"], in: contractsRemote)
        try box.git(["tag", "1.2.300"], in: contractsRemote)
        try box.makePackageRemote("Swift-JWT", tag: "3.6.200", manifest: """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "SwiftJWT",
                products: [.library(name: "SwiftJWT", targets: ["SwiftJWT"])],
                dependencies: [
                    .package(url: "\(box.remotes)/KituraContracts", "1.2.200"..<"2.0.0"),
                ],
                targets: [.target(name: "SwiftJWT", path: "Sources/Swift-JWT")]
            )
            """)
        try box.write(box.project + "/mortar.json", """
            {
              "name": "App",
              "modules": [],
              "pins": {
                "KituraContracts": {"version": "\(contracts)", "git": "\(box.remotes)/KituraContracts"},
                "SwiftJWT": {"version": "3.6.200", "git": "\(box.remotes)/Swift-JWT"}
              }
            }

            """)
        return box
    }

    @Test func aConflictIsExplainedWithItsChainAndNothingIsWritten() throws {
        let box = try Self.sandbox()
        defer { box.cleanUp() }
        let before = try box.read(box.project + "/mortar.json")
        let run = box.run(["migrate", "--write"])
        #expect(box.shown(run.out) == """
            KituraContracts 1.2.1: mapped
              package: ROOT/remotes/KituraContracts (the pin's git, mortar.json:5:5)
              tag: 1.2.1 (the tag of version 1.2.1)
              KituraContracts → KituraContracts (a product named 'KituraContracts')
            SwiftJWT 3.6.200: mapped
              package: ROOT/remotes/Swift-JWT (the pin's git, mortar.json:6:5)
              tag: 3.6.200 (the tag of version 3.6.200)
              SwiftJWT → SwiftJWT (a product named 'SwiftJWT')
            2 pods: 2 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
        #expect(box.shown(run.err) == """
            note: nothing was written: the packages the pods map to do not resolve together (the error below); fix that, then run 'mortar migrate --write' again
            mortar.json:5:5: error[version-conflict]: the packages the pods map to cannot be resolved together, so SwiftPM would reject them: no version of kituracontracts satisfies both
              mortar.json:6:5: note: App needs swift-jwt '= 3.6.200'
              mortar.json:5:5: note: App needs kituracontracts '= 1.2.1'
              Swift-JWT/Package.swift:8:9: note: App → swift-jwt 3.6.200 needs kituracontracts '>= 1.2.200, < 2.0.0'
              help: change one of the requirements on 'kituracontracts' so that they overlap (by a release of 'swift-jwt' that accepts the others' range)
            1 error (0 modules, 0 dependencies between them)

            """)
        #expect(run.code == .failure)
        #expect(try box.read(box.project + "/mortar.json") == before)
    }

    /// `--accept-later-versions --write`: a pod whose pinned version has no Package.swift
    /// SwiftPM reads is recorded at the nearest later version that has one, and the report
    /// says the version changes.
    @Test func acceptedLaterVersionsAreWrittenAndNamed() throws {
        let box = try FetchSandbox()
        defer { box.cleanUp() }
        try box.makeRemote("Old")
        let remote = box.remotes + "/Old"
        try box.git(["tag", "1.0.0"], in: remote)
        try box.write(remote + "/Package.swift", "// swift-tools-version:3.1\nimport PackageDescription\n\nlet package = Package(name: \"Old\")\n")
        try box.git(["add", "-A"], in: remote)
        try box.git(["commit", "--quiet", "-m", "Swift 3"], in: remote)
        try box.git(["tag", "1.1.0"], in: remote)
        try box.write(remote + "/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "Old", products: [.library(name: "Old", targets: ["Old"])], targets: [.target(name: "Old")])
            """)
        try box.git(["add", "-A"], in: remote)
        try box.git(["commit", "--quiet", "-m", "Swift 5"], in: remote)
        try box.git(["tag", "2.0.0"], in: remote)
        try box.writeManifest([], pins: "{\"Old\": {\"version\": \"1.0.0\", \"git\": \"\(remote)\"}}")

        let asked = box.run(["migrate", "--write"])
        #expect(asked.err == "note: no mapped pod to record in mortar.json\n")
        #expect(asked.code == .failure)

        let run = box.run(["migrate", "--write", "--accept-later-versions"])
        #expect(box.shown(run.out) == """
            Old 2.0.0: mapped at a later version; you pin 1.0.0
              package: ROOT/remotes/Old (the pin's git, mortar.json:6:12)
              tag: 2.0.0 (the nearest later version tag with a Package.swift SwiftPM reads; --accept-later-versions)
              Old → Old (a product named 'Old')
              passed over 1.1.0: its Package.swift is written for Swift tools version 3.1.0, which SwiftPM no longer supports (Old/Package.swift:1:1)
            versions change: Old 1.0.0 → 2.0.0
            1 pod: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
        #expect(run.err == "wrote the git and products of 1 mapped pod to mortar.json\n")
        #expect(run.code == .success)
        #expect(try box.read(box.project + "/mortar.json") == "{\n  \"name\": \"App\",\n  \"modules\": [\n    \n  ],\n  \"pins\": {\"Old\": {\"version\": \"2.0.0\", \"git\": \"\(remote)\", \"products\": [\"Old\"]}}\n}\n")
    }

    @Test func packagesThatAgreeResolveQuietly() throws {
        let box = try Self.sandbox(contracts: "1.2.201")
        defer { box.cleanUp() }
        let run = box.run(["migrate"])
        #expect(run.err == "")
        #expect(run.code == .success)
    }
}
