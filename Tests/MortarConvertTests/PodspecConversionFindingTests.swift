import MortarConvert
import MortarCore
import Testing

/// Every finding of a conversion, whole message, location and help: what SwiftPM cannot
/// express is said, at the line it came from, never dropped silently.
@Suite struct PodspecConversionFindingTests {
    /// The findings of `body` (lines inside `Pod::Spec.new`, from line 3) over `files`.
    func findings(_ body: String, files: [String], sources: [String: String] = [:]) throws -> [String] {
        let spec = "Pod::Spec.new do |s|\n  s.name = 'Kit'\n" + body + "\nend\n"
        return ConversionHarness.text(try ConversionHarness.convert(spec, files: files, sources: sources).findings)
    }

    @Test func appSpecsAreNotesAndTestsAnAppHostsOrUIRunAreFindings() throws {
        let conversion = try ConversionHarness.convert("""
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.source_files = 'Sources/*.swift'
          s.test_spec 'Tests' do |t|
            t.source_files = 'Tests/*.swift'
            t.requires_app_host = true
          end
          s.test_spec 'UITests' do |t|
            t.test_type = :ui
            t.source_files = 'UITests/*.swift'
          end
          s.app_spec 'Demo' do |a|
            a.source_files = 'Demo/*.swift'
          end
        end
        """, files: ["Sources/Kit.swift", "Tests/KitTests.swift", "UITests/KitUITests.swift", "Demo/App.swift"])
        #expect(conversion.targets.map(\.name) == ["Kit", "Kit_Tests", "Kit_UITests"])
        #expect(ConversionHarness.text(conversion.findings) == [
            """
            Pod.podspec:6:5: warning[swiftpm-conversion]: the test spec 'Kit/Tests' requires an app host; a SwiftPM test target runs without one
              help: make the tests run without an app (no UIApplication, keychain or entitlements), or run them from an Xcode test target hosted in the app
            """,
            """
            Pod.podspec:9:5: warning[swiftpm-conversion]: the test spec 'Kit/UITests' holds UI tests; SwiftPM test targets run unit tests only
              help: run these from an Xcode UI test target of the app; its unit tests can move to another test spec
            """,
            """
            Pod.podspec:12:3: note[swiftpm-conversion]: the app spec 'Kit/Demo' is not converted; SwiftPM packages have no app targets
              help: keep running it through CocoaPods, or make it an app target of an Xcode project that uses the package
            """,
        ])
        #expect(conversion.status == .convertedWithFindings)
    }

    @Test func aTestSpecWhoseBodyCannotBeReadIsNotConverted() throws {
        let conversion = try ConversionHarness.convert(PodspecBuildReadingTests.unreadableTestSpec, files: ["Sources/Kit.swift", "Tests/KitTests.swift"])
        #expect(conversion.targets.map(\.name) == ["Kit"])
        #expect(ConversionHarness.text(conversion.findings) == [
            """
            Pod.podspec:7:18: warning[swiftpm-conversion]: the test spec 'Kit/Tests' is not converted: its body cannot be read statically (the name of a dependency is not static: it comes from the output of the shell command `cat test-dependency`, which mortar never runs)
              help: write the test spec's attributes as plain values, or convert the podspec with 'pod ipc spec Pod.podspec > Pod.podspec.json' and point mortar at the JSON
            """,
        ])
    }

    @Test func prefixHeaderAndARC() throws {
        #expect(try findings("""
          s.source_files = '*.m'
          s.prefix_header_file = 'Kit.pch'
          s.prefix_header_contents = '#import <UIKit/UIKit.h>'
          s.requires_arc = false
        """, files: ["a.m", "Kit.pch"]) == [
            """
            Pod.podspec:4:3: warning[swiftpm-conversion]: 'Kit' sets a prefix header (prefix_header_file); SwiftPM has no prefix headers, so it is not applied
              help: import what the prefix header imports in each file that needs it, then remove prefix_header_file
            """,
            """
            Pod.podspec:5:3: warning[swiftpm-conversion]: 'Kit' sets a prefix header (prefix_header_contents); SwiftPM has no prefix headers, so it is not applied
              help: import what the prefix header imports in each file that needs it, then remove prefix_header_contents
            """,
            """
            Pod.podspec:6:3: warning[swiftpm-conversion]: 'Kit' compiles without ARC; SwiftPM compiles every Objective-C file with ARC
              help: convert the files to ARC (Xcode: Edit > Convert > To Objective-C ARC), or keep this module on CocoaPods
            """,
        ])
        #expect(try findings("  s.source_files = '*.m'\n  s.requires_arc = ['a.m']", files: ["a.m", "b.m"]) == [
            """
            Pod.podspec:4:3: warning[swiftpm-conversion]: 'Kit' compiles only some files with ARC (requires_arc lists files); SwiftPM compiles every Objective-C file with ARC
              help: convert the other files to ARC, or keep this module on CocoaPods
            """,
        ])
    }

    @Test func binariesSwiftPMCannotLink() throws {
        #expect(try findings("""
          s.source_files = '*.swift'
          s.vendored_frameworks = 'Old.framework'
          s.vendored_libraries = 'libold.a'
          s.weak_frameworks = 'Combine'
        """, files: ["a.swift", "Old.framework/Old", "libold.a"]) == [
            """
            Pod.podspec:4:3: warning[swiftpm-conversion]: 'Kit' vendors the framework 'Old.framework'; SwiftPM links prebuilt binaries only as XCFrameworks
              help: in the module's folder run 'xcodebuild -create-xcframework -framework Old.framework -output Old.xcframework' and list 'Old.xcframework' in vendored_frameworks
            """,
            """
            Pod.podspec:5:3: warning[swiftpm-conversion]: 'Kit' vendors the library 'libold.a'; SwiftPM links prebuilt binaries only as XCFrameworks
              help: in the module's folder run 'xcodebuild -create-xcframework -library libold.a -headers <folder of its public headers> -output old.xcframework' and list 'old.xcframework' in vendored_frameworks
            """,
            """
            Pod.podspec:6:3: warning[swiftpm-conversion]: 'Kit' links 'Combine' weakly (weak_frameworks); SwiftPM links it like any framework
              help: check 'Combine' exists on every deployment target, or check for it at run time another way
            """,
        ])
    }

    /// A custom module map that names headers the tree does not hold is a finding (one that
    /// fits is linked: `PodModuleMapTests`); `header_dir` and headers in several folders are laid
    /// out in the target's tree (`TargetLayoutTests`), so they are none.
    @Test func moduleMapIsAFindingWhileHeaderDirAndScatteredHeadersAreLaidOut() throws {
        #expect(try findings("""
          s.source_files = 'Sources/**/*.{h,m}'
          s.module_map = 'Kit.modulemap'
          s.header_dir = 'KitHeaders'
        """, files: ["Sources/A/a.h", "Sources/A/a.m", "Sources/B/b.h", "Kit.modulemap"],
           sources: ["Kit.modulemap": "module Kit {\n  umbrella header \"Kit.h\"\n  export *\n}\n"]) == [
            """
            Pod.podspec:4:3: warning[swiftpm-conversion]: 'Kit' brings its own module map 'Kit.modulemap', which is not used: it names 'Kit.h', which the generated public headers folder does not hold (its headers are at include/<the pod's name>/<header_dir, if set>/…); its C-family target gets the module map SwiftPM makes of its public headers
              help: declare 'module Kit' in 'Kit.modulemap' and name its headers by their paths in the public headers folder, as '#import <…>' writes them, or remove module_map
            """,
        ])
    }

    @Test func buildSettingsWithNoSwiftPMSetting() throws {
        #expect(try findings("""
          s.source_files = '*.m'
          s.compiler_flags = '-Wno-unused -DOK'
          s.pod_target_xcconfig = { 'CLANG_CXX_LANGUAGE_STANDARD' => 'c++17', 'OTHER_LDFLAGS' => '-ObjC -lz' }
          s.xcconfig = { 'HEADER_SEARCH_PATHS' => '$(SDKROOT)/usr/include/libxml2' }
          s.ios.compiler_flags = '-Wall -DIOS -Werror -Wextra'
        """, files: ["a.m"]) == [
            """
            Pod.podspec:4:3: warning[swiftpm-conversion]: 'Kit' passes the compiler flag '-Wno-unused', which has no SwiftPM setting; it is not applied
              help: remove it, or keep only definitions (-DNAME=VALUE), which become cSettings
            """,
            """
            Pod.podspec:5:3: warning[swiftpm-conversion]: 'Kit' sets pod_target_xcconfig 'CLANG_CXX_LANGUAGE_STANDARD', which has no SwiftPM setting; it is not applied
              help: express it with cSettings, swiftSettings or linkerSettings by hand, or remove it
            """,
            """
            Pod.podspec:5:3: warning[swiftpm-conversion]: 'Kit' sets pod_target_xcconfig 'OTHER_LDFLAGS' to '-ObjC', which SwiftPM cannot express; it is not applied
              help: keep definitions, '-framework X', '-lX' and header paths inside the module ($(PODS_TARGET_SRCROOT)/…); remove the rest
            """,
            """
            Pod.podspec:6:3: warning[swiftpm-conversion]: 'Kit' sets user_target_xcconfig 'HEADER_SEARCH_PATHS' to '$(SDKROOT)/usr/include/libxml2', which SwiftPM cannot express; it is not applied
              help: keep definitions, '-framework X', '-lX' and header paths inside the module ($(PODS_TARGET_SRCROOT)/…); remove the rest
            """,
            """
            Pod.podspec:7:3: warning[swiftpm-conversion]: 'Kit' passes the compiler flags '-Wall', '-Werror', '-Wextra', which have no SwiftPM setting; they are not applied
              help: remove them, or keep only definitions (-DNAME=VALUE), which become cSettings
            """,
        ])
    }

    /// What a spec sets and its subspecs and test specs inherit is said once, at the spec that
    /// sets it (Texture's root `pod_target_xcconfig` was said again for each of its nine
    /// subspecs); a subspec's own key is its own finding. `CLANG_CXX_LIBRARY = libc++` is what
    /// SwiftPM builds against on Apple's platforms: nothing to say; another library is.
    @Test func inheritedSettingsAreSaidOnceAtTheSpecThatSetsThem() throws {
        #expect(try findings("""
          s.source_files = '*.mm'
          s.compiler_flags = '-fno-exceptions'
          s.weak_frameworks = 'Combine'
          s.pod_target_xcconfig = { 'CLANG_CXX_LANGUAGE_STANDARD' => 'c++11', 'CLANG_CXX_LIBRARY' => 'libc++' }
          s.subspec 'Video' do |v|
            v.source_files = 'Video/*.mm'
            v.pod_target_xcconfig = { 'CLANG_CXX_LIBRARY' => 'libstdc++' }
          end
          s.subspec 'Map' do |m|
            m.source_files = 'Map/*.mm'
          end
          s.test_spec 'Tests' do |t|
            t.source_files = 'Tests/*.mm'
          end
        """, files: ["a.mm", "Video/v.mm", "Map/m.mm", "Tests/t.mm"]) == [
            """
            Pod.podspec:4:3: warning[swiftpm-conversion]: 'Kit' passes the compiler flag '-fno-exceptions', which has no SwiftPM setting; it is not applied
              help: remove it, or keep only definitions (-DNAME=VALUE), which become cSettings
            """,
            """
            Pod.podspec:5:3: warning[swiftpm-conversion]: 'Kit' links 'Combine' weakly (weak_frameworks); SwiftPM links it like any framework
              help: check 'Combine' exists on every deployment target, or check for it at run time another way
            """,
            """
            Pod.podspec:6:3: warning[swiftpm-conversion]: 'Kit' sets pod_target_xcconfig 'CLANG_CXX_LANGUAGE_STANDARD', which has no SwiftPM setting; it is not applied
              help: express it with cSettings, swiftSettings or linkerSettings by hand, or remove it
            """,
            """
            Pod.podspec:9:5: warning[swiftpm-conversion]: 'Kit/Video' sets pod_target_xcconfig 'CLANG_CXX_LIBRARY' to 'libstdc++', which SwiftPM cannot express; it is not applied
              help: keep definitions, '-framework X', '-lX' and header paths inside the module ($(PODS_TARGET_SRCROOT)/…); remove the rest
            """,
        ])
    }

    /// An attribute written in its singular spelling (BranchSDK's `s.weak_framework =`) is the
    /// spec's own as the plural is: its finding is said (it went unsaid).
    @Test func anAttributesSingularSpellingIsTheSpecsOwn() throws {
        #expect(try findings("""
          s.source_files = '*.m'
          s.weak_framework = 'LinkPresentation'
          s.framework = ''
        """, files: ["a.m"]) == [
            """
            Pod.podspec:4:3: warning[swiftpm-conversion]: 'Kit' links 'LinkPresentation' weakly (weak_frameworks); SwiftPM links it like any framework
              help: check 'LinkPresentation' exists on every deployment target, or check for it at run time another way
            """,
            """
            Pod.podspec:5:3: warning[swiftpm-conversion]: 'Kit' links the framework '' (frameworks), which is not a framework name; it is not applied
              help: write the framework as the linker names it, e.g. 'UIKit', or remove it
            """,
        ])
    }

    @Test func sourcesThatNeedTheOtherLanguageOrABundleByName() throws {
        #expect(try findings("""
          s.source_files = 'Sources/*'
          s.resource_bundles = { 'KitAssets' => 'Assets/*' }
        """, files: ["Sources/A.swift", "Sources/B.m", "Assets/x.png"], sources: [
            "Sources/B.m": "#import \"B.h\"\n#import \"Kit-Swift.h\"\n",
            "Sources/A.swift": "import Foundation\nlet url = Bundle.main.url(forResource: \"KitAssets\", withExtension: \"bundle\")\n",
        ]) == [
            """
            Modules/Kit/Sources/A.swift:2: warning[swiftpm-conversion]: the resource bundle 'KitAssets' is looked up by name; in SwiftPM the resources of 'Kit' are in the target's Bundle.module
              help: use Bundle.module (Swift) or SWIFTPM_MODULE_BUNDLE (Objective-C) where the code finds the bundle 'KitAssets'
            """,
            """
            Modules/Kit/Sources/B.m:2: warning[swiftpm-conversion]: 'Sources/B.m' imports 'Kit-Swift.h', the Swift interface of its own module; in SwiftPM the C-family sources of 'Kit' are a separate target the Swift target depends on, so they cannot see it
              help: move the code that uses Swift into Swift, or into a module that depends on 'Kit'
            """,
        ])
    }

    /// Commented-out code is not read: the real project this came from had 65 such lines.
    @Test func commentedOutLookupsAndImportsAreNoFindings() throws {
        #expect(try findings("""
          s.source_files = 'Sources/*'
          s.resource_bundles = { 'KitAssets' => 'Assets/*' }
        """, files: ["Sources/A.swift", "Sources/B.m", "Assets/x.png"], sources: [
            "Sources/B.m": "#import \"B.h\"\n// #import \"Kit-Swift.h\"\n/* #import \"Kit-Swift.h\"\n*/ NSString *u = @\"http://x//y\";\n",
            "Sources/A.swift": "let a = 1 // Bundle(named: \"KitAssets\")\n/*\n let b = \"KitAssets.bundle\"\n*/\nlet s = \"/* not a comment \\\" still\" + \"KitAssets\"\n",
        ]) == [
            """
            Modules/Kit/Sources/A.swift:5: warning[swiftpm-conversion]: the resource bundle 'KitAssets' is looked up by name; in SwiftPM the resources of 'Kit' are in the target's Bundle.module
              help: use Bundle.module (Swift) or SWIFTPM_MODULE_BUNDLE (Objective-C) where the code finds the bundle 'KitAssets'
            """,
        ])
    }

    /// A binary pod whose `source` is an `:http` archive (Facebook's SDK pods, AppCenter): the
    /// binaries are in that archive, not in a module's git checkout. One finding says so and
    /// what to do; "selects no source file" is not said of a pod that vendors binaries.
    @Test func aBinaryPodFromAnArchiveSaysWhereItsBinariesAre() throws {
        let conversion = try ConversionHarness.convert("""
        Pod::Spec.new do |s|
          s.name = 'FBSDKCoreKit'
          s.source = { http: "https://github.com/facebook/facebook-ios-sdk/releases/download/v18.1.0/FacebookSDK_Dynamic.xcframework.zip" }
          s.vendored_frameworks = 'XCFrameworks/FBSDKCoreKit.xcframework'
        end
        """, files: ["README.md"])
        #expect(conversion.status == .notConvertible)
        #expect(ConversionHarness.text(conversion.findings) == [
            """
            Pod.podspec:4:3: warning[swiftpm-conversion]: 'FBSDKCoreKit' vendored_frameworks pattern 'XCFrameworks/FBSDKCoreKit.xcframework' matches no file in the module's folder, so nothing is linked for it: the pod's source is the archive 'https://github.com/facebook/facebook-ios-sdk/releases/download/v18.1.0/FacebookSDK_Dynamic.xcframework.zip', which CocoaPods downloads and the module's folder is not
              help: unpack that archive into the module's folder, so that 'XCFrameworks/FBSDKCoreKit.xcframework' is there, or use the pod's own Swift package instead of this module ('mortar migrate' maps pods to packages)
            """,
        ])
    }

    /// An xcconfig key conditioned on the SDK (RevenueCat's
    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS[sdk=xros*]` and `[sdk=xrsimulator*]`, alike) is that
    /// platform's setting, less what the key sets everywhere; a value for a platform's devices or
    /// simulators only, or one SwiftPM cannot express, is a finding.
    @Test func anXcconfigKeyConditionedOnTheSDKIsAPlatformsSetting() throws {
        let conversion = try ConversionHarness.convert("""
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.source_files = 'Sources/*.swift'
          s.pod_target_xcconfig = {
            'SWIFT_ACTIVE_COMPILATION_CONDITIONS' => '$(inherited) COCOAPODS',
            'SWIFT_ACTIVE_COMPILATION_CONDITIONS[sdk=xros*]' => '$(inherited) COCOAPODS VISION_OS',
            'SWIFT_ACTIVE_COMPILATION_CONDITIONS[sdk=xrsimulator*]' => '$(inherited) COCOAPODS VISION_OS',
            'SWIFT_ACTIVE_COMPILATION_CONDITIONS[sdk=macosx*]' => 'MAC',
            'OTHER_LDFLAGS[sdk=iphonesimulator*]' => '-framework Sim',
            'EXCLUDED_ARCHS[sdk=iphonesimulator*]' => 'arm64',
            'OTHER_SWIFT_FLAGS[config=Debug]' => '-DDEBUG',
          }
        end
        """, files: ["Sources/K.swift"])
        #expect(conversion.targets.map(\.swiftSettings) == [[
            PackageSetting(.define("COCOAPODS", value: nil)), PackageSetting(.define("MAC", value: nil), platforms: ["osx"]),
            PackageSetting(.define("VISION_OS", value: nil), platforms: ["visionos"]),
        ]])
        #expect(ConversionHarness.text(conversion.findings) == [
            """
            Pod.podspec:4:3: warning[swiftpm-conversion]: 'Kit' sets pod_target_xcconfig 'EXCLUDED_ARCHS[sdk=iphonesimulator*]' for a platform's devices or its simulators only; SwiftPM conditions a setting by platform, not by device or simulator, so it is not applied
              help: set the same value for the platform's devices and simulators (e.g. '[sdk=iphoneos*]' and '[sdk=iphonesimulator*]'), or set it at run time
            """,
            """
            Pod.podspec:4:3: warning[swiftpm-conversion]: 'Kit' sets pod_target_xcconfig 'OTHER_LDFLAGS[sdk=iphonesimulator*]' for a platform's devices or its simulators only; SwiftPM conditions a setting by platform, not by device or simulator, so it is not applied
              help: set the same value for the platform's devices and simulators (e.g. '[sdk=iphoneos*]' and '[sdk=iphonesimulator*]'), or set it at run time
            """,
            """
            Pod.podspec:4:3: warning[swiftpm-conversion]: 'Kit' sets pod_target_xcconfig 'OTHER_SWIFT_FLAGS[config=Debug]', which has no SwiftPM setting; it is not applied
              help: express it with cSettings, swiftSettings or linkerSettings by hand, or remove it
            """,
        ])
    }

    @Test func specsThatGiveNoTargetOrShareFiles() throws {
        let none = try ConversionHarness.convert("Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.source_files = 'Nowhere/*.swift'\nend\n", files: ["a.swift"])
        #expect(none.status == .notConvertible)
        #expect(ConversionHarness.text(none.findings) == [
            """
            Pod.podspec:1:1: warning[swiftpm-conversion]: 'Kit' selects no source file on ios, so it becomes no SwiftPM target
              help: check source_files against the files of the module's folder
            """,
        ])
        // Headers all private: nothing to expose (public ones get a target: `HeadersOnlySpecTests`).
        #expect(try findings("  s.source_files = 'include/*.h'\n  s.private_header_files = 'include/*.h'", files: ["include/k.h"]) == [
            """
            Pod.podspec:3:3: warning[swiftpm-conversion]: 'Kit' has headers but no C-family source file; SwiftPM builds no target from headers alone
              help: add an empty .c file beside the headers, or move the headers into the target that uses them
            """,
            """
            Pod.podspec:1:1: warning[swiftpm-conversion]: 'Kit' selects no source file on ios, so it becomes no SwiftPM target
              help: check source_files against the files of the module's folder
            """,
        ].sorted())
        #expect(try findings("""
          s.subspec 'A' do |a|
            a.source_files = 'Sources/*.swift'
          end
          s.subspec 'B' do |b|
            b.source_files = 'Sources/*.swift', 'B/*.swift'
          end
        """, files: ["Sources/S.swift", "B/B.swift"]) == [
            """
            Pod.podspec:7:5: warning[swiftpm-conversion]: 'Kit/B' selects 1 source file that 'Kit/A' compiles already; SwiftPM compiles a file in one target only, so 'Kit/B' uses the targets of 'Kit/A' for it
              help: if the specs are variants of the same code, keep one of them for SwiftPM; otherwise move the shared files into a subspec both depend on
            """,
        ])
    }
}
