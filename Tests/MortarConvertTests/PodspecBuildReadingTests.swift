import MortarCore
import MortarFormats
import Testing

/// Every build attribute a conversion reads, from Ruby podspecs and `.podspec.json`, root and
/// subspecs, platform-scoped forms, with the line each was written on.
@Suite struct PodspecBuildReadingTests {
    static let ruby = """
    Pod::Spec.new do |s|
      s.name = 'Kit'
      s.version = '1.0'
      s.module_name = 'KitCore'
      s.swift_versions = ['5.0', '5.9']
      s.ios.deployment_target = '13.0'
      s.osx.deployment_target = '11.0'
      s.default_subspecs = 'Core'
      s.source_files = 'Sources/**/*.{swift,m,h}'
      s.exclude_files = 'Sources/Old'
      s.public_header_files = 'Sources/Public/*.h'
      s.private_header_files = 'Sources/Private/*.h'
      s.header_dir = 'Kit'
      s.header_mappings_dir = 'Sources'
      s.resources = 'Assets/*.png'
      s.resource_bundles = { 'KitAssets' => ['Assets/*.xcassets'] }
      s.frameworks = 'Foundation', 'Security'
      s.ios.frameworks = 'UIKit'
      s.weak_frameworks = 'Combine'
      s.libraries = 'z'
      s.vendored_frameworks = 'Vendor/Lib.xcframework'
      s.vendored_libraries = 'Vendor/libold.a'
      s.compiler_flags = '-DKIT=1'
      s.pod_target_xcconfig = { 'GCC_PREPROCESSOR_DEFINITIONS' => 'A=1', 'SWIFT_ACTIVE_COMPILATION_CONDITIONS' => 'B', 'HEADER_SEARCH_PATHS' => '$(PODS_TARGET_SRCROOT)/include' }
      s.xcconfig = { 'OTHER_LDFLAGS' => '-lc++' }
      s.requires_arc = true
      s.prefix_header_file = 'Sources/Prefix.pch'
      s.prefix_header_contents = '#import <Foundation/Foundation.h>'
      s.module_map = 'Sources/module.modulemap'
      s.subspec 'Core' do |c|
        c.source_files = 'Core/*.swift'
        c.tvos.source_files = 'Core/TV/*.swift'
        c.dependency 'Other', '~> 1.0'
      end
      s.test_spec 'Tests' do |t|
        t.source_files = 'Tests/*.swift'
      end
    end
    """

    @Test func rubyPodspecKeepsEveryBuildAttributeWithItsLine() throws {
        let component = try RubyPodspecReader.read(Self.ruby, file: "Kit.podspec")
        let root = try #require(component.buildSpec)
        func line(_ name: String) -> Int? { root.attributes[name]?.location.line }
        let strings = root.attributes.mapValues { $0.value.strings }
        #expect(root.name == "Kit" && root.kind == .root)
        #expect(strings["module_name"] == ["KitCore"])
        #expect(strings["swift_versions"] == ["5.0", "5.9"])
        #expect(strings["default_subspecs"] == ["Core"])
        #expect(strings["source_files"] == ["Sources/**/*.{swift,m,h}"] && line("source_files") == 9)
        #expect(strings["exclude_files"] == ["Sources/Old"] && line("exclude_files") == 10)
        #expect(strings["public_header_files"] == ["Sources/Public/*.h"])
        #expect(strings["private_header_files"] == ["Sources/Private/*.h"])
        #expect(strings["header_dir"] == ["Kit"] && strings["header_mappings_dir"] == ["Sources"])
        #expect(strings["resources"] == ["Assets/*.png"])
        #expect(root.attributes["resource_bundles"]?.value == .map(["KitAssets": .list([.string("Assets/*.xcassets")])]))
        #expect(strings["frameworks"] == ["Foundation", "Security"] && line("frameworks") == 17)
        #expect(root.platformAttributes["ios"]?["frameworks"]?.value.strings == ["UIKit"])
        #expect(root.platformAttributes["ios"]?["frameworks"]?.location.line == 18)
        #expect(strings["weak_frameworks"] == ["Combine"] && strings["libraries"] == ["z"])
        #expect(strings["vendored_frameworks"] == ["Vendor/Lib.xcframework"] && strings["vendored_libraries"] == ["Vendor/libold.a"])
        #expect(strings["compiler_flags"] == ["-DKIT=1"])
        #expect(root.attributes["pod_target_xcconfig"]?.value.entries["GCC_PREPROCESSOR_DEFINITIONS"] == .string("A=1"))
        #expect(root.attributes["pod_target_xcconfig"]?.value.entries["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] == .string("B"))
        #expect(root.attributes["pod_target_xcconfig"]?.value.entries["HEADER_SEARCH_PATHS"] == .string("$(PODS_TARGET_SRCROOT)/include"))
        #expect(root.attributes["xcconfig"]?.value.entries["OTHER_LDFLAGS"] == .string("-lc++"))
        #expect(root.attributes["requires_arc"]?.value == .bool(true))
        #expect(strings["prefix_header_file"] == ["Sources/Prefix.pch"])
        #expect(strings["prefix_header_contents"] == ["#import <Foundation/Foundation.h>"])
        #expect(strings["module_map"] == ["Sources/module.modulemap"] && line("module_map") == 29)
        #expect(root.attributes["platforms"]?.value == .map(["ios": .string("13.0"), "osx": .string("11.0")]))
        #expect(root.children.map(\.name) == ["Kit/Core", "Kit/Tests"])
        #expect(root.children.map(\.kind) == [.subspec, .test])
        let core = root.children[0]
        #expect(core.attributes["source_files"]?.value.strings == ["Core/*.swift"])
        #expect(core.platformAttributes["tvos"]?["source_files"]?.value.strings == ["Core/TV/*.swift"])
        #expect(core.dependencies.map(\.name) == ["Other"] && core.dependencies[0].location.line == 33)
        #expect(core.location.line == 30)
    }

