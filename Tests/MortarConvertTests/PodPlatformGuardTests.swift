import MortarConvert
import MortarCore
import Testing

/// Another platform's files that guard themselves (all their code inside one `#if` of their
/// platforms, as lottie-ios's `*.macOS.swift` and AppAuth's `macOS/*.m`): compiled on every
/// platform, as the pod's own `Package.swift` compiles them; unguarded ones as before.
@Suite struct PodPlatformGuardTests {
    static let swiftPodspec = """
    Pod::Spec.new do |s|
      s.name = 'Kit'
      s.ios.deployment_target = '13.0'
      s.osx.deployment_target = '10.15'
      s.source_files = 'Sources/**/*.swift'
      s.ios.exclude_files = 'Sources/macOS/**/*'
      s.osx.exclude_files = 'Sources/iOS/**/*'
    end
    """
    static let swiftSources = [
        "Sources/Kit.swift": "public struct Kit {}\n",
        "Sources/iOS/KitView.swift": "import UIKit\npublic final class KitView: UIView {}\n",
        "Sources/macOS/KitView.macOS.swift": "//\n//  KitView.macOS.swift\n//\n\n#if os(macOS)\nimport AppKit\npublic final class KitView: NSView {}\n#endif\n",
        "Sources/macOS/KitMenu.macOS.swift": "import AppKit\n#if os(macOS)\npublic final class KitMenu: NSMenu {}\n#endif\n",
    ]

    static let objCPodspec = """
    Pod::Spec.new do |s|
      s.name = 'Kit'
      s.ios.deployment_target = '13.0'
      s.osx.deployment_target = '10.15'
      s.source_files = 'Sources/*.{h,m}'
      s.osx.source_files = 'Sources/macOS/*.{h,m}'
    end
    """
    static let guardedWindow = [
        "Sources/macOS/KitWindow.h": "// KitWindow.h\n#import <TargetConditionals.h>\n\n#if TARGET_OS_OSX\n#import <AppKit/AppKit.h>\n@interface KitWindow : NSWindow\n@end\n#endif // TARGET_OS_OSX\n",
        "Sources/macOS/KitWindow.m": "#import <TargetConditionals.h>\n\n#if TARGET_OS_OSX\n#import \"KitWindow.h\"\n@implementation KitWindow\n@end\n#endif // TARGET_OS_OSX\n",
    ]
    static let objCSources = [
        "Sources/Kit.h": "int kit(void);\n", "Sources/Kit.m": "int kit(void) { return 1; }\n",
        "Sources/macOS/KitMenu.h": "#import <AppKit/AppKit.h>\n@interface KitMenu : NSMenu\n@end\n",
        "Sources/macOS/KitMenu.m": "#import \"KitMenu.h\"\n#if TARGET_OS_OSX\n@implementation KitMenu\n@end\n#endif\n",
    ].merging(guardedWindow) { $1 }

    @Test func aGuardedSwiftFileOfMacOSIsCompiledInAnIOSPackageAnUnguardedOneIsNot() throws {
        let draft = try ConversionHarness.draft(Self.swiftPodspec, files: Array(Self.swiftSources.keys), sources: Self.swiftSources)
        #expect(draft.conversion.findings == [])
        #expect(draft.conversion.targets.map(\.sources) == [["iOS/KitView.swift", "Kit.swift", "macOS/KitView.macOS.swift"]])
        #expect(draft.conversion.targets.map(\.exclude) == [["macOS/KitMenu.macOS.swift"]])
    }

