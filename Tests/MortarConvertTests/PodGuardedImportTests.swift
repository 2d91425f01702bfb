import MortarConvert
import MortarCore
import Testing

/// Another platform's files whose code is inside one `#if` of their platforms but for imports
/// of the pod's own headers that guard themselves too (DTFoundation's `AppKit` subspec,
/// `Core/Source/OSX/*.m`, each importing its header before `#if TARGET_OS_OSX`): compiled on
/// every platform, as the pod's own `Package.swift` compiles them; a file importing a header that
/// is not guarded, or AppKit, stays out, and the finding names exactly those left out.
@Suite struct PodGuardedImportTests {
    /// The podspec of `PodPlatformGuardTests`: every platform's `Sources/*`, and `Sources/macOS/*` on osx.
    static let podspec = PodPlatformGuardTests.objCPodspec
    /// As DTFoundation 1.7.19's `Core/Source/OSX/DTScrollView.h` and `.m` (abridged).
    static let window = [
        "Sources/macOS/KitWindow.h": "//\n//  KitWindow.h\n//\n\n#import <Availability.h>\n#import <TargetConditionals.h>\n\n#if TARGET_OS_OSX\n\n#import <AppKit/AppKit.h>\n\n@interface KitWindow : NSWindow\n@end\n\n#endif\n",
        "Sources/macOS/KitWindow.m": "//\n//  KitWindow.m\n//\n\n#import \"KitWindow.h\"\n\n#if TARGET_OS_OSX\n\n@implementation KitWindow\n@end\n\n#endif\n",
    ]
    /// `PodPlatformGuardTests`' Kit and KitMenu (whose header is not guarded: on iOS the file
    /// would declare and define KitMenu), and KitPanel, which imports AppKit before its `#if`
    /// (no such SDK on iOS).
    static let sources = PodPlatformGuardTests.objCSources.filter { !$0.key.contains("KitWindow") }.merging([
        "Sources/macOS/KitPanel.m": "#import <AppKit/AppKit.h>\n#if TARGET_OS_OSX\n@interface KitPanel : NSPanel\n@end\n#endif\n",
    ].merging(window) { $1 }) { $1 }

    @Test func aMacOSFileImportingItsGuardedHeaderIsCompiledInTheIOSPackage() throws {
        let draft = try ConversionHarness.draft(Self.podspec, files: Array(Self.sources.keys), sources: Self.sources)
        #expect(draft.conversion.findings == [])
        #expect(draft.conversion.targets.map(\.sources) == [["module/Sources/Kit.h", "module/Sources/Kit.m", "module/Sources/macOS/KitWindow.h", "module/Sources/macOS/KitWindow.m"]])
        #expect(draft.conversion.targets.map(\.exclude) == [["module/Sources/macOS/KitMenu.h", "module/Sources/macOS/KitMenu.m", "module/Sources/macOS/KitPanel.m"]])
        #expect(draft.conversion.targets.map(\.headerLinks) == [[
            "include/Kit/Kit.h": "Sources/Kit.h", "include/Kit/KitWindow.h": "Sources/macOS/KitWindow.h",
            "include/Kit.h": "Sources/Kit.h", "include/KitWindow.h": "Sources/macOS/KitWindow.h",
            "private/Kit/Kit.h": "Sources/Kit.h", "private/Kit/KitWindow.h": "Sources/macOS/KitWindow.h",
        ]])
    }

    /// An app for iOS and macOS: the finding names the files still left out, and only those.
    @Test func theFindingNamesExactlyTheMacOSFilesLeftOut() throws {
        let draft = try ConversionHarness.draft(Self.podspec, files: Array(Self.sources.keys), sources: Self.sources, otherPlatforms: ["osx"])
        #expect(ConversionHarness.text(draft.conversion.findings) == [
            """
            Pod.podspec:6:3: warning[swiftpm-conversion]: 'Kit' selects other source files on osx than on ios, the app's platform the package is converted for: 3 only on osx ('Sources/macOS/KitMenu.h', 'Sources/macOS/KitMenu.m', 'Sources/macOS/KitPanel.m'); SwiftPM has one list of sources for every platform, so built for osx the package misses those only on osx
              help: build the package for ios only, or keep this module on CocoaPods for osx; a pod whose files guard each platform's code ('#if os(macOS)', '#if TARGET_OS_OSX') can select them on every platform
            """,
        ])
    }

    /// DTFoundation's shape: a subspec for macOS only (`ss.platform = :osx`) whose files each
    /// import their guarded header; its target compiles them, to nothing on iOS.
    @Test func aMacOSOnlySubspecOfFilesImportingTheirGuardedHeadersIsCompiled() throws {
        let podspec = """
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.ios.deployment_target = '13.0'
          s.osx.deployment_target = '10.15'
          s.subspec 'Core' do |ss|
            ss.source_files = 'Sources/*.{h,m}'
          end
          s.subspec 'AppKit' do |ss|
            ss.platform = :osx, '10.15'
            ss.dependency 'Kit/Core'
            ss.osx.source_files = 'Sources/macOS/*.{h,m}'
          end
        end
        """
        let sources = Self.sources.filter { !$0.key.contains("KitMenu") && !$0.key.contains("KitPanel") }
        let draft = try ConversionHarness.draft(podspec, files: Array(sources.keys), sources: sources)
        #expect(ConversionHarness.text(draft.conversion.findings) == [])
        #expect(draft.conversion.targets.map(\.name) == ["Kit_Core", "Kit_AppKit"])
        #expect(draft.conversion.targets.map(\.sources) == [
            ["module/Sources/Kit.h", "module/Sources/Kit.m"], ["module/Sources/macOS/KitWindow.h", "module/Sources/macOS/KitWindow.m"],
        ])
    }
}
