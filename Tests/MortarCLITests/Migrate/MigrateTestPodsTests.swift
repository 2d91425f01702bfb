import Foundation
import MortarCLI
import MortarCore
import MortarWorkspace
import Testing

/// Pods the Podfile declares only in test targets (Quick in `AppTests`) never reach the app:
/// migrate's rows name the Podfile targets that use each pod, and the generated Package.swift
/// gives them a test-only product, `<App>TestSupport`, never the app's umbrella product.
@Suite(.serialized) struct MigrateTestPodsTests {
    @Test func aPodOfTestTargetsOnlyGoesToATestSupportProduct() throws {
        let box = try MigrateCommandTests.sandbox()
        defer { box.cleanUp() }
        let quick = try box.makePackageRemote("Quick", tag: "7.0.0")
        try box.write(box.project + "/Podfile", """
            platform :ios, '15.0'
            target 'App' do
              pod 'Kit', '1.2.0'
              target 'AppTests' do
                inherit! :search_paths
                pod 'Quick', '7.0.0'
              end
            end

            """)
        try box.write(box.project + "/mortar.json", """
            {
              "name": "App",
              "pins": {
                "Kit": { "git": "\(box.remotes)/Kit" },
                "Quick": { "git": "\(quick)" }
              }
            }

            """)
        let run = box.run(["migrate"])
        #expect(run.code == .success, "\(run.err)")
        #expect(box.shown(run.out) == """
            Kit 1.2.0: mapped
              package: ROOT/remotes/Kit (the pin's git, mortar.json:4:5)
              tag: 1.2.0 (the tag of version 1.2.0)
              targets: App
              Kit → Kit (a product named 'Kit')
            Quick 7.0.0: mapped
              package: ROOT/remotes/Quick (the pin's git, mortar.json:5:5)
              tag: 7.0.0 (the tag of version 7.0.0)
              targets: App/AppTests (test targets only: the generated Package.swift puts its products in AppTestSupport, never in App)
              Quick → Quick (a product named 'Quick')
            2 pods: 2 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
        #expect(box.run(["migrate", "--write", "--offline"]).code == .success)
        let generated = box.run(["generate", "--swiftpm", "Package.swift"])
        #expect(generated.code == .success, "\(generated.err)")
        let package = try box.read(box.project + "/Package.swift")
        #expect(box.shown(package).contains("""
                products: [
                    .library(name: "App", targets: ["App"]),
                    .library(name: "AppTestSupport", targets: ["AppTestSupport"]),
                ],
                dependencies: [
                    .package(url: "ROOT/remotes/Kit", exact: "1.2.0"),
                    .package(url: "ROOT/remotes/Quick", exact: "7.0.0"),
                ],
                targets: [
                    .target(
                        name: "App",
                        dependencies: [
                            .product(name: "Kit", package: "Kit"),
                        ],
                        path: "Sources/App"
                    ),
                    .target(
                        name: "AppTestSupport",
                        dependencies: [
                            .product(name: "Quick", package: "Quick"),
                        ],
                        path: "Sources/AppTestSupport"
                    ),

            """), "\(package)")
        #expect(FileManager.default.fileExists(atPath: box.project + "/Sources/AppTestSupport/AppTestSupport.swift"))
    }
}