    /// An app for iOS and macOS: the unguarded file is still the finding's, whole.
    @Test func anUnguardedFileIsStillAFindingInAnAppForIOSAndMacOS() throws {
        let draft = try ConversionHarness.draft(Self.swiftPodspec, files: Array(Self.swiftSources.keys), sources: Self.swiftSources, otherPlatforms: ["osx"])
        #expect(ConversionHarness.text(draft.conversion.findings) == [
            """
            Pod.podspec:7:3: warning[swiftpm-conversion]: 'Kit' selects other source files on osx than on ios, the app's platform the package is converted for: 1 only on osx ('Sources/macOS/KitMenu.macOS.swift'), 1 only on ios ('Sources/iOS/KitView.swift'); SwiftPM has one list of sources for every platform, so built for osx the package misses those only on osx and compiles those only on ios
              help: build the package for ios only, or keep this module on CocoaPods for osx; a pod whose files guard each platform's code ('#if os(macOS)', '#if TARGET_OS_OSX') can select them on every platform
            """,
        ])
    }

    @Test func aGuardedObjectiveCFileAndHeaderOfMacOSAreCompiledAndTheHeaderIsPublic() throws {
        let draft = try ConversionHarness.draft(Self.objCPodspec, files: Array(Self.objCSources.keys), sources: Self.objCSources)
        #expect(draft.conversion.findings == [])
        #expect(draft.conversion.targets.map(\.name) == ["Kit"])
        #expect(draft.conversion.targets.map(\.sources) == [["module/Sources/Kit.h", "module/Sources/Kit.m", "module/Sources/macOS/KitWindow.h", "module/Sources/macOS/KitWindow.m"]])
        #expect(draft.conversion.targets.map(\.exclude) == [["module/Sources/macOS/KitMenu.h", "module/Sources/macOS/KitMenu.m"]])
        #expect(draft.conversion.targets.map(\.headerLinks) == [[
            "include/Kit/Kit.h": "Sources/Kit.h", "include/Kit/KitWindow.h": "Sources/macOS/KitWindow.h",
            "include/Kit.h": "Sources/Kit.h", "include/KitWindow.h": "Sources/macOS/KitWindow.h",
            "private/Kit/Kit.h": "Sources/Kit.h", "private/Kit/KitWindow.h": "Sources/macOS/KitWindow.h",
        ]])
    }

    /// An app for iOS and macOS whose pod guards every macOS file: nothing to say.
    @Test func everyOtherPlatformFileGuardedIsNoFindingInAnAppForIOSAndMacOS() throws {
        let sources = Self.objCSources.filter { !$0.key.contains("KitMenu") }
        let draft = try ConversionHarness.draft(Self.objCPodspec, files: Array(sources.keys), sources: sources, otherPlatforms: ["osx"])
        #expect(draft.conversion.findings == [])
        #expect(draft.conversion.targets.map(\.sources) == [["module/Sources/Kit.h", "module/Sources/Kit.m", "module/Sources/macOS/KitWindow.h", "module/Sources/macOS/KitWindow.m"]])
    }

    /// A guarded header that its platform keeps private (`osx.public_header_files`, as
    /// Mixpanel's `MixpanelWatchProperties.h`) is compiled, not exposed.
    @Test func aGuardedHeaderPrivateOnItsPlatformIsNotPublic() throws {
        let podspec = Self.objCPodspec.replacingOccurrences(of: "end", with: "  s.osx.public_header_files = 'Sources/Kit.h'\nend")
        let sources = Self.objCSources.filter { !$0.key.contains("KitMenu") }
        let draft = try ConversionHarness.draft(podspec, files: Array(sources.keys), sources: sources)
        #expect(draft.conversion.findings == [])
        #expect(draft.conversion.targets.map(\.sources) == [["module/Sources/Kit.h", "module/Sources/Kit.m", "module/Sources/macOS/KitWindow.h", "module/Sources/macOS/KitWindow.m"]])
        #expect(draft.conversion.targets.map(\.headerLinks) == [[
            "include/Kit/Kit.h": "Sources/Kit.h", "include/Kit.h": "Sources/Kit.h",
            "private/Kit/Kit.h": "Sources/Kit.h", "private/Kit/KitWindow.h": "Sources/macOS/KitWindow.h",
        ]])
    }
}
