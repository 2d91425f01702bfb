import MortarCore
import MortarFormats
import Testing

/// The migration's facts read from a Ruby `.podspec` are the ones its `.podspec.json` gives.
@Suite struct PodSpecFactsReaderTests {
    static let ruby = """
        Pod::Spec.new do |s|
          s.name         = 'Moya'
          s.version      = '15.0.0'
          s.module_name  = 'MoyaKit'
          s.source       = { :git => 'https://github.com/Moya/Moya.git', :tag => s.version.to_s }
          s.default_subspec = 'Core'
          s.ios.deployment_target = '12.0'

          s.subspec 'Core' do |ss|
            ss.source_files = 'Sources/Moya/', 'Sources/Moya/Plugins/'
          end

          s.subspec 'RxSwift' do |ss|
            ss.source_files = 'Sources/RxMoya/'
            ss.dependency 'Moya/Core'
            ss.ios.source_files = 'Sources/RxMoya/iOS/*.swift'
          end

          s.test_spec 'Tests' do |ts|
            ts.source_files = 'Tests/**/*.swift'
          end
        end
        """

    static let json = """
        {
          "name": "Moya", "version": "15.0.0", "module_name": "MoyaKit",
          "source": {"git": "https://github.com/Moya/Moya.git", "tag": "15.0.0"},
          "default_subspecs": "Core",
          "platforms": {"ios": "12.0"},
          "subspecs": [
            {"name": "Core", "source_files": ["Sources/Moya/", "Sources/Moya/Plugins/"]},
            {"name": "RxSwift", "source_files": "Sources/RxMoya/", "dependencies": {"Moya/Core": []},
             "ios": {"source_files": "Sources/RxMoya/iOS/*.swift"}}
          ],
          "testspecs": [{"name": "Tests", "test_type": "unit", "source_files": "Tests/**/*.swift"}]
        }
        """

    @Test func aRubyPodspecGivesTheFactsOfItsJSON() throws {
        let ruby = try PodSpecFactsReader.read(Self.ruby, file: "Specs/Moya/15.0.0/Moya.podspec")
        var expected = PodSpecFacts(
            name: "Moya", version: "15.0.0", git: "https://github.com/Moya/Moya.git", ref: .tag("15.0.0"), moduleName: "MoyaKit",
            sourceFiles: [
                "Moya/Core": ["Sources/Moya/", "Sources/Moya/Plugins/"],
                "Moya/RxSwift": ["Sources/RxMoya/", "Sources/RxMoya/iOS/*.swift"],
            ],
            defaultSubspecs: ["Moya/Core"], file: "Specs/Moya/15.0.0/Moya.podspec")
        // Every subspec (the test spec left out) and what each depends on.
        expected.subspecs = ["Moya/Core", "Moya/RxSwift"]
        expected.dependencies = ["Moya/RxSwift": ["Moya/Core"]]
        #expect(ruby == expected)
        var json = try PodSpecFactsReader.read(Self.json, file: "Specs/Moya/15.0.0/Moya.podspec.json")
        json.file = ruby.file
        #expect(json == ruby)
    }

    /// A commit, an interpolated tag, `ENV` and a source that is not static.
    @Test func commitsInterpolatedTagsAndUnknownSources() throws {
        let commit = try PodSpecFactsReader.read(
            "Pod::Spec.new do |s|\n  s.name = 'A'\n  s.version = '1.0'\n  s.source = { git: ENV['A_GIT'], commit: 'abc123' }\nend\n",
            file: "A.podspec", environment: ["A_GIT": "https://example.com/A.git"])
        #expect(commit.git == "https://example.com/A.git")
        #expect(commit.ref == .commit("abc123"))
        let tag = try PodSpecFactsReader.read(
            "Pod::Spec.new do |s|\n  s.name = 'B'\n  s.version = '2.1.0'\n  s.source = { :git => 'https://example.com/B.git', :tag => \"v#{s.version}\" }\nend\n",
            file: "B.podspec")
        #expect(tag.ref == .tag("v2.1.0"))
        let unknown = try PodSpecFactsReader.read(
            "Pod::Spec.new do |s|\n  s.name = 'C'\n  s.version = '1.0'\n  s.source = { :git => `git remote get-url origin`, :tag => '1.0' }\nend\n",
            file: "C.podspec")
        #expect(unknown.git == nil)
        #expect(unknown.ref == .tag("1.0"))
    }

