import Foundation
import MortarCLI
import MortarCore
import Testing

/// Seen on real apps (xdripswift's ActionClosurable, Unwrap's Sourceful, iOS-Open-GPX-Tracker's
/// CoreGPX): a third-party `:git` pod whose repository has a Package.swift. `migrate --write`
/// records the pin it maps to in the mortar.json beside the Podfile, and that pin takes the
/// `:git` pod's place: no copying by hand, and the next `migrate` and `generate` use the package.
@Suite(.serialized) struct MigrateGitPodPinTests {
    /// A `mortar.json` beside the Podfile that is a symbolic link to nothing: `--write` wrote
    /// the starter and the pins through it, creating a file outside the project.
    @Test func writeNeverWritesThroughALinkToNothing() throws {
        let box = try FetchSandbox()
        defer { box.cleanUp() }
        let remote = try box.makePackageRemote("Alpha", tag: "1.0.0")
        try box.write(box.project + "/Podfile", "platform :ios, '15.0'\ntarget 'App' do\n  pod 'Alpha', :git => '\(remote)', :tag => '1.0.0'\nend\n")
        try box.write(box.project + "/Podfile.lock", "PODS:\n  - Alpha (1.0.0)\n\nDEPENDENCIES:\n  - Alpha (from `\(remote)`, tag `1.0.0`)\n\nCOCOAPODS: 1.15.2\n")
        try FileManager.default.createSymbolicLink(atPath: box.project + "/mortar.json", withDestinationPath: "../outside.json")
        let run = box.run(["migrate", "--manifest", "Podfile", "--write"])
        #expect(box.shown(run.err) == """
            mortar.json: error[write-failed]: the mapped pods cannot be recorded: 'mortar.json' is a symbolic link to '../outside.json', which does not exist
              help: remove the link, or point it at the app's mortar.json

            """)
        #expect(run.code == .usage)
        #expect(!FileManager.default.fileExists(atPath: box.root + "/outside.json"))
        #expect(!FileManager.default.fileExists(atPath: box.project + "/.gitignore"))
    }

    /// The sidecar `--write` creates gets its `.gitignore` lines as `init` adds them; a
    /// `.gitignore` they cannot go into (a link into `.git`) was an error with exit 0. It is
    /// exit 1, as for `init`, the pins written and `.git/config` as it was.
    @Test func writeSaysAGitIgnoreItCouldNotWriteWithExitOne() throws {
        let box = try FetchSandbox()
        defer { box.cleanUp() }
        let remote = try box.makePackageRemote("Alpha", tag: "1.0.0")
        try box.write(box.project + "/Podfile", "platform :ios, '15.0'\ntarget 'App' do\n  pod 'Alpha', :git => '\(remote)', :tag => '1.0.0'\nend\n")
        try box.write(box.project + "/Podfile.lock", "PODS:\n  - Alpha (1.0.0)\n\nDEPENDENCIES:\n  - Alpha (from `\(remote)`, tag `1.0.0`)\n\nCOCOAPODS: 1.15.2\n")
        try box.git(["init", "--quiet"], in: box.project)
        let config = try box.read(box.project + "/.git/config")
        try FileManager.default.createSymbolicLink(atPath: box.project + "/.gitignore", withDestinationPath: ".git/config")
        let run = box.run(["migrate", "--manifest", "Podfile", "--write"])
        #expect(box.shown(run.err) == """
            .gitignore: error[write-failed]: the ignore file '.gitignore' is in git's own files ('\(box.shown(OutputGuardPaths.real(box.project)))/.git', through a symbolic link); Mortar never writes there
              help: replace the link with a file of the project's own, or add Mortar's lines to it yourself
            wrote mortar.json beside the Podfile (as 'mortar init --from-podfile' would) with the git and products of 1 mapped pod

            """)
        #expect(run.code == .failure)
        #expect(try box.read(box.project + "/mortar.json").contains(#""Alpha": { "version": "1.0.0", "git": "\#(remote)", "products": ["Alpha"] }"#))
        #expect(try box.read(box.project + "/.git/config") == config)
    }

    @Test func writeRecordsTheGitPodsPinAndThePinTakesItsPlace() throws {
        let box = try FetchSandbox()
        defer { box.cleanUp() }
        // A package at a commit no version tag names, as a team pins a fork's fix.
        let remote = try box.makePackageRemote("Alpha", tag: "0.1.0")
        try box.write(remote + "/Sources/Alpha/Fix.swift", "public let fix = 2\n")
        try box.git(["add", "-A"], in: remote)
        try box.git(["commit", "--quiet", "-m", "Fix"], in: remote)
        let commit = try box.git(["rev-parse", "HEAD"], in: remote)
        let podfile = """
            platform :ios, '15.0'
            target 'App' do
              pod 'Alpha', :git => '\(remote)', :commit => '\(commit)'
              target 'AppTests' do
                inherit! :search_paths
              end
            end

            """
        try box.write(box.project + "/Podfile", podfile)
        try box.write(box.project + "/Podfile.lock", """
            PODS:
              - Alpha (1.0.0)

            DEPENDENCIES:
              - Alpha (from `\(remote)`, commit `\(commit)`)

            COCOAPODS: 1.15.2

            """)
        let written = box.run(["migrate", "--manifest", "Podfile", "--write"])
        #expect(box.shown(written.out) == """
            Alpha 1.0.0: mapped
              package: ROOT/remotes/Alpha (the :git pod, Podfile:3:3)
              commit: \(commit) (the :git pod's commit)
              Alpha → Alpha (a product named 'Alpha')
              --write records the pin "Alpha": {"version": "1.0.0", "git": "ROOT/remotes/Alpha", "revision": "\(commit)", "products": ["Alpha"]} in the mortar.json beside the Podfile, which takes the place of its :git pod line
            1 pod: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
        #expect(box.shown(written.err) == """
            wrote mortar.json beside the Podfile (as 'mortar init --from-podfile' would) with the git and products of 1 mapped pod
            added Modules/, .mortar/, mortar.local.json to .gitignore

            """)
        #expect(written.code == .success)
        #expect(box.shown(try box.read(box.project + "/mortar.json")) == """
            // Read with Podfile beside it (mortar check --manifest Podfile): the Podfile says where
            // modules come from and which pods the app uses; this file says what it cannot. Fill
            // "layers" (bottom first) and give each module its "layer"; a pin may give a pod's "git"
            // URL and SwiftPM "products". Reference: Sources/MortarCLI/Mortar.docc/ReadingRealManifests.md
            // in Mortar's repository.
            // Third-party ':git' pods (their podspecs' own problems are notes; list one under "modules" to check it as the app's): Alpha.
            {
              "layers": [],
              "modules": [],
              "pins": {
                "Alpha": { "version": "1.0.0", "git": "ROOT/remotes/Alpha", "revision": "\(commit)", "products": ["Alpha"] }
              }
            }

            """)
        // The Podfile is never edited: CocoaPods still reads its line until the team removes it.
        #expect(try box.read(box.project + "/Podfile") == podfile)

        // The next run reads the pin: the package at that commit, for the pod's targets.
        let again = box.run(["migrate", "--manifest", "Podfile", "--offline"])
        #expect(box.shown(again.out) == """
            Alpha 1.0.0: mapped
              package: ROOT/remotes/Alpha (the pin's git, mortar.json:11:5)
              commit: \(commit) (the pin's revision, mortar.json:11:5)
              targets: App
              Alpha → Alpha (the pin's products)
            1 pod: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
        #expect(again.code == .success)

        let generated = box.run(["generate", "--manifest", "Podfile", "--swiftpm", "Package.swift"])
        #expect(box.shown(try box.read(box.project + "/Package.swift")).contains("""
                    .package(url: "ROOT/remotes/Alpha", revision: "\(commit)"),
            """), "\(generated.err)")
    }
}
