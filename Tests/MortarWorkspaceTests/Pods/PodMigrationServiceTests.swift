import Foundation
import MortarCore
import MortarFormats
import MortarWorkspace
import MortarTestSupport
import Testing

/// Real git in temporary folders and real `swift package dump-package` (a few runs).
@Suite(.serialized) struct PodMigrationServiceTests {
    static let text = """
        Alpha 1.0.0: mapped
          package: ROOT/remotes/Alpha (the :git pod, mortar.json:5:14)
          commit: ALPHA (the :git pod's commit)
          Alpha → Alpha (a product named 'Alpha')
        Beta 2.0.0: mapped
          package: ROOT/remotes/Beta (its podspec, Beta/Beta.podspec.json)
          tag: v2.0.0 (the source tag of Beta/Beta.podspec.json)
          Beta → Beta (a product named 'Beta')
        Ghost 1.0.0: no source known
          no pin git, :git pod, podspec or spec repository names its repository
          fix: pin it in mortar.json as "Ghost": {"version": "1.0.0", "git": "https://…", "products": ["Ghost"]}
        Lumber 0.9.0: mapped
          package: ROOT/remotes/Lumber (spec repository ROOT/remotes/SharedSpecs, Lumber/0.9.0/Lumber.podspec.json)
          tag: 0.9.0 (the source tag of Lumber/0.9.0/Lumber.podspec.json)
          Lumber → LumberKit (a product named as its module_name 'LumberKit')
        Moya 3.0.0: mapped
          package: ROOT/remotes/Moya (spec repository https://specs.example.com/acme/Specs.git, Specs/8/a/7/Moya/3.0.0/Moya.podspec.json)
          tag: 3.0.0 (the source tag of Specs/8/a/7/Moya/3.0.0/Moya.podspec.json)
          Moya/Core → Moya (its source_files 'Sources/Moya/**/*.swift' lie in 'Sources/Moya')
          Moya/RxSwift → RxMoya (its source_files 'Sources/RxMoya/*.swift' lie in 'Sources/RxMoya')
        OldKit 1.0.0: no Package.swift at tag '1.0.0'; OldKit has a Package.swift from 2.0.0; you pin 1.0.0
          package: ROOT/remotes/OldKit (the pin's git, mortar.json:14:5)
          tag: 1.0.0 (the tag of version 1.0.0)
          --accept-later-versions maps 2.0.0 and --write records it
        Yams 5.0.1: mapped
          package: ROOT/remotes/Yams (the pin's git, mortar.json:15:5)
          tag: 5.0.1 (the tag of version 5.0.1)
          Yams → Yams (a product named 'Yams')
        7 pods: 5 mapped, 0 unmapped, 1 without a Package.swift at that version, 1 with no source known, 0 unavailable

        """

    static let markdown = """
        # Moving App from CocoaPods to SwiftPM

        7 pods: 5 mapped, 0 unmapped, 1 without a Package.swift at that version, 1 with no source known, 0 unavailable

        - [x] **Alpha** 1.0.0: mapped — `.package(url: "ROOT/remotes/Alpha", revision: "ALPHA")`, `Alpha`
        - [x] **Beta** 2.0.0: mapped — `.package(url: "ROOT/remotes/Beta", exact: "2.0.0")`, `Beta`
        - [ ] **Ghost** 1.0.0: no source known
          - no pin git, :git pod, podspec or spec repository names its repository
          - fix: pin it in mortar.json as `"Ghost": {"version": "1.0.0", "git": "https://…", "products": ["Ghost"]}`
        - [x] **Lumber** 0.9.0: mapped — `.package(url: "ROOT/remotes/Lumber", exact: "0.9.0")`, `LumberKit`
        - [x] **Moya** 3.0.0: mapped — `.package(url: "ROOT/remotes/Moya", exact: "3.0.0")`, `Moya`, `RxMoya`
        - [ ] **OldKit** 1.0.0: no Package.swift at tag '1.0.0'; OldKit has a Package.swift from 2.0.0; you pin 1.0.0
          - --accept-later-versions maps 2.0.0 and --write records it
        - [x] **Yams** 5.0.1: mapped — `.package(url: "ROOT/remotes/Yams", exact: "5.0.1")`, `Yams`

        """

