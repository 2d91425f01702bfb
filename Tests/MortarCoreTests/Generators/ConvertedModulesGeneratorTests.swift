import Testing
@testable import MortarCore
import MortarTestSupport

/// Podspec modules converted to targets in the composite Package.swift: paths below each
/// module's folder, products per spec, the umbrella, platforms, language modes, settings,
/// escaping, and a module outside the package's folder.
@Suite struct ConvertedModulesGeneratorTests {
    static func conversions() -> [String: ModuleConversion] {
        [
            "Core": ModuleConversion(
                module: "Core",
                targets: [
                    PackageTarget(name: "Fast", kind: .binary, path: "Vendor/Fast.xcframework"),
                    PackageTarget(
                        name: "Core_ObjC", path: "Sources", sources: ["ObjC/a.m", "include/a.h"], publicHeadersPath: "include",
                        dependencies: [.target("Fast")],
                        cSettings: [PackageSetting(.define("FOO", value: "1")), PackageSetting(.headerSearchPath("ObjC"))],
                        linkerSettings: [PackageSetting(.linkedFramework("UIKit"), platforms: ["ios"]), PackageSetting(.linkedLibrary("z"))]),
                    PackageTarget(
                        name: "Core", path: "Sources/Core", sources: ["Core.swift", "Say \"hi\".swift"],
                        resources: [PackageResource(.process, "Assets.xcassets"), PackageResource(.copy, "Fonts")],
                        dependencies: [.target("CZlib"), .target("Core_ObjC"), .product(name: "Alamofire", package: "Alamofire")],
                        swiftSettings: [PackageSetting(.define("CORE", value: nil))]),
                    PackageTarget(name: "CZlib", kind: .system, path: "Sources/CZLib"),
                ],
                products: [.init(name: "Core", targets: ["Core_ObjC", "Core"])],
                platforms: ["ios": "15.0", "osx": "11.0"], swiftLanguageModes: ["5"]),
            "Network": ModuleConversion(
                module: "Network",
                targets: [
                    PackageTarget(name: "Network", path: "", sources: ["Network.swift"], dependencies: [.target("Core")]),
                    PackageTarget(name: "Network_Mock", path: "Mock", sources: ["Mock.swift"], dependencies: [.target("Network")]),
                    PackageTarget(name: "Network_Tests", kind: .test, path: "Tests", sources: ["NetworkTests.swift"],
                                  dependencies: [.target("Network"), .product(name: "Nimble", package: "Nimble")]),
                ],
                products: [.init(name: "Network", targets: ["Network"]), .init(name: "Network/Mock", targets: ["Network_Mock"])],
                platforms: ["ios": "12.0"], swiftLanguageModes: ["4.2", "5"]),
            "Payment": ModuleConversion(module: "Payment", targets: [PackageTarget(name: "Payment", path: "", sources: ["P.swift"])], products: [.init(name: "Payment", targets: ["Payment"])]),
        ]
    }

