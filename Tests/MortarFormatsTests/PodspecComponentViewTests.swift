import MortarCore
import Testing
@testable import MortarFormats

/// The graph's component is a view of the podspec's spec tree (`Component(_:format:path:)`),
/// made in one place for both formats: the same podspec written in Ruby and as JSON describes
/// the same, and what the readers return is that view of the tree they keep.
@Suite struct PodspecComponentViewTests {
    static let ruby = """
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.version = '2.1.0'
          s.ios.deployment_target = '12.0'
          s.osx.deployment_target = '10.15'
          s.default_subspecs = 'Core'
          s.source_files = 'Sources/Kit/*.swift'
          s.ios.source_files = 'Sources/iOS/*.swift'
          s.dependency 'Alamofire', '~> 5.0'
          s.ios.dependency 'UIOnly', '>= 1.0', '< 2.0'
          s.subspec 'Core' do |core|
            core.source_files = 'Sources/Kit/*.swift', 'Sources/Core/*.swift'
            core.dependency 'Net'
          end
          s.subspec 'UI' do |ui|
            ui.dependency 'Kit/Core'
          end
          s.test_spec 'Tests' do |t|
            t.dependency 'Quick'
          end
        end
        """

    static let json = """
        {
          "name": "Kit",
          "version": "2.1.0",
          "platforms": { "ios": "12.0", "osx": "10.15" },
          "default_subspecs": "Core",
          "source_files": "Sources/Kit/*.swift",
          "dependencies": { "Alamofire": ["~> 5.0"] },
          "ios": { "source_files": "Sources/iOS/*.swift", "dependencies": { "UIOnly": [">= 1.0", "< 2.0"] } },
          "subspecs": [
            { "name": "Core", "source_files": ["Sources/Kit/*.swift", "Sources/Core/*.swift"], "dependencies": { "Net": [] } },
            { "name": "UI", "dependencies": { "Kit/Core": [] } }
          ],
          "testspecs": [ { "name": "Tests", "test_type": "unit", "dependencies": { "Quick": [] } } ]
        }
        """

