@testable import MortarConvert
import MortarCore
import Testing

/// Values are checked before they are written (issue 24, item 5): a value SwiftPM cannot take
/// is a located finding, never a manifest that does not load or a setting that means something
/// else.
@Suite struct PodspecValueCheckTests {
    @Test func aPlatformVersionThatIsNotANumberIsAFindingNotAPlatform() throws {
        let conversion = try ConversionHarness.convert("""
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.ios.deployment_target = 'abc'
          s.osx.deployment_target = '10.15'
          s.source_files = '*.swift'
        end
        """, files: ["a.swift"])
        #expect(conversion.platforms == ["osx": "10.15"])
        #expect(ConversionHarness.text(conversion.findings) == [
            """
            Pod.podspec:3:3: warning[swiftpm-conversion]: 'Kit' requires ios 'abc', which is not a version SwiftPM takes; the package requires no ios version for it
              help: write the deployment target as numbers, e.g. '12.0'
            """,
        ])
    }

    @Test(arguments: [("12", true), ("12.0", true), ("12.0.1", true), ("", true), ("abc", false), ("12.0 ", false), ("1.2.3.4", false), ("12.", false), ("v12", false)])
    func platformVersions(_ version: String, _ valid: Bool) {
        #expect(PodspecConverter.isPlatformVersion(version) == valid)
    }

    @Test func compilerFlagsAreSplitAsAShellSplitsThem() throws {
        let conversion = try ConversionHarness.convert(#"""
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.source_files = '*.m'
          s.compiler_flags = "-DBAR='c d' -DFOO=\"x y\" -DESC=a\\ b -D1X=2"
          s.pod_target_xcconfig = { 'GCC_PREPROCESSOR_DEFINITIONS' => "QUOTED='p q' $(inherited) 9BAD=1" }
        end
        """#, files: ["a.m"])
        #expect(conversion.targets.map(\.cSettings) == [[
            PackageSetting(.define("BAR", value: "c d")), PackageSetting(.define("ESC", value: "a b")),
            PackageSetting(.define("FOO", value: "x y")), PackageSetting(.define("QUOTED", value: "p q")),
        ]])
        #expect(ConversionHarness.text(conversion.findings) == [
            """
            Pod.podspec:4:3: warning[swiftpm-conversion]: 'Kit' defines '-D1X=2' (compiler_flags), whose name is not a macro name; it is not applied
              help: name the macro with letters, digits and '_' (-DNAME or -DNAME=VALUE); quote a value with blanks as the shell does: -DNAME='a b'
            """,
            """
            Pod.podspec:5:3: warning[swiftpm-conversion]: 'Kit' sets pod_target_xcconfig 'GCC_PREPROCESSOR_DEFINITIONS' to '9BAD=1', which SwiftPM cannot express; it is not applied
              help: keep definitions, '-framework X', '-lX' and header paths inside the module ($(PODS_TARGET_SRCROOT)/…); remove the rest
            """,
        ])
    }

    @Test(arguments: [
        (#"-DBAR='c d'"#, ["-DBAR=c d"]), (#"a "b c" d"#, ["a", "b c", "d"]), (#"a\ b"#, ["a b"]), (#""a\"b""#, [#"a"b"#]),
        ("''", [""]), ("  x\ty  ", ["x", "y"]), (#""$(PODS_TARGET_SRCROOT)/include""#, ["$(PODS_TARGET_SRCROOT)/include"]),
    ])
    func shellWords(_ text: String, _ words: [String]) {
        #expect(PodspecConverter.words(text) == words)
    }

    @Test func frameworkAndLibraryNamesTheLinkerCannotTakeAreFindings() throws {
        let conversion = try ConversionHarness.convert("""
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.source_files = '*.m'
          s.frameworks = 'UIKit', '', '-l'
          s.libraries = 'z', 'lib/x'
          s.pod_target_xcconfig = { 'OTHER_LDFLAGS' => '-framework "" -l -lsqlite3' }
          s.subspec 'Sub' do |sub|
            sub.source_files = 'Sub/*.m'
          end
        end
        """, files: ["a.m", "Sub/b.m"])
        #expect(conversion.targets.map(\.linkerSettings) == [
            [PackageSetting(.linkedFramework("UIKit")), PackageSetting(.linkedLibrary("sqlite3")), PackageSetting(.linkedLibrary("z"))],
            [PackageSetting(.linkedFramework("UIKit")), PackageSetting(.linkedLibrary("sqlite3")), PackageSetting(.linkedLibrary("z"))],
        ])
        // Once, for the spec that writes the value (the subspec inherits it).
        #expect(ConversionHarness.text(conversion.findings) == [
            """
            Pod.podspec:4:3: warning[swiftpm-conversion]: 'Kit' links the framework '' (frameworks), which is not a framework name; it is not applied
              help: write the framework as the linker names it, e.g. 'UIKit', or remove it
            """,
            """
            Pod.podspec:4:3: warning[swiftpm-conversion]: 'Kit' links the framework '-l' (frameworks), which is not a framework name; it is not applied
              help: write the framework as the linker names it, e.g. 'UIKit', or remove it
            """,
            """
            Pod.podspec:5:3: warning[swiftpm-conversion]: 'Kit' links the library 'lib/x' (libraries), which is not a library name; it is not applied
              help: write the library as the linker names it, e.g. 'z' for libz, or remove it
            """,
            """
            Pod.podspec:6:3: warning[swiftpm-conversion]: 'Kit' sets pod_target_xcconfig 'OTHER_LDFLAGS' to '-framework', '', '-l', which SwiftPM cannot express; they are not applied
              help: keep definitions, '-framework X', '-lX' and header paths inside the module ($(PODS_TARGET_SRCROOT)/…); remove the rest
            """,
        ])
    }

    /// CocoaPods' PathList does not expand a set inside a set (Ruby's `Dir.glob` does):
    /// `Src/{a,{b,K}}.swift` is the patterns `Src/a}.swift`, `Src/b}.swift`, `Src/K}.swift`.
    /// Checked with `cp-files.rb` (CocoaPods 1.16.2) on this tree: it selects `Src/K}.swift` only;
    /// `ruby -e 'p Dir.glob("Src/{a,{b,K}}.swift")'` gives a, b and K.swift.
    @Test func aNestedSetSelectsWhatCocoaPodsSelectsAndIsAFinding() throws {
        let conversion = try ConversionHarness.convert("""
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.source_files = 'Src/{a,{b,K}}.swift'
        end
        """, files: ["Src/a.swift", "Src/b.swift", "Src/K.swift", "Src/K}.swift", "Src/{b}.swift"])
        #expect(conversion.targets.map(\.sources) == [["K}.swift"]])
        #expect(ConversionHarness.text(conversion.findings) == [
            """
            Pod.podspec:3:3: warning[swiftpm-conversion]: 'Kit' source_files pattern 'Src/{a,{b,K}}.swift' nests a set in a set; CocoaPods does not expand nested sets (Ruby's Dir.glob does), so the files are selected as CocoaPods selects them
              help: write the set flat, 'Src/{a,b,K}.swift', if Dir.glob's reading is meant
            """,
        ])
    }

    /// A subspec whose files the root compiles already uses the root's targets; it never makes
    /// them depend on themselves (SwiftPM: `cyclic dependency … Kit -> Kit`).
    @Test func aSubspecWhoseFilesTheRootSelectsAddsNoSelfDependency() throws {
        let conversion = try ConversionHarness.convert("""
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.source_files = 'Src/*.{swift,m}'
          s.subspec 'Core' do |c|
            c.source_files = 'Src/A.swift'
          end
        end
        """, files: ["Src/A.swift", "Src/B.m"])
        #expect(conversion.targets.map(\.name) == ["Kit_ObjC", "Kit"])
        #expect(conversion.targets.map(\.dependencies) == [[], [.target("Kit_ObjC")]])
        #expect(conversion.products.map(\.targets) == [["Kit_ObjC", "Kit"], ["Kit_ObjC", "Kit"]])
    }

    @Test func anotherPodsSwiftHeaderIsADependencyOnThatPod() throws {
        let conversion = try ConversionHarness.convert("""
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.source_files = 'Src/*.{swift,m}'
        end
        """, files: ["Src/A.swift", "Src/B.m", "Src/C.m"], sources: [
            "Src/B.m": "#import <Other/Other-Swift.h>\n#import \"Kit-Swift.h\"\n",
            "Src/C.m": "// #import <Gone/Gone-Swift.h>\n#import <Other/Other-Swift.h>\n",
        ])
        #expect(ConversionHarness.text(conversion.findings) == [
            """
            Modules/Kit/Src/B.m:1: warning[unmapped-pod]: 'Kit' depends on the pod 'Other', which no module or package product stands for; its target 'Kit_ObjC' is generated without it
              help: add 'Other' as a module, or map the pod to a SwiftPM package product
            """,
            """
            Modules/Kit/Src/B.m:2: warning[swiftpm-conversion]: 'Src/B.m' imports 'Kit-Swift.h', the Swift interface of its own module; in SwiftPM the C-family sources of 'Kit' are a separate target the Swift target depends on, so they cannot see it
              help: move the code that uses Swift into Swift, or into a module that depends on 'Kit'
            """,
        ])
        // With a module standing for 'Other', the C-family target depends on its Swift target.
        let other = try ConversionHarness.draft("""
        Pod::Spec.new do |s|
          s.name = 'Other'
          s.source_files = '*.swift'
        end
        """, files: ["O.swift"])
        let mapped = try ConversionHarness.convert("""
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.source_files = 'Src/*.{swift,m}'
        end
        """, files: ["Src/A.swift", "Src/B.m"], sources: ["Src/B.m": "#import <Other/Other-Swift.h>\n"], others: [other])
        #expect(mapped.targets.map(\.dependencies) == [[.target("Other")], [.target("Kit_ObjC")]])
        #expect(mapped.findings.isEmpty)
    }
}