    /// Platform-scoped `preserve_paths` and `vendored_frameworks` count in Ruby as in JSON:
    /// both are views of the one spec tree.
    @Test func platformScopedToolsAndBinariesOfARubyPodspecAreThoseOfItsJSON() throws {
        let tool = try PodSpecFactsReader.read(
            "Pod::Spec.new do |s|\n  s.name = 'Lint'\n  s.version = '1.0'\n  s.source = { :http => 'https://example.com/lint-1.0.zip' }\n  s.osx.preserve_paths = 'lint'\nend\n",
            file: "Lint.podspec")
        #expect(tool.toolEvidence("Lint") == "no source_files; preserve_paths 'lint'; source http 'https://example.com/lint-1.0.zip'")
        var json = try PodSpecFactsReader.read(
            #"{"name": "Lint", "version": "1.0", "source": {"http": "https://example.com/lint-1.0.zip"}, "osx": {"preserve_paths": "lint"}}"#,
            file: "Lint.podspec.json")
        json.file = tool.file
        #expect(json == tool)
        let binary = try PodSpecFactsReader.read(
            "Pod::Spec.new do |s|\n  s.name = 'Bin'\n  s.version = '1.0'\n  s.source = { :http => 'https://example.com/Bin.zip' }\n  s.ios.vendored_frameworks = 'Bin.xcframework'\nend\n",
            file: "Bin.podspec")
        #expect(binary.xcframeworks == ["Bin.xcframework"])
    }

    @Test func aRubyFileWithoutASpecIsAnError() {
        #expect(throws: ManifestError("a podspec must declare 'Pod::Spec.new' with a name", at: SourceLocation(file: "X.podspec", line: 1, column: 1),
                                      help: "check that the file is a .podspec")) {
            try PodSpecFactsReader.read("puts 'hello'\n", file: "X.podspec")
        }
    }
    /// `default_subspecs = :none` (JSON `"none"`): a pod used whole installs its root spec and
    /// none of its subspecs, as CocoaPods' `Specification#default_subspecs` reads it; it was
    /// read as a subspec named `none` (`Kit/none`), which no product is named after.
    @Test func defaultSubspecsNoneMapsTheRootSpecAlone() throws {
        let package = PackageProducts(
            name: "Kit", products: [.init(name: "KitCore", targets: ["KitCore"]), .init(name: "KitExtra", targets: ["KitExtra"])],
            targetPaths: ["KitCore": "Sources/Kit", "KitExtra": "Sources/Extra"])
        let withFiles = try PodSpecFactsReader.read("""
            {"name": "Kit", "version": "1.0.0", "source": {"git": "https://example.com/Kit.git", "tag": "1.0.0"},
             "default_subspecs": "none", "source_files": "Sources/Kit/*.swift",
             "subspecs": [{"name": "Extra", "source_files": "Sources/Extra/*.swift"}]}
            """, file: "Kit.podspec.json")
        #expect(withFiles.defaultSubspecs == [])
        let root = PodProductMapper.map(pod: "Kit", specs: [], explicit: [], facts: withFiles, package: package)
        #expect(root.unmapped == [])
        #expect(root.choices == [.init(spec: "Kit", products: ["KitCore"], evidence: "its source_files 'Sources/Kit/*.swift' lie in 'Sources/Kit'")])
        // A subspec named in the Podfile still maps as before.
        let extra = PodProductMapper.map(pod: "Kit", specs: ["Kit/Extra"], explicit: [], facts: withFiles, package: package)
        #expect(extra.choices == [.init(spec: "Kit/Extra", products: ["KitExtra"], evidence: "its source_files 'Sources/Extra/*.swift' lie in 'Sources/Extra'")])
        // A root with no files of its own: nothing of it to link, and the row says why.
        let empty = try PodSpecFactsReader.read("""
            {"name": "Kit", "version": "1.0.0", "default_subspecs": "none",
             "subspecs": [{"name": "Extra", "source_files": "Sources/Extra/*.swift"}]}
            """, file: "Kit.podspec.json")
        let none = PodProductMapper.map(pod: "Kit", specs: [], explicit: [], facts: empty, package: package)
        #expect(none.choices == [])
        #expect(none.unmapped == [.init(
            spec: "Kit", candidates: ["KitCore", "KitExtra"],
            reason: "its default_subspecs is :none, so used whole it installs none of its subspecs, and no product holds its root's own source_files "
                + "or is named as a pod its root depends on; name its subspecs in the Podfile")])
    }
}
