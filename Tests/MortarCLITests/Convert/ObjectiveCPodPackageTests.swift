import Foundation
import MortarWorkspace
import Testing
import MortarTestSupport

/// Objective-C pods laid out as their repositories lay them out, generated into the composite
/// package and read back by the real `swift package describe`: SwiftPM accepts the package.
@Suite struct ObjectiveCPodPackageTests {
    /// An app whose only module is a pod in `Modules/<pod>` made of `files` (path → text).
    static func makeApp(pod: String, podspec: String, files: [String: String], in folder: String) -> String {
        let root = folder + "/app"
        CLIHarness.writePodApp(root, pod: pod)
        CLIHarness.write(podspec, to: root + "/Modules/\(pod)/\(pod).podspec")
        for (path, text) in files { CLIHarness.write(text, to: root + "/Modules/\(pod)/" + path) }
        return root
    }

    /// The lines of the generated Package.swift from `.target(` of `name` to its closing `),`.
    static func targetLines(_ name: String, in root: String) throws -> String {
        let text = try String(contentsOfFile: root + "/Package.swift", encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasSuffix("name: \"\(name)\",") }) else { return "" }
        let end = lines[start...].firstIndex { $0 == "        )," } ?? lines.endIndex - 1
        return lines[(start - 1)...end].joined(separator: "\n")
    }

    @Test func aPodAtTheRootOfARepositoryWithADemoAppIsAPackageSwiftPMAccepts() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = Self.makeApp(pod: "HUD", podspec: """
        Pod::Spec.new do |s|
          s.name = 'HUD'
          s.version = '1.0.0'
          s.source_files = 'Sources/**/*.{h,m}'
          s.exclude_files = 'Sources/Demo'
          s.public_header_files = 'Sources/include/*.h'
        end
        """, files: [
            "Sources/include/HUDView.h": "int hud(void);\n", "Sources/HUD.m": "#import \"HUDView.h\"\nint hud(void) { return 1; }\n",
            "Sources/Demo/Base.lproj/Main.storyboard": "<document/>\n", "Sources/Demo/Base.lproj/Launch.xib": "<document/>\n",
            "Sources/Demo/AppDelegate.m": "int main(void) { return 0; }\n",
        ], in: folder)
        let run = CLIHarness.run(["generate"], in: root)
        #expect(run.exitCode == .success, "\(run.stderr)")
        #expect(try Self.targetLines("HUD", in: root) == """
                .target(
                    name: "HUD",
                    dependencies: [
                    ],
                    path: "Modules/HUD/Sources",
                    exclude: [
                        "Demo",
                    ],
                    sources: [
                        "HUD.m",
                        "include/HUDView.h",
                    ],
                    publicHeadersPath: "include"
                ),
        """)
        let targets = try RealPackageApp.describe(root)
        #expect(targets.map(\.name).sorted() == ["App", "HUD"])
    }

    @Test func localizedResourcesGiveThePackageItsDefaultLocalization() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = Self.makeApp(pod: "Kit", podspec: """
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.version = '1.0.0'
          s.source_files = 'Sources/*.{h,m}'
          s.resource_bundles = { 'Kit' => ['Resources/*.lproj'] }
        end
        """, files: [
            "Sources/KitView.h": "int kit(void);\n", "Sources/Kit.m": "#import \"KitView.h\"\nint kit(void) { return 1; }\n",
            "Resources/en.lproj/Kit.strings": "\"a\" = \"b\";\n", "Resources/fr.lproj/Kit.strings": "\"a\" = \"c\";\n",
        ], in: folder)
        let run = CLIHarness.run(["generate"], in: root)
        #expect(run.exitCode == .success, "\(run.stderr)")
        let text = try String(contentsOfFile: root + "/Package.swift", encoding: .utf8)
        #expect(text.contains("""
        let package = Package(
            name: "App",
            defaultLocalization: "en",
            products: [
        """), "\(text)")
        let targets = try RealPackageApp.describe(root)
        #expect(targets.map(\.name).sorted() == ["App", "Kit"])
    }

    @Test func podspecsOfOneRepositoryCompileTheirSharedFilesOnce() throws {
        // RxSwift's shape: several podspecs in one repository, each selecting the shared
        // Platform folder; the module listed first depends on the one that keeps the files.
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = folder + "/app"
        CLIHarness.write(#"""
        { "name": "App", "modules": [
            { "name": "Blocking", "path": "Vendor/Rx", "manifest": "Blocking.podspec" },
            { "name": "Rx", "path": "Vendor/Rx", "manifest": "Rx.podspec" } ],
          "outputs": { "swiftpm": "Package.swift", "podfile": null } }
        """#, to: root + "/mortar.json")
        CLIHarness.write("""
        Pod::Spec.new do |s|
          s.name = 'Rx'
          s.version = '1.0.0'
          s.source_files = 'Rx/**/*.swift', 'Platform/**/*.swift'
        end
        """, to: root + "/Vendor/Rx/Rx.podspec")
        CLIHarness.write("""
        Pod::Spec.new do |s|
          s.name = 'Blocking'
          s.version = '1.0.0'
          s.source_files = 'Blocking/**/*.swift', 'Platform/**/*.swift'
          s.dependency 'Rx', '1.0.0'
        end
        """, to: root + "/Vendor/Rx/Blocking.podspec")
        CLIHarness.write("public struct Observable {}\n", to: root + "/Vendor/Rx/Rx/Observable.swift")
        CLIHarness.write("public struct Lock {}\n", to: root + "/Vendor/Rx/Platform/Lock.swift")
        CLIHarness.write("import Rx\npublic struct Blocking {}\n", to: root + "/Vendor/Rx/Blocking/Blocking.swift")
        let run = CLIHarness.run(["generate"], in: root)
        #expect(run.exitCode == .success, "\(run.stderr)")
        #expect(run.stderr == """
        Vendor/Rx/Blocking.podspec:4:3: warning[swiftpm-conversion]: 'Blocking' selects 1 source file that 'Rx' compiles already; SwiftPM compiles a file in one target only, so 'Blocking' uses the targets of 'Rx' for it
          help: if the specs are variants of the same code, keep one of them for SwiftPM; otherwise move the shared files into a subspec both depend on

        """)
        #expect(try Self.targetLines("Blocking", in: root) == """
                .target(
                    name: "Blocking",
                    dependencies: [
                        "Rx",
                    ],
                    path: "Vendor/Rx/Blocking",
                    sources: [
                        "Blocking.swift",
                    ]
                ),
        """)
        let targets = try RealPackageApp.describe(root)
        #expect(targets.map(\.name).sorted() == ["App", "Blocking", "Rx"])
    }

    /// MBProgressHUD's shape: the umbrella header at the repository's root beside the demo's
    /// folders, which SwiftPM refuses as a public headers folder ("invalid header layout:
    /// umbrella header found at …, but directories exist next to it").
    static let umbrellaAtTheRoot = (podspec: """
        Pod::Spec.new do |s|
          s.name = 'HUD'
          s.version = '1.0.0'
          s.source_files = 'HUD.{h,c}', 'Sub/*.{h,c}'
          s.private_header_files = 'Sub/Inner.h'
        end
        """, files: [
            "HUD.h": "int hud(void);\n", "HUD.c": "#include \"HUD.h\"\n#include \"Util.h\"\n#include \"Inner.h\"\nint hud(void) { return util() + INNER; }\n",
            "Sub/Inner.h": "#define INNER 1\n",
            "Sub/Util.h": "int util(void);\n", "Sub/Util.c": "#include <HUD/HUD.h>\n#include \"HUD.h\"\nint util(void) { return 1; }\n",
            "Demo/Base.lproj/Main.storyboard": "<document/>\n", "include/HUD/HUD.h": "int hud(void);\n",
        ])

    @Test func anUmbrellaHeaderBesideFoldersIsLaidOutInATreeThePackageOwns() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = Self.makeApp(pod: "HUD", podspec: Self.umbrellaAtTheRoot.podspec, files: Self.umbrellaAtTheRoot.files, in: folder)
        let run = CLIHarness.run(["generate"], in: root)
        #expect(run.exitCode == .success, "\(run.stderr)")
        #expect(run.stdout == "wrote Package.swift\nwrote Sources/App/App.swift\nwrote .mortar/targets/HUD/\n")
        #expect(try Self.targetLines("HUD", in: root) == """
                .target(
                    name: "HUD",
                    dependencies: [
                    ],
                    path: ".mortar/targets/HUD",
                    exclude: [
                        "module/Demo",
                        "module/HUD.podspec",
                        "module/include",
                    ],
                    sources: [
                        "module/HUD.c",
                        "module/HUD.h",
                        "module/Sub/Inner.h",
                        "module/Sub/Util.c",
                        "module/Sub/Util.h",
                    ],
                    publicHeadersPath: "include",
                    cSettings: [
                        .headerSearchPath("private/HUD"),
                    ]
                ),
        """)
        let tree = root + "/.mortar/targets/HUD"
        let links = try ["module", "include/HUD/HUD.h", "include/HUD/Util.h", "private/HUD/HUD.h", "private/HUD/Inner.h", "private/HUD/Util.h"]
            .map { try FileManager.default.destinationOfSymbolicLink(atPath: tree + "/" + $0) }
        #expect(links == ["../../../Modules/HUD", "../../module/HUD.h", "../../module/Sub/Util.h", "../../module/HUD.h", "../../module/Sub/Inner.h",
                          "../../module/Sub/Util.h"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree + "/include/HUD").sorted() == ["HUD.h", "Util.h"])
        let targets = try RealPackageApp.describe(root)
        #expect(targets.map(\.name).sorted() == ["App", "HUD"])
        let check = CLIHarness.run(["generate", "--check"], in: root)
        #expect(check.stdout == "2 generated files and 1 header tree are up to date\n")
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["MORTAR_BUILD_TESTS"] == "1", "set MORTAR_BUILD_TESTS=1 to build the generated package"))
    func theTreesHeadersAreFoundAsCocoaPodsFindsThem() throws {
        // `<HUD/HUD.h>`, and `"Util.h"` and the private `"Inner.h"` from another folder, as
        // with CocoaPods' header folders.
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = Self.makeApp(pod: "HUD", podspec: Self.umbrellaAtTheRoot.podspec, files: Self.umbrellaAtTheRoot.files, in: folder)
        #expect(CLIHarness.run(["generate"], in: root).exitCode == .success)
        let build = try SwiftCommand.run(ProcessRequest("swift", ["build", "--package-path", root, "--scratch-path", root + "/.build"], timeout: 900))
        #expect(build.status == 0, "\(build.stdoutText.suffix(3_000))\(build.stderrText.suffix(2_000))")
    }

    @Test func aHeaderNoLongerPublicLeavesTheTreeAndCheckSaysSo() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = Self.makeApp(pod: "HUD", podspec: Self.umbrellaAtTheRoot.podspec, files: Self.umbrellaAtTheRoot.files, in: folder)
        #expect(CLIHarness.run(["generate"], in: root).exitCode == .success)
        CLIHarness.write(Self.umbrellaAtTheRoot.podspec.replacingOccurrences(of: "  s.source_files", with: "  s.public_header_files = 'HUD.h'\n  s.source_files"),
                         to: root + "/Modules/HUD/HUD.podspec")
        let check = CLIHarness.run(["generate", "--check"], in: root)
        #expect(check.exitCode == .failure)
        #expect(check.stdout.hasSuffix("- .mortar/targets/HUD/include/HUD/Util.h\n- .mortar/targets/HUD/include/Util.h\n"), "\(check.stdout)")
        #expect(check.stderr == "error[out-of-date]: '.mortar/targets/HUD' is out of date\n  help: run 'mortar generate' (header trees are made on each machine, in .mortar/, which git ignores)\n")
        let run = CLIHarness.run(["generate"], in: root)
        #expect(run.stdout == "unchanged Package.swift\nunchanged Sources/App/App.swift\nwrote .mortar/targets/HUD/\n")
        #expect(!FileManager.default.fileExists(atPath: root + "/.mortar/targets/HUD/include/HUD/Util.h"))
        #expect(!FileManager.default.fileExists(atPath: root + "/.mortar/targets/HUD/include/Util.h"))
        #expect(FileManager.default.fileExists(atPath: root + "/.mortar/targets/HUD/include/HUD/HUD.h"))
    }

    @Test func aTreeNoLongerNeededIsRemovedLinksOnly() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = Self.makeApp(pod: "HUD", podspec: Self.umbrellaAtTheRoot.podspec, files: Self.umbrellaAtTheRoot.files, in: folder)
        #expect(CLIHarness.run(["generate"], in: root).exitCode == .success)
        // The pod's own SwiftPM layout as its public headers, alone in `include`: no tree is
        // needed any more. (In `include/HUD`, a folder named after the pod, they would get one:
        // `PodHeadersFolderNamedAfterThePodTests`.)
        // Its sources no longer write `<HUD/HUD.h>`, which would keep a tree of links (`PodFolderIncludeTests`).
        try FileManager.default.removeItem(atPath: root + "/Modules/HUD/include/HUD")
        CLIHarness.write("int hud(void);\n", to: root + "/Modules/HUD/include/HUD.h")
        CLIHarness.write("#include \"HUD.h\"\nint util(void) { return 1; }\n", to: root + "/Modules/HUD/Sub/Util.c")
        CLIHarness.write(Self.umbrellaAtTheRoot.podspec.replacingOccurrences(of: "  s.source_files", with: "  s.public_header_files = 'include/HUD.h'\n  s.source_files"),
                         to: root + "/Modules/HUD/HUD.podspec")
        let check = CLIHarness.run(["generate", "--check"], in: root)
        #expect(check.stderr == "error[out-of-date]: 'Package.swift', '.mortar/targets/HUD' are out of date\n  help: run 'mortar generate' and commit the generated files (header trees are made on each machine, in .mortar/, which git ignores)\n")
        let run = CLIHarness.run(["generate"], in: root)
        #expect(run.stdout == "wrote Package.swift\nunchanged Sources/App/App.swift\nremoved .mortar/targets/HUD/\n")
        #expect(!FileManager.default.fileExists(atPath: root + "/.mortar/targets/HUD"))
        #expect(FileManager.default.fileExists(atPath: root + "/Modules/HUD/HUD.h"))
        #expect(try Self.targetLines("HUD", in: root).contains(#"publicHeadersPath: "include""#))
        let targets = try RealPackageApp.describe(root)
        #expect(targets.map(\.name).sorted() == ["App", "HUD"])
    }

    @Test func aFileWhereATreeLinkGoesIsNeverReplaced() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = Self.makeApp(pod: "HUD", podspec: Self.umbrellaAtTheRoot.podspec, files: Self.umbrellaAtTheRoot.files, in: folder)
        #expect(CLIHarness.run(["generate"], in: root).exitCode == .success)
        let link = root + "/.mortar/targets/HUD/include/HUD/HUD.h"
        try FileManager.default.removeItem(atPath: link)
        CLIHarness.write("// mine\n", to: link)
        let run = CLIHarness.run(["generate"], in: root)
        #expect(run.exitCode == .failure)
        #expect(run.stderr == "error[write-failed]: '.mortar/targets/HUD/include/HUD/HUD.h' is in the header tree '.mortar/targets/HUD', and Mortar did not make it: SwiftPM would take it as part of the target's public interface, so the tree is left as it is\n  help: move it out of .mortar/targets/HUD (Mortar never removes a file it did not make), then run 'mortar generate'\n")
        // `--check` says the same.
        #expect(CLIHarness.run(["generate", "--check"], in: root).stderr == run.stderr)
        #expect(try String(contentsOfFile: link, encoding: .utf8) == "// mine\n")
    }
}


extension ObjectiveCPodPackageTests {
    /// An app for iOS and macOS: the package is converted for iOS (its first platform by name),
    /// and a pod whose macOS files differ says so when `generate` runs.
    @Test func aPodWithMacOSFilesInAnAppForIOSAndMacOSIsAFinding() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = Self.makeApp(pod: "Kit", podspec: PodPlatformFilesPodspec.text, files: [
            "Sources/Kit.h": "int kit(void);\n", "Sources/Kit.m": "int kit(void) { return 1; }\n",
            "Sources/iOS/KitView.m": "int view(void) { return 2; }\n", "Sources/macOS/KitWindow.m": "int window(void) { return 3; }\n",
        ], in: folder)
        CLIHarness.writePodApp(root, platforms: #"{ "macOS": "10.15", "iOS": "13.0" }"#)
        let run = CLIHarness.run(["generate"], in: root)
        #expect(run.exitCode == .success, "\(run.stderr)")
        #expect(run.stderr.contains("""
            Modules/Kit/Kit.podspec:7:3: warning[swiftpm-conversion]: 'Kit' selects other source files on osx than on ios, the app's platform the package is converted for: 1 only on osx ('Sources/macOS/KitWindow.m'), 1 only on ios ('Sources/iOS/KitView.m'); SwiftPM has one list of sources for every platform, so built for osx the package misses those only on osx and compiles those only on ios
              help: build the package for ios only, or keep this module on CocoaPods for osx; a pod whose files guard each platform's code ('#if os(macOS)', '#if TARGET_OS_OSX') can select them on every platform
            """), "\(run.stderr)")
    }
}

/// A pod with iOS and macOS files of its own.
enum PodPlatformFilesPodspec {
    static let text = """
    Pod::Spec.new do |s|
      s.name = 'Kit'
      s.ios.deployment_target = '13.0'
      s.osx.deployment_target = '10.15'
      s.source_files = 'Sources/*.{h,m}'
      s.ios.source_files = 'Sources/iOS/*.{h,m}'
      s.osx.source_files = 'Sources/macOS/*.{h,m}'
    end
    """
}
