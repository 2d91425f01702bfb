import Foundation
import MortarCLI
import MortarCore
import MortarWorkspace
import Testing

/// `migrate` on a repository whose product builds the pod's files through a target dependency
/// (facebook-ios-sdk at `v5.9.0`, its `Package.swift` read as text at that tag in a real git
/// repository): the pod maps to that product, and the row says through which target.
@Suite(.serialized) struct MigrateTargetDependencyTests {
    @Test func aPodWhoseFilesAProductBuildsThroughATargetDependencyMapsToIt() throws {
        let box = try FetchSandbox()
        defer { box.cleanUp() }
        let remote = try box.makePackageRemote("facebook-ios-sdk", tag: "v5.9.0", manifest: PodProductReachFixtures.facebook)
        let specs = try box.makeSpecRepository([
            "Specs/FBSDKLoginKit/5.9.0/FBSDKLoginKit.podspec.json": """
                {"name": "FBSDKLoginKit", "version": "5.9.0", "source": {"git": "\(remote)", "tag": "v5.9.0"},
                 "platforms": {"ios": "8.0"}, "ios": {"source_files": "FBSDKLoginKit/FBSDKLoginKit/**/*.{h,m}"}}
                """,
        ])
        try box.write(box.project + "/Podfile", """
            source '\(specs)'
            platform :ios, '13.0'
            target 'App' do
              pod 'FBSDKLoginKit', '5.9.0'
            end

            """)
        try box.write(box.project + "/mortar.json", "{\"name\": \"App\"}\n")
        let run = box.run(["migrate"])
        #expect(box.shown(run.out) == """
            FBSDKLoginKit 5.9.0: mapped
              package: ROOT/remotes/facebook-ios-sdk (spec repository ROOT/remotes/Specs, Specs/FBSDKLoginKit/5.9.0/FBSDKLoginKit.podspec.json)
              tag: v5.9.0 (the source tag of Specs/FBSDKLoginKit/5.9.0/FBSDKLoginKit.podspec.json)
              targets: App
              FBSDKLoginKit → FacebookLogin (its source_files 'FBSDKLoginKit/FBSDKLoginKit/**/*.{h,m}' lie in 'FBSDKLoginKit/FBSDKLoginKit' (the target 'FBSDKLoginKit', which its target 'FacebookLogin' depends on))
            1 pod: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
        #expect(run.code == .success, "\(run.err)")
    }
}

/// facebook/facebook-ios-sdk's `Package.swift` at `v5.9.0`, the `cSettings:` left out.
enum PodProductReachFixtures {
    static let facebook = """
        // swift-tools-version:5.1
        import PackageDescription

        let package = Package(
            name: "Facebook",
            platforms: [.iOS(.v8)],
            products: [
                .library(name: "FacebookCore", targets: ["FacebookCore"]),
                .library(name: "FacebookLogin", targets: ["FacebookLogin"]),
                .library(name: "FacebookShare", targets: ["FacebookShare"]),
            ],
            dependencies: [],
            targets: [
                .target(name: "FBSDKCoreKit", dependencies: [], path: "FBSDKCoreKit/FBSDKCoreKit", exclude: ["Swift"]),
                .target(name: "FacebookCore", dependencies: ["FBSDKCoreKit"], path: "FBSDKCoreKit/FBSDKCoreKit/Swift"),
                .target(name: "FBSDKLoginKit", dependencies: ["FBSDKCoreKit"], path: "FBSDKLoginKit/FBSDKLoginKit", exclude: ["Swift"]),
                .target(name: "FacebookLogin", dependencies: ["FacebookCore", "FBSDKLoginKit"], path: "FBSDKLoginKit/FBSDKLoginKit/Swift"),
                .target(name: "FBSDKShareKit", dependencies: ["FBSDKCoreKit"], path: "FBSDKShareKit/FBSDKShareKit", exclude: ["Swift"]),
                .target(name: "FacebookShare", dependencies: ["FacebookCore", "FBSDKShareKit"], path: "FBSDKShareKit/FBSDKShareKit/Swift"),
            ]
        )

        """
}
