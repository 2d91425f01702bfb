import Foundation
import Testing
import MortarTestSupport

/// `generate` builds a pod with what the specs the app builds set (Texture's file-less `Video`
/// subspec defines `AS_USE_VIDEO`, which its `Core` files test): the module's `subspecs` in
/// mortar.json say which specs those are, and none means the pod as a whole, its defaults.
@Suite struct SelectedSubspecSettingsTests {
    static let podspec = """
    Pod::Spec.new do |s|
      s.name = 'Texture'
      s.version = '3.2.0'
      s.module_name = 'AsyncDisplayKit'
      s.ios.deployment_target = '14.0'
      s.default_subspecs = 'Core', 'Video'
      s.subspec 'Core' do |core|
        core.source_files = 'Source/*.{h,m}'
      end
      s.subspec 'Video' do |video|
        video.frameworks = ['AVFoundation', 'CoreMedia']
        video.xcconfig = { 'GCC_PREPROCESSOR_DEFINITIONS' => '$(inherited) AS_USE_VIDEO=1' }
        video.dependency 'Texture/Core'
      end
      s.subspec 'Yoga' do |yoga|
        yoga.xcconfig = { 'GCC_PREPROCESSOR_DEFINITIONS' => '$(inherited) YOGA=1' }
        yoga.dependency 'Texture/Core'
      end
    end
    """

    /// An app with the module `Texture` as above, `subspecs` as given; its root.
    static func makeApp(subspecs: String) -> String {
        let root = makeModule()
        CLIHarness.write(#"{ "name": "App", "modules": [{ "name": "Texture", "path": "Modules/Texture"\#(subspecs) }], "outputs": { "swiftpm": "Package.swift", "podfile": null } }"#,
                         to: root + "/mortar.json")
        return root
    }

    /// A folder with the module `Texture` in `Modules/Texture`.
    static func makeModule() -> String {
        let root = CLIHarness.makeTemporaryFolder()
        let module = root + "/Modules/Texture"
        CLIHarness.write(podspec, to: module + "/Texture.podspec")
        CLIHarness.write("#import <Foundation/Foundation.h>\n@interface ASVideoNode : NSObject\n@end\n", to: module + "/Source/ASVideoNode.h")
        CLIHarness.write("#import \"ASVideoNode.h\"\n#if AS_USE_VIDEO\n@implementation ASVideoNode\n@end\n#endif\n", to: module + "/Source/ASVideoNode.m")
        return root
    }

    static let coreSettings = """
                cSettings: [
                    .define("AS_USE_VIDEO", to: "1"),
                    .headerSearchPath("private/Texture"),
                ],
                linkerSettings: [
                    .linkedFramework("AVFoundation"),
                    .linkedFramework("CoreMedia"),
                ]
    """

    @Test func thePodAsAWholeBuildsItsDefaultSubspecsSettingsIntoItsTargets() throws {
        let root = Self.makeApp(subspecs: "")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = CLIHarness.run(["generate"], in: root)
        #expect(run.exitCode == .success)
        // `Yoga`, not a default subspec, is not built: its product lacks what it sets.
        #expect(run.stderr == """
        Modules/Texture/Texture.podspec:16:5: warning[swiftpm-conversion]: 'Texture/Yoga' compiles no file of its own, so no target of the package takes its settings (user_target_xcconfig 'GCC_PREPROCESSOR_DEFINITIONS'); CocoaPods builds every file of the pod with its xcconfig values, SwiftPM sets them per target
          help: set them on the specs whose files need them ('Texture/Core'), or keep this module on CocoaPods

        """)
        let manifest = try String(contentsOfFile: root + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains(Self.coreSettings), "\(manifest)")
    }

    /// A Podfile's `pod 'Texture'` beside `pod 'Texture/Yoga'`: CocoaPods builds the default
    /// subspecs and `Yoga`, though the module's `subspecs` can list only `Yoga`.
    @Test func aPodfileAskingForThePodAndOneOfItsSubspecsBuildsBoth() throws {
        let root = Self.makeModule()
        defer { try? FileManager.default.removeItem(atPath: root) }
        CLIHarness.write("""
        platform :ios, '14.0'
        target 'App' do
          pod 'Texture', :path => 'Modules/Texture'
          pod 'Texture/Yoga', :path => 'Modules/Texture'
        end
        """, to: root + "/Podfile")
        let run = CLIHarness.run(["generate"], in: root)
        #expect(run.exitCode == .success, "\(run.stderr)")
        #expect(!run.stderr.contains("compiles no file of its own"), "\(run.stderr)")
        let manifest = try String(contentsOfFile: root + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains("""
                    cSettings: [
                        .define("AS_USE_VIDEO", to: "1"),
                        .define("YOGA", to: "1"),
        """), "\(manifest)")
    }

    @Test func aSubspecTheAppDoesNotBuildLeavesItsSettingsOutWithAFinding() throws {
        let root = Self.makeApp(subspecs: #", "subspecs": ["Core"]"#)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = CLIHarness.run(["generate"], in: root)
        #expect(run.exitCode == .success)
        #expect(run.stderr == """
        Modules/Texture/Texture.podspec:11:5: warning[swiftpm-conversion]: 'Texture/Video' compiles no file of its own, so no target of the package links what it links (framework 'AVFoundation', framework 'CoreMedia'); SwiftPM links them only for a target that lists them or imports their module
          help: add them to the linkerSettings of a target that uses 'Texture/Video' (or import their module in its sources), or keep this module on CocoaPods
        Modules/Texture/Texture.podspec:12:5: warning[swiftpm-conversion]: 'Texture/Video' compiles no file of its own, so no target of the package takes its settings (user_target_xcconfig 'GCC_PREPROCESSOR_DEFINITIONS'); CocoaPods builds every file of the pod with its xcconfig values, SwiftPM sets them per target
          help: set them on the specs whose files need them ('Texture/Core'), or keep this module on CocoaPods
        Modules/Texture/Texture.podspec:16:5: warning[swiftpm-conversion]: 'Texture/Yoga' compiles no file of its own, so no target of the package takes its settings (user_target_xcconfig 'GCC_PREPROCESSOR_DEFINITIONS'); CocoaPods builds every file of the pod with its xcconfig values, SwiftPM sets them per target
          help: set them on the specs whose files need them ('Texture/Core'), or keep this module on CocoaPods

        """)
        let manifest = try String(contentsOfFile: root + "/Package.swift", encoding: .utf8)
        #expect(!manifest.contains("AS_USE_VIDEO"), "\(manifest)")
        #expect(!manifest.contains("AVFoundation"), "\(manifest)")
    }
}
