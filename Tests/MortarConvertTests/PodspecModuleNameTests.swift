import MortarConvert
import MortarCore
import MortarFormats
import Testing

/// `module_name` as CocoaPods' `Specification#module_name` answers it: unset, the pod's name as
/// a C identifier (GoogleDataTransport's `"#{s.module_name}_Privacy"` bundle).
@Suite struct PodspecModuleNameTests {
    @Test func anUnsetModuleNameReadsAsThePodsNameInAnInterpolation() throws {
        let component = try RubyPodspecReader.read("""
        Pod::Spec.new do |s|
          s.name = 'Data-Kit'
          s.source_files = 'Sources/*.m'
          s.resource_bundles = { "#{s.module_name}_Privacy" => ['Sources/Resources/PrivacyInfo.xcprivacy'] }
        end
        """, file: "Data-Kit.podspec")
        #expect(component.buildSpec?.attributes["resource_bundles"]?.value
                == .map(["Data_Kit_Privacy": .list([.string("Sources/Resources/PrivacyInfo.xcprivacy")])]))
    }

    @Test func aSetModuleNameReadsAsSet() throws {
        let component = try RubyPodspecReader.read("""
        Pod::Spec.new do |s|
          s.name = 'Data-Kit'
          s.module_name = 'DataKit'
          s.resource_bundles = { "#{s.module_name}_Privacy" => ['PrivacyInfo.xcprivacy'] }
        end
        """, file: "Data-Kit.podspec")
        #expect(component.buildSpec?.attributes["resource_bundles"]?.value == .map(["DataKit_Privacy": .list([.string("PrivacyInfo.xcprivacy")])]))
    }

    @Test func anEmptyModuleNameNamesTheTargetsAfterThePod() throws {
        let conversion = try ConversionHarness.convert("""
        Pod::Spec.new do |s|
          s.name = 'Data-Kit'
          s.module_name = ''
          s.source_files = 'Sources/*.swift'
        end
        """, files: ["Sources/Kit.swift"])
        #expect(conversion.targets.map(\.name) == ["Data_Kit"])
    }
}
