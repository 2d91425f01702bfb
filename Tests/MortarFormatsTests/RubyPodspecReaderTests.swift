import MortarCore
import Testing
@testable import MortarFormats

@Suite struct RubyPodspecReaderTests {
    static let podspec = """
        Pod::Spec.new do |s|
          s.name         = 'Kit'
          s.version      = '2.1.0'
          s.platform     = :ios, '12.0'
          s.osx.deployment_target = '10.15'
          s.source_files = 'Kit/Core/**/*.{h,m}'
          s.default_subspecs = 'Core', 'UI'
          s.dependency 'AFNetworking', '>= 4.0', '< 5'
          s.dependency 'Masonry', :configurations => ['Debug']
          s.ios.dependency 'Kit/Core'

          s.subspec 'Core' do |core|
            core.source_files = ['Kit/Core/**/*']
            core.dependency 'GMObjC'
          end

          s.subspec 'UI' do |ui|
            ui.dependency 'Kit/Core'
            ui.ios.dependency 'SDWebImage', "~> #{s.version.to_s.split('.').first}.0"
            ui.subspec 'Buttons' do |b|
              b.dependency 'Kit/UI'
            end
          end

          s.test_spec 'Tests' do |t|
            t.dependency 'OCMock'
          end
          s.app_spec 'Demo' do |a|
            a.dependency 'Never', File.read('x')
          end
        end
        """

