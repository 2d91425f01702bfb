import MortarConvert
import MortarCore
import Testing

/// A spec selecting other source files on another platform of the app (`osx.source_files`,
/// `ios.exclude_files`): CocoaPods compiles each platform's files for it, SwiftPM has one list
/// of sources for every platform, so the package (converted for the app's first platform) says so.
@Suite struct PodPlatformFilesTests {
    static let podspec = """
    Pod::Spec.new do |s|
      s.name = 'Kit'
      s.ios.deployment_target = '13.0'
      s.osx.deployment_target = '10.15'
      s.source_files = 'Sources/*.{h,m}'
      s.ios.source_files = 'Sources/iOS/*.{h,m}'
      s.osx.source_files = 'Sources/macOS/*.{h,m}'
    end
    """
    static let files = ["Sources/Kit.h", "Sources/Kit.m", "Sources/iOS/KitView.m", "Sources/macOS/KitMenu.m", "Sources/macOS/KitWindow.m"]

    @Test func filesOfAnotherPlatformOfTheAppAreAFinding() throws {
        let draft = try ConversionHarness.draft(Self.podspec, files: Self.files, otherPlatforms: ["osx"])
        #expect(ConversionHarness.text(draft.conversion.findings) == [
            """
            Pod.podspec:7:3: warning[swiftpm-conversion]: 'Kit' selects other source files on osx than on ios, the app's platform the package is converted for: 2 only on osx ('Sources/macOS/KitMenu.m', 'Sources/macOS/KitWindow.m'), 1 only on ios ('Sources/iOS/KitView.m'); SwiftPM has one list of sources for every platform, so built for osx the package misses those only on osx and compiles those only on ios
              help: build the package for ios only, or keep this module on CocoaPods for osx; a pod whose files guard each platform's code ('#if os(macOS)', '#if TARGET_OS_OSX') can select them on every platform
            """,
        ])
        #expect(draft.conversion.targets.map(\.sources) == [["module/Sources/Kit.h", "module/Sources/Kit.m", "module/Sources/iOS/KitView.m"]])
    }

    /// A file excluded on the converted platform only (XMPPFramework's `ios.exclude_files`).
    @Test func aFileExcludedOnTheConvertedPlatformOnlyIsAFinding() throws {
        let podspec = Self.podspec.replacingOccurrences(of: "  s.ios.source_files = 'Sources/iOS/*.{h,m}'\n  s.osx.source_files = 'Sources/macOS/*.{h,m}'\n",
                                                        with: "  s.ios.exclude_files = 'Sources/Mac*.m'\n")
        let draft = try ConversionHarness.draft(podspec, files: ["Sources/Kit.h", "Sources/Kit.m", "Sources/MacMonitor.m"], otherPlatforms: ["osx", "tvos"])
        #expect(ConversionHarness.text(draft.conversion.findings) == [
            """
            Pod.podspec:6:3: warning[swiftpm-conversion]: 'Kit' selects other source files on osx than on ios, the app's platform the package is converted for: 1 only on osx ('Sources/MacMonitor.m'); SwiftPM has one list of sources for every platform, so built for osx the package misses those only on osx
              help: build the package for ios only, or keep this module on CocoaPods for osx; a pod whose files guard each platform's code ('#if os(macOS)', '#if TARGET_OS_OSX') can select them on every platform
            """,
        ])
    }

    /// An app of one platform, or another platform the pod does not support: nothing to say.
    @Test func anAppOfOnePlatformOrAPlatformThePodDoesNotSupportHasNoFinding() throws {
        #expect(try ConversionHarness.draft(Self.podspec, files: Self.files).conversion.findings == [])
        #expect(try ConversionHarness.draft(Self.podspec, files: Self.files, otherPlatforms: ["watchos"]).conversion.findings == [])
    }
}
