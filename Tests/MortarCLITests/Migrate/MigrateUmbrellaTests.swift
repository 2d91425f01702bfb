import Foundation
import MortarCLI
import MortarCore
import MortarWorkspace
import Testing

/// Seen on HackerTracker-iOS: Firebase 6.4.0 is an umbrella whose own source is an `http`
/// archive on dl.google.com, and its subspecs depend on pods (FirebaseAuth, FirebaseFirestore,
/// FirebaseStorage) whose specs name firebase-ios-sdk. It was "no source known": the pods it
/// depends on say where its package is, when they all say one package at one version.
@Suite(.serialized) struct MigrateUmbrellaTests {
    /// The repository `sdk` (tag 2.0.0) with the products `SDKAuth` and `SDKStore`, the
    /// repository `extra` (tag 1.0.0) with `ExtraPod`, and in a spec repository: `AuthPod` and
    /// `StorePod` 2.0.0 from `sdk`, `ExtraPod` 1.0.0 from `extra`, and the umbrella `Umbrella`
    /// 5.0.0 from an `http` archive, whose subspecs `Auth`, `Store` and `Extra` depend on them
    /// (and on its `CoreOnly`, a header, as Firebase 6's do).
    /// `Gone` depends on `GonePod`, which no spec repository has. The Podfile uses `subspecs` of
    /// the umbrella; the lock has every pod.
    static func world(_ box: FetchSandbox, subspecs: [String]) throws {
        let sdk = try box.makePackageRemote("sdk", tag: "2.0.0", manifest: """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "sdk",
                products: [.library(name: "SDKAuth", targets: ["SDKAuth"]), .library(name: "SDKStore", targets: ["SDKStore"])],
                targets: [.target(name: "SDKAuth", path: "Auth"), .target(name: "SDKStore", path: "Store")]
            )
            """)
        let extra = try box.makePackageRemote("extra", tag: "1.0.0", manifest: """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "extra", products: [.library(name: "ExtraPod", targets: ["ExtraPod"])], targets: [.target(name: "ExtraPod")])
            """)
        let specs = try box.makeSpecRepository([
            "Specs/AuthPod/2.0.0/AuthPod.podspec.json": """
                {"name": "AuthPod", "version": "2.0.0", "source": {"git": "\(sdk)", "tag": "2.0.0"}, "source_files": "Auth/**/*.swift"}
                """,
            "Specs/StorePod/2.0.0/StorePod.podspec.json": """
                {"name": "StorePod", "version": "2.0.0", "source": {"git": "\(sdk)", "tag": "2.0.0"}, "source_files": "Store/**/*.swift"}
                """,
            "Specs/ExtraPod/1.0.0/ExtraPod.podspec.json": """
                {"name": "ExtraPod", "version": "1.0.0", "source": {"git": "\(extra)", "tag": "1.0.0"}, "source_files": "Sources/ExtraPod/*.swift"}
                """,
            "Specs/Umbrella/5.0.0/Umbrella.podspec.json": """
                {"name": "Umbrella", "version": "5.0.0", "source": {"http": "https://dl.example.com/Umbrella-5.0.0.tar.gz"},
                 "preserve_paths": "README.md", "default_subspecs": "Auth",
                 "subspecs": [{"name": "CoreOnly", "source_files": "CoreOnly/Sources/Umbrella.h"},
                              {"name": "Auth", "dependencies": {"Umbrella/CoreOnly": [], "AuthPod": ["2.0.0"]}},
                              {"name": "Store", "dependencies": {"Umbrella/CoreOnly": [], "StorePod": ["2.0.0"]}},
                              {"name": "Extra", "dependencies": {"Umbrella/CoreOnly": [], "ExtraPod": ["1.0.0"]}},
                              {"name": "Gone", "dependencies": {"Umbrella/CoreOnly": [], "GonePod": ["1.0.0"]}}]}
                """,
        ])
        // As HackerTracker-iOS' Podfile names Firebase's subspecs: no version (the lock's is used).
        let lines = subspecs.map { "  pod 'Umbrella/\($0)'\n" }.joined()
        try box.write(box.project + "/Podfile", "source '\(specs)'\nplatform :ios, '15.0'\ntarget 'App' do\n\(lines)end\n")
        let pods = ["Auth": "AuthPod (2.0.0)", "Store": "StorePod (2.0.0)", "Extra": "ExtraPod (1.0.0)", "Gone": "GonePod (1.0.0)"]
        var lock = "PODS:\n"
        for line in subspecs.compactMap({ pods[$0] }).sorted() { lock += "  - \(line)\n" }
        for subspec in subspecs.sorted() { lock += "  - Umbrella/\(subspec) (5.0.0):\n    - \(pods[subspec]!.replacingOccurrences(of: "(", with: "(= "))\n" }
        lock += "\nDEPENDENCIES:\n" + subspecs.sorted().map { "  - Umbrella/\($0)\n" }.joined()
        lock += "\nCOCOAPODS: 1.15.2\n"
        try box.write(box.project + "/Podfile.lock", lock)
    }

    @Test func anUmbrellaWithNoRepositoryMapsWhereThePodsItDependsOnAre() throws {
        let box = try FetchSandbox()
        defer { box.cleanUp() }
        try Self.world(box, subspecs: ["Auth", "Store"])
        // JSON names the pods it was mapped through.
        let json = box.run(["migrate", "--manifest", "Podfile", "--format", "json"])
        #expect(box.shown(json.out).contains("""
                  "pinnedVersion": "5.0.0",
                  "mappedThrough": [
                    "AuthPod",
                    "StorePod"
                  ]
            """), "\(json.out)")
        #expect(json.code == .success, "\(json.err)")
        let run = box.run(["migrate", "--manifest", "Podfile", "--write"])
        #expect(box.shown(run.out) == """
            AuthPod 2.0.0: mapped
              package: ROOT/remotes/sdk (spec repository ROOT/remotes/Specs, Specs/AuthPod/2.0.0/AuthPod.podspec.json)
              tag: 2.0.0 (the source tag of Specs/AuthPod/2.0.0/AuthPod.podspec.json)
              AuthPod → SDKAuth (its source_files 'Auth/**/*.swift' lie in 'Auth')
            StorePod 2.0.0: mapped
              package: ROOT/remotes/sdk (spec repository ROOT/remotes/Specs, Specs/StorePod/2.0.0/StorePod.podspec.json)
              tag: 2.0.0 (the source tag of Specs/StorePod/2.0.0/StorePod.podspec.json)
              StorePod → SDKStore (its source_files 'Store/**/*.swift' lie in 'Store')
            Umbrella 2.0.0: mapped through the pods its specs depend on, at their package's version; you pin 5.0.0
              package: ROOT/remotes/sdk (its own source is http 'https://dl.example.com/Umbrella-5.0.0.tar.gz', no repository; the pods its specs depend on are all mapped to this package at this version: 'AuthPod' (of 'Umbrella/Auth'), 'StorePod' (of 'Umbrella/Store'))
              tag: 2.0.0 (the tag of those pods)
              targets: App
              Umbrella/Auth → SDKAuth (the products of the pod it depends on: 'AuthPod' → SDKAuth)
              Umbrella/Store → SDKStore (the products of the pod it depends on: 'StorePod' → SDKStore)
            versions change: Umbrella 5.0.0 → 2.0.0
            3 pods: 3 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
        #expect(run.code == .success, "\(run.err)")
        // `--write` records its pin at the package's version, with the products, and those of
        // each subspec (they differ: integrate links each target those of its lines' specs).
        let sidecar = box.shown(try box.read(box.project + "/mortar.json"))
        #expect(sidecar.contains("""
                "Umbrella": { "version": "2.0.0", "git": "ROOT/remotes/sdk", "products": ["SDKAuth", "SDKStore"], "subspecProducts": { "Umbrella/Auth": ["SDKAuth"], "Umbrella/Store": ["SDKStore"] } }
            """), "\(sidecar)")
        // Then its pin says where it is: offline, from the cache, it maps by the pin.
        let again = box.run(["migrate", "--manifest", "Podfile", "--offline"])
        #expect(box.shown(again.out).contains("""
            Umbrella 2.0.0: mapped
              package: ROOT/remotes/sdk (the pin's git, mortar.json:12:5)
              tag: 2.0.0 (the tag of version 2.0.0)
              targets: App
              Umbrella → SDKAuth, SDKStore (the pin's products)

            """), "\(again.out)")
        #expect(again.code == .success, "\(again.err)")
    }

    @Test func anUmbrellaWhosePodsNameTwoPackagesOrAreUnmappedKeepsNoSource() throws {
        let box = try FetchSandbox()
        defer { box.cleanUp() }
        try Self.world(box, subspecs: ["Auth", "Extra", "Gone"])
        let run = box.run(["migrate", "--manifest", "Podfile"])
        #expect(box.shown(run.out) == """
            AuthPod 2.0.0: mapped
              package: ROOT/remotes/sdk (spec repository ROOT/remotes/Specs, Specs/AuthPod/2.0.0/AuthPod.podspec.json)
              tag: 2.0.0 (the source tag of Specs/AuthPod/2.0.0/AuthPod.podspec.json)
              AuthPod → SDKAuth (its source_files 'Auth/**/*.swift' lie in 'Auth')
            ExtraPod 1.0.0: mapped
              package: ROOT/remotes/extra (spec repository ROOT/remotes/Specs, Specs/ExtraPod/1.0.0/ExtraPod.podspec.json)
              tag: 1.0.0 (the source tag of Specs/ExtraPod/1.0.0/ExtraPod.podspec.json)
              ExtraPod → ExtraPod (a product named 'ExtraPod')
            GonePod 1.0.0: no source known
              no pin git, :git pod, podspec or spec repository names its repository
              fix: pin it in the mortar.json beside the Podfile as "GonePod": {"version": "1.0.0", "git": "https://…", "products": ["GonePod"]}
            Umbrella 5.0.0: no source known
              targets: App
              no pin git, :git pod, podspec or spec repository names its repository; the pods its specs depend on do not settle one (they name several packages or versions and not every one is mapped): 'AuthPod' (of 'Umbrella/Auth') mapped to ROOT/remotes/sdk (exact: "2.0.0"); 'ExtraPod' (of 'Umbrella/Extra') mapped to ROOT/remotes/extra (exact: "1.0.0"); 'GonePod' (of 'Umbrella/Gone') is no-source
              fix: pin it in the mortar.json beside the Podfile as "Umbrella": {"version": "5.0.0", "git": "https://…", "products": ["Umbrella"]}
            4 pods: 2 mapped, 0 unmapped, 0 without a Package.swift at that version, 2 with no source known, 0 unavailable

            """)
        #expect(run.code == .failure, "\(run.err)")
    }
}
