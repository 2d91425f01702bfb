import MortarCore
import Testing
@testable import MortarFormats

/// The four spec setters with a meaning of their own (`name=`, `platform=`, `platforms=`,
/// `dependencies=`), which the podspec host tells apart by the name's length first, and names
/// of those lengths that are plain attributes (`summary`'s neighbours `homepage`, `requires_arc`).
@Suite struct PodspecHostSetterTests {
    @Test func theFourSettersAndTheirNeighboursOfTheSameLength() throws {
        let text = """
            Pod::Spec.new do |s|
              s.name = 'Kit'
              s.version = '1.0'
              s.platform = :ios, '12.0'
              s.platforms = { :osx => '10.15' }
              s.dependencies = { 'Alamofire' => '~> 5.0' }
              s.homepage = 'https://example.com'
              s.requires_arc = true
              s.test = 'x'
              s.summarys = 'y'
            end

            """
        let component = try RubyPodspecReader.read(text, file: "Kit.podspec")
        let tree = try #require(component.buildSpec)
        #expect(component.name == "Kit")
        #expect(component.platforms == ["ios": "12.0", "osx": "10.15"])
        #expect(component.dependencies.map { "\($0.name) \($0.requirement) \($0.location)" } == ["Alamofire ~> 5.0 Kit.podspec:6:3"])
        #expect(tree.attributes.keys.sorted() == ["homepage", "platforms", "requires_arc", "summarys", "test", "version"])
        #expect(tree.attributes["test"]?.value == .string("x"))
        #expect(tree.attributes["requires_arc"]?.value == .bool(true))
        #expect(tree.attributes["platforms"]?.value == .map(["ios": .string("12.0"), "osx": .string("10.15")]))
    }
}
