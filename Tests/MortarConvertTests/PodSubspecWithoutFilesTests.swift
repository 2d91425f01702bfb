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
    /// FMDB's default subspec 'standard': no files, `library = 'sqlite3'`.
    @Test func whatASubspecWithoutFilesLinksIsAFinding() throws {
        let podspec = """
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
          end
        end
        """
        let conversion = try ConversionHarness.convert(podspec, files: ["src/DB.h", "src/DB.m"])
        #expect(ConversionHarness.text(conversion.findings) == [
            """
            Pod.podspec:9:5: warning[swiftpm-conversion]: 'DB/standard' compiles no file of its own, so no target of the package links what it links (framework 'UIKit', library 'sqlite3'); SwiftPM links them only for a target that lists them or imports their module
              help: add them to the linkerSettings of a target that uses 'DB/standard' (or import their module in its sources), or keep this module on CocoaPods
            """,
        ])
        #expect(conversion.products.map { "\($0.name): \($0.targets.joined(separator: ", "))" } == ["DB: DB_Core", "DB/Core: DB_Core", "DB/standard: DB_Core"])
    }
}

extension PodSubspecWithoutFilesTests {
    /// A file-less default subspec's settings: CocoaPods applies its `compiler_flags` to its own
    /// files (it has none) and its `pod_target_xcconfig` to every file of the pod target; no
    /// target of the package stands for it alone, so they are a finding, never a silent loss.
    @Test func theSettingsOfASubspecWithoutFilesAreAFinding() throws {
        let podspec = """
        Pod::Spec.new do |s|
          s.name = 'DB'
          s.default_subspec = 'standard'
          s.subspec 'Core' do |c|
            c.source_files = 'src/*.{h,m}'
          end
          s.subspec 'standard' do |ss|
            ss.dependency 'DB/Core'
            ss.compiler_flags = '-DDB_STANDARD=1'
            ss.pod_target_xcconfig = { 'GCC_PREPROCESSOR_DEFINITIONS' => 'SQLITE_HAS_CODEC=1', 'DEFINES_MODULE' => 'YES' }
            ss.xcconfig = { 'OTHER_LDFLAGS' => '-lsqlite3' }
          end
        end
        """
        let conversion = try ConversionHarness.convert(podspec, files: ["src/DB.h", "src/DB.m"])
        #expect(ConversionHarness.text(conversion.findings) == [
            """
            Pod.podspec:9:5: warning[swiftpm-conversion]: 'DB/standard' compiles no file of its own, so no target of the package takes its settings (compiler_flags '-DDB_STANDARD=1', pod_target_xcconfig 'GCC_PREPROCESSOR_DEFINITIONS', user_target_xcconfig 'OTHER_LDFLAGS'); CocoaPods builds every file of the pod with its xcconfig values, SwiftPM sets them per target
              help: set them on the specs whose files need them ('DB/Core'), or keep this module on CocoaPods
            """,
        ])
        #expect(conversion.targets.map(\.name) == ["DB_Core"])
        #expect(conversion.targets[0].cSettings == [PackageSetting(.headerSearchPath("private/DB"))])
    }
}
