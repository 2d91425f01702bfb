import Foundation
import MortarCLI
import MortarCore
import Testing

/// Seen on rootstrap/ios-base: IQKeyboardManagerSwift 6.1.1 (the lock's) has no Package.swift;
/// `migrate --write --accept-later-versions` records 6.3.0 in the mortar.json beside the
/// Podfile, whose line says `~> 6.1.1`. The sidecar's pin is the later, explicit choice: every
/// consumer uses it (migrate again, generate, check), each saying it is outside the Podfile's
/// requirement and how to make the two agree.
@Suite(.serialized) struct MigrateLaterVersionPinTests {
    /// `Old` 1.0.0 has no Package.swift, 2.0.0 has one; the Podfile asks `~> 1.0.0`, the lock 1.0.0.
    static func sandbox() throws -> FetchSandbox {
        let box = try FetchSandbox()
        let remote = box.remotes + "/Old"
        try box.makeRemote("Old")
        try box.git(["tag", "1.0.0"], in: remote)
        try box.write(remote + "/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "Old", products: [.library(name: "Old", targets: ["Old"])], targets: [.target(name: "Old")])
            """)
        try box.write(remote + "/Sources/Old/Old.swift", "public let old = 2\n")
        try box.git(["add", "-A"], in: remote)
        try box.git(["commit", "--quiet", "-m", "Package"], in: remote)
        try box.git(["tag", "2.0.0"], in: remote)
        try box.write(box.project + "/Podfile", """
            platform :ios, '15.0'
            target 'App' do
              pod 'Old', '~> 1.0.0'
            end

            """)
        try box.write(box.project + "/Podfile.lock", """
            PODS:
              - Old (1.0.0)

            DEPENDENCIES:
              - Old (~> 1.0.0)

            COCOAPODS: 1.15.2

            """)
        try box.write(box.project + "/mortar.json", """
            {
              "pins": {
                "Old": { "git": "\(remote)" }
              }
            }

            """)
        return box
    }

    static let warning = """
        mortar.json:3:5: warning[invalid-manifest]: pin 'Old' in mortar.json says = 2.0.0, outside the Podfile's ~> 1.0.0 (at Podfile:3:3); the pin is used
          help: change the pod's requirement in the Podfile to admit 2.0.0 (CocoaPods still reads the Podfile's), or remove the pin

        """

    @Test func theLaterVersionMigrateWritesIsThePinEveryCommandUses() throws {
        let box = try Self.sandbox()
        defer { box.cleanUp() }
        let written = box.run(["migrate", "--manifest", "Podfile", "--write", "--accept-later-versions"])
        #expect(box.shown(written.out) == """
            Old 2.0.0: mapped at a later version; you pin 1.0.0
              package: ROOT/remotes/Old (the pin's git, mortar.json:3:5)
              tag: 2.0.0 (the nearest later version tag with a Package.swift SwiftPM reads; --accept-later-versions)
              targets: App
              Old → Old (a product named 'Old')
              2.0.0 is outside the Podfile's ~> 1.0.0 (Podfile:3:3): generate and integrate take 2.0.0 from the pin in the mortar.json beside the Podfile, CocoaPods keeps reading the Podfile's; change the pod's requirement in the Podfile to admit 2.0.0
            versions change: Old 1.0.0 → 2.0.0
            1 pod: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
        #expect(written.err == "wrote the git and products of 1 mapped pod to mortar.json\n")
        #expect(written.code == .success)
        #expect(box.shown(try box.read(box.project + "/mortar.json")) == """
            {
              "pins": {
                "Old": { "version": "2.0.0", "git": "ROOT/remotes/Old", "products": ["Old"] }
              }
            }

            """)

        // The next migrate reads the pin at 2.0.0, and says the same.
        let again = box.run(["migrate", "--manifest", "Podfile", "--offline"])
        #expect(box.shown(again.out) == """
            Old 2.0.0: mapped
              package: ROOT/remotes/Old (the pin's git, mortar.json:3:5)
              tag: 2.0.0 (the tag of version 2.0.0)
              targets: App
              Old → Old (the pin's products)
              2.0.0 is outside the Podfile's ~> 1.0.0 (Podfile:3:3): generate and integrate take 2.0.0 from the pin in the mortar.json beside the Podfile, CocoaPods keeps reading the Podfile's; change the pod's requirement in the Podfile to admit 2.0.0
            1 pod: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
        #expect(again.err == Self.warning)
        #expect(again.code == .success)

        // generate pins the package at the pin's version, which has a Package.swift.
        let generated = box.run(["generate", "--manifest", "Podfile", "--swiftpm", "Package.swift"])
        #expect(generated.err == Self.warning + "Podfile: note[package-name]: the package is named 'project' after the folder 'project'; set \"name\" in mortar.json to change it\n")
        #expect(generated.code == .success)
        let package = try box.read(box.project + "/Package.swift")
        #expect(box.shown(package).contains("        .package(url: \"ROOT/remotes/Old\", exact: \"2.0.0\"),\n"), "\(package)")

        let checked = box.run(["check", "--manifest", "Podfile"])
        #expect(checked.err == Self.warning)
        #expect(checked.code == .success)
    }
}