    @Test func oneSpecInRubyAndInJSONDescribesAlike() throws {
        let fromRuby = try RubyPodspecReader.read(Self.ruby, file: "Kit.podspec")
        let fromJSON = try PodspecJSONReader.read(Self.json, file: "Kit.podspec.json")
        #expect(ManifestDescriber.text(fromRuby) == """
            Kit 2.1.0 (podspec, Kit.podspec)
            platforms: ios 12.0, osx 10.15
            subspecs: Kit/Core, Kit/UI
            default subspecs: Core
            dependencies:
              Alamofire ~> 5.0  (Kit.podspec:9:3)
              UIOnly >= 1.0, < 2.0 [on ios]  (Kit.podspec:10:3)
              Net any version [in Kit/Core]  (Kit.podspec:13:5)
            internal dependencies:
              Kit/Core any version [in Kit/UI]  (Kit.podspec:16:5)

            """)
        #expect(ManifestDescriber.text(fromJSON) == """
            Kit 2.1.0 (podspec.json, Kit.podspec.json)
            platforms: ios 12.0, osx 10.15
            subspecs: Kit/Core, Kit/UI
            default subspecs: Core
            dependencies:
              Alamofire ~> 5.0  (Kit.podspec.json:7:21)
              UIOnly >= 1.0, < 2.0 [on ios]  (Kit.podspec.json:8:69)
              Net any version [in Kit/Core]  (Kit.podspec.json:10:106)
            internal dependencies:
              Kit/Core any version [in Kit/UI]  (Kit.podspec.json:11:39)

            """)
        for component in [fromRuby, fromJSON] {
            #expect(component.sourcePaths == ["Sources/Kit/*.swift", "Sources/iOS/*.swift", "Sources/Core/*.swift"])
        }
    }

    @Test func aJSONDefaultOfNoneIsWrittenAsNone() throws {
        let component = try PodspecJSONReader.read("""
            { "name": "Kit", "default_subspecs": "none", "subspecs": [ { "name": "Core" } ] }
            """, file: "Kit.podspec.json")
        #expect(ManifestDescriber.text(component) == """
            Kit (no version) (podspec.json, Kit.podspec.json)
            subspecs: Kit/Core
            default subspecs: none
            dependencies: none

            """)
    }

    @Test func theComponentIsTheViewOfTheTreeItKeeps() throws {
        let json = try PodspecJSONReader.read(Self.json, file: "Kit.podspec.json")
        let ruby = try RubyPodspecReader.read(Self.ruby, file: "Kit.podspec")
        for (component, format) in [(json, Component.Format.podspecJSON), (ruby, .podspec)] {
            let tree = try #require(component.buildSpec)
            #expect(Component(tree, format: format, path: component.path) == component)
            var withoutTree = component
            withoutTree.buildSpec = nil
            #expect(Component(tree, format: format, path: component.path, keepsBuildSpec: false) == withoutTree)
            #expect(tree == (try PodspecTreeReader.read(format == .podspec ? Self.ruby : Self.json, file: component.path)))
        }
        // Read for `check` (no tree kept): the same component, from a tree of the graph's attributes only.
        var jsonWithoutTree = json, rubyWithoutTree = ruby
        jsonWithoutTree.buildSpec = nil
        rubyWithoutTree.buildSpec = nil
        #expect(try PodspecJSONReader.read(Self.json, file: "Kit.podspec.json", buildSpec: false) == jsonWithoutTree)
        #expect(try RubyPodspecReader.read(Self.ruby, file: "Kit.podspec", buildSpec: false) == rubyWithoutTree)
    }

    /// Podspecs whose library specs' parts `RubyPodspecReader` gathers as it builds the tree
    /// (`Component.Collected`): the root's list held or copied, dependencies on the pod's own
    /// specs, nested subspecs, platform scopes, unknown source files, specs under a test spec.
    static let gathered = [
        """
        Pod::Spec.new do |s|
          s.name = 'Deep'
          s.dependency 'Deep/Core'
          s.dependency 'Outer', '~> 1.0'
          s.source_files = Dir['Sources/**/*.m']
          s.subspec 'Core' do |c|
            c.osx.source_files = 'Sources/Mac/*.m'
            c.ios.source_files = 'Sources/iOS/*.m', 'Sources/Shared/*.m'
            c.subspec 'Leaf' do |l|
              l.dependency 'Deep'
              l.dependency 'Net'
              l.source_files = 'Sources/Shared/*.m'
            end
          end
          s.test_spec 'Tests' do |t|
            t.dependency 'Quick'
            t.subspec 'Helpers' do |h|
              h.dependency 'Nimble'
            end
          end
          s.app_spec 'App' do |a|
            a.dependency 'AppOnly'
          end
        end
        """,
        """
        Pod::Spec.new do |s|
          s.name = 'Late'
          s.platform = :ios, '13.0'
          s.subspec 'A' do |a|
            a.dependency 'Late/B'
          end
          s.subspec 'B' do |b|
            b.ios.dependency 'Remote', '>= 2'
            b.source_files = 'B/*.swift'
          end
        end
        """,
        """
        Pod::Spec.new do |s|
          s.name = 'Plain'
          s.dependency 'One'
          s.dependency 'Two', '= 1.2'
          s.source_files = 'Sources/*.swift', 'Sources/*.swift'
        end
        """,
    ]

    @Test(arguments: gathered) func theGatheredComponentIsTheWalkedOne(_ text: String) throws {
        let component = try RubyPodspecReader.read(text, file: "Pod.podspec")
        let tree = try #require(component.buildSpec)
        #expect(Component(tree, format: .podspec, path: "Pod.podspec") == component)
        var withoutTree = component
        withoutTree.buildSpec = nil
        #expect(try RubyPodspecReader.read(text, file: "Pod.podspec", buildSpec: false) == withoutTree)
    }
}
