import Foundation
import MortarCLI
import MortarCore
import MortarWorkspace
import Testing

/// `mortar migrate` end to end with real git and swift, then `mortar generate` using what it found.
@Suite(.serialized) struct MigrateCommandTests {
    static func sandbox() throws -> FetchSandbox {
        let box = try FetchSandbox()
        let remote = box.remotes + "/Kit"
        try box.makeRemote("Kit")
        try box.write(remote + "/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])], targets: [.target(name: "Kit")])
            """)
        try box.write(remote + "/Sources/Kit/Kit.swift", "public let kit = 1\n")
        try box.git(["add", "-A"], in: remote)
        try box.git(["commit", "--quiet", "-m", "Package"], in: remote)
        try box.git(["tag", "1.2.0"], in: remote)
        try box.writeManifest([], pins: "{\"Kit\": {\"version\": \"1.2.0\", \"git\": \"\(remote)\"}}")
        return box
    }

    @Test func everyPodMapsExitsZeroAndGenerateUsesIt() throws {
        let box = try Self.sandbox()
        defer { box.cleanUp() }
        let run = box.run(["migrate"])
        #expect(run.err == "")
        #expect(run.out.replacingOccurrences(of: box.root, with: "ROOT") == """
            Kit 1.2.0: mapped
              package: ROOT/remotes/Kit (the pin's git, mortar.json:6:12)
              tag: 1.2.0 (the tag of version 1.2.0)
              Kit → Kit (a product named 'Kit')
            1 pod: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
        #expect(run.code == .success)
        let json = box.run(["migrate", "--format", "json", "--offline"])
        #expect(json.code == .success)
        #expect(json.out.contains("\"mapped\": 1,\n"))

        // generate reads what migrate found (from its cache, no process): the products too.
        let generated = box.run(["generate", "--swiftpm", "Package.swift"])
        #expect(generated.code == .success)
        let package = try box.read(box.project + "/Package.swift")
        #expect(package.contains("        .package(url: \"\(box.remotes)/Kit\", exact: \"1.2.0\"),\n"))
        #expect(package.contains("                .product(name: \"Kit\", package: \"Kit\"),\n"))
    }

    @Test func aPodWithNoSourceExitsOneWithTheFix() throws {
        let box = try Self.sandbox()
        defer { box.cleanUp() }
        try box.writeManifest([], pins: "{\"Ghost\": \"2.0.0\"}")
        let run = box.run(["migrate", "--format", "markdown", "--jobs", "2"])
        #expect(run.out == """
            # Moving App from CocoaPods to SwiftPM

            1 pod: 0 mapped, 0 unmapped, 0 without a Package.swift at that version, 1 with no source known, 0 unavailable

            - [ ] **Ghost** 2.0.0: no source known
              - no pin git, :git pod, podspec or spec repository names its repository (no local clone of 'https://cdn.cocoapods.org/' in ~/.cocoapods/repos)
              - fix: pin it in mortar.json as `"Ghost": {"version": "2.0.0", "git": "https://…", "products": ["Ghost"]}`

            """)
        #expect(run.code == .failure)
    }

    @Test func aBadFormatOrJobsIsAUsageError() throws {
        let box = try Self.sandbox()
        defer { box.cleanUp() }
        let format = box.run(["migrate", "--format", "yaml"])
        #expect(format.code == .usage)
        #expect(format.err == "error: invalid value 'yaml' for --format; expected text, json, markdown\n")
        let jobs = box.run(["migrate", "--jobs", "0"])
        #expect(jobs.code == .usage)
        #expect(jobs.err == "error: invalid value '0' for --jobs; expected a whole number from 1 to 10000\n")
    }
}
