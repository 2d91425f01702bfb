import MortarConvert
import MortarCore
import Testing

/// Spec → SwiftPM targets: languages, headers, resources, binaries, settings, subspecs and
/// dependencies, each with the targets asserted whole.
@Suite struct PodspecConverterTests {
    @Test func mixedSpecBecomesACFamilyTargetAndASwiftTargetDependingOnIt() throws {
        let conversion = try ConversionHarness.convert("""
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.platform = :ios, '13.0'
          s.swift_version = '5.9'
          s.source_files = 'Sources/**/*.{swift,h,m}'
          s.public_header_files = 'Sources/include/*.h'
        end
        """, files: ["Sources/Kit/A.swift", "Sources/ObjC/B.m", "Sources/ObjC/B+Private.h", "Sources/include/B.h", "README.md"])
        #expect(conversion.targets == [
            PackageTarget(name: "Kit_ObjC", path: "Sources", exclude: ["Kit"], sources: ["include/B.h", "ObjC/B+Private.h", "ObjC/B.m"], publicHeadersPath: "include"),
            PackageTarget(name: "Kit", path: "Sources/Kit", sources: ["A.swift"], dependencies: [.target("Kit_ObjC")]),
        ])
        #expect(conversion.products == [.init(name: "Kit", targets: ["Kit_ObjC", "Kit"])])
        #expect(conversion.platforms == ["ios": "13.0"])
        #expect(conversion.swiftLanguageModes == ["5"])
        #expect(conversion.findings == [])
        #expect(conversion.status == .converted)
    }

    @Test func theCFamilyTargetTakesTheNameTheSwiftSourcesImportAndOneHeadersFolder() throws {
        // Laid out for SwiftPM already (an include folder of public headers only): it stays so.
        let conversion = try ConversionHarness.convert("""
        Pod::Spec.new do |s|
          s.name = 'Yaml'
          s.source_files = 'Sources/**/*.{swift,h,c}'
        end
        """, files: ["Sources/CYaml/include/yaml.h", "Sources/CYaml/src/api.c", "Sources/CYaml/src/private.h", "Sources/Yaml/Yaml.swift"],
           sources: ["Sources/Yaml/Yaml.swift": "#if SWIFT_PACKAGE\n    import CYaml\n#endif\n"])
        #expect(conversion.targets == [
            PackageTarget(name: "CYaml", path: "Sources/CYaml", sources: ["include/yaml.h", "src/api.c", "src/private.h"], publicHeadersPath: "include"),
            PackageTarget(name: "Yaml", path: "Sources/Yaml", sources: ["Yaml.swift"], dependencies: [.target("CYaml")]),
        ])
        #expect(ConversionHarness.text(conversion.findings) == [
            """
            Pod.podspec:3:3: warning[swiftpm-conversion]: the public headers of 'Yaml' are in 2 folders ('Sources/CYaml/include', 'Sources/CYaml/src'); its SwiftPM layout exposes 'Sources/CYaml/include', so the others stay private
              help: list only the headers of 'Sources/CYaml/include' in public_header_files, or move the others there
            """,
        ])
    }

    @Test func publicHeadersAloneInTheirFolderStayWhereTheyAre() throws {
        let conversion = try ConversionHarness.convert("""
        Pod::Spec.new do |s|
          s.name = 'Yaml'
          s.source_files = 'Sources/CYaml/**/*.{h,c}'
          s.public_header_files = 'Sources/CYaml/include/*.h'
        end
        """, files: ["Sources/CYaml/include/yaml.h", "Sources/CYaml/include/module.modulemap", "Sources/CYaml/src/api.c", "Sources/CYaml/src/private.h"])
        #expect(conversion.targets == [
            PackageTarget(name: "Yaml", path: "Sources/CYaml", sources: ["include/yaml.h", "src/api.c", "src/private.h"], publicHeadersPath: "include"),
        ])
    }

    @Test func aModuleTheSourcesImportThatAModuleMapInTheFolderDeclaresBecomesASystemLibrary() throws {
        // ZIPFoundation's shape: the podspec selects the Swift files only; Linux imports CZlib,
        // which Sources/CZLib/module.modulemap declares. A module only a flag the spec does not
        // define imports (GRDB's shape) is not one.
        let conversion = try ConversionHarness.convert("""
        Pod::Spec.new do |s|
          s.name = 'Zip'
          s.source_files = 'Sources/Zip/*.swift'
          s.pod_target_xcconfig = { 'SWIFT_ACTIVE_COMPILATION_CONDITIONS' => 'ZIPFRAMEWORK' }
        end
        """, files: ["Sources/Zip/Archive.swift", "Sources/Zip/Data.swift", "Sources/CZLib/module.modulemap", "Sources/CZLib/shim.h",
                     "Sources/CSQL/module.modulemap", "Support/module.modulemap"],
           sources: [
            "Sources/Zip/Archive.swift": "import Foundation\n#if canImport(Compression)\nimport Compression\n#else\nimport CZlib\n#endif\n",
            "Sources/Zip/Data.swift": "#if ZIPFRAMEWORK\nimport SQLite3\n#else\nimport CSQL\n#endif\nimport Zip\n",
            "Sources/CZLib/module.modulemap": "module CZlib {\n    header \"shim.h\"\n    link \"z\"\n}\n",
            "Sources/CSQL/module.modulemap": "module CSQL [system] { link \"sqlite3\" }\n",
            "Support/module.modulemap": "framework module Zip { umbrella header \"Zip.h\" }\n",
           ])
        #expect(conversion.targets == [
            PackageTarget(name: "Zip", path: "Sources/Zip", sources: ["Archive.swift", "Data.swift"], dependencies: [.target("CZlib")],
                          swiftSettings: [PackageSetting(.define("ZIPFRAMEWORK", value: nil))]),
            PackageTarget(name: "CZlib", kind: .system, path: "Sources/CZLib"),
        ])
        #expect(ConversionHarness.text(conversion.findings) == [
            """
            Modules/Zip/Sources/Zip/Archive.swift:5:1: note[swiftpm-conversion]: module 'Zip' imports 'CZlib', which no spec of its podspec builds; its Sources/CZLib/module.modulemap declares it, so it becomes the system library target 'CZlib'
              help: if 'CZlib' should come from a pod or a package instead, add that dependency to the podspec
            """,
        ])
        #expect(conversion.status == .converted)
    }

    /// A module map in the C-family target's public headers folder is that target's own: no
    /// system library beside it (it would define the module twice).
    @Test func theCFamilyTargetsOwnModuleMapIsNoSystemLibrary() throws {
        let conversion = try ConversionHarness.convert("""
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.source_files = 'Sources/**/*.{swift,h,c}'
          s.public_header_files = 'Sources/include/*.h'
        end
        """, files: ["Sources/Kit/Kit.swift", "Sources/C/a.c", "Sources/include/a.h", "Sources/include/module.modulemap"],
           sources: ["Sources/Kit/Kit.swift": "import CKit\n", "Sources/include/module.modulemap": "module CKit { header \"a.h\" }\n"])
        #expect(conversion.targets.map(\.name) == ["Kit_ObjC", "Kit"])
        #expect(conversion.targets.allSatisfy { $0.kind == .regular })
        #expect(conversion.findings == [])
    }

    @Test func subspecsBecomeTargetsAndProductsNamedLikeTheSpecs() throws {
        let conversion = try ConversionHarness.convert("""
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.module_name = 'KitModule'
          s.default_subspecs = 'Core'
          s.source_files = 'Base/*.swift'
          s.subspec 'Core' do |c|
            c.source_files = 'Core/*.swift'
          end
          s.subspec 'Extra' do |e|
            e.source_files = 'Extra/*.swift'
            e.dependency 'Kit/Core'
          end
          s.test_spec 'Tests' do |t|
            t.source_files = 'Tests/*.swift'
          end
        end
        """, files: ["Base/Base.swift", "Core/Core.swift", "Extra/Extra.swift", "Tests/T.swift"])
        #expect(conversion.targets == [
            PackageTarget(name: "KitModule", path: "Base", sources: ["Base.swift"]),
            PackageTarget(name: "KitModule_Core", path: "Core", sources: ["Core.swift"], dependencies: [.target("KitModule")]),
            PackageTarget(name: "KitModule_Extra", path: "Extra", sources: ["Extra.swift"], dependencies: [.target("KitModule"), .target("KitModule_Core")]),
            // The test spec tests what a user of `Kit` gets: the root and its default subspec.
            PackageTarget(name: "KitModule_Tests", kind: .test, path: "Tests", sources: ["T.swift"], dependencies: [.target("KitModule"), .target("KitModule_Core")]),
        ])
        #expect(conversion.products == [
            .init(name: "Kit", targets: ["KitModule", "KitModule_Core"]),
            .init(name: "Kit/Core", targets: ["KitModule_Core"]),
            .init(name: "Kit/Extra", targets: ["KitModule_Extra"]),
        ])
    }

    @Test func testSpecsBecomeTestTargetsWithTheirOwnDependencies() throws {
        let conversion = try ConversionHarness.convert("""
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.source_files = 'Sources/*.{swift,h,m}'
          s.public_header_files = 'Sources/*.h'
          s.test_spec 'Tests' do |t|
            t.source_files = 'Tests/**/*.{swift,h,m}'
            t.resources = 'Tests/Fixtures/*.json'
            t.frameworks = 'XCTest'
            t.dependency 'Nimble'
          end
        end
        """, files: ["Sources/Kit.swift", "Sources/KitC.h", "Sources/KitC.m", "Tests/ObjC/KitCTests.m", "Tests/Swift/KitTests.swift", "Tests/Fixtures/a.json"]) { pod in
            pod == "Nimble" ? [.product(name: "Nimble", package: "Nimble")] : []
        }
        #expect(conversion.targets == [
            ConversionHarness.with(PackageTarget(name: "Kit_ObjC", path: "", exclude: ["module/Sources/Kit.swift", "module/Tests"], sources: ["module/Sources/KitC.h", "module/Sources/KitC.m"],
                          publicHeadersPath: "include", cSettings: [PackageSetting(.headerSearchPath("private/Kit"))],
                          headerLinks: ["include/Kit/KitC.h": "Sources/KitC.h", "include/KitC.h": "Sources/KitC.h", "private/Kit/KitC.h": "Sources/KitC.h"]),
                                   treeFiles: ["include/module.modulemap": ConversionHarness.umbrellaMap(spec: "Kit", module: "Kit_ObjC", folder: "Kit", umbrella: #"umbrella "Kit""#)]),
            PackageTarget(name: "Kit", path: "Sources", exclude: ["KitC.h", "KitC.m"], sources: ["Kit.swift"], dependencies: [.target("Kit_ObjC")]),
            // Mixed like a library spec: a C-family test target and a Swift one depending on it,
            // without public headers; the pod through the seam, the tested spec's targets. The
            // C-family one is rooted in a tree reaching the pod's headers as CocoaPods' test
            // targets do (`Headers/Private/Kit`, and `Headers/Public/Kit` of what it depends on).
            ConversionHarness.with(PackageTarget(name: "Kit_Tests_ObjC", kind: .test, path: "", exclude: ["module/Sources", "module/Tests/Fixtures", "module/Tests/Swift"],
                                                 sources: ["module/Tests/ObjC/KitCTests.m"],
                                                 dependencies: [.target("Kit"), .target("Kit_ObjC"), .product(name: "Nimble", package: "Nimble")],
                                                 cSettings: [PackageSetting(.headerSearchPath("private/Kit")), PackageSetting(.headerSearchPath("public/Kit_ObjC"))],
                                                 linkerSettings: [PackageSetting(.linkedFramework("XCTest"))], headerLinks: ["private/Kit/KitC.h": "Sources/KitC.h"]),
                                   dependencyHeaders: ["public/Kit_ObjC": "Kit_ObjC/include/Kit"]),
            // The Swift one depends on it on Apple platforms only: SwiftPM on Linux builds no
            // C-family test target (`MixedTestSpecTests`).
            ConversionHarness.with(PackageTarget(name: "Kit_Tests", kind: .test, path: "Tests", exclude: ["ObjC"], sources: ["Swift/KitTests.swift"],
                                                 resources: [PackageResource(.process, "Fixtures/a.json")],
                                                 dependencies: [.target("Kit"), .target("Kit_ObjC"), .target("Kit_Tests_ObjC"), .product(name: "Nimble", package: "Nimble")]),
                                   applePlatformsOnly: ["Kit_Tests_ObjC"]),
        ])
        #expect(conversion.products == [.init(name: "Kit", targets: ["Kit_ObjC", "Kit"])])
        #expect(conversion.findings == [])
    }

    @Test func aPodspecJSONTestSpecBecomesATestTargetToo() throws {
        let conversion = try ConversionHarness.convert("""
        {
          "name": "Kit",
          "source_files": "Sources/*.swift",
          "subspecs": [{ "name": "Net", "source_files": "Net/*.swift" }],
          "testspecs": [{ "name": "Tests", "test_type": "unit", "source_files": "Tests/*.swift", "dependencies": { "Kit/Net": [] } }]
        }
        """, files: ["Sources/Kit.swift", "Net/Net.swift", "Tests/KitTests.swift"])
        #expect(conversion.targets.last == PackageTarget(
            name: "Kit_Tests", kind: .test, path: "Tests", sources: ["KitTests.swift"], dependencies: [.target("Kit"), .target("Kit_Net")]))
        #expect(conversion.products.map(\.name) == ["Kit", "Kit/Net"])
    }

    @Test func resourcesBinariesAndSettings() throws {
        let conversion = try ConversionHarness.convert("""
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.platforms = { :ios => '13.0', :osx => '11.0' }
          s.source_files = 'Sources/Kit/**/*.{swift,c,h}'
          s.resources = 'Sources/Kit/Resources/*'
          s.frameworks = 'Foundation'
          s.ios.frameworks = 'UIKit'
          s.libraries = 'z'
          s.vendored_frameworks = 'Vendor/Fast.xcframework'
          s.compiler_flags = '-DLEVEL=2'
          s.pod_target_xcconfig = {
            'GCC_PREPROCESSOR_DEFINITIONS' => '$(inherited) FOO=1 BAR',
            'SWIFT_ACTIVE_COMPILATION_CONDITIONS' => 'KIT_SWIFT',
            'HEADER_SEARCH_PATHS' => '"$(PODS_TARGET_SRCROOT)/Sources/Kit/include"',
            'OTHER_LDFLAGS' => '-framework Security -lsqlite3',
            'DEFINES_MODULE' => 'YES'
          }
        end
        """, files: ["Sources/Kit/A.swift", "Sources/Kit/c/impl.c", "Sources/Kit/include/impl.h", "Sources/Kit/Resources/Assets.xcassets/",
                     "Sources/Kit/Resources/data.json", "Sources/Kit/Resources/Fonts/", "Vendor/Fast.xcframework/Info.plist"])
        #expect(conversion.findings == [])
        #expect(conversion.targets == [
            PackageTarget(name: "Fast", kind: .binary, path: "Vendor/Fast.xcframework"),
            PackageTarget(
                name: "Kit_ObjC", path: "Sources/Kit", exclude: ["A.swift", "Resources"], sources: ["c/impl.c", "include/impl.h"], publicHeadersPath: "include",
                dependencies: [.target("Fast")],
                cSettings: [PackageSetting(.define("BAR", value: nil)), PackageSetting(.define("FOO", value: "1")),
                            PackageSetting(.define("LEVEL", value: "2")), PackageSetting(.headerSearchPath("include"))],
                linkerSettings: [PackageSetting(.linkedFramework("Foundation")), PackageSetting(.linkedFramework("Security")),
                                 PackageSetting(.linkedFramework("UIKit"), platforms: ["ios"]), PackageSetting(.linkedLibrary("sqlite3")),
                                 PackageSetting(.linkedLibrary("z"))]),
            PackageTarget(
                name: "Kit", path: "Sources/Kit", exclude: ["c", "include"], sources: ["A.swift"],
                resources: [PackageResource(.process, "Resources/data.json"), PackageResource(.process, "Resources/Assets.xcassets"),
                            PackageResource(.copy, "Resources/Fonts")],
                dependencies: [.target("Fast"), .target("Kit_ObjC")], swiftSettings: [PackageSetting(.define("KIT_SWIFT", value: nil))]),
        ])
    }

    @Test func dependenciesOnOtherModulesBecomeTargetDependenciesAndPodsGoThroughTheSeam() throws {
        let other = try ConversionHarness.draft("""
        Pod::Spec.new do |s|
          s.name = 'Other'
          s.subspec 'Net' do |n|
            n.source_files = 'Net/*.swift'
          end
        end
        """, files: ["Net/N.swift"])
        let mapped = try ConversionHarness.convert("""
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.source_files = '*.swift'
          s.dependency 'Other/Net'
          s.dependency 'Alamofire', '~> 5.0'
          s.ios.dependency 'SnapKit'
        end
        """, files: ["K.swift"], others: [other]) { pod in
            pod == "Alamofire" ? [.product(name: "Alamofire", package: "Alamofire")] : []
        }
        #expect(mapped.targets.map(\.dependencies) == [[.target("Other_Net"), .product(name: "Alamofire", package: "Alamofire")]])
        #expect(ConversionHarness.text(mapped.findings) == [
            """
            Pod.podspec:6:3: warning[unmapped-pod]: 'Kit' depends on the pod 'SnapKit', which no module or package product stands for; its target 'Kit' is generated without it
              help: add 'SnapKit' as a module, or map the pod to a SwiftPM package product
            """,
        ])
        #expect(mapped.status == .convertedWithFindings)
    }

    /// A mixed spec is two targets, `Kit_ObjC` and `Kit`, each carrying the spec's
    /// dependencies: one that nothing stands for is one finding naming both (matrix-ios-sdk's
    /// `MatrixSDK/Core` said each of its six unmapped pods twice).
    @Test func anUnmappedPodOfAMixedSpecIsSaidOnceForBothItsTargets() throws {
        let conversion = try ConversionHarness.convert("""
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.source_files = 'Sources/*.{swift,h,m}'
          s.dependency 'Realm'
        end
        """, files: ["Sources/K.swift", "Sources/O.h", "Sources/O.m"])
        #expect(conversion.targets.map(\.name) == ["Kit_ObjC", "Kit"])
        #expect(ConversionHarness.text(conversion.findings) == [
            """
            Pod.podspec:4:3: warning[unmapped-pod]: 'Kit' depends on the pod 'Realm', which no module or package product stands for; its targets 'Kit_ObjC' and 'Kit' are generated without it
              help: add 'Realm' as a module, or map the pod to a SwiftPM package product
            """,
        ])
    }

    @Test func platformScopedSourcesFollowThePlatform() throws {
        let spec = """
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.source_files = 'Common/*.swift'
          s.osx.source_files = 'Mac/*.swift'
        end
        """
        let files = ["Common/C.swift", "Mac/M.swift"]
        #expect(try ConversionHarness.convert(spec, files: files, platform: "ios").targets.map(\.sources) == [["C.swift"]])
        #expect(try ConversionHarness.convert(spec, files: files, platform: "osx").targets.map(\.sources) == [["Common/C.swift", "Mac/M.swift"]])
    }
}
