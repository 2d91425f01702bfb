import Foundation
import MortarWorkspace
import Testing

/// A C-family target whose headers SwiftPM takes where they are (no tree of its own) reaches
/// the public headers of the pods it depends on, directly or not, as CocoaPods' `Headers/Public`
/// and `Headers/Public/POD` give them (`PodTarget#header_search_paths`): SwiftPM's include path
/// of each dependency's `include` gives `<POD/…>` and, through the flat twins, `"Header.h"`,
/// `<Header.h>` and `<header_dir/Header.h>` — but not `<Rx/Rx.h>` of a pod whose `header_dir`
/// is its own name (RxCocoa's shape: that twin would be the pod's folder). So such a target is
/// rooted in a tree that links the module and each dependency tree's `include/POD` as
/// `public/TARGET`, its sources and public headers read where they are through `module`.
@Suite struct UntreedDependentHeaderTests {
    /// Kit (`header_dir = 'KitCore'`), Net, Mid (depends on Kit), Rx (`header_dir = 'Rx'`), and
    /// Plain, whose public headers are alone in `Plain/include`, depending on Mid, Net and Rx
    /// and including their headers each way CocoaPods lets it.
    static func makeApp(in folder: String) -> String {
        let root = folder + "/app"
        let modules = ["Kit", "Net", "Mid", "Rx", "Plain"].map { #"{ "name": "\#($0)", "path": "Modules/\#($0)" }"# }.joined(separator: ", ")
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
        CLIHarness.write("#include <KitCore/Kit.h>\nint kit(void) { return 1; }\n", to: root + "/Modules/Kit/Sources/Impl/Kit.c")
        PodHeaderReachTests.writeNet(in: root)
        CLIHarness.write("""
        Pod::Spec.new do |s|
          s.name = 'Mid'
          s.version = '1.0.0'
          s.source_files = 'Mid/*.{h,c}'
          s.dependency 'Kit'
        end
        """, to: root + "/Modules/Mid/Mid.podspec")
        CLIHarness.write("int mid(void);\n", to: root + "/Modules/Mid/Mid/Mid.h")
        CLIHarness.write("#include \"Mid.h\"\n#include \"KitCore/Kit.h\"\nint mid(void) { return kit(); }\n", to: root + "/Modules/Mid/Mid/Mid.c")
        CLIHarness.write("""
        Pod::Spec.new do |s|
          s.name = 'Rx'
          s.version = '1.0.0'
          s.source_files = 'Src/*.{h,c}'
          s.header_dir = 'Rx'
        end
        """, to: root + "/Modules/Rx/Rx.podspec")
        CLIHarness.write("int rx(void);\n", to: root + "/Modules/Rx/Src/Rx.h")
        CLIHarness.write("#include \"Rx.h\"\nint rx(void) { return 2; }\n", to: root + "/Modules/Rx/Src/Rx.c")
        CLIHarness.write("""
        Pod::Spec.new do |s|
          s.name = 'Plain'
          s.version = '1.0.0'
          s.source_files = 'Plain/**/*.{h,c}'
          s.public_header_files = 'Plain/include/*.h'
          s.dependency 'Mid'
          s.dependency 'Net'
          s.dependency 'Rx'
        end
        """, to: root + "/Modules/Plain/Plain.podspec")
        CLIHarness.write("int plain(void);\n", to: root + "/Modules/Plain/Plain/include/Plain.h")
        CLIHarness.write("""
        #include "Net.h"
        #include <Net.h>
        #include <Net/Net.h>
        #include "Mid.h"
        #include <Mid/Mid.h>
        #include "KitCore/Kit.h"
        #include <KitCore/Kit.h>
        #include <Kit/KitCore/Kit.h>
        #include <Rx/Rx.h>
        #include <Rx/Rx/Rx.h>
        #include "Plain.h"
        int plain(void) { return net() + mid() + kit() + rx(); }

        """, to: root + "/Modules/Plain/Plain/Plain.c")
        return root
    }

    @Test func aTargetWithoutATreeOfItsOwnIsRootedInOneThatLinksItsDependenciesPublicFolders() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = Self.makeApp(in: folder)
        let run = CLIHarness.run(["generate"], in: root)
        #expect(run.stdout == """
            wrote Package.swift
            wrote Sources/App/App.swift
            wrote .mortar/targets/Kit/
            wrote .mortar/targets/Net/
            wrote .mortar/targets/Mid/
            wrote .mortar/targets/Rx/
            wrote .mortar/targets/Plain/

            """, "\(run.stderr)")
        #expect(run.stderr == "")
        #expect(PodHeaderReachTests.links(in: root).filter { $0.hasPrefix("Plain/") || $0.hasPrefix("Rx/") } == [
            "Plain/module -> ../../../Modules/Plain",
            "Plain/public/Kit -> ../../Kit/include/Kit",
            "Plain/public/Mid -> ../../Mid/include/Mid",
            "Plain/public/Net -> ../../Net/include/Net",
            "Plain/public/Rx -> ../../Rx/include/Rx",
            "Rx/include/Rx/Rx/Rx.h -> ../../../module/Src/Rx.h",
            "Rx/module -> ../../../Modules/Rx",
            "Rx/private/Rx/Rx/Rx.h -> ../../../module/Src/Rx.h",
        ])
        #expect(try String(contentsOfFile: root + "/Package.swift", encoding: .utf8) == """
            // swift-tools-version:5.9
            // Generated by mortar from mortar.json — do not edit
            import PackageDescription

            let package = Package(
                name: "App",
                products: [
                    .library(name: "App", targets: ["App"]),
                    .library(name: "Kit", targets: ["Kit"]),
                    .library(name: "Net", targets: ["Net"]),
                    .library(name: "Mid", targets: ["Mid"]),
                    .library(name: "Rx", targets: ["Rx"]),
                    .library(name: "Plain", targets: ["Plain"]),
                ],
                dependencies: [
                ],
                targets: [
                    .target(
                        name: "App",
                        dependencies: [
                            "Kit",
                            "Net",
                            "Mid",
                            "Rx",
                            "Plain",
                        ],
                        path: "Sources/App"
                    ),
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
                    .target(
                        name: "Net",
                        dependencies: [
                        ],
                        path: ".mortar/targets/Net",
                        exclude: [
                            "module/Net.podspec",
                        ],
                        sources: [
                            "module/Net/Net.c",
                            "module/Net/Net.h",
                        ],
                        publicHeadersPath: "include",
                        cSettings: [
                            .headerSearchPath("private/Net"),
                        ]
                    ),
                    .target(
                        name: "Mid",
                        dependencies: [
                            "Kit",
                        ],
                        path: ".mortar/targets/Mid",
                        exclude: [
                            "module/Mid.podspec",
                        ],
                        sources: [
                            "module/Mid/Mid.c",
                            "module/Mid/Mid.h",
                        ],
                        publicHeadersPath: "include",
                        cSettings: [
                            .headerSearchPath("private/Mid"),
                            .headerSearchPath("public/Kit"),
                        ]
                    ),
                    .target(
                        name: "Rx",
                        dependencies: [
                        ],
                        path: ".mortar/targets/Rx",
                        exclude: [
                            "module/Rx.podspec",
                        ],
                        sources: [
                            "module/Src/Rx.c",
                            "module/Src/Rx.h",
                        ],
                        publicHeadersPath: "include",
                        cSettings: [
                            .headerSearchPath("private/Rx"),
                            .headerSearchPath("private/Rx/Rx"),
                        ]
                    ),
                    .target(
                        name: "Plain",
                        dependencies: [
                            "Mid",
                            "Net",
                            "Rx",
                        ],
                        path: ".mortar/targets/Plain",
                        exclude: [
                            "module/Plain.podspec",
                        ],
                        sources: [
                            "module/Plain/include/Plain.h",
                            "module/Plain/Plain.c",
                        ],
                        publicHeadersPath: "module/Plain/include",
                        cSettings: [
                            .headerSearchPath("public/Kit"),
                            .headerSearchPath("public/Mid"),
                            .headerSearchPath("public/Net"),
                            .headerSearchPath("public/Rx"),
                        ]
                    ),
                ]
            )

            """)
        #expect(CLIHarness.run(["generate", "--check"], in: root).stdout == "2 generated files and 5 header trees are up to date\n")
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["MORTAR_BUILD_TESTS"] == "1", "set MORTAR_BUILD_TESTS=1 to build the generated package"))
    func everyIncludeOfADependencyCocoaPodsAllowsBuildsWithoutATreeOfItsOwn() throws {
        try PodHeaderReachTests.generateAndBuild(Self.makeApp)
    }
}