    @Test func convertedModulesBecomeTargetsOfTheCompositePackage() throws {
        var workspace = GeneratorFixtures.metroSDK()
        workspace.components["UserManager"] = nil
        let plan = try ManifestGenerator.plan(.init(
            workspace: workspace, manifestFolder: "/ws", swiftpmPath: "/ws/Package.swift", podfilePath: nil, conversions: Self.conversions()))
        #expect(GoldenFile.compare(plan.files[0].contents, at: "Tests/Golden/generate/Converted/Package.swift.golden") == nil)
        #expect(plan.diagnostics.map(GeneratorGoldenTests.line) == [
            "mortar.json:12:5: warning[not-swiftpm]: module 'UserManager' has no SwiftPM library product: no manifest of it could be read; it is left out of the generated Package.swift",
            "mortar.json:13:5: warning[swiftpm-conversion]: module 'Payment' is at '../Payment', outside the folder of the generated Package.swift; SwiftPM compiles only files inside a package's folder, so its targets are left out",
        ])
        // UserManager is a git module that is not cloned: the fix starts with fetching it.
        #expect(plan.diagnostics[0].help == "run 'mortar fetch' to clone it, add a Package.swift with a library product to the module, or set \"outputs\": {\"swiftpm\": null} in mortar.json if the app builds with CocoaPods only")
        #expect(plan.diagnostics[1].help == "fetch it into the checkouts folder (a git source) or move it below the folder of mortar.json, or generate the Package.swift in a folder that holds every module: \"outputs\": {\"swiftpm\": \"../Package.swift\"} in mortar.json")
    }

    /// A custom template written before test targets existed: the test targets it would write
    /// as `.target` are a finding at the template; the built-in one writes `.testTarget`.
    @Test func aCustomTemplateWithoutDeclarationIsTold() throws {
        var workspace = GeneratorFixtures.metroSDK()
        workspace.components["UserManager"] = nil
        let builtIn = DefaultTemplates.texts[TemplateSet.packageSwift] ?? ""
        let old = builtIn.replacingOccurrences(of: ".{{{declaration}}}(", with: ".target(")
        let plan = try ManifestGenerator.plan(.init(
            workspace: workspace, manifestFolder: "/ws", swiftpmPath: "/ws/Package.swift", podfilePath: nil,
            templates: TemplateSet(overrides: [TemplateSet.packageSwift: ("Templates/Package.swift.mustache", old)]), conversions: Self.conversions()))
        #expect(plan.diagnostics.map(GeneratorGoldenTests.line).filter { $0.contains("template") } == [
            "Templates/Package.swift.mustache: warning[swiftpm-conversion]: the template does not write 'declaration' for converted targets, so the test targets of test specs ('Network_Tests') are written as regular targets",
        ])
        #expect(plan.diagnostics.first { $0.message.contains("template") }?.help == "write '.{{{declaration}}}(' where the template writes '.target(' inside convertedTargets (the built-in template does; see the template variables in Sources/MortarCLI/Mortar.docc/Templates.md)")
        #expect(plan.files[0].contents.contains(".target(\n            name: \"Network_Tests\""))
        let current = try ManifestGenerator.plan(.init(
            workspace: workspace, manifestFolder: "/ws", swiftpmPath: "/ws/Package.swift", podfilePath: nil, conversions: Self.conversions()))
        #expect(!current.diagnostics.contains { $0.message.contains("template") })
        #expect(current.files[0].contents.contains(".testTarget(\n            name: \"Network_Tests\""))
    }

    /// A custom template written before mixed test specs: a Swift test target's dependency on its
    /// C-family test target, which SwiftPM on Linux does not build, is written for every platform;
    /// said at the template. The built-in one writes it for Apple platforms only.
    @Test func aCustomTemplateWithoutApplePlatformsOnlyIsTold() throws {
        var workspace = GeneratorFixtures.metroSDK()
        workspace.components["UserManager"] = nil
        var conversions = Self.conversions()
        conversions["Network"]?.targets.insert(PackageTarget(name: "Network_Tests_ObjC", kind: .test, path: "Tests/ObjC", sources: ["Helper.c"]), at: 2)
        conversions["Network"]?.targets[3].dependencies.append(.target("Network_Tests_ObjC"))
        conversions["Network"]?.targets[3].applePlatformsOnlyDependencies = ["Network_Tests_ObjC"]
        let builtIn = DefaultTemplates.texts[TemplateSet.packageSwift] ?? ""
        let old = builtIn.components(separatedBy: "\n").filter { !$0.contains("applePlatformsOnly") && !$0.contains("condition: .when") }.joined(separator: "\n")
        let plan = try ManifestGenerator.plan(.init(
            workspace: workspace, manifestFolder: "/ws", swiftpmPath: "/ws/Package.swift", podfilePath: nil,
            templates: TemplateSet(overrides: [TemplateSet.packageSwift: ("Templates/Package.swift.mustache", old)]), conversions: conversions))
        #expect(plan.diagnostics.map(GeneratorGoldenTests.line).filter { $0.contains("template") } == [
            "Templates/Package.swift.mustache: warning[swiftpm-conversion]: the template does not write 'applePlatformsOnly' for converted targets' dependencies, so test targets of mixed test specs ('Network_Tests') depend on their C-family test target on every platform; SwiftPM on Linux builds no C-family test target and stops 'swift build --build-tests' there with an internal error ('No build description for module')",
        ])
        #expect(plan.diagnostics.first { $0.message.contains("template") }?.help == #"inside '{{#target}}' write '.target(name: "{{target}}", condition: .when(platforms: [.iOS, .macCatalyst, .macOS, .tvOS, .visionOS, .watchOS])),' when '{{#applePlatformsOnly}}' and '"{{target}}",' when '{{^applePlatformsOnly}}' (the built-in template does; see the template variables in Sources/MortarCLI/Mortar.docc/Templates.md)"#)
        #expect(plan.files[0].contents.contains("                \"Network_Tests_ObjC\",\n"))
        let current = try ManifestGenerator.plan(.init(
            workspace: workspace, manifestFolder: "/ws", swiftpmPath: "/ws/Package.swift", podfilePath: nil, conversions: conversions))
        #expect(!current.diagnostics.contains { $0.message.contains("template") })
        #expect(current.files[0].contents.contains(#"                .target(name: "Network_Tests_ObjC", condition: .when(platforms: [.iOS, .macCatalyst, .macOS, .tvOS, .visionOS, .watchOS])),"# + "\n"))
    }

    /// Two podspecs of one repository (TOCropViewController's `CropViewController` and
    /// `TOCropViewController`) that each make the same target of the same files: it is built
    /// once and both products name it, where the second module used to be left out.
    @Test func aTargetTwoModulesOfOneFolderBuildAlikeIsBuiltOnceAndShared() throws {
        var workspace = GeneratorFixtures.metroSDK()
        workspace.components["UserManager"] = nil
        workspace.integrator.modules[1].source = .path("Modules/Core")
        var conversions = Self.conversions()
        conversions["Network"] = ModuleConversion(
            module: "Network",
            targets: [PackageTarget(name: "CZlib", kind: .system, path: "Sources/CZLib"), PackageTarget(name: "Network", path: "Net", sources: ["N.swift"], dependencies: [.target("CZlib")])],
            products: [.init(name: "Network", targets: ["CZlib", "Network"])])
        conversions["Payment"] = nil
        let plan = try ManifestGenerator.plan(.init(
            workspace: workspace, manifestFolder: "/ws", swiftpmPath: "/ws/Package.swift", podfilePath: nil, conversions: conversions))
        #expect(plan.diagnostics.map(GeneratorGoldenTests.line).filter { $0.contains("swiftpm-conversion") } == [])
        let manifest = plan.files[0].contents
        #expect(manifest.components(separatedBy: #".systemLibrary(name: "CZlib", path: "Modules/Core/Sources/CZLib")"#).count == 2)
        #expect(manifest.contains(#"        .library(name: "Network", targets: ["CZlib", "Network"]),"#))
        #expect(manifest.contains(#"path: "Modules/Core/Net""#))

        // Alike means alike: the same name at another path is still two targets, and the
        // second module is left out as before.
        conversions["Network"]?.targets[0].path = "Sources/OtherZLib"
        let clash = try ManifestGenerator.plan(.init(
            workspace: workspace, manifestFolder: "/ws", swiftpmPath: "/ws/Package.swift", podfilePath: nil, conversions: conversions))
        #expect(clash.diagnostics.map(GeneratorGoldenTests.line).filter { $0.contains("swiftpm-conversion") } == [
            "mortar.json:11:5: warning[swiftpm-conversion]: module 'Network' is converted to a target or product named 'CZlib', and module 'Core' builds one by that name too; SwiftPM needs each name once in a package, so the targets of 'Network' are left out",
        ])
    }

    @Test func aTargetNameTwoModulesWouldBuildLeavesTheSecondOut() throws {
        var workspace = GeneratorFixtures.metroSDK()
        workspace.components["UserManager"] = nil
        var conversions = Self.conversions()
        conversions["Network"]?.targets.append(PackageTarget(name: "CZlib", kind: .system, path: "CZLib"))
        conversions["Payment"] = nil
        let plan = try ManifestGenerator.plan(.init(
            workspace: workspace, manifestFolder: "/ws", swiftpmPath: "/ws/Package.swift", podfilePath: nil, conversions: conversions))
        #expect(plan.diagnostics.map(GeneratorGoldenTests.line).filter { $0.contains("swiftpm-conversion") } == [
            "mortar.json:11:5: warning[swiftpm-conversion]: module 'Network' is converted to a target or product named 'CZlib', and module 'Core' builds one by that name too; SwiftPM needs each name once in a package, so the targets of 'Network' are left out",
        ])
        #expect(plan.diagnostics.first { $0.code == .swiftPMConversion }?.help == "give the podspec of 'Network' a module_name of its own (its targets take that name), or keep one of the modules on CocoaPods")
        #expect(!plan.files[0].contents.contains("Network_Mock"))
        #expect(plan.files[0].contents.contains(#".systemLibrary(name: "CZlib", path: "Modules/Core/Sources/CZLib")"#))

        conversions = ["Network": ModuleConversion(module: "Network", targets: [PackageTarget(name: "MetroSDK", path: "", sources: ["N.swift"])])]
        let umbrella = try ManifestGenerator.plan(.init(
            workspace: workspace, manifestFolder: "/ws", swiftpmPath: "/ws/Package.swift", podfilePath: nil, conversions: conversions))
        #expect(umbrella.diagnostics.map(\.message).filter { $0.contains("umbrella") } == [
            "module 'Network' is converted to a target or product named 'MetroSDK', and the app's umbrella target has that name; SwiftPM needs each name once in a package, so the targets of 'Network' are left out",
        ])
    }
}
