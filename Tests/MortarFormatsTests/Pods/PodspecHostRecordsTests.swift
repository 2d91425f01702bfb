import MortarCore
import Testing
@testable import MortarFormats

/// What the podspec host records per spec without a list of its own — the children chained in
/// the order made (`PodspecHost.Spec.firstChild`), the deployment targets and platform scopes
/// chained in the host's lists (`PodspecHost.targets`, `PodspecHost.scopes`), the last
/// `Pod::Spec.new` as the file's value — read back as the tree and the component.
@Suite struct PodspecHostRecordsTests {
    static let podspec = """
        Pod::Spec.new do |s|
          s.name = 'Old'
          s.subspec 'Gone'
        end
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.version = '1.0'
          s.ios.deployment_target = '12.0'
          s.platform = :osx, '10.15'
          s.ios.frameworks = 'UIKit'
          s.osx.frameworks = 'AppKit'
          s.macos.weak_frameworks = 'W'
          s.subspec 'A' do |a|
            a.source_files = 'A/*.swift'
            a.subspec 'Deep' do |d|
              d.tvos.deployment_target = '13.0'
              d.ios.deployment_target = '14.0'
            end
          end
          s.test_spec 'Tests' do |t|
            t.source_files = 'Tests/*.swift'
          end
          s.subspec 'B' do |b|
            b.ios.deployment_target = '15.0'
            b.ios.deployment_target = '16.0'
            b.summary = b.ios.deployment_target
            b.description = b.osx.deployment_target
            b.tvos.frameworks = 'TV'
            b.requires_arc = b.tvos.frameworks
          end
          s.app_spec 'App'
          s.subspec 'C'
          s.ios.deployment_target = '13.0'
          s.ios.frameworks 'UIKit', 'Foo'
          s.summary = s.osx.frameworks
        end

        """

    @Test func childrenAndTargetsKeepTheOrderWritten() throws {
        let component = try RubyPodspecReader.read(Self.podspec, file: "Kit.podspec")
        #expect(component.name == "Kit")
        #expect(component.subspecs == ["Kit/A", "Kit/A/Deep", "Kit/B", "Kit/C"])
        let tree = try #require(component.buildSpec)
        #expect(tree.children.map(\.name) == ["Kit/A", "Kit/Tests", "Kit/B", "Kit/App", "Kit/C"])
        #expect(tree.children.map(\.kind) == [.subspec, .test, .subspec, .app, .subspec])
        #expect(tree.children[0].children.map(\.name) == ["Kit/A/Deep"])
        #expect(tree.attributes["platforms"]?.value == .map(["ios": .string("13.0"), "osx": .string("10.15")]))
        #expect(tree.children[0].children[0].attributes["platforms"]?.value == .map(["ios": .string("14.0"), "tvos": .string("13.0")]))
        let b = tree.children[2]
        #expect(b.attributes["platforms"]?.value == .map(["ios": .string("16.0")]))
        #expect(b.attributes["summary"]?.value == .string("16.0"))
        #expect(b.attributes["description"] == nil)
        #expect(tree.children[0].attributes["platforms"] == nil)
        #expect(tree.platformAttributes.mapValues { $0.mapValues(\.value) }
            == ["ios": ["frameworks": .list([.string("UIKit"), .string("Foo")])], "osx": ["frameworks": .string("AppKit"), "weak_frameworks": .string("W")]])
        #expect(tree.attributes["summary"]?.value == .string("AppKit"))
        #expect(b.platformAttributes.mapValues { $0.mapValues(\.value) } == ["tvos": ["frameworks": .string("TV")]])
        #expect(b.attributes["requires_arc"]?.value == .string("TV"))
        #expect(tree.children[0].platformAttributes.isEmpty)
        #expect(tree.children[4].children.isEmpty && tree.children[4].attributes.isEmpty)
    }
}
