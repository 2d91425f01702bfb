import Foundation
import MortarCLI
import MortarCore
import Testing

/// Seen on real apps (xdripswift's SwiftCharts, Unwrap's DZNEmptyDataSet): no version tag has a
/// Package.swift, the default branch has one, and the teams took the branch. Opt-in,
/// `--accept-default-branch` maps the pod at that branch's commit (`revision:`) and `--write`
/// records it; without it the row stays `no-package` and nothing is written for it.
@Suite(.serialized) struct MigrateDefaultBranchTests {
    /// `remotes/Kit`: tag 1.0.0 without a Package.swift, then a commit on its default branch
    /// that adds one. Returns the sandbox and that commit.
    static func sandbox() throws -> (FetchSandbox, String) {
        let box = try FetchSandbox()
        let remote = box.remotes + "/Kit"
        try box.makeRemote("Kit")
        try box.git(["tag", "1.0.0"], in: remote)
        try box.write(remote + "/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])], targets: [.target(name: "Kit")])
            """)
        try box.write(remote + "/Sources/Kit/Kit.swift", "public let kit = 1\n")
        try box.git(["add", "-A"], in: remote)
        try box.git(["commit", "--quiet", "-m", "Add a Package.swift"], in: remote)
        try box.writeManifest([], pins: "{\"Kit\": {\"version\": \"1.0.0\", \"git\": \"\(remote)\"}}")
        return (box, try box.git(["rev-parse", "HEAD"], in: remote))
    }

    @Test func withoutTheOptionTheRowNamesTheCommitAndTheOptionAndNothingIsWritten() throws {
        let (box, head) = try Self.sandbox()
        defer { box.cleanUp() }
        let before = try box.read(box.project + "/mortar.json")
        let run = box.run(["migrate", "--write"])
        #expect(run.out.replacingOccurrences(of: box.root, with: "ROOT") == """
            Kit 1.0.0: no Package.swift at tag '1.0.0', nor at any later version tag
              package: ROOT/remotes/Kit (the pin's git, mortar.json:6:12)
              tag: 1.0.0 (the tag of version 1.0.0)
              its default branch has a Package.swift at commit \(head), no version tag does: --accept-default-branch maps it at that commit ("revision": "\(head)") and --write records it, or ask its maintainers for a release
            1 pod: 0 mapped, 0 unmapped, 1 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
        #expect(run.code == .failure)
        #expect(try box.read(box.project + "/mortar.json") == before)
    }

    @Test func theOptionMapsThePodAtTheCommitAndWriteRecordsItAsTheRevision() throws {
        let (box, head) = try Self.sandbox()
        defer { box.cleanUp() }
        let expected = """
            Kit 1.0.0: mapped at its default branch's commit: no version tag has a Package.swift
              package: ROOT/remotes/Kit (the pin's git, mortar.json:6:12)
              commit: \(head) (the commit of its default branch, which has a Package.swift no version tag has; --accept-default-branch)
              Kit → Kit (a product named 'Kit')
            1 pod: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """
        let run = box.run(["migrate", "--accept-default-branch", "--write"])
        #expect(run.out.replacingOccurrences(of: box.root, with: "ROOT") == expected)
        #expect(run.err == "wrote the git and products of 1 mapped pod to mortar.json\n")
        #expect(run.code == .success)
        #expect(try box.read(box.project + "/mortar.json") == """
            {
              "name": "App",
              "modules": [
                \("")
              ],
              "pins": {"Kit": {"version": "1.0.0", "git": "\(box.remotes)/Kit", "revision": "\(head)", "products": ["Kit"]}}
            }

            """)
        // Warm and offline: the same row from the cache (the pin's revision now says where).
        let offline = box.run(["migrate", "--accept-default-branch", "--offline"])
        #expect(offline.code == .success)
        #expect(offline.out.contains("Kit 1.0.0: mapped"), "\(offline.out)")
    }

    /// Asked to take the default branch, whose Package.swift SwiftPM cannot read: the row says
    /// so instead of offering the option again.
    @Test func anUnreadableManifestOnTheDefaultBranchIsSaidNotOffered() throws {
        let box = try FetchSandbox()
        defer { box.cleanUp() }
        let remote = box.remotes + "/Kit"
        try box.makeRemote("Kit")
        try box.git(["tag", "1.0.0"], in: remote)
        try box.write(remote + "/Package.swift", "// swift-tools-version:3.1\nimport PackageDescription\n\nlet package = Package(name: \"Kit\")\n")
        try box.git(["add", "-A"], in: remote)
        try box.git(["commit", "--quiet", "-m", "Add a Package.swift"], in: remote)
        let head = try box.git(["rev-parse", "HEAD"], in: remote)
        try box.writeManifest([], pins: "{\"Kit\": {\"version\": \"1.0.0\", \"git\": \"\(remote)\"}}")
        let run = box.run(["migrate", "--accept-default-branch"])
        #expect(run.out.replacingOccurrences(of: box.root, with: "ROOT") == """
            Kit 1.0.0: no Package.swift at tag '1.0.0', nor at any later version tag
              package: ROOT/remotes/Kit (the pin's git, mortar.json:6:12)
              tag: 1.0.0 (the tag of version 1.0.0)
              its default branch has a Package.swift at commit \(head), which SwiftPM cannot read: its Package.swift is written for Swift tools version 3.1.0, which SwiftPM no longer supports (Kit/Package.swift:1:1)
            1 pod: 0 mapped, 0 unmapped, 1 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
        #expect(run.code == .failure)
    }
}
