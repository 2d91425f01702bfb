import Foundation
import MortarWorkspace
import Testing
import MortarTestSupport

/// Headers reachable as CocoaPods makes them reachable: a pod's public headers go to
/// `Headers/Public/POD/[header_dir/]…`, and a dependent searches `Headers/Public` and
/// `Headers/Public/POD` (`PodTarget#header_search_paths`), so it may write `<Kit/KitCore/Kit.h>`,
/// `<KitCore/Kit.h>`, `"Net.h"`, `<Net.h>` and `<Net/Net.h>`; the pod's own sources search
/// `Headers/Private/POD` too (`<KitCore/Kit.h>` from any folder).
@Suite struct PodHeaderReachTests {
    /// `mortar generate` in the app `makeApp` makes in a temporary folder, then a real
    /// `swift build` of the package it writes; both must succeed.
    static func generateAndBuild(_ makeApp: (String) -> String) throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = makeApp(folder)
        let run = CLIHarness.run(["generate"], in: root)
        #expect(run.exitCode == .success && run.stderr == "", "\(run.stderr)")
        let build = try SwiftCommand.run(ProcessRequest("swift", ["build", "--package-path", root, "--scratch-path", root + "/.build"], timeout: 900))
        #expect(build.status == 0, "\(build.stdoutText.suffix(3_000))\(build.stderrText.suffix(2_000))")
    }

    /// Module `Net`: a C pod whose one public header `Net.h` its own source includes as `"Net.h"`.
    static func writeNet(in root: String) {
        CLIHarness.write("""
        Pod::Spec.new do |s|
          s.name = 'Net'
          s.version = '1.0.0'
          s.source_files = 'Net/*.{h,c}'
        end
        """, to: root + "/Modules/Net/Net.podspec")
        CLIHarness.write("int net(void);\n", to: root + "/Modules/Net/Net/Net.h")
        CLIHarness.write("#include \"Net.h\"\nint net(void) { return 2; }\n", to: root + "/Modules/Net/Net/Net.c")
    }

    /// Kit (`header_dir = 'KitCore'`, its source in another folder than its header), Net (no
    /// `header_dir`), and User, a C pod depending on both that includes their headers each way
    /// CocoaPods lets it.
    static func makeApp(in folder: String) -> String {
        let root = folder + "/app"
        let modules = ["Kit", "Net", "User"].map { #"{ "name": "\#($0)", "path": "Modules/\#($0)" }"# }.joined(separator: ", ")
        CLIHarness.write(#"{ "name": "App", "modules": [\#(modules)], "outputs": { "swiftpm": "Package.swift", "podfile": null } }"#, to: root + "/mortar.json")
        CLIHarness.write("""
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.version = '1.0.0'
          s.source_files = 'Sources/**/*.{h,c}'
          s.header_dir = 'KitCore'
        end
        """, to: root + "/Modules/Kit/Kit.podspec")
        CLIHarness.write("int kit(void);\n", to: root + "/Modules/Kit/Sources/Kit.h")
        CLIHarness.write("#include <KitCore/Kit.h>\n#include <Kit/KitCore/Kit.h>\n#include \"Kit.h\"\nint kit(void) { return 1; }\n",
                         to: root + "/Modules/Kit/Sources/Impl/Kit.c")
        PodHeaderReachTests.writeNet(in: root)
        CLIHarness.write("""
        Pod::Spec.new do |s|
          s.name = 'User'
          s.version = '1.0.0'
          s.source_files = '*.{h,c}'
          s.dependency 'Kit'
          s.dependency 'Net'
        end
        """, to: root + "/Modules/User/User.podspec")
        CLIHarness.write("int user(void);\n", to: root + "/Modules/User/User.h")
        CLIHarness.write("""
        #include <Kit/KitCore/Kit.h>
        #include <KitCore/Kit.h>
        #include "Net.h"
        #include <Net.h>
        #include <Net/Net.h>
        #include "User.h"
        int user(void) { return kit() + net(); }

        """, to: root + "/Modules/User/User.c")
        return root
    }

    /// Every link below `.mortar/targets`, `PATH -> DESTINATION`, sorted.
    static func links(in root: String) -> [String] {
        let trees = root + "/.mortar/targets"
        var result: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: trees)
        while let path = enumerator?.nextObject() as? String {
            if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: trees + "/" + path) {
                result.append("\(path) -> \(destination)")
            }
        }
        return result.sorted()
    }

    @Test func headerDirAndADependencysPublicFolderAreLaidOutAsCocoaPodsLaysThemOut() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = Self.makeApp(in: folder)
        let run = CLIHarness.run(["generate"], in: root)
        #expect(run.stdout == """
            wrote Package.swift
            wrote Sources/App/App.swift
            wrote .mortar/targets/Kit/
            wrote .mortar/targets/Net/
            wrote .mortar/targets/User/

            """, "\(run.stderr)")
        #expect(run.stderr == "")
        #expect(Self.links(in: root) == [
            "Kit/include/Kit/KitCore/Kit.h -> ../../../module/Sources/Kit.h",
            "Kit/include/KitCore/Kit.h -> ../../module/Sources/Kit.h",
            "Kit/module -> ../../../Modules/Kit",
            "Kit/private/Kit/KitCore/Kit.h -> ../../../module/Sources/Kit.h",
            "Net/include/Net.h -> ../module/Net/Net.h",
            "Net/include/Net/Net.h -> ../../module/Net/Net.h",
            "Net/module -> ../../../Modules/Net",
            "Net/private/Net/Net.h -> ../../module/Net/Net.h",
            "User/include/User.h -> ../module/User.h",
            "User/include/User/User.h -> ../../module/User.h",
            "User/module -> ../../../Modules/User",
            "User/private/User/User.h -> ../../module/User.h",
            "User/public/Kit -> ../../Kit/include/Kit",
            "User/public/Net -> ../../Net/include/Net",
        ])
        #expect(try ObjectiveCPodPackageTests.targetLines("Kit", in: root) == """
                .target(
                    name: "Kit",
                    dependencies: [
                    ],
                    path: ".mortar/targets/Kit",
                    exclude: [
                        "module/Kit.podspec",
                    ],
                    sources: [
                        "module/Sources/Impl/Kit.c",
                        "module/Sources/Kit.h",
                    ],
                    publicHeadersPath: "include",
                    cSettings: [
                        .headerSearchPath("private/Kit"),
                        .headerSearchPath("private/Kit/KitCore"),
                    ]
                ),
        """)
        #expect(try ObjectiveCPodPackageTests.targetLines("User", in: root) == """
                .target(
                    name: "User",
                    dependencies: [
                        "Kit",
                        "Net",
                    ],
                    path: ".mortar/targets/User",
                    exclude: [
                        "module/User.podspec",
                    ],
                    sources: [
                        "module/User.c",
                        "module/User.h",
                    ],
                    publicHeadersPath: "include",
                    cSettings: [
                        .headerSearchPath("private/User"),
                        .headerSearchPath("public/Kit"),
                        .headerSearchPath("public/Net"),
                    ]
                ),
        """)
        #expect(CLIHarness.run(["generate", "--check"], in: root).stdout == "2 generated files and 3 header trees are up to date\n")
        #expect(try RealPackageApp.describe(root).map(\.name).sorted() == ["App", "Kit", "Net", "User"])
    }

    /// A dependency dropped: its link goes, through `generate --check` first; the link is
    /// removed, never what it leads to (the dependency's own tree stays whole).
    @Test func aDependencyNoLongerDeclaredLosesItsLinkAndOnlyItsLink() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = Self.makeApp(in: folder)
        #expect(CLIHarness.run(["generate"], in: root).exitCode == .success)
        let podspec = root + "/Modules/User/User.podspec"
        CLIHarness.write(try String(contentsOfFile: podspec, encoding: .utf8).replacingOccurrences(of: "  s.dependency 'Net'\n", with: ""), to: podspec)
        let check = CLIHarness.run(["generate", "--check"], in: root)
        #expect(check.exitCode == .failure)
        #expect(check.stdout.hasSuffix("- .mortar/targets/User/public/Net\n"), "\(check.stdout)")
        let run = CLIHarness.run(["generate"], in: root)
        #expect(run.stdout == "wrote Package.swift\nunchanged Sources/App/App.swift\nunchanged .mortar/targets/Kit/\nunchanged .mortar/targets/Net/\nwrote .mortar/targets/User/\n")
        #expect(Self.links(in: root).filter { $0.hasPrefix("User/public/") || $0.hasPrefix("Net/") } == [
            "Net/include/Net.h -> ../module/Net/Net.h",
            "Net/include/Net/Net.h -> ../../module/Net/Net.h",
            "Net/module -> ../../../Modules/Net",
            "Net/private/Net/Net.h -> ../../module/Net/Net.h",
            "User/public/Kit -> ../../Kit/include/Kit",
        ])
        #expect(try String(contentsOfFile: root + "/Modules/Net/Net/Net.h", encoding: .utf8) == "int net(void);\n")
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["MORTAR_BUILD_TESTS"] == "1", "set MORTAR_BUILD_TESTS=1 to build the generated package"))
    func everyIncludeCocoaPodsAllowsBuilds() throws {
        try PodHeaderReachTests.generateAndBuild(Self.makeApp)
    }
}

/// A C-family pod with no public headers (all of them private): SwiftPM refuses a library
/// C-family target whose public headers folder does not exist ("public headers ("include")
/// directory path for 'Priv' is invalid or not contained in the target"), so the target is
/// rooted in a tree whose `include` holds only a map declaring no module; the tree also gives
/// its sources their own headers from any folder and a dependency's `"Header.h"`.
@Suite struct PodWithoutPublicHeadersTests {
    static func makeApp(in folder: String) -> String {
        let root = folder + "/app"
        let modules = ["Net", "Priv"].map { #"{ "name": "\#($0)", "path": "Modules/\#($0)" }"# }.joined(separator: ", ")
        CLIHarness.write(#"{ "name": "App", "modules": [\#(modules)], "outputs": { "swiftpm": "Package.swift", "podfile": null } }"#, to: root + "/mortar.json")
        PodHeaderReachTests.writeNet(in: root)
        CLIHarness.write("""
        Pod::Spec.new do |s|
          s.name = 'Priv'
          s.version = '1.0.0'
          s.source_files = 'Src/**/*.{h,c}'
          s.private_header_files = 'Src/**/*.h'
          s.dependency 'Net'
        end
        """, to: root + "/Modules/Priv/Priv.podspec")
        CLIHarness.write("int p(void);\n", to: root + "/Modules/Priv/Src/Inner/P.h")
        CLIHarness.write("#include \"P.h\"\n#include \"Net.h\"\nint p(void) { return net(); }\n", to: root + "/Modules/Priv/Src/P.c")
        return root
    }

    @Test func aPodWithoutPublicHeadersIsATreeSwiftPMAccepts() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = Self.makeApp(in: folder)
        let run = CLIHarness.run(["generate"], in: root)
        #expect(run.stdout == "wrote Package.swift\nwrote Sources/App/App.swift\nwrote .mortar/targets/Net/\nwrote .mortar/targets/Priv/\n", "\(run.stderr)")
        #expect(run.stderr == "")
        #expect(PodHeaderReachTests.links(in: root).filter { $0.hasPrefix("Priv/") } == [
            "Priv/module -> ../../../Modules/Priv",
            "Priv/private/Priv/P.h -> ../../module/Src/Inner/P.h",
            "Priv/public/Net -> ../../Net/include/Net",
        ])
        #expect(try String(contentsOfFile: root + "/.mortar/targets/Priv/include/module.modulemap", encoding: .utf8) == """
            // Generated by mortar from 'Priv', which has no public headers — do not edit
            // SwiftPM needs the public headers folder of a C-family library target to exist, so
            // this map declares no module and SwiftPM writes none: 'Priv' has no header to import.

            """)
        #expect(try ObjectiveCPodPackageTests.targetLines("Priv", in: root) == """
                .target(
                    name: "Priv",
                    dependencies: [
                        "Net",
                    ],
                    path: ".mortar/targets/Priv",
                    exclude: [
                        "module/Priv.podspec",
                    ],
                    sources: [
                        "module/Src/Inner/P.h",
                        "module/Src/P.c",
                    ],
                    publicHeadersPath: "include",
                    cSettings: [
                        .headerSearchPath("private/Priv"),
                        .headerSearchPath("public/Net"),
                    ]
                ),
        """)
        #expect(try RealPackageApp.describe(root).map(\.name).sorted() == ["App", "Net", "Priv"])
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["MORTAR_BUILD_TESTS"] == "1", "set MORTAR_BUILD_TESTS=1 to build the generated package"))
    func aPodWithoutPublicHeadersBuilds() throws {
        try PodHeaderReachTests.generateAndBuild(Self.makeApp)
    }
}