    @Test func readsTheComponentModel() throws {
        let component = try RubyPodspecReader.read(Self.podspec, file: "Kit/Kit.podspec")
        #expect(component.name == "Kit")
        #expect(component.version == "2.1.0")
        #expect(component.format == .podspec)
        #expect(component.path == "Kit/Kit.podspec")
        #expect(component.platforms == ["ios": "12.0", "osx": "10.15"])
        #expect(component.subspecs == ["Kit/Core", "Kit/UI", "Kit/UI/Buttons"])
        #expect(component.defaultSubspecs == ["Core", "UI"])
        #expect(component.sourcePaths == ["Kit/Core/**/*.{h,m}", "Kit/Core/**/*"])
        let f = "Kit/Kit.podspec"
        #expect(component.dependencies == [
            Dependency(name: "AFNetworking", requirement: try Requirement.parse([">= 4.0", "< 5"]), location: SourceLocation(file: f, line: 8, column: 3)),
            Dependency(name: "Masonry", location: SourceLocation(file: f, line: 9, column: 3)),
            Dependency(name: "GMObjC", location: SourceLocation(file: f, line: 14, column: 5), declaredIn: "Kit/Core"),
            Dependency(name: "SDWebImage", requirement: try Requirement.parse("~> 2.0"), location: SourceLocation(file: f, line: 19, column: 5),
                       declaredIn: "Kit/UI", platform: "ios"),
        ])
        #expect(component.internalDependencies == [
            Dependency(name: "Kit/Core", location: SourceLocation(file: f, line: 10, column: 3), platform: "ios"),
            Dependency(name: "Kit/Core", location: SourceLocation(file: f, line: 18, column: 5), declaredIn: "Kit/UI"),
            Dependency(name: "Kit/UI", location: SourceLocation(file: f, line: 21, column: 7), declaredIn: "Kit/UI/Buttons"),
        ])
    }

    /// A podspec that opens with a `=begin` … `=end` block (a licence header) reads as Ruby reads
    /// it, each later line where it is. The lexer used to make the line break after `=end` a
    /// token of its own there, and every such podspec was refused ("unexpected '\\n'" at 3:5).
    @Test func aPodspecOpeningWithABlockCommentIsRead() throws {
        let header = "=begin\nCopyright (c) Kit authors. MIT licence.\n=end\n"
        let component = try RubyPodspecReader.read(header + Self.podspec, file: "Kit/Kit.podspec")
        #expect(component.name == "Kit")
        #expect(component.version == "2.1.0")
        #expect(component.dependencies.first == Dependency(
            name: "AFNetworking", requirement: try Requirement.parse([">= 4.0", "< 5"]), location: SourceLocation(file: "Kit/Kit.podspec", line: 11, column: 3)))
        do {
            _ = try RubyPodspecReader.read(header + "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.version = )\nend\n", file: "Kit.podspec")
            Issue.record("the stray ')' was read")
        } catch {
            #expect("\(error.location): \(error.message)" == "Kit.podspec:6:15: unexpected ')'; expected an expression")
        }
    }

    /// Lists and maps are moved out of the evaluator's arrays and hashes into the tree
    /// (`podList`, `podMap`): one still held by a local and set twice is read whole each time,
    /// a hash's keys of every kind as their text; a scope keeps CocoaPods' name (`macos` is
    /// `osx`); a dependency on a pod whose name only starts with the pod's is not its own.
    @Test func listsAndMapsHeldByALocalAreReadWholeEachTime() throws {
        let podspec = """
            Pod::Spec.new do |s|
              s.name = 'Kit'
              s.version = '1.0'
              files = ['Kit/A/**/*.swift', 'Kit/B/**/*.swift']
              s.source_files = files
              s.preserve_paths = files
              settings = { 'OTHER_LDFLAGS' => '-ObjC', :SWIFT_VERSION => 5, 7 => [true, 'x'] }
              s.pod_target_xcconfig = settings
              s.user_target_xcconfig = settings
              s.ios.frameworks = 'UIKit', 'Foundation'
              s.macos.frameworks = 'AppKit'
              s.dependency 'KitExtras'
              s.subspec 'Core' do |core|
                core.source_files = files + ['Kit/Core/*.swift']
                core.dependency 'Kit/Base'
              end
            end
            """
        let component = try RubyPodspecReader.read(podspec, file: "Kit.podspec")
        let spec = try #require(component.buildSpec)
        let list: PodValue = .list([.string("Kit/A/**/*.swift"), .string("Kit/B/**/*.swift")])
        #expect(spec.attributes["source_files"]?.value == list)
        #expect(spec.attributes["preserve_paths"]?.value == list)
        let map: PodValue = .map(["7": .list([.bool(true), .string("x")]), "OTHER_LDFLAGS": .string("-ObjC"), "SWIFT_VERSION": .string("5")])
        #expect(spec.attributes["pod_target_xcconfig"]?.value == map)
        #expect(spec.attributes["user_target_xcconfig"]?.value == map)
        #expect(spec.platformAttributes.keys == ["ios", "osx"])
        #expect(spec.platformAttributes["ios"]?["frameworks"]?.value == .list([.string("UIKit"), .string("Foundation")]))
        #expect(spec.platformAttributes["osx"]?["frameworks"]?.value == .string("AppKit"))
        #expect(spec.children.first?.attributes["source_files"]?.value
                == .list([.string("Kit/A/**/*.swift"), .string("Kit/B/**/*.swift"), .string("Kit/Core/*.swift")]))
        #expect(component.sourcePaths == ["Kit/A/**/*.swift", "Kit/B/**/*.swift", "Kit/Core/*.swift"])
        #expect(component.dependencies.map(\.name) == ["KitExtras"])
        #expect(component.internalDependencies.map(\.name) == ["Kit/Base"])
    }

    @Test func describeStartsWithTheNormalizedKeys() throws {
        let json = ManifestDescriber.json(try RubyPodspecReader.read(Self.podspec, file: "Kit.podspec"))
        guard case let .object(members) = json else {
            Issue.record("not an object")
            return
        }
        #expect(members.prefix(3).map(\.0) == ["name", "version", "dependencies"])
        #expect(members[2].1.renderedCompact() == #"{"AFNetworking":["< 5",">= 4.0"],"GMObjC":[],"Masonry":[],"SDWebImage":["~> 2.0"]}"#)
    }

    @Test(arguments: [
        ("Pod::Spec.new do |s|\n  s.name = 'A'\n  s.dependency 'B', '~> x'\nend\n",
         "A.podspec:3:21: dependency 'B' has an invalid requirement: 'x' in requirement '~> x' is not a valid version: it must start with a digit; write a version like '1.2.3' or '2.0.0-beta.1'"),
        ("Pod::Spec.new do |s|\n  s.version = '1.0'\nend\n", "A.podspec:1:1: the podspec does not set its name"),
        ("puts 'no spec'\n", "A.podspec:1:1: the file declares no 'Pod::Spec.new'"),
        ("Pod::Spec.new do |s|\n  s.name = 'A'\n  if File.exist?('x')\n    s.dependency 'B'\n  end\nend\n",
         "A.podspec:3:6: cannot decide this condition statically: it depends on 'File.exist?', which mortar never runs, and the code it guards declares what mortar reads"),
        ("Pod::Spec.new do |s|\n  s.name = 'A'\n  Dir['*'].each { |f| s.dependency f }\nend\n",
         "A.podspec:3:3: cannot evaluate '.each' on a value that is not static (it comes from 'Dir.[]', which mortar never runs), and its block declares what mortar reads"),
        ("Pod::Spec.new do |s|\n  s.name = 'A'\n  helper(s)\nend\n",
         "A.podspec:3:3: calls 'helper', which is not defined in this file; what it declares cannot be known without running it"),
    ])
    func errors(text: String, message: String) {
        do {
            _ = try RubyPodspecReader.read(text, file: "A.podspec")
            Issue.record("should fail")
        } catch {
            #expect("\(error.location): \(error.message)" == message)
        }
    }

    @Test func undecidableConditionsAroundIgnoredAttributesAreSkipped() throws {
        let text = """
            Pod::Spec.new do |s|
              s.name = 'A'
              s.version = '1'
              if File.exist?('Private')
                s.xcconfig = { 'A' => 'B' }
              end
              s.source_files = Dir['Sources/*.swift'] - ['Sources/X.swift']
            end
            """
        let component = try RubyPodspecReader.read(text, file: "A.podspec")
        #expect(component.version == "1")
        // Source files from the disk (`Dir[…]`) stand for the pod's whole folder.
        #expect(component.sourcePaths == ["."])
    }
}
