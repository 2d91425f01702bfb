import Foundation
import MortarCore
import MortarFormats
import MortarWorkspace
import MortarTestSupport
import Testing

/// The probe side of `migrate` with real git in temporary folders: `:git` pods, later versions
/// past unreadable manifests, and failed looks kept with their reason.
@Suite(.serialized) struct PodProbeTests {
    static let manifest = PodWorld.package("Kit", products: [("Kit", ["Kit"])])
    /// What SwiftPM of today refuses to read, whatever may run.
    static let swift3 = "// swift-tools-version:3.1\nimport PackageDescription\n\nlet package = Package(name: \"Kit\")\n"

    func run(_ world: PodWorld, manifest: String = "mortar.json", runner: ProcessRunning = ProcessRunner(), _ options: PodMigrationService.Options = .init()) throws -> PodMigrationReport {
        let loader = world.loader(runner: runner)
        let workspace = try loader.load(integratorAt: manifest)
        return PodMigrationService(loader: loader, cacheDirectory: world.project + "/.mortar/cache", options: options).run(workspace)
    }

    /// Podfile `:git` pods are pods: one with a Package.swift at its commit maps to it by
    /// `revision:`, one at a semantic-version tag by `exact:`, one without stays a module;
    /// `--write` records the pins of the mapped ones.
    @Test func gitPodsMapByRevisionOrTagOrStayModules() throws {
        let world = try PodWorld()
        defer { world.cleanUp() }
        let alpha = try world.remote("Alpha", [("1.0.0", PodWorld.package("Alpha", products: [("Alpha", ["Alpha"])]))])
        let commit = try world.fixture.git(["rev-parse", "HEAD"], in: alpha)
        try world.remote("Beta", [("v2.0.0", PodWorld.package("Beta", products: [("Beta", ["Beta"])]))])
        try world.remote("Legacy", [("3.0.0", nil)])
        try world.fixture.write("Podfile", """
            platform :ios, '13.0'

            target 'App' do
              pod 'Alpha', :git => '\(world.remotes("Alpha"))', :commit => '\(commit)'
              pod 'Beta', :git => '\(world.remotes("Beta"))', :tag => 'v2.0.0'
              pod 'Legacy', :git => '\(world.remotes("Legacy"))', :tag => '3.0.0'
            end
            """, in: world.project)
        try world.fixture.write("Podfile.lock", """
            PODS:
              - Alpha (1.0.0)
              - Beta (2.0.0)
              - Legacy (3.0.0)

            DEPENDENCIES:
              - Alpha (from `\(world.remotes("Alpha"))`, commit `\(commit)`)
              - Beta (from `\(world.remotes("Beta"))`, tag `v2.0.0`)
              - Legacy (from `\(world.remotes("Legacy"))`, tag `3.0.0`)

            COCOAPODS: 1.15.2

            """, in: world.project)
        let report = try run(world, manifest: "Podfile")
        #expect(world.shown(report.text(manifest: "the mortar.json beside the Podfile")).replacingOccurrences(of: commit, with: "ALPHA") == """
            Alpha 1.0.0: mapped
              package: ROOT/remotes/Alpha (the :git pod, Podfile:4:3)
              commit: ALPHA (the :git pod's commit)
              Alpha → Alpha (a product named 'Alpha')
              --write records the pin "Alpha": {"version": "1.0.0", "git": "ROOT/remotes/Alpha", "revision": "ALPHA", "products": ["Alpha"]} in the mortar.json beside the Podfile, which takes the place of its :git pod line
            Beta 2.0.0: mapped
              package: ROOT/remotes/Beta (the :git pod, Podfile:5:3)
              tag: v2.0.0 (the :git pod's tag)
              Beta → Beta (a product named 'Beta')
              --write records the pin "Beta": {"version": "2.0.0", "git": "ROOT/remotes/Beta", "products": ["Beta"]} in the mortar.json beside the Podfile, which takes the place of its :git pod line
            Legacy 3.0.0: no Package.swift at tag '3.0.0'; it stays a module, converted from its podspec
              package: ROOT/remotes/Legacy (the :git pod, Podfile:6:3)
              tag: 3.0.0 (the :git pod's tag)
            3 pods: 2 mapped, 0 unmapped, 1 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
        #expect(world.shown(report.markdown(app: "App", manifest: "the mortar.json beside the Podfile")).replacingOccurrences(of: commit, with: "ALPHA") == """
            # Moving App from CocoaPods to SwiftPM

            3 pods: 2 mapped, 0 unmapped, 1 without a Package.swift at that version, 0 with no source known, 0 unavailable

            - [x] **Alpha** 1.0.0: mapped — `.package(url: "ROOT/remotes/Alpha", revision: "ALPHA")`, `Alpha`
              - --write records the pin `"Alpha": {"version": "1.0.0", "git": "ROOT/remotes/Alpha", "revision": "ALPHA", "products": ["Alpha"]}` in the mortar.json beside the Podfile, which takes the place of its :git pod line
            - [x] **Beta** 2.0.0: mapped — `.package(url: "ROOT/remotes/Beta", exact: "2.0.0")`, `Beta`
              - --write records the pin `"Beta": {"version": "2.0.0", "git": "ROOT/remotes/Beta", "products": ["Beta"]}` in the mortar.json beside the Podfile, which takes the place of its :git pod line
            - [ ] **Legacy** 3.0.0: no Package.swift at tag '3.0.0'; it stays a module, converted from its podspec

            """)
        // A :git pod that stays a module is not a pod left unmapped: its module row answers.
        #expect(report.allMapped)
        // --write records the pins of the two mapped ones (the commit as "revision"); the
        // pin in the mortar.json beside the Podfile takes the module's place.
        #expect(PinChange.recording(report) == [
            PinChange(name: "Alpha", version: "1.0.0", url: world.remotes("Alpha"), products: ["Alpha"], revision: commit),
            PinChange(name: "Beta", version: "2.0.0", url: world.remotes("Beta"), products: ["Beta"]),
        ])
    }

    /// No Package.swift at the pinned tag; the first later one is for Swift 3.1, which no
    /// SwiftPM of today reads: passed over, and the next one named. Asked to, migrate maps it
    /// and says the version changes.
    @Test func anUnreadableManifestIsPassedOverForALaterTag() throws {
        let world = try PodWorld()
        defer { world.cleanUp() }
        try world.remote("Kit", [("1.0.0", nil), ("2.0.0", Self.swift3), ("2.1.0", Self.manifest)])
        try world.fixture.write("mortar.json", """
            {"name": "App", "modules": [], "pins": {"Kit": {"version": "1.0.0", "git": "\(world.remotes("Kit"))"}}}
            """, in: world.project)
        let report = try run(world)
        #expect(world.shown(report.text(manifest: "mortar.json")) == """
            Kit 1.0.0: no Package.swift at tag '1.0.0'; Kit has a Package.swift SwiftPM reads from 2.1.0; you pin 1.0.0
              package: ROOT/remotes/Kit (the pin's git, mortar.json:1:41)
              tag: 1.0.0 (the tag of version 1.0.0)
              passed over 2.0.0: its Package.swift is written for Swift tools version 3.1.0, which SwiftPM no longer supports (Kit/Package.swift:1:1)
              --accept-later-versions maps 2.1.0 and --write records it
            1 pod: 0 mapped, 0 unmapped, 1 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)

        #expect(world.shown(report.json(manifest: "mortar.json").rendered()) == """
            {
              "manifest": "mortar.json",
              "pods": [
                {
                  "name": "Kit",
                  "version": "1.0.0",
                  "status": "no-package",
                  "location": "mortar.json:1:41",
                  "url": "ROOT/remotes/Kit",
                  "urlFrom": "the pin's git, mortar.json:1:41",
                  "ref": {
                    "kind": "tag",
                    "value": "1.0.0"
                  },
                  "refFrom": "the tag of version 1.0.0",
                  "products": [],
                  "unmapped": [],
                  "firstVersionWithPackage": "2.1.0",
                  "reason": null,
                  "skippedVersions": [
                    "2.0.0: its Package.swift is written for Swift tools version 3.1.0, which SwiftPM no longer supports (Kit/Package.swift:1:1)"
                  ]
                }
              ],
              "counts": {
                "total": 1,
                "mapped": 0,
                "unmapped": 0,
                "no-package": 1,
                "no-source": 0,
                "unavailable": 0
              },
              "findings": []
            }

            """)

        let accepted = try run(world, .init(acceptLaterVersions: true))
        #expect(world.shown(accepted.text(manifest: "mortar.json")) == """
            Kit 2.1.0: mapped at a later version; you pin 1.0.0
              package: ROOT/remotes/Kit (the pin's git, mortar.json:1:41)
              tag: 2.1.0 (the nearest later version tag with a Package.swift SwiftPM reads; --accept-later-versions)
              Kit → Kit (a product named 'Kit')
              passed over 2.0.0: its Package.swift is written for Swift tools version 3.1.0, which SwiftPM no longer supports (Kit/Package.swift:1:1)
            versions change: Kit 1.0.0 → 2.1.0
            1 pod: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
        var change = PinChange(name: "Kit", version: "2.1.0", url: world.remotes("Kit"), products: ["Kit"])
        change.replacesVersion = true
        #expect(PinChange.recording(accepted) == [change])
    }

    /// The pinned tag's own Package.swift is for Swift 3.1: no package SwiftPM reads there,
    /// and the search goes on to the later tags.
    @Test func anUnreadableManifestAtThePinnedTagSearchesLater() throws {
        let world = try PodWorld()
        defer { world.cleanUp() }
        try world.remote("Kit", [("1.0.0", Self.swift3), ("1.1.0", Self.manifest)])
        try world.fixture.write("mortar.json", """
            {"name": "App", "modules": [], "pins": {"Kit": {"version": "1.0.0", "git": "\(world.remotes("Kit"))"}}}
            """, in: world.project)
        let report = try run(world)
        #expect(world.shown(report.text(manifest: "mortar.json")) == """
            Kit 1.0.0: no Package.swift SwiftPM reads at tag '1.0.0'; Kit has a Package.swift SwiftPM reads from 1.1.0; you pin 1.0.0
              package: ROOT/remotes/Kit (the pin's git, mortar.json:1:41)
              tag: 1.0.0 (the tag of version 1.0.0)
              its Package.swift is written for Swift tools version 3.1.0, which SwiftPM no longer supports (Kit/Package.swift:1:1)
              --accept-later-versions maps 1.1.0 and --write records it
            1 pod: 0 mapped, 0 unmapped, 1 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
    }

    /// A later tag that cannot be fetched (listed, then deleted) is "unavailable" with git's
    /// reason, never "no Package.swift at any later version tag"; the reason is kept, so the
    /// next run answers without git, and --retry-failed looks again.
    @Test func aFailedProbeIsUnavailableKeptAndRetriedOnRequest() throws {
        let world = try PodWorld()
        defer { world.cleanUp() }
        let remote = try world.remote("Kit", [("1.0.0", nil), ("2.0.0", Self.manifest)])
        try world.fixture.write("mortar.json", """
            {"name": "App", "modules": [], "pins": {"Kit": {"version": "1.0.0", "git": "\(remote)"}}}
            """, in: world.project)
        let tagList = ResolveCache(directory: world.project + "/.mortar/cache").tagListFile(url: remote)
        try world.fixture.write((tagList as NSString).lastPathComponent, try world.fixture.git(["ls-remote", "--tags", "--", remote], in: world.root) + "\n",
                                in: (tagList as NSString).deletingLastPathComponent)
        try world.fixture.git(["tag", "-d", "2.0.0"], in: remote)

        let expected = { (note: String) in """
            Kit 1.0.0: unavailable
              package: ROOT/remotes/Kit (the pin's git, mortar.json:1:41)
              tag: 1.0.0 (the tag of version 1.0.0)
              no Package.swift at tag '1.0.0'; its later version tags could not be looked at: cannot fetch tag '2.0.0' of 'ROOT/remotes/Kit': 'git fetch --filter=blob:none --depth 1 --no-tags -q --upload-pack=git-upload-pack -- mortar-probe refs/tags/2.0.0:refs/tags/2.0.0' failed with exit status 128: fatal: couldn't find remote ref refs/tags/2.0.0\(note)
            1 pod: 0 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 1 unavailable

            """ }
        let first = try run(world)
        #expect(world.shown(first.text(manifest: "mortar.json")) == expected(""))

        let warm = RecordingProcessRunner(passingTo: ProcessRunner())
        let second = try run(world, runner: warm)
        #expect(world.shown(second.text(manifest: "mortar.json")) == expected(" (kept from an earlier run; --retry-failed looks again)"))
        #expect(warm.requests.isEmpty)

        let retried = RecordingProcessRunner(passingTo: ProcessRunner())
        let third = try run(world, runner: retried, .init(retryFailed: true))
        #expect(world.shown(third.text(manifest: "mortar.json")) == expected(""))
        #expect(retried.requests.count == 1 && retried.requests[0].arguments.contains("fetch"))
    }

    /// A repository that cannot be listed: unavailable with git's reason, kept for the next run.
    @Test func aTagListThatFailsIsKept() throws {
        let world = try PodWorld()
        defer { world.cleanUp() }
        try world.fixture.write("mortar.json", """
            {"name": "App", "modules": [], "pins": {"Kit": {"version": "1.0.0", "git": "\(world.remotes("Gone"))"}}}
            """, in: world.project)
        let expected = { (note: String) in """
            Kit 1.0.0: unavailable
              package: ROOT/remotes/Gone (the pin's git, mortar.json:1:41)
              cannot list the tags of 'ROOT/remotes/Gone': 'git ls-remote --tags -- ROOT/remotes/Gone' failed with exit status 128: fatal: 'ROOT/remotes/Gone' does not appear to be a git repository\(note)
            1 pod: 0 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 1 unavailable

            """ }
        #expect(world.shown(try run(world).text(manifest: "mortar.json")) == expected(""))
        let warm = RecordingProcessRunner(passingTo: ProcessRunner())
        let again = try run(world, runner: warm)
        #expect(world.shown(again.text(manifest: "mortar.json")) == expected(" (kept from an earlier run; --retry-failed looks again)"))
        #expect(warm.requests.isEmpty)
    }

    /// Seen on monitorizare-vot-ios (nanopb): a spec names its repository and tag, and listing
    /// that repository's tags fails. `--offline` afterwards gives the kept failure, as a warm
    /// run does, not "not cached".
    @Test func aKeptTagListFailureOfASpecsTagIsTheOfflineAnswerToo() throws {
        let world = try PodWorld()
        defer { world.cleanUp() }
        let specs = world.repos + "/acme"
        try FileManager.default.createDirectory(atPath: specs, withIntermediateDirectories: true)
        try world.fixture.git(["init", "--quiet"], in: specs)
        try world.fixture.git(["remote", "add", "origin", "https://specs.example.com/acme/Specs.git"], in: specs)
        try world.fixture.write("Specs/8/2/1/Kit/1.0.0/Kit.podspec.json", """
            {"name": "Kit", "version": "1.0.0", "source": {"git": "\(world.remotes("Gone"))", "tag": "0.1.0"}}
            """, in: specs)
        try world.fixture.write("mortar.json", """
            {"name": "App", "sources": ["https://specs.example.com/acme/Specs.git"], "modules": [], "pins": {"Kit": "1.0.0"}}
            """, in: world.project)
        let expected = { (note: String) in """
            Kit 1.0.0: unavailable
              package: ROOT/remotes/Gone (spec repository https://specs.example.com/acme/Specs.git, Specs/8/2/1/Kit/1.0.0/Kit.podspec.json)
              tag: 0.1.0 (the source tag of Specs/8/2/1/Kit/1.0.0/Kit.podspec.json)
              cannot list the tags of 'ROOT/remotes/Gone': 'git ls-remote --tags -- ROOT/remotes/Gone' failed with exit status 128: fatal: 'ROOT/remotes/Gone' does not appear to be a git repository\(note)
            1 pod: 0 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 1 unavailable

            """ }
        #expect(world.shown(try run(world).text(manifest: "mortar.json")) == expected(""))
        let kept = expected(" (kept from an earlier run; --retry-failed looks again)")
        #expect(world.shown(try run(world).text(manifest: "mortar.json")) == kept)
        #expect(world.shown(try run(world, .init(offline: true)).text(manifest: "mortar.json")) == kept)
    }
}
