import MortarConvert
import MortarCore
import Testing

/// A subspec with no files of its own that depends on other subspecs of its pod (OHHTTPStubs'
/// default subspec 'Default', FMDB's 'standard'): a dependency on it, or on the pod, means
/// those subspecs' targets, as CocoaPods installs them.
@Suite struct PodSubspecWithoutFilesTests {
    static let podspec = """
    Pod::Spec.new do |s|
      s.name = 'Stubs'
      s.default_subspec = 'Default'
      s.subspec 'Default' do |d|
        d.dependency 'Stubs/Core'
        d.dependency 'Stubs/JSON'
      end
      s.subspec 'Core' do |c|
        c.source_files = 'Sources/Core/*.{h,m}'
      end
      s.subspec 'JSON' do |j|
        j.dependency 'Stubs/Core'
        j.source_files = 'Sources/JSON/*.{h,m}'
      end
      s.subspec 'Mocktail' do |m|
        m.dependency 'Stubs/Default'
        m.source_files = 'Sources/Mocktail/*.{h,m}'
      end
    end
    """
    static let files = ["Sources/Core/Stubs.h", "Sources/Core/Stubs.m", "Sources/JSON/Stubs+JSON.h", "Sources/JSON/Stubs+JSON.m",
                        "Sources/Mocktail/Stubs+Mocktail.h", "Sources/Mocktail/Stubs+Mocktail.m"]

    @Test func theDefaultSubspecStandsForTheSubspecsItDependsOn() throws {
        let conversion = try ConversionHarness.convert(Self.podspec, files: Self.files)
        #expect(conversion.products.map { "\($0.name): \($0.targets.joined(separator: ", "))" } == [
            "Stubs: Stubs_Core, Stubs_JSON", "Stubs/Default: Stubs_Core, Stubs_JSON", "Stubs/Core: Stubs_Core",
            "Stubs/JSON: Stubs_JSON", "Stubs/Mocktail: Stubs_Mocktail",
        ])
        #expect(conversion.targets.map { "\($0.name) -> \($0.dependencies.map { "\($0)" }.joined(separator: ", "))" } == [
            "Stubs_Core -> ", "Stubs_JSON -> target(\"Stubs_Core\")",
            "Stubs_Mocktail -> target(\"Stubs_Core\"), target(\"Stubs_JSON\")",
        ])
        #expect(ConversionHarness.text(conversion.findings) == [])
    }
}

extension PodSubspecWithoutFilesTests {
    static let dbPodspec = """
    Pod::Spec.new do |s|
      s.name = 'DB'
      s.default_subspec = 'standard'
      s.subspec 'Core' do |c|
        c.source_files = 'src/*.{h,m}'
      end
      s.subspec 'standard' do |ss|
        ss.dependency 'DB/Core'
        ss.library = 'sqlite3'
        ss.ios.framework = 'UIKit'
        ss.compiler_flags = '-DDB_STANDARD=1'
        ss.pod_target_xcconfig = { 'GCC_PREPROCESSOR_DEFINITIONS' => 'SQLITE_HAS_CODEC=1', 'DEFINES_MODULE' => 'YES' }
        ss.xcconfig = { 'OTHER_LDFLAGS' => '-lz' }
      end
    end
    """

