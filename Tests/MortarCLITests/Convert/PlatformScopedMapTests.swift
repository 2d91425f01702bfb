import Foundation
import Testing

/// A map attribute set both for every platform and for one (`resource_bundles`,
/// `pod_target_xcconfig`) is merged as CocoaPods' `Specification::Consumer#merge_values` merges
/// it: a key both set keeps both values (lists appended, strings joined by a space), where the
/// platform's value used to replace the general one (CleverTap-iOS-SDK 7.7.0's bundle
/// `CleverTapSDK` lost its `PrivacyInfo.xcprivacy`).
@Suite struct PlatformScopedMapTests {
    @Test func aKeySetForEveryPlatformAndForIOSKeepsBothValues() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = ObjectiveCPodPackageTests.makeApp(pod: "Kit", podspec: """
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.version = '1.0.0'
          s.source_files = 'Kit/*.{h,m}'
          s.resource_bundles = { 'Kit' => ['Kit/PrivacyInfo.xcprivacy'] }
          s.ios.resource_bundle = { 'Kit' => ['Kit/Assets/*.png'] }
          s.pod_target_xcconfig = { 'GCC_PREPROCESSOR_DEFINITIONS' => 'KIT_ALL=1' }
          s.ios.pod_target_xcconfig = { 'GCC_PREPROCESSOR_DEFINITIONS' => 'KIT_IOS=1' }
        end
        """, files: [
            "Kit/Kit.h": "int kit(void);\n", "Kit/Kit.m": "#import \"Kit.h\"\nint kit(void) { return KIT_ALL + KIT_IOS; }\n",
            "Kit/PrivacyInfo.xcprivacy": "<plist/>\n", "Kit/Assets/icon.png": "png\n",
        ], in: folder)
        let run = CLIHarness.run(["generate"], in: root)
        #expect(run.exitCode == .success, "\(run.stderr)")
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
                        "module/Kit/Kit.h",
                        "module/Kit/Kit.m",
                    ],
                    resources: [
                        .process("module/Kit/PrivacyInfo.xcprivacy"),
                        .process("module/Kit/Assets/icon.png"),
                    ],
                    publicHeadersPath: "include",
                    cSettings: [
                        .define("KIT_ALL", to: "1"),
                        .define("KIT_IOS", to: "1"),
                        .headerSearchPath("private/Kit"),
                    ]
                ),
        """)
    }
}
