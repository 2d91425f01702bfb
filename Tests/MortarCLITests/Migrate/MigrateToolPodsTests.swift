import Foundation
import MortarCLI
import MortarCore
import MortarWorkspace
import Testing

/// Pods that ship an executable (SwiftLint as an `http` zip, `SwiftFormat/CLI` by
/// `preserve_paths`) are tools: never mapped to a product, never linked into the app's target;
/// the report's tools section names what replaces each.
@Suite(.serialized) struct MigrateToolPodsTests {
    @Test func aToolPodIsKeptOutOfTheAppsTarget() throws {
        let box = try MigrateCommandTests.sandbox()
        defer { box.cleanUp() }
        let swiftFormat = try box.makePackageRemote("SwiftFormat", tag: "0.50.0")
        let specs = try box.makeSpecRepository([
            "Specs/SwiftLint/0.50.3/SwiftLint.podspec.json": """
                {"name": "SwiftLint", "version": "0.50.3",
                 "source": {"http": "https://github.com/realm/SwiftLint/releases/download/0.50.3/portable_swiftlint.zip"},
                 "preserve_paths": ["swiftlint", "LICENSE"], "platforms": {"ios": "9.0"}}
                """,
            "Specs/SwiftFormat/0.50.0/SwiftFormat.podspec.json": """
                {"name": "SwiftFormat", "version": "0.50.0", "source": {"git": "\(swiftFormat)", "tag": "0.50.0"},
                 "default_subspecs": "Core",
                 "subspecs": [
                   {"name": "Core", "source_files": "Sources/SwiftFormat/*.swift"},
                   {"name": "CLI", "preserve_paths": "CommandLineTool/swiftformat"}
                 ]}
                """,
            "Specs/Kit/1.2.0/Kit.podspec.json": """
                {"name": "Kit", "version": "1.2.0", "source": {"git": "\(box.remotes)/Kit", "tag": "1.2.0"}, "source_files": "Sources/Kit/*.swift"}
                """,
        ])
        try box.write(box.project + "/Podfile", """
            source '\(specs)'
            platform :ios, '15.0'
            target 'App' do
              pod 'Kit', '1.2.0'
              pod 'SwiftLint', '0.50.3'
              pod 'SwiftFormat/CLI', '0.50.0'
            end

            """)
        try box.write(box.project + "/mortar.json", "{\"name\": \"App\"}\n")
        let run = box.run(["migrate"])
        #expect(run.code == .success, "\(run.err)")
        #expect(box.shown(run.out) == """
            Kit 1.2.0: mapped
              package: ROOT/remotes/Kit (spec repository ROOT/remotes/Specs, Specs/Kit/1.2.0/Kit.podspec.json)
              tag: 1.2.0 (the source tag of Specs/Kit/1.2.0/Kit.podspec.json)
              targets: App
              Kit → Kit (a product named 'Kit')
            SwiftFormat 0.50.0: a tool, never linked into an app target
              targets: App
              no source_files; preserve_paths 'CommandLineTool/swiftformat' (spec repository ROOT/remotes/Specs, Specs/SwiftFormat/0.50.0/SwiftFormat.podspec.json)
            SwiftLint 0.50.3: a tool, never linked into an app target
              targets: App
              no source_files; preserve_paths 'LICENSE', 'swiftlint'; source http 'https://github.com/realm/SwiftLint/releases/download/0.50.3/portable_swiftlint.zip' (spec repository ROOT/remotes/Specs, Specs/SwiftLint/0.50.3/SwiftLint.podspec.json)
            tools (never linked into an app target):
              SwiftFormat 0.50.0 → the command plugin 'SwiftFormatPlugin' of https://github.com/nicklockwood/SwiftFormat
              SwiftLint 0.50.3 → the build tool plugin 'SwiftLintBuildToolPlugin' of https://github.com/SimplyDanny/SwiftLintPlugins (an artifact bundle of the swiftlint binary)
            3 pods: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable, 2 tools

            """)
        #expect(box.run(["migrate", "--write", "--offline"]).code == .success)
        let generated = box.run(["generate", "--swiftpm", "Package.swift"])
        let package = box.shown(try box.read(box.project + "/Package.swift"))
        #expect(package.contains("""
                dependencies: [
                    .package(url: "ROOT/remotes/Kit", exact: "1.2.0"),
                ],
                targets: [
                    .target(
                        name: "App",
                        dependencies: [
                            .product(name: "Kit", package: "Kit"),
                        ],
                        path: "Sources/App"
                    ),

            """), "\(package)\n\(generated.err)")
        #expect(generated.err.contains("""
            Podfile:5:3: warning[unmapped-pod]: the Podfile uses pod 'SwiftLint', a tool, which the generated Package.swift leaves out: nothing of it is linked into the app
              help: replace it with the build tool plugin 'SwiftLintBuildToolPlugin' of https://github.com/SimplyDanny/SwiftLintPlugins (an artifact bundle of the swiftlint binary)
            """), "\(generated.err)")
    }

    /// An `.xcframework` in an `http` archive is a binary target: with its checksum when the
    /// archive is a local file, else with the command that computes it.
    @Test func anXCFrameworkArchiveIsABinaryTargetWithItsChecksum() throws {
        let box = try MigrateCommandTests.sandbox()
        defer { box.cleanUp() }
        let archive = box.root + "/archives/Lottie.xcframework.zip"
        try box.write(archive, "PK not really a zip\n")
        let checksum = SHA256.hex(Array("PK not really a zip\n".utf8))
        let specs = try box.makeSpecRepository([
            "Specs/Lottie/4.0.0/Lottie.podspec.json": """
                {"name": "Lottie", "version": "4.0.0", "source": {"http": "file://\(archive)"}, "vendored_frameworks": "Lottie.xcframework"}
                """,
            "Specs/Ads/9.0.0/Ads.podspec.json": """
                {"name": "Ads", "version": "9.0.0", "source": {"http": "https://dl.example.com/Ads-9.0.0.zip"},
                 "ios": {"vendored_frameworks": ["Frameworks/AdsKit.xcframework"]}}
                """,
        ])
        try box.write(box.project + "/mortar.json", """
            {"name": "App", "sources": ["\(specs)"], "modules": [], "pins": {"Ads": "9.0.0", "Lottie": "4.0.0"}}

            """)
        let run = box.run(["migrate"])
        #expect(run.code == .failure)
        #expect(box.shown(run.out) == """
            Ads 9.0.0: an .xcframework in an http archive: a binary target
              binary target: .binaryTarget(name: "AdsKit", url: "https://dl.example.com/Ads-9.0.0.zip", checksum: "…")
              its checksum needs the archive (spec repository ROOT/remotes/Specs, Specs/Ads/9.0.0/Ads.podspec.json): download https://dl.example.com/Ads-9.0.0.zip and run 'swift package compute-checksum FILE' on it
            Lottie 4.0.0: an .xcframework in an http archive: a binary target
              binary target: .binaryTarget(name: "Lottie", url: "file://ROOT/archives/Lottie.xcframework.zip", checksum: "\(checksum)")
            2 pods: 0 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable, 2 binaries

            """)
    }

    /// Seen on monitorizare-vot-ios: Firebase 10.15.0's root keeps only text files by
    /// `preserve_paths` and its subspecs (`Firebase/Crashlytics`) have no files, only
    /// dependencies on its other subspecs and on other pods. An umbrella, not a tool: it maps.
    @Test func anUmbrellaPodsSubspecsThatOnlyDependAreNotATool() throws {
        let box = try MigrateCommandTests.sandbox()
        defer { box.cleanUp() }
        let sdk = try box.makePackageRemote("firebase-ios-sdk", tag: "10.15.0", manifest: """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Firebase",
                products: [
                    .library(name: "FirebaseCore", targets: ["FirebaseCore"]),
                    .library(name: "FirebaseCrashlytics", targets: ["FirebaseCrashlytics"]),
                ],
                targets: [.target(name: "FirebaseCore"), .target(name: "FirebaseCrashlytics")]
            )
            """)
        try box.git(["tag", "CocoaPods-10.15.0"], in: sdk)
        let specs = try box.makeSpecRepository([
            "Specs/Firebase/10.15.0/Firebase.podspec.json": """
                {"name": "Firebase", "version": "10.15.0", "source": {"git": "\(sdk)", "tag": "CocoaPods-10.15.0"},
                 "preserve_paths": ["CoreOnly/CHANGELOG.md", "CoreOnly/NOTICES", "CoreOnly/README.md"], "default_subspecs": "Core",
                 "subspecs": [
                   {"name": "Core", "dependencies": {"Firebase/CoreOnly": []}},
                   {"name": "CoreOnly", "dependencies": {"FirebaseCore": ["10.15.0"]}, "source_files": "CoreOnly/Sources/Firebase.h"},
                   {"name": "Crashlytics", "dependencies": {"Firebase/CoreOnly": [], "FirebaseCrashlytics": ["~> 10.15.0"]}}
                 ]}
                """,
        ])
        try box.write(box.project + "/Podfile", """
            source '\(specs)'
            platform :ios, '15.0'
            target 'App' do
              pod 'Firebase/Crashlytics', '10.15.0'
            end

            """)
        try box.write(box.project + "/mortar.json", "{\"name\": \"App\"}\n")
        let run = box.run(["migrate"])
        #expect(box.shown(run.out) == """
            Firebase 10.15.0: mapped
              package: ROOT/remotes/firebase-ios-sdk (spec repository ROOT/remotes/Specs, Specs/Firebase/10.15.0/Firebase.podspec.json)
              tag: 10.15.0 (a version tag SwiftPM pins exactly, on the commit of 'CocoaPods-10.15.0', the source tag of Specs/Firebase/10.15.0/Firebase.podspec.json)
              targets: App
              Firebase/Crashlytics → FirebaseCrashlytics (a product named after the subspec: 'FirebaseCrashlytics')
            1 pod: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
        #expect(run.code == .success, "\(run.err)")
    }