    @Test func podspecJSONKeepsEveryBuildAttributeWithItsLine() throws {
        let json = """
        {
          "name": "Kit",
          "platforms": {"ios": "13.0"},
          "source_files": ["Sources/*.swift", "Sources/*.m"],
          "resource_bundles": {"KitAssets": "Assets/*"},
          "pod_target_xcconfig": {"GCC_PREPROCESSOR_DEFINITIONS": "A=1"},
          "requires_arc": false,
          "ios": {"frameworks": ["UIKit"], "dependencies": {"Other": []}},
          "subspecs": [{"name": "Core", "source_files": "Core", "osx": {"weak_frameworks": "AppKit"}}],
          "testspecs": [{"name": "Tests", "test_type": "unit", "source_files": "Tests"}]
        }
        """
        let component = try PodspecJSONReader.read(json, file: "Kit.podspec.json")
        let root = try #require(component.buildSpec)
        #expect(root.attributes["source_files"]?.value.strings == ["Sources/*.swift", "Sources/*.m"])
        #expect(root.attributes["source_files"]?.location.line == 4)
        #expect(root.attributes["resource_bundles"]?.value == .map(["KitAssets": .string("Assets/*")]))
        #expect(root.attributes["pod_target_xcconfig"]?.value.entries == ["GCC_PREPROCESSOR_DEFINITIONS": .string("A=1")])
        #expect(root.attributes["requires_arc"]?.value == .bool(false))
        #expect(root.platformAttributes["ios"]?["frameworks"]?.value.strings == ["UIKit"])
        #expect(root.platformAttributes["ios"]?["frameworks"]?.location.line == 8)
        #expect(root.dependencies.map { "\($0.name) \($0.platform ?? "-")" } == ["Other ios"])
        #expect(root.children.map(\.name) == ["Kit/Core", "Kit/Tests"])
        #expect(root.children.map(\.kind) == [.subspec, .test])
        #expect(root.children[0].platformAttributes["osx"]?["weak_frameworks"]?.value.strings == ["AppKit"])
    }

    /// A test spec's body is read for its build description — attributes, platform scopes and
    /// dependencies with their lines — and stays out of the graph.
    @Test func aRubyTestSpecIsReadForItsBuildDescriptionOnly() throws {
        let component = try RubyPodspecReader.read("""
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.version = '1.0'
          s.source_files = 'Sources/*.swift'
          s.test_spec 'Tests' do |t|
            t.source_files = 'Tests/**/*.swift'
            t.ios.resources = 'Tests/Fixtures/*'
            t.requires_app_host = true
            t.dependency 'Nimble', '~> 13.0'
          end
        end
        """, file: "Kit.podspec")
        #expect(component.dependencies.isEmpty && component.sourcePaths == ["Sources/*.swift"] && component.subspecs.isEmpty)
        let tests = try #require(component.buildSpec?.children.first)
        #expect(tests.name == "Kit/Tests" && tests.kind == .test && tests.unread == nil)
        #expect(tests.attributes["source_files"]?.value.strings == ["Tests/**/*.swift"] && tests.attributes["source_files"]?.location.line == 6)
        #expect(tests.platformAttributes["ios"]?["resources"]?.value.strings == ["Tests/Fixtures/*"])
        #expect(tests.attributes["requires_app_host"]?.value == .bool(true))
        #expect(tests.dependencies.map { "\($0.name) \($0.requirement) \($0.location.line) \($0.declaredIn ?? "-")" } == ["Nimble ~> 13.0 9 Kit/Tests"])
    }

    /// A podspec whose test spec takes a dependency's name from a shell command.
    static let unreadableTestSpec = """
    Pod::Spec.new do |s|
      s.name = 'Kit'
      s.version = '1.0'
      s.source_files = 'Sources/*.swift'
      s.test_spec 'Tests' do |t|
        t.source_files = 'Tests/*.swift'
        t.dependency `cat test-dependency`
      end
    end
    """

    /// What a test spec's body does that cannot be read statically leaves the podspec readable:
    /// the test spec keeps why (the converter says it is not converted), and what the block
    /// may have changed becomes unknown, as for an app spec.
    @Test func aTestSpecBodyThatCannotBeReadLeavesThePodspecReadable() throws {
        let component = try RubyPodspecReader.read(Self.unreadableTestSpec, file: "Kit.podspec")
        #expect(component.dependencies.isEmpty && component.sourcePaths == ["Sources/*.swift"])
        let tests = try #require(component.buildSpec?.children.first)
        #expect(tests.dependencies.isEmpty)
        #expect(tests.unread.map { "\($0.location): \($0.value)" }
                == "Kit.podspec:7:18: the name of a dependency is not static: it comes from the output of the shell command `cat test-dependency`, which mortar never runs")
    }
}