    /// FMDB's default subspec 'standard' (no files, `library = 'sqlite3'`), when the app builds
    /// it (`pod 'DB'`, its default subspec): CocoaPods builds every file of the pod target with
    /// its `pod_target_xcconfig` and `xcconfig` and links what it links, so the targets it stands
    /// for get them. Its `compiler_flags` CocoaPods applies to its own files, which it has none of.
    @Test func whatASubspecWithoutFilesTheAppBuildsSetsAndLinksGoesOnThePodsTargets() throws {
        let conversion = try ConversionHarness.convert(Self.dbPodspec, files: ["src/DB.h", "src/DB.m"])
        #expect(ConversionHarness.text(conversion.findings) == [])
        #expect(conversion.targets.map(\.name) == ["DB_Core"])
        #expect(conversion.targets[0].cSettings == [
            PackageSetting(.define("SQLITE_HAS_CODEC", value: "1")), PackageSetting(.headerSearchPath("private/DB")),
        ])
        #expect(conversion.targets[0].linkerSettings == [
            PackageSetting(.linkedFramework("UIKit"), platforms: ["ios"]), PackageSetting(.linkedLibrary("sqlite3")), PackageSetting(.linkedLibrary("z")),
        ])
        #expect(conversion.products.map { "\($0.name): \($0.targets.joined(separator: ", "))" } == ["DB: DB_Core", "DB/Core: DB_Core", "DB/standard: DB_Core"])
    }

    /// The same subspec when the app builds only `DB/Core` (`"subspecs": ["Core"]`): CocoaPods
    /// would not build it, but the package has its product, whose targets lack what it sets and
    /// links: a finding, never a silent loss.
    @Test func whatASubspecWithoutFilesTheAppDoesNotBuildSetsAndLinksIsAFinding() throws {
        let conversion = try ConversionHarness.convert(Self.dbPodspec, files: ["src/DB.h", "src/DB.m"], subspecs: ["Core"])
        #expect(ConversionHarness.text(conversion.findings) == [
            """
            Pod.podspec:9:5: warning[swiftpm-conversion]: 'DB/standard' compiles no file of its own, so no target of the package links what it links (framework 'UIKit', library 'sqlite3'); SwiftPM links them only for a target that lists them or imports their module
              help: add them to the linkerSettings of a target that uses 'DB/standard' (or import their module in its sources), or keep this module on CocoaPods
            """,
            """
            Pod.podspec:11:5: warning[swiftpm-conversion]: 'DB/standard' compiles no file of its own, so no target of the package takes its settings (compiler_flags '-DDB_STANDARD=1', pod_target_xcconfig 'GCC_PREPROCESSOR_DEFINITIONS', user_target_xcconfig 'OTHER_LDFLAGS'); CocoaPods builds every file of the pod with its xcconfig values, SwiftPM sets them per target
              help: set them on the specs whose files need them ('DB/Core'), or keep this module on CocoaPods
            """,
        ])
        #expect(conversion.targets.map(\.name) == ["DB_Core"])
        #expect(conversion.targets[0].cSettings == [PackageSetting(.headerSearchPath("private/DB"))])
        #expect(conversion.targets[0].linkerSettings == [])
    }

    /// Texture's layout: `Core` compiles the files and tests `AS_USE_VIDEO`, which only its
    /// sibling `Video` (no files, a default subspec) defines with `xcconfig`, beside the
    /// frameworks it links. CocoaPods builds `Core`'s files with it when the app builds `Video`
    /// (`pod 'Texture'`, or `pod 'Texture/Video'`), and without it otherwise; a sibling with files
    /// of its own that sets a definition sets it for `Core`'s files too.
    @Test(arguments: [
        ([], ["AS_USE_MAPKIT=1", "AS_USE_VIDEO=1", "KIT_CORE=1"], true),
        (["Video"], ["AS_USE_VIDEO=1", "KIT_CORE=1"], true),
        (["Core"], ["KIT_CORE=1"], false),
        (["MapKit"], ["AS_USE_MAPKIT=1", "KIT_CORE=1"], false),
    ])
    func aSiblingsDefinitionsReachTheFilesOfThePodWhenTheAppBuildsIt(_ asked: [String], _ defines: [String], _ linksVideo: Bool) throws {
        let podspec = """
        Pod::Spec.new do |s|
          s.name = 'Texture'
          s.module_name = 'AsyncDisplayKit'
          s.default_subspecs = 'Core', 'Video', 'MapKit'
          s.subspec 'Core' do |core|
            core.source_files = 'Source/**/*.{h,m}'
            core.pod_target_xcconfig = { 'GCC_PREPROCESSOR_DEFINITIONS' => '$(inherited) KIT_CORE=1' }
          end
          s.subspec 'Video' do |video|
            video.frameworks = ['AVFoundation', 'CoreMedia']
            video.xcconfig = { 'GCC_PREPROCESSOR_DEFINITIONS' => '$(inherited) AS_USE_VIDEO=1' }
            video.dependency 'Texture/Core'
          end
          s.subspec 'MapKit' do |map|
            map.source_files = 'Map/*.{h,m}'
            map.pod_target_xcconfig = { 'GCC_PREPROCESSOR_DEFINITIONS' => 'AS_USE_MAPKIT=1' }
            map.dependency 'Texture/Core'
          end
        end
        """
        let conversion = try ConversionHarness.convert(podspec, files: ["Source/ASDisplayNode.h", "Source/ASDisplayNode.m", "Map/ASMapNode.h", "Map/ASMapNode.m"],
                                                       subspecs: asked)
        let core = try #require(conversion.targets.first { $0.name == "AsyncDisplayKit_Core" })
        #expect(core.cSettings.compactMap { setting -> String? in
            guard case let .define(name, value) = setting.kind else { return nil }
            return value.map { "\(name)=\($0)" } ?? name
        } == defines)
        #expect(core.linkerSettings == (linksVideo ? [PackageSetting(.linkedFramework("AVFoundation")), PackageSetting(.linkedFramework("CoreMedia"))] : []))
        let video = """
            Pod.podspec:10:5: warning[swiftpm-conversion]: 'Texture/Video' compiles no file of its own, so no target of the package links what it links (framework 'AVFoundation', framework 'CoreMedia'); SwiftPM links them only for a target that lists them or imports their module
              help: add them to the linkerSettings of a target that uses 'Texture/Video' (or import their module in its sources), or keep this module on CocoaPods
            """
        let settings = """
            Pod.podspec:11:5: warning[swiftpm-conversion]: 'Texture/Video' compiles no file of its own, so no target of the package takes its settings (user_target_xcconfig 'GCC_PREPROCESSOR_DEFINITIONS'); CocoaPods builds every file of the pod with its xcconfig values, SwiftPM sets them per target
              help: set them on the specs whose files need them ('Texture/Core'), or keep this module on CocoaPods
            """
        #expect(ConversionHarness.text(conversion.findings) == (linksVideo ? [] : [video, settings]))
    }
}