    /// Seen on braze-growth-shares-ios-demo-app: Appboy-iOS-SDK 3.30.0 comes as an `http` zip
    /// that is a release asset of its GitHub repository, which has a Package.swift at that
    /// tag. The archive's URL names the repository and tag: the row names that package and
    /// its candidate products (it was "no source known").
    @Test func anHttpArchiveThatIsAGitHubReleaseMapsToItsRepositoryAtThatTag() throws {
        let box = try FetchSandbox()
        defer { box.cleanUp() }
        try box.makePackageRemote("appboy-ios-sdk", tag: "3.30.0", manifest: """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "Appboy_iOS_SDK", products: [.library(name: "AppboyUI", targets: ["AppboyUI"])], targets: [.target(name: "AppboyUI")])
            """)
        let specs = try box.makeSpecRepository([
            "Specs/Appboy-iOS-SDK/3.30.0/Appboy-iOS-SDK.podspec.json": """
                {"name": "Appboy-iOS-SDK", "version": "3.30.0",
                 "source": {"http": "https://github.com/Appboy/appboy-ios-sdk/releases/download/3.30.0/Appboy_iOS_SDK.zip"},
                 "default_subspecs": "UI",
                 "subspecs": [{"name": "Core", "vendored_frameworks": "AppboyKit/Appboy_iOS_SDK.framework"},
                              {"name": "UI", "dependencies": {"Appboy-iOS-SDK/Core": []}, "source_files": "AppboyUI/**/*.{h,m}"}]}
                """,
        ])
        try box.write(box.project + "/Podfile", """
            source '\(specs)'
            platform :ios, '13.0'
            target 'App' do
              pod 'Appboy-iOS-SDK', '3.30.0'
            end

            """)
        try box.write(box.project + "/mortar.json", "{\"name\": \"App\"}\n")
        // git reaches the GitHub URL in the remotes folder, as a mirror would give it.
        let environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": "/nonexistent", "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "url.\(box.remotes)/appboy-ios-sdk.insteadOf",
            "GIT_CONFIG_VALUE_0": "https://github.com/Appboy/appboy-ios-sdk.git",
        ]
        let run = box.run(["migrate"], runner: ProcessRunner(environment: environment), environment: environment)
        #expect(box.shown(run.out) == """
            Appboy-iOS-SDK 3.30.0: a Package.swift, but no product for 'Appboy-iOS-SDK'
              package: https://github.com/Appboy/appboy-ios-sdk.git (the repository its http archive is a release of, spec repository ROOT/remotes/Specs, Specs/Appboy-iOS-SDK/3.30.0/Appboy-iOS-SDK.podspec.json)
              tag: 3.30.0 (the release tag of the http archive of Specs/Appboy-iOS-SDK/3.30.0/Appboy-iOS-SDK.podspec.json)
              targets: App
              Appboy-iOS-SDK: no product for its default subspecs 'Appboy-iOS-SDK/UI' (its files 'AppboyUI/**/*.{h,m}' are in no product of the package at 3.30.0, nor in a target one depends on); candidates: 'AppboyUI'
              fix: pin it in the mortar.json beside the Podfile as "Appboy-iOS-SDK": {"version": "3.30.0", "git": "https://github.com/Appboy/appboy-ios-sdk.git", "products": ["…"]}
            1 pod: 0 mapped, 1 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
        // No product is named after the pod or holds its files: the candidates, never a guess.
        #expect(run.code == .failure, "\(run.err)")
    }
}