    /// Every source of point 1 (pin git, :git pod, own podspec, local and cloned spec
    /// repositories, sharded and flat), tags with and without a Package.swift, the first
    /// version with one, mapping by name, module_name and source paths; then a second run
    /// answers from the cache without starting a single process.
    @Test func everyPodIsReportedThenTheSecondRunSpawnsNothing() throws {
        let world = try PodWorld()
        defer { world.cleanUp() }
        try world.build()
        let first = RecordingProcessRunner(passingTo: ProcessRunner())
        let report = try world.run(runner: first)
        let shown = { (text: String) in world.shown(text).replacingOccurrences(of: world.alphaCommit, with: "ALPHA") }
        #expect(shown(report.text(manifest: "mortar.json")) == Self.text)
        #expect(shown(report.markdown(app: "App", manifest: "mortar.json")) == Self.markdown)
        #expect(!report.allMapped)
        #expect(first.requests.contains { $0.executable == "git" })
        #expect(first.dumpRuns == 0)  // every Package.swift here is literal: read as text, none run

        let second = RecordingProcessRunner(passingTo: ProcessRunner())
        let again = try world.run(runner: second)
        #expect(second.requests.map { ([$0.executable] + $0.arguments).joined(separator: " ") } == [])
        #expect(again == report)

        // Offline answers from that cache just the same.
        let offline = RecordingProcessRunner(passingTo: ProcessRunner())
        #expect(try world.run(runner: offline, offline: true) == report)
        #expect(offline.requests.isEmpty)
    }

    /// With nothing cached, --offline starts no process and says, pod by pod, what is missing.
    @Test func offlineWithAnEmptyCacheSaysWhatIsMissing() throws {
        let world = try PodWorld()
        defer { world.cleanUp() }
        try world.build()
        let runner = RecordingProcessRunner(passingTo: ProcessRunner())
        let report = try world.run(runner: runner, offline: true)
        #expect(runner.requests.isEmpty)
        let lines = world.shown(report.text(manifest: "mortar.json")).split(separator: "\n").map(String.init).filter { $0.contains("--offline") || $0.hasSuffix("unavailable") }
        #expect(lines == [
            "Alpha 1.0.0: unavailable",
            "  --offline and whether it has a Package.swift at commit 'ALPHA' of 'ROOT/remotes/Alpha' is not cached; run 'mortar migrate' once without --offline"
                .replacingOccurrences(of: "ALPHA", with: world.alphaCommit),
            "Beta 2.0.0: unavailable",
            "  --offline and whether it has a Package.swift at tag 'v2.0.0' of 'ROOT/remotes/Beta' is not cached; run 'mortar migrate' once without --offline",
            // Ghost, then Lumber: its spec repository is not cloned yet.
            "  no pin git, :git pod, podspec or spec repository names its repository (--offline and the spec repository 'ROOT/remotes/SharedSpecs' is not cloned in the cache)",
            "  no pin git, :git pod, podspec or spec repository names its repository (--offline and the spec repository 'ROOT/remotes/SharedSpecs' is not cloned in the cache)",
            "Moya 3.0.0: unavailable",
            "  --offline and whether it has a Package.swift at tag '3.0.0' of 'ROOT/remotes/Moya' is not cached; run 'mortar migrate' once without --offline",
            "OldKit 1.0.0: unavailable",
            "  --offline and the tags of 'ROOT/remotes/OldKit' are not cached; run 'mortar migrate' once without --offline",
            "Yams 5.0.1: unavailable",
            "  --offline and the tags of 'ROOT/remotes/Yams' are not cached; run 'mortar migrate' once without --offline",
            "7 pods: 0 mapped, 0 unmapped, 0 without a Package.swift at that version, 2 with no source known, 5 unavailable",
        ])
    }

    /// A Podfile's `source` lines name the spec repositories; its `pod` lines are the pins.
    @Test func aPodfileFindsItsPodsThroughItsSourceLines() throws {
        let world = try PodWorld()
        defer { world.cleanUp() }
        try world.build()
        // The Podfile alone: the world's mortar.json beside it would add its pins (the sidecar).
        try FileManager.default.removeItem(atPath: world.project + "/mortar.json")
        try world.fixture.write("Podfile", """
            source 'https://specs.example.com/acme/Specs.git'
            platform :ios, '13.0'

            target 'App' do
              pod 'Moya', '3.0.0'
              pod 'Ghost', '1.0.0'
            end
            """, in: world.project)
        let loader = world.loader(runner: RecordingProcessRunner(passingTo: ProcessRunner()))
        let workspace = try loader.load(integratorAt: "Podfile")
        let report = PodMigrationService(loader: loader, cacheDirectory: world.project + "/.mortar/cache").run(workspace)
        #expect(world.shown(report.text(manifest: PodMigrationReport.fixPlace(for: workspace.integrator))) == """
            Ghost 1.0.0: no source known
              targets: App
              no pin git, :git pod, podspec or spec repository names its repository
              fix: pin it in the mortar.json beside the Podfile as "Ghost": {"version": "1.0.0", "git": "https://…", "products": ["Ghost"]}
            Moya 3.0.0: mapped
              package: ROOT/remotes/Moya (spec repository https://specs.example.com/acme/Specs.git, Specs/8/a/7/Moya/3.0.0/Moya.podspec.json)
              tag: 3.0.0 (the source tag of Specs/8/a/7/Moya/3.0.0/Moya.podspec.json)
              targets: App
              Moya → Moya (a product named 'Moya')
            2 pods: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 1 with no source known, 0 unavailable

            """)
    }
}
