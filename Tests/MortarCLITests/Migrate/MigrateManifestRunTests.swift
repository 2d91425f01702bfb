import Foundation
import MortarCLI
import MortarCore
import MortarWorkspace
import MortarTestSupport
import Testing

/// `mortar migrate` and a tag whose Package.swift is not literal: run by `dump-package` only
/// when allowed (by default, unless `CI` is set; always with `--run-manifests`).
@Suite(.serialized) struct MigrateManifestRunTests {
    static func sandbox() throws -> FetchSandbox {
        let box = try FetchSandbox()
        let remote = try box.makePackageRemote("Kit", tag: "1.2.0", manifest: """
            // swift-tools-version:5.9
            import PackageDescription

            let name = "Kit"
            let package = Package(name: name, products: [.library(name: name, targets: [name])], targets: [.target(name: "\\(name)")])
            """)
        try box.writeManifest([], pins: "{\"Kit\": {\"version\": \"1.2.0\", \"git\": \"\(remote)\"}}")
        return box
    }

    static let mapped = """
        Kit 1.2.0: mapped
          package: ROOT/remotes/Kit (the pin's git, mortar.json:6:12)
          tag: 1.2.0 (the tag of version 1.2.0)
          Kit → Kit (a product named 'Kit')
        1 pod: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

        """

    @Test func inCINothingRunsUnlessRunManifestsSaysSo() throws {
        let box = try Self.sandbox()
        defer { box.cleanUp() }
        let runner = RecordingProcessRunner(passingTo: ProcessRunner())
        let refused = box.run(["migrate"], runner: runner, environment: ["CI": "true"])
        #expect(box.shown(refused.out) == """
            Kit 1.2.0: unavailable
              package: ROOT/remotes/Kit (the pin's git, mortar.json:6:12)
              tag: 1.2.0 (the tag of version 1.2.0)
              its Package.swift at tag '1.2.0' is not literal (a string interpolation is computed when the manifest runs, at Kit/Package.swift:5:111); rerun with --run-manifests to let SwiftPM evaluate it (that runs its code; unsandboxed on Linux)
            1 pod: 0 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 1 unavailable

            """)
        #expect(refused.code == .failure)
        #expect(!runner.requests.contains { $0.executable == "swift" }, "nothing but git runs")

        let allowed = box.run(["migrate", "--run-manifests"], environment: ["CI": "true"])
        #expect(box.shown(allowed.out) == Self.mapped)
        #expect(allowed.code == .success)
    }

    @Test func onADevelopersMachineANonLiteralManifestIsRunByDefault() throws {
        let box = try Self.sandbox()
        defer { box.cleanUp() }
        let run = box.run(["migrate"])
        #expect(box.shown(run.out) == Self.mapped)
        #expect(run.code == .success)
    }
}

/// A dump that failed is kept: `--offline` after the run says the same failure, not that the
/// products are not cached.
@Suite(.serialized) struct MigrateKeptDumpFailureTests {
    @Test func offlineAfterAFailedDumpGivesTheSameRow() throws {
        let box = try FetchSandbox()
        defer { box.cleanUp() }
        let remote = try box.makePackageRemote("Kit", tag: "1.2.0", manifest: """
            // swift-tools-version:5.9
            import PackageDescription

            let name: Int = "Kit"
            let package = Package(name: "\\(name)", products: [.library(name: "Kit", targets: ["Kit"])], targets: [.target(name: "Kit")])
            """)
        try box.writeManifest([], pins: "{\"Kit\": {\"version\": \"1.2.0\", \"git\": \"\(remote)\"}}")
        let online = box.run(["migrate"])
        var lines = online.out.replacingOccurrences(of: box.root, with: "ROOT").components(separatedBy: "\n")
        let commit = try box.git(["rev-parse", "HEAD"], in: remote)
        // The compiler's own words (its paths and temporary folders) are SwiftPM's; the rest is Mortar's.
        let dump = lines.count > 3 ? lines.remove(at: 3) : ""
        #expect(dump.hasPrefix("  'swift package dump-package' cannot read 'Kit/Package.swift': error: "), "\(dump)")
        #expect(dump.contains("Package.swift:4:17: error: cannot convert value of type 'String' to specified type 'Int'"), "\(dump)")
        #expect(lines.joined(separator: "\n") == """
            Kit 1.2.0: no Package.swift SwiftPM reads at tag '1.2.0', nor at any later version tag
              package: ROOT/remotes/Kit (the pin's git, mortar.json:6:12)
              tag: 1.2.0 (the tag of version 1.2.0)
              its default branch has a Package.swift at commit \(commit), no version tag does: --accept-default-branch maps it at that commit ("revision": "\(commit)") and --write records it, or ask its maintainers for a release
            1 pod: 0 mapped, 0 unmapped, 1 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
        #expect(online.code == .failure)
        let offline = box.run(["migrate", "--offline"])
        // The row of the next run (which looks no more), offline or not.
        let raw = online.out.components(separatedBy: "\n")[3]
        let kept = online.out.replacingOccurrences(of: raw, with: raw + " (kept from an earlier run; --retry-failed looks again)")
        #expect(offline.out == kept)
        #expect(box.run(["migrate"]).out == kept)
        #expect(offline.code == .failure)
    }
}
